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
  br i1 %3, label %4, label %410

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %318

6:                                                ; preds = %362
  %7 = icmp eq ptr %365, %366
  br i1 %7, label %311, label %8

8:                                                ; preds = %6
  %9 = ptrtoint ptr %366 to i64
  %10 = ptrtoint ptr %365 to i64
  %11 = sub i64 %9, %10
  %12 = ashr exact i64 %11, 3
  %13 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %12, i1 true)
  %14 = shl nuw nsw i64 %13, 1
  %15 = xor i64 %14, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %365, ptr nonnull %366, i64 noundef %15)
  %16 = icmp sgt i64 %11, 128
  %17 = getelementptr i8, ptr %365, i64 8
  br i1 %16, label %18, label %282

18:                                               ; preds = %8
  %19 = load double, ptr %17, align 8, !tbaa !5
  %20 = load double, ptr %365, align 8
  %21 = fcmp olt double %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %18
  store double %20, ptr %17, align 8
  br label %23

23:                                               ; preds = %22, %18
  %24 = phi ptr [ %365, %22 ], [ %17, %18 ]
  store double %19, ptr %24, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %365, i64 16
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = load double, ptr %365, align 8, !tbaa !5
  %28 = fcmp olt double %26, %27
  br i1 %28, label %39, label %29

29:                                               ; preds = %23
  %30 = load double, ptr %17, align 8, !tbaa !5
  %31 = fcmp ogt double %30, %26
  br i1 %31, label %32, label %40

32:                                               ; preds = %29, %32
  %33 = phi double [ %37, %32 ], [ %30, %29 ]
  %34 = phi ptr [ %36, %32 ], [ %17, %29 ]
  %35 = phi ptr [ %34, %32 ], [ %25, %29 ]
  store double %33, ptr %35, align 8, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %34, i64 -8
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = fcmp ogt double %37, %26
  br i1 %38, label %32, label %40, !llvm.loop !9

39:                                               ; preds = %23
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %365, i64 16, i1 false)
  br label %40

40:                                               ; preds = %32, %39, %29
  %41 = phi ptr [ %365, %39 ], [ %25, %29 ], [ %34, %32 ]
  store double %26, ptr %41, align 8, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %365, i64 24
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = load double, ptr %365, align 8, !tbaa !5
  %45 = fcmp olt double %43, %44
  br i1 %45, label %56, label %46

46:                                               ; preds = %40
  %47 = load double, ptr %25, align 8, !tbaa !5
  %48 = fcmp ogt double %47, %43
  br i1 %48, label %49, label %57

49:                                               ; preds = %46, %49
  %50 = phi double [ %54, %49 ], [ %47, %46 ]
  %51 = phi ptr [ %53, %49 ], [ %25, %46 ]
  %52 = phi ptr [ %51, %49 ], [ %42, %46 ]
  store double %50, ptr %52, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %51, i64 -8
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = fcmp ogt double %54, %43
  br i1 %55, label %49, label %57, !llvm.loop !9

56:                                               ; preds = %40
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) %365, i64 24, i1 false)
  br label %57

57:                                               ; preds = %49, %56, %46
  %58 = phi ptr [ %365, %56 ], [ %42, %46 ], [ %51, %49 ]
  store double %43, ptr %58, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %365, i64 32
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = load double, ptr %365, align 8, !tbaa !5
  %62 = fcmp olt double %60, %61
  br i1 %62, label %73, label %63

63:                                               ; preds = %57
  %64 = load double, ptr %42, align 8, !tbaa !5
  %65 = fcmp ogt double %64, %60
  br i1 %65, label %66, label %74

66:                                               ; preds = %63, %66
  %67 = phi double [ %71, %66 ], [ %64, %63 ]
  %68 = phi ptr [ %70, %66 ], [ %42, %63 ]
  %69 = phi ptr [ %68, %66 ], [ %59, %63 ]
  store double %67, ptr %69, align 8, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %68, i64 -8
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = fcmp ogt double %71, %60
  br i1 %72, label %66, label %74, !llvm.loop !9

73:                                               ; preds = %57
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(32) %365, i64 32, i1 false)
  br label %74

74:                                               ; preds = %66, %73, %63
  %75 = phi ptr [ %365, %73 ], [ %59, %63 ], [ %68, %66 ]
  store double %60, ptr %75, align 8, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %365, i64 40
  %77 = load double, ptr %76, align 8, !tbaa !5
  %78 = load double, ptr %365, align 8, !tbaa !5
  %79 = fcmp olt double %77, %78
  br i1 %79, label %90, label %80

80:                                               ; preds = %74
  %81 = load double, ptr %59, align 8, !tbaa !5
  %82 = fcmp ogt double %81, %77
  br i1 %82, label %83, label %91

83:                                               ; preds = %80, %83
  %84 = phi double [ %88, %83 ], [ %81, %80 ]
  %85 = phi ptr [ %87, %83 ], [ %59, %80 ]
  %86 = phi ptr [ %85, %83 ], [ %76, %80 ]
  store double %84, ptr %86, align 8, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %85, i64 -8
  %88 = load double, ptr %87, align 8, !tbaa !5
  %89 = fcmp ogt double %88, %77
  br i1 %89, label %83, label %91, !llvm.loop !9

90:                                               ; preds = %74
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %17, ptr noundef nonnull align 8 dereferenceable(40) %365, i64 40, i1 false)
  br label %91

91:                                               ; preds = %83, %90, %80
  %92 = phi ptr [ %365, %90 ], [ %76, %80 ], [ %85, %83 ]
  store double %77, ptr %92, align 8, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %365, i64 48
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = load double, ptr %365, align 8, !tbaa !5
  %96 = fcmp olt double %94, %95
  br i1 %96, label %107, label %97

97:                                               ; preds = %91
  %98 = load double, ptr %76, align 8, !tbaa !5
  %99 = fcmp ogt double %98, %94
  br i1 %99, label %100, label %108

100:                                              ; preds = %97, %100
  %101 = phi double [ %105, %100 ], [ %98, %97 ]
  %102 = phi ptr [ %104, %100 ], [ %76, %97 ]
  %103 = phi ptr [ %102, %100 ], [ %93, %97 ]
  store double %101, ptr %103, align 8, !tbaa !5
  %104 = getelementptr inbounds i8, ptr %102, i64 -8
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = fcmp ogt double %105, %94
  br i1 %106, label %100, label %108, !llvm.loop !9

107:                                              ; preds = %91
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %17, ptr noundef nonnull align 8 dereferenceable(48) %365, i64 48, i1 false)
  br label %108

108:                                              ; preds = %100, %107, %97
  %109 = phi ptr [ %365, %107 ], [ %93, %97 ], [ %102, %100 ]
  store double %94, ptr %109, align 8, !tbaa !5
  %110 = getelementptr inbounds i8, ptr %365, i64 56
  %111 = load double, ptr %110, align 8, !tbaa !5
  %112 = load double, ptr %365, align 8, !tbaa !5
  %113 = fcmp olt double %111, %112
  br i1 %113, label %124, label %114

114:                                              ; preds = %108
  %115 = load double, ptr %93, align 8, !tbaa !5
  %116 = fcmp ogt double %115, %111
  br i1 %116, label %117, label %125

117:                                              ; preds = %114, %117
  %118 = phi double [ %122, %117 ], [ %115, %114 ]
  %119 = phi ptr [ %121, %117 ], [ %93, %114 ]
  %120 = phi ptr [ %119, %117 ], [ %110, %114 ]
  store double %118, ptr %120, align 8, !tbaa !5
  %121 = getelementptr inbounds i8, ptr %119, i64 -8
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fcmp ogt double %122, %111
  br i1 %123, label %117, label %125, !llvm.loop !9

124:                                              ; preds = %108
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %17, ptr noundef nonnull align 8 dereferenceable(56) %365, i64 56, i1 false)
  br label %125

125:                                              ; preds = %117, %124, %114
  %126 = phi ptr [ %365, %124 ], [ %110, %114 ], [ %119, %117 ]
  store double %111, ptr %126, align 8, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %365, i64 64
  %128 = load double, ptr %127, align 8, !tbaa !5
  %129 = load double, ptr %365, align 8, !tbaa !5
  %130 = fcmp olt double %128, %129
  br i1 %130, label %141, label %131

131:                                              ; preds = %125
  %132 = load double, ptr %110, align 8, !tbaa !5
  %133 = fcmp ogt double %132, %128
  br i1 %133, label %134, label %142

134:                                              ; preds = %131, %134
  %135 = phi double [ %139, %134 ], [ %132, %131 ]
  %136 = phi ptr [ %138, %134 ], [ %110, %131 ]
  %137 = phi ptr [ %136, %134 ], [ %127, %131 ]
  store double %135, ptr %137, align 8, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %136, i64 -8
  %139 = load double, ptr %138, align 8, !tbaa !5
  %140 = fcmp ogt double %139, %128
  br i1 %140, label %134, label %142, !llvm.loop !9

141:                                              ; preds = %125
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %17, ptr noundef nonnull align 8 dereferenceable(64) %365, i64 64, i1 false)
  br label %142

142:                                              ; preds = %134, %141, %131
  %143 = phi ptr [ %365, %141 ], [ %127, %131 ], [ %136, %134 ]
  store double %128, ptr %143, align 8, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %365, i64 72
  %145 = load double, ptr %144, align 8, !tbaa !5
  %146 = load double, ptr %365, align 8, !tbaa !5
  %147 = fcmp olt double %145, %146
  br i1 %147, label %158, label %148

148:                                              ; preds = %142
  %149 = load double, ptr %127, align 8, !tbaa !5
  %150 = fcmp ogt double %149, %145
  br i1 %150, label %151, label %159

151:                                              ; preds = %148, %151
  %152 = phi double [ %156, %151 ], [ %149, %148 ]
  %153 = phi ptr [ %155, %151 ], [ %127, %148 ]
  %154 = phi ptr [ %153, %151 ], [ %144, %148 ]
  store double %152, ptr %154, align 8, !tbaa !5
  %155 = getelementptr inbounds i8, ptr %153, i64 -8
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = fcmp ogt double %156, %145
  br i1 %157, label %151, label %159, !llvm.loop !9

158:                                              ; preds = %142
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %17, ptr noundef nonnull align 8 dereferenceable(72) %365, i64 72, i1 false)
  br label %159

159:                                              ; preds = %151, %158, %148
  %160 = phi ptr [ %365, %158 ], [ %144, %148 ], [ %153, %151 ]
  store double %145, ptr %160, align 8, !tbaa !5
  %161 = getelementptr inbounds i8, ptr %365, i64 80
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = load double, ptr %365, align 8, !tbaa !5
  %164 = fcmp olt double %162, %163
  br i1 %164, label %175, label %165

165:                                              ; preds = %159
  %166 = load double, ptr %144, align 8, !tbaa !5
  %167 = fcmp ogt double %166, %162
  br i1 %167, label %168, label %176

168:                                              ; preds = %165, %168
  %169 = phi double [ %173, %168 ], [ %166, %165 ]
  %170 = phi ptr [ %172, %168 ], [ %144, %165 ]
  %171 = phi ptr [ %170, %168 ], [ %161, %165 ]
  store double %169, ptr %171, align 8, !tbaa !5
  %172 = getelementptr inbounds i8, ptr %170, i64 -8
  %173 = load double, ptr %172, align 8, !tbaa !5
  %174 = fcmp ogt double %173, %162
  br i1 %174, label %168, label %176, !llvm.loop !9

175:                                              ; preds = %159
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %17, ptr noundef nonnull align 8 dereferenceable(80) %365, i64 80, i1 false)
  br label %176

176:                                              ; preds = %168, %175, %165
  %177 = phi ptr [ %365, %175 ], [ %161, %165 ], [ %170, %168 ]
  store double %162, ptr %177, align 8, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %365, i64 88
  %179 = load double, ptr %178, align 8, !tbaa !5
  %180 = load double, ptr %365, align 8, !tbaa !5
  %181 = fcmp olt double %179, %180
  br i1 %181, label %192, label %182

182:                                              ; preds = %176
  %183 = load double, ptr %161, align 8, !tbaa !5
  %184 = fcmp ogt double %183, %179
  br i1 %184, label %185, label %193

185:                                              ; preds = %182, %185
  %186 = phi double [ %190, %185 ], [ %183, %182 ]
  %187 = phi ptr [ %189, %185 ], [ %161, %182 ]
  %188 = phi ptr [ %187, %185 ], [ %178, %182 ]
  store double %186, ptr %188, align 8, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %187, i64 -8
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = fcmp ogt double %190, %179
  br i1 %191, label %185, label %193, !llvm.loop !9

192:                                              ; preds = %176
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %17, ptr noundef nonnull align 8 dereferenceable(88) %365, i64 88, i1 false)
  br label %193

193:                                              ; preds = %185, %192, %182
  %194 = phi ptr [ %365, %192 ], [ %178, %182 ], [ %187, %185 ]
  store double %179, ptr %194, align 8, !tbaa !5
  %195 = getelementptr inbounds i8, ptr %365, i64 96
  %196 = load double, ptr %195, align 8, !tbaa !5
  %197 = load double, ptr %365, align 8, !tbaa !5
  %198 = fcmp olt double %196, %197
  br i1 %198, label %209, label %199

199:                                              ; preds = %193
  %200 = load double, ptr %178, align 8, !tbaa !5
  %201 = fcmp ogt double %200, %196
  br i1 %201, label %202, label %210

202:                                              ; preds = %199, %202
  %203 = phi double [ %207, %202 ], [ %200, %199 ]
  %204 = phi ptr [ %206, %202 ], [ %178, %199 ]
  %205 = phi ptr [ %204, %202 ], [ %195, %199 ]
  store double %203, ptr %205, align 8, !tbaa !5
  %206 = getelementptr inbounds i8, ptr %204, i64 -8
  %207 = load double, ptr %206, align 8, !tbaa !5
  %208 = fcmp ogt double %207, %196
  br i1 %208, label %202, label %210, !llvm.loop !9

209:                                              ; preds = %193
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %17, ptr noundef nonnull align 8 dereferenceable(96) %365, i64 96, i1 false)
  br label %210

210:                                              ; preds = %202, %209, %199
  %211 = phi ptr [ %365, %209 ], [ %195, %199 ], [ %204, %202 ]
  store double %196, ptr %211, align 8, !tbaa !5
  %212 = getelementptr inbounds i8, ptr %365, i64 104
  %213 = load double, ptr %212, align 8, !tbaa !5
  %214 = load double, ptr %365, align 8, !tbaa !5
  %215 = fcmp olt double %213, %214
  br i1 %215, label %226, label %216

216:                                              ; preds = %210
  %217 = load double, ptr %195, align 8, !tbaa !5
  %218 = fcmp ogt double %217, %213
  br i1 %218, label %219, label %227

219:                                              ; preds = %216, %219
  %220 = phi double [ %224, %219 ], [ %217, %216 ]
  %221 = phi ptr [ %223, %219 ], [ %195, %216 ]
  %222 = phi ptr [ %221, %219 ], [ %212, %216 ]
  store double %220, ptr %222, align 8, !tbaa !5
  %223 = getelementptr inbounds i8, ptr %221, i64 -8
  %224 = load double, ptr %223, align 8, !tbaa !5
  %225 = fcmp ogt double %224, %213
  br i1 %225, label %219, label %227, !llvm.loop !9

226:                                              ; preds = %210
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(104) %17, ptr noundef nonnull align 8 dereferenceable(104) %365, i64 104, i1 false)
  br label %227

227:                                              ; preds = %219, %226, %216
  %228 = phi ptr [ %365, %226 ], [ %212, %216 ], [ %221, %219 ]
  store double %213, ptr %228, align 8, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %365, i64 112
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = load double, ptr %365, align 8, !tbaa !5
  %232 = fcmp olt double %230, %231
  br i1 %232, label %243, label %233

233:                                              ; preds = %227
  %234 = load double, ptr %212, align 8, !tbaa !5
  %235 = fcmp ogt double %234, %230
  br i1 %235, label %236, label %244

236:                                              ; preds = %233, %236
  %237 = phi double [ %241, %236 ], [ %234, %233 ]
  %238 = phi ptr [ %240, %236 ], [ %212, %233 ]
  %239 = phi ptr [ %238, %236 ], [ %229, %233 ]
  store double %237, ptr %239, align 8, !tbaa !5
  %240 = getelementptr inbounds i8, ptr %238, i64 -8
  %241 = load double, ptr %240, align 8, !tbaa !5
  %242 = fcmp ogt double %241, %230
  br i1 %242, label %236, label %244, !llvm.loop !9

243:                                              ; preds = %227
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %17, ptr noundef nonnull align 8 dereferenceable(112) %365, i64 112, i1 false)
  br label %244

244:                                              ; preds = %236, %243, %233
  %245 = phi ptr [ %365, %243 ], [ %229, %233 ], [ %238, %236 ]
  store double %230, ptr %245, align 8, !tbaa !5
  %246 = getelementptr inbounds i8, ptr %365, i64 120
  %247 = load double, ptr %246, align 8, !tbaa !5
  %248 = load double, ptr %365, align 8, !tbaa !5
  %249 = fcmp olt double %247, %248
  br i1 %249, label %260, label %250

250:                                              ; preds = %244
  %251 = load double, ptr %229, align 8, !tbaa !5
  %252 = fcmp ogt double %251, %247
  br i1 %252, label %253, label %261

253:                                              ; preds = %250, %253
  %254 = phi double [ %258, %253 ], [ %251, %250 ]
  %255 = phi ptr [ %257, %253 ], [ %229, %250 ]
  %256 = phi ptr [ %255, %253 ], [ %246, %250 ]
  store double %254, ptr %256, align 8, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %255, i64 -8
  %258 = load double, ptr %257, align 8, !tbaa !5
  %259 = fcmp ogt double %258, %247
  br i1 %259, label %253, label %261, !llvm.loop !9

260:                                              ; preds = %244
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %17, ptr noundef nonnull align 8 dereferenceable(120) %365, i64 120, i1 false)
  br label %261

261:                                              ; preds = %253, %260, %250
  %262 = phi ptr [ %365, %260 ], [ %246, %250 ], [ %255, %253 ]
  store double %247, ptr %262, align 8, !tbaa !5
  %263 = getelementptr inbounds i8, ptr %365, i64 128
  %264 = icmp eq ptr %263, %366
  br i1 %264, label %311, label %265

265:                                              ; preds = %261, %278
  %266 = phi ptr [ %280, %278 ], [ %263, %261 ]
  %267 = load double, ptr %266, align 8, !tbaa !5
  %268 = getelementptr inbounds i8, ptr %266, i64 -8
  %269 = load double, ptr %268, align 8, !tbaa !5
  %270 = fcmp ogt double %269, %267
  br i1 %270, label %271, label %278

271:                                              ; preds = %265, %271
  %272 = phi double [ %276, %271 ], [ %269, %265 ]
  %273 = phi ptr [ %275, %271 ], [ %268, %265 ]
  %274 = phi ptr [ %273, %271 ], [ %266, %265 ]
  store double %272, ptr %274, align 8, !tbaa !5
  %275 = getelementptr inbounds i8, ptr %273, i64 -8
  %276 = load double, ptr %275, align 8, !tbaa !5
  %277 = fcmp ogt double %276, %267
  br i1 %277, label %271, label %278, !llvm.loop !9

278:                                              ; preds = %271, %265
  %279 = phi ptr [ %266, %265 ], [ %273, %271 ]
  store double %267, ptr %279, align 8, !tbaa !5
  %280 = getelementptr inbounds i8, ptr %266, i64 8
  %281 = icmp eq ptr %266, %363
  br i1 %281, label %311, label %265, !llvm.loop !11

282:                                              ; preds = %8
  %283 = icmp eq ptr %365, %363
  br i1 %283, label %311, label %284

284:                                              ; preds = %282, %307
  %285 = phi ptr [ %309, %307 ], [ %17, %282 ]
  %286 = phi ptr [ %285, %307 ], [ %365, %282 ]
  %287 = load double, ptr %285, align 8, !tbaa !5
  %288 = load double, ptr %365, align 8, !tbaa !5
  %289 = fcmp olt double %287, %288
  br i1 %289, label %290, label %297

290:                                              ; preds = %284
  %291 = getelementptr inbounds i8, ptr %286, i64 16
  %292 = ptrtoint ptr %285 to i64
  %293 = sub i64 %292, %10
  %294 = ashr exact i64 %293, 3
  %295 = sub nsw i64 0, %294
  %296 = getelementptr inbounds double, ptr %291, i64 %295
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %296, ptr noundef nonnull align 8 dereferenceable(1) %365, i64 %293, i1 false)
  br label %307

297:                                              ; preds = %284
  %298 = load double, ptr %286, align 8, !tbaa !5
  %299 = fcmp ogt double %298, %287
  br i1 %299, label %300, label %307

300:                                              ; preds = %297, %300
  %301 = phi double [ %305, %300 ], [ %298, %297 ]
  %302 = phi ptr [ %304, %300 ], [ %286, %297 ]
  %303 = phi ptr [ %302, %300 ], [ %285, %297 ]
  store double %301, ptr %303, align 8, !tbaa !5
  %304 = getelementptr inbounds i8, ptr %302, i64 -8
  %305 = load double, ptr %304, align 8, !tbaa !5
  %306 = fcmp ogt double %305, %287
  br i1 %306, label %300, label %307, !llvm.loop !9

307:                                              ; preds = %300, %297, %290
  %308 = phi ptr [ %365, %290 ], [ %285, %297 ], [ %302, %300 ]
  store double %287, ptr %308, align 8, !tbaa !5
  %309 = getelementptr inbounds i8, ptr %285, i64 8
  %310 = icmp eq ptr %285, %363
  br i1 %310, label %311, label %284, !llvm.loop !12

311:                                              ; preds = %307, %278, %6, %261, %282
  %312 = phi i1 [ true, %6 ], [ %7, %261 ], [ false, %282 ], [ %7, %278 ], [ %7, %307 ]
  br i1 %3, label %313, label %394

313:                                              ; preds = %311
  %314 = and i64 %5, 3
  %315 = icmp ult i32 %1, 4
  br i1 %315, label %376, label %316

316:                                              ; preds = %313
  %317 = and i64 %5, 2147483644
  br label %414

318:                                              ; preds = %4, %362
  %319 = phi i64 [ 0, %4 ], [ %367, %362 ]
  %320 = phi ptr [ null, %4 ], [ %365, %362 ]
  %321 = phi ptr [ null, %4 ], [ %364, %362 ]
  %322 = phi ptr [ null, %4 ], [ %366, %362 ]
  %323 = getelementptr inbounds double, ptr %0, i64 %319
  %324 = load double, ptr %323, align 8, !tbaa !5
  %325 = tail call double @sin(double noundef %324) #14
  %326 = trunc nuw nsw i64 %319 to i32
  %327 = uitofp nneg i32 %326 to double
  %328 = fmul double %327, 1.000000e-01
  %329 = load double, ptr %323, align 8, !tbaa !5
  %330 = tail call double @llvm.fmuladd.f64(double %328, double %329, double %325)
  %331 = icmp eq ptr %322, %321
  br i1 %331, label %333, label %332

332:                                              ; preds = %318
  store double %330, ptr %322, align 8, !tbaa !5
  br label %362

333:                                              ; preds = %318
  %334 = ptrtoint ptr %321 to i64
  %335 = ptrtoint ptr %320 to i64
  %336 = sub i64 %334, %335
  %337 = icmp eq i64 %336, 9223372036854775800
  br i1 %337, label %338, label %340

338:                                              ; preds = %333
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #15
          to label %339 unwind label %371

339:                                              ; preds = %338
  unreachable

340:                                              ; preds = %333
  %341 = ashr exact i64 %336, 3
  %342 = tail call i64 @llvm.umax.i64(i64 %341, i64 1)
  %343 = add nsw i64 %342, %341
  %344 = icmp ult i64 %343, %341
  %345 = tail call i64 @llvm.umin.i64(i64 %343, i64 1152921504606846975)
  %346 = select i1 %344, i64 1152921504606846975, i64 %345
  %347 = icmp eq i64 %346, 0
  br i1 %347, label %351, label %348

348:                                              ; preds = %340
  %349 = shl nuw nsw i64 %346, 3
  %350 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %349) #16
          to label %351 unwind label %369

351:                                              ; preds = %348, %340
  %352 = phi ptr [ null, %340 ], [ %350, %348 ]
  %353 = getelementptr inbounds double, ptr %352, i64 %341
  store double %330, ptr %353, align 8, !tbaa !5
  %354 = icmp sgt i64 %336, 0
  br i1 %354, label %355, label %356

355:                                              ; preds = %351
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %352, ptr align 8 %320, i64 %336, i1 false)
  br label %356

356:                                              ; preds = %355, %351
  %357 = getelementptr inbounds i8, ptr %352, i64 %336
  %358 = icmp eq ptr %320, null
  br i1 %358, label %360, label %359

359:                                              ; preds = %356
  tail call void @_ZdlPvm(ptr noundef nonnull %320, i64 noundef %336) #17
  br label %360

360:                                              ; preds = %359, %356
  %361 = getelementptr inbounds double, ptr %352, i64 %346
  br label %362

362:                                              ; preds = %360, %332
  %363 = phi ptr [ %357, %360 ], [ %322, %332 ]
  %364 = phi ptr [ %361, %360 ], [ %321, %332 ]
  %365 = phi ptr [ %352, %360 ], [ %320, %332 ]
  %366 = getelementptr inbounds i8, ptr %363, i64 8
  %367 = add nuw nsw i64 %319, 1
  %368 = icmp eq i64 %367, %5
  br i1 %368, label %6, label %318, !llvm.loop !13

369:                                              ; preds = %348
  %370 = landingpad { ptr, i32 }
          cleanup
  br label %373

371:                                              ; preds = %338
  %372 = landingpad { ptr, i32 }
          cleanup
  br label %373

373:                                              ; preds = %371, %369
  %374 = phi { ptr, i32 } [ %370, %369 ], [ %372, %371 ]
  %375 = icmp eq ptr %320, null
  br i1 %375, label %449, label %448

376:                                              ; preds = %414, %313
  %377 = phi double [ poison, %313 ], [ %445, %414 ]
  %378 = phi i64 [ 0, %313 ], [ %439, %414 ]
  %379 = phi double [ 0.000000e+00, %313 ], [ %445, %414 ]
  %380 = icmp eq i64 %314, 0
  br i1 %380, label %394, label %381

381:                                              ; preds = %376, %381
  %382 = phi i64 [ %385, %381 ], [ %378, %376 ]
  %383 = phi double [ %391, %381 ], [ %379, %376 ]
  %384 = phi i64 [ %392, %381 ], [ 0, %376 ]
  %385 = add nuw nsw i64 %382, 1
  %386 = trunc nuw nsw i64 %385 to i32
  %387 = uitofp nneg i32 %386 to double
  %388 = getelementptr inbounds double, ptr %365, i64 %382
  %389 = load double, ptr %388, align 8, !tbaa !5
  %390 = fmul double %389, %387
  %391 = tail call double @llvm.fmuladd.f64(double %390, double %389, double %383)
  %392 = add i64 %384, 1
  %393 = icmp eq i64 %392, %314
  br i1 %393, label %394, label %381, !llvm.loop !14

394:                                              ; preds = %376, %381, %311
  %395 = phi double [ 0.000000e+00, %311 ], [ %377, %376 ], [ %391, %381 ]
  br i1 %312, label %403, label %396

396:                                              ; preds = %394, %396
  %397 = phi double [ %400, %396 ], [ 0.000000e+00, %394 ]
  %398 = phi ptr [ %401, %396 ], [ %365, %394 ]
  %399 = load double, ptr %398, align 8, !tbaa !5
  %400 = fadd double %397, %399
  %401 = getelementptr inbounds i8, ptr %398, i64 8
  %402 = icmp eq ptr %398, %363
  br i1 %402, label %403, label %396, !llvm.loop !16

403:                                              ; preds = %396, %394
  %404 = phi double [ 0.000000e+00, %394 ], [ %400, %396 ]
  %405 = icmp eq ptr %365, null
  br i1 %405, label %410, label %406

406:                                              ; preds = %403
  %407 = ptrtoint ptr %364 to i64
  %408 = ptrtoint ptr %365 to i64
  %409 = sub i64 %407, %408
  tail call void @_ZdlPvm(ptr noundef nonnull %365, i64 noundef %409) #17
  br label %410

410:                                              ; preds = %2, %403, %406
  %411 = phi double [ %404, %403 ], [ %404, %406 ], [ 0.000000e+00, %2 ]
  %412 = phi double [ %395, %403 ], [ %395, %406 ], [ 0.000000e+00, %2 ]
  %413 = fadd double %412, %411
  ret double %413

414:                                              ; preds = %414, %316
  %415 = phi i64 [ 0, %316 ], [ %439, %414 ]
  %416 = phi double [ 0.000000e+00, %316 ], [ %445, %414 ]
  %417 = phi i64 [ 0, %316 ], [ %446, %414 ]
  %418 = or disjoint i64 %415, 1
  %419 = trunc nuw nsw i64 %418 to i32
  %420 = uitofp nneg i32 %419 to double
  %421 = getelementptr inbounds double, ptr %365, i64 %415
  %422 = load double, ptr %421, align 8, !tbaa !5
  %423 = fmul double %422, %420
  %424 = tail call double @llvm.fmuladd.f64(double %423, double %422, double %416)
  %425 = or disjoint i64 %415, 2
  %426 = trunc nuw nsw i64 %425 to i32
  %427 = uitofp nneg i32 %426 to double
  %428 = getelementptr inbounds double, ptr %365, i64 %418
  %429 = load double, ptr %428, align 8, !tbaa !5
  %430 = fmul double %429, %427
  %431 = tail call double @llvm.fmuladd.f64(double %430, double %429, double %424)
  %432 = or disjoint i64 %415, 3
  %433 = trunc nuw nsw i64 %432 to i32
  %434 = uitofp nneg i32 %433 to double
  %435 = getelementptr inbounds double, ptr %365, i64 %425
  %436 = load double, ptr %435, align 8, !tbaa !5
  %437 = fmul double %436, %434
  %438 = tail call double @llvm.fmuladd.f64(double %437, double %436, double %431)
  %439 = add nuw nsw i64 %415, 4
  %440 = trunc nuw nsw i64 %439 to i32
  %441 = uitofp nneg i32 %440 to double
  %442 = getelementptr inbounds double, ptr %365, i64 %432
  %443 = load double, ptr %442, align 8, !tbaa !5
  %444 = fmul double %443, %441
  %445 = tail call double @llvm.fmuladd.f64(double %444, double %443, double %438)
  %446 = add i64 %417, 4
  %447 = icmp eq i64 %446, %317
  br i1 %447, label %376, label %414, !llvm.loop !17

448:                                              ; preds = %373
  tail call void @_ZdlPvm(ptr noundef nonnull %320, i64 noundef %336) #17
  br label %449

449:                                              ; preds = %373, %448
  resume { ptr, i32 } %374
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
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store <2 x double> <double 5.000000e-01, double -3.000000e-01>, ptr %5, align 16
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  store <2 x double> <double 1.200000e+00, double 8.000000e-01>, ptr %9, align 16
  %11 = getelementptr inbounds i8, ptr %5, i64 32
  store double -1.100000e+00, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #14
  store <2 x double> <double 3.000000e-01, double -1.100000e+00>, ptr %7, align 16
  %12 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 2.000000e-01, double 0x3FE6666666666666>, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %7, i64 32
  store double 4.000000e-01, ptr %13, align 16
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %16 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %14, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %15, i32 noundef 5)
  %17 = load double, ptr %5, align 16, !tbaa !5
  %18 = fadd double %17, 0x3EB0C6F7A0B5ED8D
  store double %18, ptr %5, align 16, !tbaa !5
  %19 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %20 = fadd double %17, 0xBEB0C6F7A0B5ED8D
  store double %20, ptr %5, align 16, !tbaa !5
  %21 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %17, ptr %5, align 16, !tbaa !5
  %22 = load double, ptr %6, align 16, !tbaa !5
  %23 = fsub double %19, %21
  %24 = fdiv double %23, 2.000000e-06
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ogt double %25, 1.000000e+00
  %27 = select i1 %26, double %25, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %22, ptr %2, align 8, !tbaa !5
  %28 = load volatile double, ptr %2, align 8, !tbaa !5
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %30, label %66, label %55

31:                                               ; preds = %207
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %209, ptr %3, align 8, !tbaa !5
  %32 = load volatile double, ptr %3, align 8, !tbaa !5
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %34, label %44, label %35

35:                                               ; preds = %31
  %36 = fsub double %212, %209
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = fmul double %215, 1.000000e-09
  %39 = fcmp ole double %37, %38
  %40 = select i1 %39, ptr @.str.4, ptr @.str.5
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %212, double noundef %209, ptr noundef nonnull %40)
  br i1 %39, label %42, label %46

42:                                               ; preds = %35
  %43 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %49

44:                                               ; preds = %31, %207
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %212, double noundef %209, ptr noundef nonnull @.str.5)
  br label %46

46:                                               ; preds = %44, %35
  %47 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %49

49:                                               ; preds = %42, %46
  %50 = phi i32 [ %43, %42 ], [ %48, %46 ]
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50)
  %52 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #14
  ret i32 %54

55:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %24, ptr %1, align 8, !tbaa !5
  %56 = load volatile double, ptr %1, align 8, !tbaa !5
  %57 = call double @llvm.fabs.f64(double %56)
  %58 = fcmp ueq double %57, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %58, label %66, label %59

59:                                               ; preds = %55
  %60 = fsub double %22, %24
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = fmul double %27, 1.000000e-05
  %63 = fcmp ole double %61, %62
  %64 = select i1 %63, ptr @.str.4, ptr @.str.5
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %22, double noundef %24, ptr noundef nonnull %64)
  br i1 %63, label %71, label %68

66:                                               ; preds = %55, %0
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %22, double noundef %24, ptr noundef nonnull @.str.5)
  br label %68

68:                                               ; preds = %66, %59
  %69 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %71

71:                                               ; preds = %59, %68
  %72 = load double, ptr %6, align 16, !tbaa !5
  %73 = call double @llvm.fmuladd.f64(double %72, double 3.000000e-01, double 0.000000e+00)
  %74 = load double, ptr %8, align 8, !tbaa !5
  %75 = fadd double %74, 0x3EB0C6F7A0B5ED8D
  store double %75, ptr %8, align 8, !tbaa !5
  %76 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %77 = fadd double %74, 0xBEB0C6F7A0B5ED8D
  store double %77, ptr %8, align 8, !tbaa !5
  %78 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %74, ptr %8, align 8, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %6, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = fsub double %76, %78
  %82 = fdiv double %81, 2.000000e-06
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = fcmp ogt double %83, 1.000000e+00
  %85 = select i1 %84, double %83, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %80, ptr %2, align 8, !tbaa !5
  %86 = load volatile double, ptr %2, align 8, !tbaa !5
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %88, label %100, label %89

89:                                               ; preds = %71
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %82, ptr %1, align 8, !tbaa !5
  %90 = load volatile double, ptr %1, align 8, !tbaa !5
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fcmp ueq double %91, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %92, label %100, label %93

93:                                               ; preds = %89
  %94 = fsub double %80, %82
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fmul double %85, 1.000000e-05
  %97 = fcmp ole double %95, %96
  %98 = select i1 %97, ptr @.str.4, ptr @.str.5
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %80, double noundef %82, ptr noundef nonnull %98)
  br i1 %97, label %105, label %102

100:                                              ; preds = %89, %71
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %80, double noundef %82, ptr noundef nonnull @.str.5)
  br label %102

102:                                              ; preds = %100, %93
  %103 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %105

105:                                              ; preds = %102, %93
  %106 = load double, ptr %79, align 8, !tbaa !5
  %107 = call double @llvm.fmuladd.f64(double %106, double -1.100000e+00, double %73)
  %108 = load double, ptr %9, align 16, !tbaa !5
  %109 = fadd double %108, 0x3EB0C6F7A0B5ED8D
  store double %109, ptr %9, align 16, !tbaa !5
  %110 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %111 = fadd double %108, 0xBEB0C6F7A0B5ED8D
  store double %111, ptr %9, align 16, !tbaa !5
  %112 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %108, ptr %9, align 16, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %6, i64 16
  %114 = load double, ptr %113, align 16, !tbaa !5
  %115 = fsub double %110, %112
  %116 = fdiv double %115, 2.000000e-06
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = fcmp ogt double %117, 1.000000e+00
  %119 = select i1 %118, double %117, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %114, ptr %2, align 8, !tbaa !5
  %120 = load volatile double, ptr %2, align 8, !tbaa !5
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ueq double %121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %122, label %134, label %123

123:                                              ; preds = %105
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %116, ptr %1, align 8, !tbaa !5
  %124 = load volatile double, ptr %1, align 8, !tbaa !5
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %126, label %134, label %127

127:                                              ; preds = %123
  %128 = fsub double %114, %116
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = fmul double %119, 1.000000e-05
  %131 = fcmp ole double %129, %130
  %132 = select i1 %131, ptr @.str.4, ptr @.str.5
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %114, double noundef %116, ptr noundef nonnull %132)
  br i1 %131, label %139, label %136

134:                                              ; preds = %123, %105
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %114, double noundef %116, ptr noundef nonnull @.str.5)
  br label %136

136:                                              ; preds = %134, %127
  %137 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %139

139:                                              ; preds = %136, %127
  %140 = load double, ptr %113, align 16, !tbaa !5
  %141 = call double @llvm.fmuladd.f64(double %140, double 2.000000e-01, double %107)
  %142 = load double, ptr %10, align 8, !tbaa !5
  %143 = fadd double %142, 0x3EB0C6F7A0B5ED8D
  store double %143, ptr %10, align 8, !tbaa !5
  %144 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %145 = fadd double %142, 0xBEB0C6F7A0B5ED8D
  store double %145, ptr %10, align 8, !tbaa !5
  %146 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %142, ptr %10, align 8, !tbaa !5
  %147 = getelementptr inbounds i8, ptr %6, i64 24
  %148 = load double, ptr %147, align 8, !tbaa !5
  %149 = fsub double %144, %146
  %150 = fdiv double %149, 2.000000e-06
  %151 = call double @llvm.fabs.f64(double %150)
  %152 = fcmp ogt double %151, 1.000000e+00
  %153 = select i1 %152, double %151, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %148, ptr %2, align 8, !tbaa !5
  %154 = load volatile double, ptr %2, align 8, !tbaa !5
  %155 = call double @llvm.fabs.f64(double %154)
  %156 = fcmp ueq double %155, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %156, label %168, label %157

157:                                              ; preds = %139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %150, ptr %1, align 8, !tbaa !5
  %158 = load volatile double, ptr %1, align 8, !tbaa !5
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = fcmp ueq double %159, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %160, label %168, label %161

161:                                              ; preds = %157
  %162 = fsub double %148, %150
  %163 = call double @llvm.fabs.f64(double %162)
  %164 = fmul double %153, 1.000000e-05
  %165 = fcmp ole double %163, %164
  %166 = select i1 %165, ptr @.str.4, ptr @.str.5
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %148, double noundef %150, ptr noundef nonnull %166)
  br i1 %165, label %173, label %170

168:                                              ; preds = %157, %139
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %148, double noundef %150, ptr noundef nonnull @.str.5)
  br label %170

170:                                              ; preds = %168, %161
  %171 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %173

173:                                              ; preds = %170, %161
  %174 = load double, ptr %147, align 8, !tbaa !5
  %175 = call double @llvm.fmuladd.f64(double %174, double 0x3FE6666666666666, double %141)
  %176 = load double, ptr %11, align 16, !tbaa !5
  %177 = fadd double %176, 0x3EB0C6F7A0B5ED8D
  store double %177, ptr %11, align 16, !tbaa !5
  %178 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %179 = fadd double %176, 0xBEB0C6F7A0B5ED8D
  store double %179, ptr %11, align 16, !tbaa !5
  %180 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %176, ptr %11, align 16, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %6, i64 32
  %182 = load double, ptr %181, align 16, !tbaa !5
  %183 = fsub double %178, %180
  %184 = fdiv double %183, 2.000000e-06
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ogt double %185, 1.000000e+00
  %187 = select i1 %186, double %185, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %182, ptr %2, align 8, !tbaa !5
  %188 = load volatile double, ptr %2, align 8, !tbaa !5
  %189 = call double @llvm.fabs.f64(double %188)
  %190 = fcmp ueq double %189, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %190, label %202, label %191

191:                                              ; preds = %173
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %184, ptr %1, align 8, !tbaa !5
  %192 = load volatile double, ptr %1, align 8, !tbaa !5
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %194, label %202, label %195

195:                                              ; preds = %191
  %196 = fsub double %182, %184
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = fmul double %187, 1.000000e-05
  %199 = fcmp ole double %197, %198
  %200 = select i1 %199, ptr @.str.4, ptr @.str.5
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 4.000000e+00, double noundef %182, double noundef %184, ptr noundef nonnull %200)
  br i1 %199, label %207, label %204

202:                                              ; preds = %191, %173
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 4.000000e+00, double noundef %182, double noundef %184, ptr noundef nonnull @.str.5)
  br label %204

204:                                              ; preds = %202, %195
  %205 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %207

207:                                              ; preds = %204, %195
  %208 = load double, ptr %181, align 16, !tbaa !5
  %209 = call double @llvm.fmuladd.f64(double %208, double 4.000000e-01, double %175)
  %210 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %211 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %212 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %210, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %211, i32 noundef 5)
  %213 = call double @llvm.fabs.f64(double %209)
  %214 = fcmp ogt double %213, 1.000000e+00
  %215 = select i1 %214, double %213, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %212, ptr %4, align 8, !tbaa !5
  %216 = load volatile double, ptr %4, align 8, !tbaa !5
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %218, label %44, label %31
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
  br i1 %15, label %16, label %167, !llvm.loop !20

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
  %44 = fcmp olt double %42, %43
  %45 = select i1 %44, i64 %40, i64 %38
  %46 = getelementptr inbounds double, ptr %5, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds double, ptr %5, i64 %36
  store double %47, ptr %48, align 8, !tbaa !5
  %49 = icmp slt i64 %45, %23
  br i1 %49, label %35, label %50, !llvm.loop !21

50:                                               ; preds = %35, %57
  %51 = phi i64 [ %53, %57 ], [ %45, %35 ]
  %52 = add nsw i64 %51, -1
  %53 = sdiv i64 %52, 2
  %54 = getelementptr inbounds double, ptr %5, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = fcmp olt double %55, %33
  br i1 %56, label %57, label %60

57:                                               ; preds = %50
  %58 = getelementptr inbounds double, ptr %5, i64 %51
  store double %55, ptr %58, align 8, !tbaa !5
  %59 = icmp sgt i64 %53, %31
  br i1 %59, label %50, label %60, !llvm.loop !22

60:                                               ; preds = %57, %50, %30
  %61 = phi i64 [ %31, %30 ], [ %51, %50 ], [ %53, %57 ]
  %62 = getelementptr inbounds double, ptr %5, i64 %61
  store double %33, ptr %62, align 8, !tbaa !5
  %63 = icmp eq i64 %31, 0
  %64 = add nsw i64 %31, -1
  br i1 %63, label %108, label %30, !llvm.loop !23

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
  %79 = fcmp olt double %77, %78
  %80 = select i1 %79, i64 %75, i64 %73
  %81 = getelementptr inbounds double, ptr %5, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = getelementptr inbounds double, ptr %5, i64 %71
  store double %82, ptr %83, align 8, !tbaa !5
  %84 = icmp slt i64 %80, %23
  br i1 %84, label %70, label %85, !llvm.loop !21

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
  %99 = fcmp olt double %98, %68
  br i1 %99, label %100, label %103

100:                                              ; preds = %93
  %101 = getelementptr inbounds double, ptr %5, i64 %94
  store double %98, ptr %101, align 8, !tbaa !5
  %102 = icmp sgt i64 %96, %66
  br i1 %102, label %93, label %103, !llvm.loop !22

103:                                              ; preds = %100, %93, %90
  %104 = phi i64 [ %91, %90 ], [ %94, %93 ], [ %96, %100 ]
  %105 = getelementptr inbounds double, ptr %5, i64 %104
  store double %68, ptr %105, align 8, !tbaa !5
  %106 = icmp eq i64 %66, 0
  %107 = add nsw i64 %66, -1
  br i1 %106, label %108, label %65, !llvm.loop !23

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
  %130 = fcmp olt double %128, %129
  %131 = select i1 %130, i64 %126, i64 %124
  %132 = getelementptr inbounds double, ptr %5, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !5
  %134 = getelementptr inbounds double, ptr %5, i64 %122
  store double %133, ptr %134, align 8, !tbaa !5
  %135 = icmp slt i64 %131, %119
  br i1 %135, label %121, label %136, !llvm.loop !21

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
  %159 = fcmp olt double %158, %113
  br i1 %159, label %160, label %163

160:                                              ; preds = %153
  %161 = getelementptr inbounds double, ptr %5, i64 %154
  store double %158, ptr %161, align 8, !tbaa !5
  %162 = icmp ult i64 %155, 2
  br i1 %162, label %163, label %153, !llvm.loop !22

163:                                              ; preds = %160, %153, %150
  %164 = phi i64 [ %151, %150 ], [ %154, %153 ], [ 0, %160 ]
  %165 = getelementptr inbounds double, ptr %5, i64 %164
  store double %113, ptr %165, align 8, !tbaa !5
  %166 = icmp sgt i64 %116, 8
  br i1 %166, label %110, label %220, !llvm.loop !24

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
  %177 = fcmp olt double %175, %176
  %178 = load double, ptr %174, align 8, !tbaa !5
  br i1 %177, label %179, label %188

179:                                              ; preds = %167
  %180 = fcmp olt double %176, %178
  br i1 %180, label %181, label %183

181:                                              ; preds = %179
  %182 = load double, ptr %5, align 8, !tbaa !5
  store double %176, ptr %5, align 8, !tbaa !5
  store double %182, ptr %173, align 8, !tbaa !5
  br label %197

183:                                              ; preds = %179
  %184 = fcmp olt double %175, %178
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
  %189 = fcmp olt double %175, %178
  br i1 %189, label %190, label %192

190:                                              ; preds = %188
  %191 = load double, ptr %5, align 8, !tbaa !5
  store double %175, ptr %5, align 8, !tbaa !5
  store double %191, ptr %12, align 8, !tbaa !5
  br label %197

192:                                              ; preds = %188
  %193 = fcmp olt double %176, %178
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
  %205 = fcmp olt double %204, %201
  %206 = getelementptr inbounds i8, ptr %203, i64 8
  br i1 %205, label %202, label %207, !llvm.loop !25

207:                                              ; preds = %202, %207
  %208 = phi ptr [ %209, %207 ], [ %200, %202 ]
  %209 = getelementptr inbounds i8, ptr %208, i64 -8
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = fcmp olt double %201, %210
  br i1 %211, label %207, label %212, !llvm.loop !26

212:                                              ; preds = %207
  %213 = icmp ult ptr %203, %209
  br i1 %213, label %214, label %215

214:                                              ; preds = %212
  store double %210, ptr %203, align 8, !tbaa !5
  store double %204, ptr %209, align 8, !tbaa !5
  br label %198, !llvm.loop !27

215:                                              ; preds = %212
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %203, ptr %168, i64 noundef %171)
  %216 = ptrtoint ptr %203 to i64
  %217 = sub i64 %216, %6
  %218 = ashr exact i64 %217, 3
  %219 = icmp sgt i64 %218, 16
  br i1 %219, label %14, label %220, !llvm.loop !20

220:                                              ; preds = %215, %163, %3, %108
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
