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
define dso_local noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %484

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %371

6:                                                ; preds = %415
  %7 = ptrtoint ptr %416 to i64
  %8 = ptrtoint ptr %418 to i64
  %9 = icmp eq ptr %418, %419
  br i1 %9, label %313, label %10

10:                                               ; preds = %6
  %11 = ptrtoint ptr %419 to i64
  %12 = ptrtoint ptr %418 to i64
  %13 = sub i64 %11, %12
  %14 = ashr exact i64 %13, 3
  %15 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %14, i1 true)
  %16 = shl nuw nsw i64 %15, 1
  %17 = xor i64 %16, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %418, ptr nonnull %419, i64 noundef %17)
  %18 = icmp sgt i64 %13, 128
  %19 = getelementptr i8, ptr %418, i64 8
  br i1 %18, label %20, label %284

20:                                               ; preds = %10
  %21 = load double, ptr %19, align 8, !tbaa !5
  %22 = load double, ptr %418, align 8
  %23 = fcmp fast olt double %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %20
  store double %22, ptr %19, align 8
  br label %25

25:                                               ; preds = %24, %20
  %26 = phi ptr [ %418, %24 ], [ %19, %20 ]
  store double %21, ptr %26, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %418, i64 16
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = load double, ptr %418, align 8, !tbaa !5
  %30 = fcmp fast olt double %28, %29
  br i1 %30, label %41, label %31

31:                                               ; preds = %25
  %32 = load double, ptr %19, align 8, !tbaa !5
  %33 = fcmp fast ogt double %32, %28
  br i1 %33, label %34, label %42

34:                                               ; preds = %31, %34
  %35 = phi double [ %39, %34 ], [ %32, %31 ]
  %36 = phi ptr [ %38, %34 ], [ %19, %31 ]
  %37 = phi ptr [ %36, %34 ], [ %27, %31 ]
  store double %35, ptr %37, align 8, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %36, i64 -8
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = fcmp fast ogt double %39, %28
  br i1 %40, label %34, label %42, !llvm.loop !9

41:                                               ; preds = %25
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %418, i64 16, i1 false)
  br label %42

42:                                               ; preds = %34, %41, %31
  %43 = phi ptr [ %418, %41 ], [ %27, %31 ], [ %36, %34 ]
  store double %28, ptr %43, align 8, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %418, i64 24
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = load double, ptr %418, align 8, !tbaa !5
  %47 = fcmp fast olt double %45, %46
  br i1 %47, label %58, label %48

48:                                               ; preds = %42
  %49 = load double, ptr %27, align 8, !tbaa !5
  %50 = fcmp fast ogt double %49, %45
  br i1 %50, label %51, label %59

51:                                               ; preds = %48, %51
  %52 = phi double [ %56, %51 ], [ %49, %48 ]
  %53 = phi ptr [ %55, %51 ], [ %27, %48 ]
  %54 = phi ptr [ %53, %51 ], [ %44, %48 ]
  store double %52, ptr %54, align 8, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %53, i64 -8
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = fcmp fast ogt double %56, %45
  br i1 %57, label %51, label %59, !llvm.loop !9

58:                                               ; preds = %42
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %19, ptr noundef nonnull align 8 dereferenceable(24) %418, i64 24, i1 false)
  br label %59

59:                                               ; preds = %51, %58, %48
  %60 = phi ptr [ %418, %58 ], [ %44, %48 ], [ %53, %51 ]
  store double %45, ptr %60, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %418, i64 32
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = load double, ptr %418, align 8, !tbaa !5
  %64 = fcmp fast olt double %62, %63
  br i1 %64, label %75, label %65

65:                                               ; preds = %59
  %66 = load double, ptr %44, align 8, !tbaa !5
  %67 = fcmp fast ogt double %66, %62
  br i1 %67, label %68, label %76

68:                                               ; preds = %65, %68
  %69 = phi double [ %73, %68 ], [ %66, %65 ]
  %70 = phi ptr [ %72, %68 ], [ %44, %65 ]
  %71 = phi ptr [ %70, %68 ], [ %61, %65 ]
  store double %69, ptr %71, align 8, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %70, i64 -8
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = fcmp fast ogt double %73, %62
  br i1 %74, label %68, label %76, !llvm.loop !9

75:                                               ; preds = %59
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(32) %418, i64 32, i1 false)
  br label %76

76:                                               ; preds = %68, %75, %65
  %77 = phi ptr [ %418, %75 ], [ %61, %65 ], [ %70, %68 ]
  store double %62, ptr %77, align 8, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %418, i64 40
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = load double, ptr %418, align 8, !tbaa !5
  %81 = fcmp fast olt double %79, %80
  br i1 %81, label %92, label %82

82:                                               ; preds = %76
  %83 = load double, ptr %61, align 8, !tbaa !5
  %84 = fcmp fast ogt double %83, %79
  br i1 %84, label %85, label %93

85:                                               ; preds = %82, %85
  %86 = phi double [ %90, %85 ], [ %83, %82 ]
  %87 = phi ptr [ %89, %85 ], [ %61, %82 ]
  %88 = phi ptr [ %87, %85 ], [ %78, %82 ]
  store double %86, ptr %88, align 8, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %87, i64 -8
  %90 = load double, ptr %89, align 8, !tbaa !5
  %91 = fcmp fast ogt double %90, %79
  br i1 %91, label %85, label %93, !llvm.loop !9

92:                                               ; preds = %76
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %19, ptr noundef nonnull align 8 dereferenceable(40) %418, i64 40, i1 false)
  br label %93

93:                                               ; preds = %85, %92, %82
  %94 = phi ptr [ %418, %92 ], [ %78, %82 ], [ %87, %85 ]
  store double %79, ptr %94, align 8, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %418, i64 48
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = load double, ptr %418, align 8, !tbaa !5
  %98 = fcmp fast olt double %96, %97
  br i1 %98, label %109, label %99

99:                                               ; preds = %93
  %100 = load double, ptr %78, align 8, !tbaa !5
  %101 = fcmp fast ogt double %100, %96
  br i1 %101, label %102, label %110

102:                                              ; preds = %99, %102
  %103 = phi double [ %107, %102 ], [ %100, %99 ]
  %104 = phi ptr [ %106, %102 ], [ %78, %99 ]
  %105 = phi ptr [ %104, %102 ], [ %95, %99 ]
  store double %103, ptr %105, align 8, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %104, i64 -8
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = fcmp fast ogt double %107, %96
  br i1 %108, label %102, label %110, !llvm.loop !9

109:                                              ; preds = %93
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %19, ptr noundef nonnull align 8 dereferenceable(48) %418, i64 48, i1 false)
  br label %110

110:                                              ; preds = %102, %109, %99
  %111 = phi ptr [ %418, %109 ], [ %95, %99 ], [ %104, %102 ]
  store double %96, ptr %111, align 8, !tbaa !5
  %112 = getelementptr inbounds i8, ptr %418, i64 56
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = load double, ptr %418, align 8, !tbaa !5
  %115 = fcmp fast olt double %113, %114
  br i1 %115, label %126, label %116

116:                                              ; preds = %110
  %117 = load double, ptr %95, align 8, !tbaa !5
  %118 = fcmp fast ogt double %117, %113
  br i1 %118, label %119, label %127

119:                                              ; preds = %116, %119
  %120 = phi double [ %124, %119 ], [ %117, %116 ]
  %121 = phi ptr [ %123, %119 ], [ %95, %116 ]
  %122 = phi ptr [ %121, %119 ], [ %112, %116 ]
  store double %120, ptr %122, align 8, !tbaa !5
  %123 = getelementptr inbounds i8, ptr %121, i64 -8
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = fcmp fast ogt double %124, %113
  br i1 %125, label %119, label %127, !llvm.loop !9

126:                                              ; preds = %110
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %19, ptr noundef nonnull align 8 dereferenceable(56) %418, i64 56, i1 false)
  br label %127

127:                                              ; preds = %119, %126, %116
  %128 = phi ptr [ %418, %126 ], [ %112, %116 ], [ %121, %119 ]
  store double %113, ptr %128, align 8, !tbaa !5
  %129 = getelementptr inbounds i8, ptr %418, i64 64
  %130 = load double, ptr %129, align 8, !tbaa !5
  %131 = load double, ptr %418, align 8, !tbaa !5
  %132 = fcmp fast olt double %130, %131
  br i1 %132, label %143, label %133

133:                                              ; preds = %127
  %134 = load double, ptr %112, align 8, !tbaa !5
  %135 = fcmp fast ogt double %134, %130
  br i1 %135, label %136, label %144

136:                                              ; preds = %133, %136
  %137 = phi double [ %141, %136 ], [ %134, %133 ]
  %138 = phi ptr [ %140, %136 ], [ %112, %133 ]
  %139 = phi ptr [ %138, %136 ], [ %129, %133 ]
  store double %137, ptr %139, align 8, !tbaa !5
  %140 = getelementptr inbounds i8, ptr %138, i64 -8
  %141 = load double, ptr %140, align 8, !tbaa !5
  %142 = fcmp fast ogt double %141, %130
  br i1 %142, label %136, label %144, !llvm.loop !9

143:                                              ; preds = %127
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %19, ptr noundef nonnull align 8 dereferenceable(64) %418, i64 64, i1 false)
  br label %144

144:                                              ; preds = %136, %143, %133
  %145 = phi ptr [ %418, %143 ], [ %129, %133 ], [ %138, %136 ]
  store double %130, ptr %145, align 8, !tbaa !5
  %146 = getelementptr inbounds i8, ptr %418, i64 72
  %147 = load double, ptr %146, align 8, !tbaa !5
  %148 = load double, ptr %418, align 8, !tbaa !5
  %149 = fcmp fast olt double %147, %148
  br i1 %149, label %160, label %150

150:                                              ; preds = %144
  %151 = load double, ptr %129, align 8, !tbaa !5
  %152 = fcmp fast ogt double %151, %147
  br i1 %152, label %153, label %161

153:                                              ; preds = %150, %153
  %154 = phi double [ %158, %153 ], [ %151, %150 ]
  %155 = phi ptr [ %157, %153 ], [ %129, %150 ]
  %156 = phi ptr [ %155, %153 ], [ %146, %150 ]
  store double %154, ptr %156, align 8, !tbaa !5
  %157 = getelementptr inbounds i8, ptr %155, i64 -8
  %158 = load double, ptr %157, align 8, !tbaa !5
  %159 = fcmp fast ogt double %158, %147
  br i1 %159, label %153, label %161, !llvm.loop !9

160:                                              ; preds = %144
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %19, ptr noundef nonnull align 8 dereferenceable(72) %418, i64 72, i1 false)
  br label %161

161:                                              ; preds = %153, %160, %150
  %162 = phi ptr [ %418, %160 ], [ %146, %150 ], [ %155, %153 ]
  store double %147, ptr %162, align 8, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %418, i64 80
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = load double, ptr %418, align 8, !tbaa !5
  %166 = fcmp fast olt double %164, %165
  br i1 %166, label %177, label %167

167:                                              ; preds = %161
  %168 = load double, ptr %146, align 8, !tbaa !5
  %169 = fcmp fast ogt double %168, %164
  br i1 %169, label %170, label %178

170:                                              ; preds = %167, %170
  %171 = phi double [ %175, %170 ], [ %168, %167 ]
  %172 = phi ptr [ %174, %170 ], [ %146, %167 ]
  %173 = phi ptr [ %172, %170 ], [ %163, %167 ]
  store double %171, ptr %173, align 8, !tbaa !5
  %174 = getelementptr inbounds i8, ptr %172, i64 -8
  %175 = load double, ptr %174, align 8, !tbaa !5
  %176 = fcmp fast ogt double %175, %164
  br i1 %176, label %170, label %178, !llvm.loop !9

177:                                              ; preds = %161
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %19, ptr noundef nonnull align 8 dereferenceable(80) %418, i64 80, i1 false)
  br label %178

178:                                              ; preds = %170, %177, %167
  %179 = phi ptr [ %418, %177 ], [ %163, %167 ], [ %172, %170 ]
  store double %164, ptr %179, align 8, !tbaa !5
  %180 = getelementptr inbounds i8, ptr %418, i64 88
  %181 = load double, ptr %180, align 8, !tbaa !5
  %182 = load double, ptr %418, align 8, !tbaa !5
  %183 = fcmp fast olt double %181, %182
  br i1 %183, label %194, label %184

184:                                              ; preds = %178
  %185 = load double, ptr %163, align 8, !tbaa !5
  %186 = fcmp fast ogt double %185, %181
  br i1 %186, label %187, label %195

187:                                              ; preds = %184, %187
  %188 = phi double [ %192, %187 ], [ %185, %184 ]
  %189 = phi ptr [ %191, %187 ], [ %163, %184 ]
  %190 = phi ptr [ %189, %187 ], [ %180, %184 ]
  store double %188, ptr %190, align 8, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %189, i64 -8
  %192 = load double, ptr %191, align 8, !tbaa !5
  %193 = fcmp fast ogt double %192, %181
  br i1 %193, label %187, label %195, !llvm.loop !9

194:                                              ; preds = %178
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %19, ptr noundef nonnull align 8 dereferenceable(88) %418, i64 88, i1 false)
  br label %195

195:                                              ; preds = %187, %194, %184
  %196 = phi ptr [ %418, %194 ], [ %180, %184 ], [ %189, %187 ]
  store double %181, ptr %196, align 8, !tbaa !5
  %197 = getelementptr inbounds i8, ptr %418, i64 96
  %198 = load double, ptr %197, align 8, !tbaa !5
  %199 = load double, ptr %418, align 8, !tbaa !5
  %200 = fcmp fast olt double %198, %199
  br i1 %200, label %211, label %201

201:                                              ; preds = %195
  %202 = load double, ptr %180, align 8, !tbaa !5
  %203 = fcmp fast ogt double %202, %198
  br i1 %203, label %204, label %212

204:                                              ; preds = %201, %204
  %205 = phi double [ %209, %204 ], [ %202, %201 ]
  %206 = phi ptr [ %208, %204 ], [ %180, %201 ]
  %207 = phi ptr [ %206, %204 ], [ %197, %201 ]
  store double %205, ptr %207, align 8, !tbaa !5
  %208 = getelementptr inbounds i8, ptr %206, i64 -8
  %209 = load double, ptr %208, align 8, !tbaa !5
  %210 = fcmp fast ogt double %209, %198
  br i1 %210, label %204, label %212, !llvm.loop !9

211:                                              ; preds = %195
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %19, ptr noundef nonnull align 8 dereferenceable(96) %418, i64 96, i1 false)
  br label %212

212:                                              ; preds = %204, %211, %201
  %213 = phi ptr [ %418, %211 ], [ %197, %201 ], [ %206, %204 ]
  store double %198, ptr %213, align 8, !tbaa !5
  %214 = getelementptr inbounds i8, ptr %418, i64 104
  %215 = load double, ptr %214, align 8, !tbaa !5
  %216 = load double, ptr %418, align 8, !tbaa !5
  %217 = fcmp fast olt double %215, %216
  br i1 %217, label %228, label %218

218:                                              ; preds = %212
  %219 = load double, ptr %197, align 8, !tbaa !5
  %220 = fcmp fast ogt double %219, %215
  br i1 %220, label %221, label %229

221:                                              ; preds = %218, %221
  %222 = phi double [ %226, %221 ], [ %219, %218 ]
  %223 = phi ptr [ %225, %221 ], [ %197, %218 ]
  %224 = phi ptr [ %223, %221 ], [ %214, %218 ]
  store double %222, ptr %224, align 8, !tbaa !5
  %225 = getelementptr inbounds i8, ptr %223, i64 -8
  %226 = load double, ptr %225, align 8, !tbaa !5
  %227 = fcmp fast ogt double %226, %215
  br i1 %227, label %221, label %229, !llvm.loop !9

228:                                              ; preds = %212
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(104) %19, ptr noundef nonnull align 8 dereferenceable(104) %418, i64 104, i1 false)
  br label %229

229:                                              ; preds = %221, %228, %218
  %230 = phi ptr [ %418, %228 ], [ %214, %218 ], [ %223, %221 ]
  store double %215, ptr %230, align 8, !tbaa !5
  %231 = getelementptr inbounds i8, ptr %418, i64 112
  %232 = load double, ptr %231, align 8, !tbaa !5
  %233 = load double, ptr %418, align 8, !tbaa !5
  %234 = fcmp fast olt double %232, %233
  br i1 %234, label %245, label %235

235:                                              ; preds = %229
  %236 = load double, ptr %214, align 8, !tbaa !5
  %237 = fcmp fast ogt double %236, %232
  br i1 %237, label %238, label %246

238:                                              ; preds = %235, %238
  %239 = phi double [ %243, %238 ], [ %236, %235 ]
  %240 = phi ptr [ %242, %238 ], [ %214, %235 ]
  %241 = phi ptr [ %240, %238 ], [ %231, %235 ]
  store double %239, ptr %241, align 8, !tbaa !5
  %242 = getelementptr inbounds i8, ptr %240, i64 -8
  %243 = load double, ptr %242, align 8, !tbaa !5
  %244 = fcmp fast ogt double %243, %232
  br i1 %244, label %238, label %246, !llvm.loop !9

245:                                              ; preds = %229
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %19, ptr noundef nonnull align 8 dereferenceable(112) %418, i64 112, i1 false)
  br label %246

246:                                              ; preds = %238, %245, %235
  %247 = phi ptr [ %418, %245 ], [ %231, %235 ], [ %240, %238 ]
  store double %232, ptr %247, align 8, !tbaa !5
  %248 = getelementptr inbounds i8, ptr %418, i64 120
  %249 = load double, ptr %248, align 8, !tbaa !5
  %250 = load double, ptr %418, align 8, !tbaa !5
  %251 = fcmp fast olt double %249, %250
  br i1 %251, label %262, label %252

252:                                              ; preds = %246
  %253 = load double, ptr %231, align 8, !tbaa !5
  %254 = fcmp fast ogt double %253, %249
  br i1 %254, label %255, label %263

255:                                              ; preds = %252, %255
  %256 = phi double [ %260, %255 ], [ %253, %252 ]
  %257 = phi ptr [ %259, %255 ], [ %231, %252 ]
  %258 = phi ptr [ %257, %255 ], [ %248, %252 ]
  store double %256, ptr %258, align 8, !tbaa !5
  %259 = getelementptr inbounds i8, ptr %257, i64 -8
  %260 = load double, ptr %259, align 8, !tbaa !5
  %261 = fcmp fast ogt double %260, %249
  br i1 %261, label %255, label %263, !llvm.loop !9

262:                                              ; preds = %246
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %19, ptr noundef nonnull align 8 dereferenceable(120) %418, i64 120, i1 false)
  br label %263

263:                                              ; preds = %255, %262, %252
  %264 = phi ptr [ %418, %262 ], [ %248, %252 ], [ %257, %255 ]
  store double %249, ptr %264, align 8, !tbaa !5
  %265 = getelementptr inbounds i8, ptr %418, i64 128
  %266 = icmp eq ptr %265, %419
  br i1 %266, label %313, label %267

267:                                              ; preds = %263, %280
  %268 = phi ptr [ %282, %280 ], [ %265, %263 ]
  %269 = load double, ptr %268, align 8, !tbaa !5
  %270 = getelementptr inbounds i8, ptr %268, i64 -8
  %271 = load double, ptr %270, align 8, !tbaa !5
  %272 = fcmp fast ogt double %271, %269
  br i1 %272, label %273, label %280

273:                                              ; preds = %267, %273
  %274 = phi double [ %278, %273 ], [ %271, %267 ]
  %275 = phi ptr [ %277, %273 ], [ %270, %267 ]
  %276 = phi ptr [ %275, %273 ], [ %268, %267 ]
  store double %274, ptr %276, align 8, !tbaa !5
  %277 = getelementptr inbounds i8, ptr %275, i64 -8
  %278 = load double, ptr %277, align 8, !tbaa !5
  %279 = fcmp fast ogt double %278, %269
  br i1 %279, label %273, label %280, !llvm.loop !9

280:                                              ; preds = %273, %267
  %281 = phi ptr [ %268, %267 ], [ %275, %273 ]
  store double %269, ptr %281, align 8, !tbaa !5
  %282 = getelementptr inbounds i8, ptr %268, i64 8
  %283 = icmp eq ptr %268, %416
  br i1 %283, label %313, label %267, !llvm.loop !11

284:                                              ; preds = %10
  %285 = icmp eq ptr %418, %416
  br i1 %285, label %313, label %286

286:                                              ; preds = %284, %309
  %287 = phi ptr [ %311, %309 ], [ %19, %284 ]
  %288 = phi ptr [ %287, %309 ], [ %418, %284 ]
  %289 = load double, ptr %287, align 8, !tbaa !5
  %290 = load double, ptr %418, align 8, !tbaa !5
  %291 = fcmp fast olt double %289, %290
  br i1 %291, label %292, label %299

292:                                              ; preds = %286
  %293 = getelementptr inbounds i8, ptr %288, i64 16
  %294 = ptrtoint ptr %287 to i64
  %295 = sub i64 %294, %12
  %296 = ashr exact i64 %295, 3
  %297 = sub nsw i64 0, %296
  %298 = getelementptr inbounds double, ptr %293, i64 %297
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %298, ptr noundef nonnull align 8 dereferenceable(1) %418, i64 %295, i1 false)
  br label %309

299:                                              ; preds = %286
  %300 = load double, ptr %288, align 8, !tbaa !5
  %301 = fcmp fast ogt double %300, %289
  br i1 %301, label %302, label %309

302:                                              ; preds = %299, %302
  %303 = phi double [ %307, %302 ], [ %300, %299 ]
  %304 = phi ptr [ %306, %302 ], [ %288, %299 ]
  %305 = phi ptr [ %304, %302 ], [ %287, %299 ]
  store double %303, ptr %305, align 8, !tbaa !5
  %306 = getelementptr inbounds i8, ptr %304, i64 -8
  %307 = load double, ptr %306, align 8, !tbaa !5
  %308 = fcmp fast ogt double %307, %289
  br i1 %308, label %302, label %309, !llvm.loop !9

309:                                              ; preds = %302, %299, %292
  %310 = phi ptr [ %418, %292 ], [ %287, %299 ], [ %304, %302 ]
  store double %289, ptr %310, align 8, !tbaa !5
  %311 = getelementptr inbounds i8, ptr %287, i64 8
  %312 = icmp eq ptr %287, %416
  br i1 %312, label %313, label %286, !llvm.loop !12

313:                                              ; preds = %309, %280, %6, %263, %284
  %314 = phi i1 [ true, %6 ], [ %9, %263 ], [ false, %284 ], [ %9, %280 ], [ %9, %309 ]
  br i1 %3, label %315, label %429

315:                                              ; preds = %313
  %316 = zext nneg i32 %1 to i64
  %317 = icmp ult i32 %1, 16
  br i1 %317, label %318, label %321

318:                                              ; preds = %365, %315
  %319 = phi i64 [ 0, %315 ], [ %322, %365 ]
  %320 = phi double [ 0.000000e+00, %315 ], [ %369, %365 ]
  br label %488

321:                                              ; preds = %315
  %322 = and i64 %5, 2147483632
  br label %323

323:                                              ; preds = %323, %321
  %324 = phi i64 [ 0, %321 ], [ %362, %323 ]
  %325 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %321 ], [ %363, %323 ]
  %326 = phi <4 x double> [ zeroinitializer, %321 ], [ %358, %323 ]
  %327 = phi <4 x double> [ zeroinitializer, %321 ], [ %359, %323 ]
  %328 = phi <4 x double> [ zeroinitializer, %321 ], [ %360, %323 ]
  %329 = phi <4 x double> [ zeroinitializer, %321 ], [ %361, %323 ]
  %330 = trunc <4 x i64> %325 to <4 x i32>
  %331 = add <4 x i32> %330, <i32 1, i32 1, i32 1, i32 1>
  %332 = trunc <4 x i64> %325 to <4 x i32>
  %333 = add <4 x i32> %332, <i32 5, i32 5, i32 5, i32 5>
  %334 = trunc <4 x i64> %325 to <4 x i32>
  %335 = add <4 x i32> %334, <i32 9, i32 9, i32 9, i32 9>
  %336 = trunc <4 x i64> %325 to <4 x i32>
  %337 = add <4 x i32> %336, <i32 13, i32 13, i32 13, i32 13>
  %338 = uitofp <4 x i32> %331 to <4 x double>
  %339 = uitofp <4 x i32> %333 to <4 x double>
  %340 = uitofp <4 x i32> %335 to <4 x double>
  %341 = uitofp <4 x i32> %337 to <4 x double>
  %342 = getelementptr inbounds double, ptr %418, i64 %324
  %343 = getelementptr inbounds i8, ptr %342, i64 32
  %344 = getelementptr inbounds i8, ptr %342, i64 64
  %345 = getelementptr inbounds i8, ptr %342, i64 96
  %346 = load <4 x double>, ptr %342, align 8, !tbaa !5
  %347 = load <4 x double>, ptr %343, align 8, !tbaa !5
  %348 = load <4 x double>, ptr %344, align 8, !tbaa !5
  %349 = load <4 x double>, ptr %345, align 8, !tbaa !5
  %350 = fmul fast <4 x double> %346, %346
  %351 = fmul fast <4 x double> %347, %347
  %352 = fmul fast <4 x double> %348, %348
  %353 = fmul fast <4 x double> %349, %349
  %354 = fmul fast <4 x double> %350, %338
  %355 = fmul fast <4 x double> %351, %339
  %356 = fmul fast <4 x double> %352, %340
  %357 = fmul fast <4 x double> %353, %341
  %358 = fadd fast <4 x double> %354, %326
  %359 = fadd fast <4 x double> %355, %327
  %360 = fadd fast <4 x double> %356, %328
  %361 = fadd fast <4 x double> %357, %329
  %362 = add nuw i64 %324, 16
  %363 = add <4 x i64> %325, <i64 16, i64 16, i64 16, i64 16>
  %364 = icmp eq i64 %362, %322
  br i1 %364, label %365, label %323, !llvm.loop !13

365:                                              ; preds = %323
  %366 = fadd fast <4 x double> %359, %358
  %367 = fadd fast <4 x double> %360, %366
  %368 = fadd fast <4 x double> %361, %367
  %369 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %368)
  %370 = icmp eq i64 %322, %5
  br i1 %370, label %429, label %318

371:                                              ; preds = %4, %415
  %372 = phi i64 [ 0, %4 ], [ %420, %415 ]
  %373 = phi ptr [ null, %4 ], [ %418, %415 ]
  %374 = phi ptr [ null, %4 ], [ %417, %415 ]
  %375 = phi ptr [ null, %4 ], [ %419, %415 ]
  %376 = getelementptr inbounds double, ptr %0, i64 %372
  %377 = load double, ptr %376, align 8, !tbaa !5
  %378 = tail call fast double @llvm.sin.f64(double %377)
  %379 = trunc nuw nsw i64 %372 to i32
  %380 = uitofp nneg i32 %379 to double
  %381 = fmul fast double %380, 1.000000e-01
  %382 = fmul fast double %381, %377
  %383 = fadd fast double %378, %382
  %384 = icmp eq ptr %375, %374
  br i1 %384, label %386, label %385

385:                                              ; preds = %371
  store double %383, ptr %375, align 8, !tbaa !5
  br label %415

386:                                              ; preds = %371
  %387 = ptrtoint ptr %374 to i64
  %388 = ptrtoint ptr %373 to i64
  %389 = sub i64 %387, %388
  %390 = icmp eq i64 %389, 9223372036854775800
  br i1 %390, label %391, label %393

391:                                              ; preds = %386
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #13
          to label %392 unwind label %424

392:                                              ; preds = %391
  unreachable

393:                                              ; preds = %386
  %394 = ashr exact i64 %389, 3
  %395 = tail call i64 @llvm.umax.i64(i64 %394, i64 1)
  %396 = add nsw i64 %395, %394
  %397 = icmp ult i64 %396, %394
  %398 = tail call i64 @llvm.umin.i64(i64 %396, i64 1152921504606846975)
  %399 = select i1 %397, i64 1152921504606846975, i64 %398
  %400 = icmp eq i64 %399, 0
  br i1 %400, label %404, label %401

401:                                              ; preds = %393
  %402 = shl nuw nsw i64 %399, 3
  %403 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %402) #14
          to label %404 unwind label %422

404:                                              ; preds = %401, %393
  %405 = phi ptr [ null, %393 ], [ %403, %401 ]
  %406 = getelementptr inbounds double, ptr %405, i64 %394
  store double %383, ptr %406, align 8, !tbaa !5
  %407 = icmp sgt i64 %389, 0
  br i1 %407, label %408, label %409

408:                                              ; preds = %404
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %405, ptr align 8 %373, i64 %389, i1 false)
  br label %409

409:                                              ; preds = %408, %404
  %410 = getelementptr inbounds i8, ptr %405, i64 %389
  %411 = icmp eq ptr %373, null
  br i1 %411, label %413, label %412

412:                                              ; preds = %409
  tail call void @_ZdlPvm(ptr noundef nonnull %373, i64 noundef %389) #15
  br label %413

413:                                              ; preds = %412, %409
  %414 = getelementptr inbounds double, ptr %405, i64 %399
  br label %415

415:                                              ; preds = %413, %385
  %416 = phi ptr [ %410, %413 ], [ %375, %385 ]
  %417 = phi ptr [ %414, %413 ], [ %374, %385 ]
  %418 = phi ptr [ %405, %413 ], [ %373, %385 ]
  %419 = getelementptr inbounds i8, ptr %416, i64 8
  %420 = add nuw nsw i64 %372, 1
  %421 = icmp eq i64 %420, %5
  br i1 %421, label %6, label %371, !llvm.loop !16

422:                                              ; preds = %401
  %423 = landingpad { ptr, i32 }
          cleanup
  br label %426

424:                                              ; preds = %391
  %425 = landingpad { ptr, i32 }
          cleanup
  br label %426

426:                                              ; preds = %424, %422
  %427 = phi { ptr, i32 } [ %423, %422 ], [ %425, %424 ]
  %428 = icmp eq ptr %373, null
  br i1 %428, label %501, label %500

429:                                              ; preds = %488, %365, %313
  %430 = phi double [ 0.000000e+00, %313 ], [ %369, %365 ], [ %498, %488 ]
  br i1 %314, label %477, label %431

431:                                              ; preds = %429
  %432 = sub i64 %7, %8
  %433 = lshr i64 %432, 3
  %434 = add nuw nsw i64 %433, 1
  %435 = icmp ult i64 %432, 120
  br i1 %435, label %467, label %436

436:                                              ; preds = %431
  %437 = and i64 %434, 4611686018427387888
  %438 = shl i64 %437, 3
  %439 = getelementptr i8, ptr %418, i64 %438
  br label %440

440:                                              ; preds = %440, %436
  %441 = phi i64 [ 0, %436 ], [ %459, %440 ]
  %442 = phi <4 x double> [ zeroinitializer, %436 ], [ %455, %440 ]
  %443 = phi <4 x double> [ zeroinitializer, %436 ], [ %456, %440 ]
  %444 = phi <4 x double> [ zeroinitializer, %436 ], [ %457, %440 ]
  %445 = phi <4 x double> [ zeroinitializer, %436 ], [ %458, %440 ]
  %446 = shl i64 %441, 3
  %447 = getelementptr i8, ptr %418, i64 %446
  %448 = getelementptr i8, ptr %447, i64 32
  %449 = getelementptr i8, ptr %447, i64 64
  %450 = getelementptr i8, ptr %447, i64 96
  %451 = load <4 x double>, ptr %447, align 8, !tbaa !5
  %452 = load <4 x double>, ptr %448, align 8, !tbaa !5
  %453 = load <4 x double>, ptr %449, align 8, !tbaa !5
  %454 = load <4 x double>, ptr %450, align 8, !tbaa !5
  %455 = fadd fast <4 x double> %451, %442
  %456 = fadd fast <4 x double> %452, %443
  %457 = fadd fast <4 x double> %453, %444
  %458 = fadd fast <4 x double> %454, %445
  %459 = add nuw i64 %441, 16
  %460 = icmp eq i64 %459, %437
  br i1 %460, label %461, label %440, !llvm.loop !17

461:                                              ; preds = %440
  %462 = fadd fast <4 x double> %456, %455
  %463 = fadd fast <4 x double> %457, %462
  %464 = fadd fast <4 x double> %458, %463
  %465 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %464)
  %466 = icmp eq i64 %434, %437
  br i1 %466, label %477, label %467

467:                                              ; preds = %461, %431
  %468 = phi double [ 0.000000e+00, %431 ], [ %465, %461 ]
  %469 = phi ptr [ %418, %431 ], [ %439, %461 ]
  br label %470

470:                                              ; preds = %467, %470
  %471 = phi double [ %474, %470 ], [ %468, %467 ]
  %472 = phi ptr [ %475, %470 ], [ %469, %467 ]
  %473 = load double, ptr %472, align 8, !tbaa !5
  %474 = fadd fast double %473, %471
  %475 = getelementptr inbounds i8, ptr %472, i64 8
  %476 = icmp eq ptr %472, %416
  br i1 %476, label %477, label %470, !llvm.loop !18

477:                                              ; preds = %470, %461, %429
  %478 = phi double [ 0.000000e+00, %429 ], [ %465, %461 ], [ %474, %470 ]
  %479 = icmp eq ptr %418, null
  br i1 %479, label %484, label %480

480:                                              ; preds = %477
  %481 = ptrtoint ptr %417 to i64
  %482 = ptrtoint ptr %418 to i64
  %483 = sub i64 %481, %482
  tail call void @_ZdlPvm(ptr noundef nonnull %418, i64 noundef %483) #15
  br label %484

484:                                              ; preds = %2, %477, %480
  %485 = phi double [ %478, %477 ], [ %478, %480 ], [ 0.000000e+00, %2 ]
  %486 = phi double [ %430, %477 ], [ %430, %480 ], [ 0.000000e+00, %2 ]
  %487 = fadd fast double %485, %486
  ret double %487

488:                                              ; preds = %318, %488
  %489 = phi i64 [ %491, %488 ], [ %319, %318 ]
  %490 = phi double [ %498, %488 ], [ %320, %318 ]
  %491 = add nuw nsw i64 %489, 1
  %492 = trunc nuw nsw i64 %491 to i32
  %493 = uitofp nneg i32 %492 to double
  %494 = getelementptr inbounds double, ptr %418, i64 %489
  %495 = load double, ptr %494, align 8, !tbaa !5
  %496 = fmul fast double %495, %495
  %497 = fmul fast double %496, %493
  %498 = fadd fast double %497, %490
  %499 = icmp eq i64 %491, %316
  br i1 %499, label %429, label %488, !llvm.loop !19

500:                                              ; preds = %426
  tail call void @_ZdlPvm(ptr noundef nonnull %373, i64 noundef %389) #15
  br label %501

501:                                              ; preds = %426, %500
  resume { ptr, i32 } %427
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
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #16
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  store <4 x double> <double 5.000000e-01, double -3.000000e-01, double 1.200000e+00, double 8.000000e-01>, ptr %5, align 16
  %11 = getelementptr inbounds i8, ptr %5, i64 32
  store double -1.100000e+00, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #16
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %21, ptr %2, align 8, !tbaa !5
  %26 = load volatile double, ptr %2, align 8, !tbaa !5
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fcmp ueq double %27, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %28, label %64, label %53

29:                                               ; preds = %204
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %207, ptr %3, align 8, !tbaa !5
  %30 = load volatile double, ptr %3, align 8, !tbaa !5
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fcmp ueq double %31, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %32, label %42, label %33

33:                                               ; preds = %29
  %34 = fsub fast double %210, %207
  %35 = call fast double @llvm.fabs.f64(double %34)
  %36 = fmul fast double %212, 1.000000e-09
  %37 = fcmp fast ole double %35, %36
  %38 = select i1 %37, ptr @.str.4, ptr @.str.5
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %210, double noundef nofpclass(nan inf) %207, ptr noundef nonnull %38)
  br i1 %37, label %40, label %44

40:                                               ; preds = %33
  %41 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %47

42:                                               ; preds = %29, %204
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %210, double noundef nofpclass(nan inf) %207, ptr noundef nonnull @.str.5)
  br label %44

44:                                               ; preds = %42, %33
  %45 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %47

47:                                               ; preds = %40, %44
  %48 = phi i32 [ %41, %40 ], [ %46, %44 ]
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48)
  %50 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #16
  ret i32 %52

53:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %23, ptr %1, align 8, !tbaa !5
  %54 = load volatile double, ptr %1, align 8, !tbaa !5
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = fcmp ueq double %55, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %56, label %64, label %57

57:                                               ; preds = %53
  %58 = fsub fast double %21, %23
  %59 = call fast double @llvm.fabs.f64(double %58)
  %60 = fmul fast double %25, 1.000000e-05
  %61 = fcmp fast ole double %59, %60
  %62 = select i1 %61, ptr @.str.4, ptr @.str.5
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %23, ptr noundef nonnull %62)
  br i1 %61, label %69, label %66

64:                                               ; preds = %53, %0
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %21, double noundef nofpclass(nan inf) %23, ptr noundef nonnull @.str.5)
  br label %66

66:                                               ; preds = %64, %57
  %67 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %69

69:                                               ; preds = %57, %66
  %70 = load double, ptr %6, align 16, !tbaa !5
  %71 = fmul fast double %70, 3.000000e-01
  %72 = load double, ptr %8, align 8, !tbaa !5
  %73 = fadd fast double %72, 0x3EB0C6F7A0B5ED8D
  store double %73, ptr %8, align 8, !tbaa !5
  %74 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %75 = fadd fast double %72, 0xBEB0C6F7A0B5ED8D
  store double %75, ptr %8, align 8, !tbaa !5
  %76 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %72, ptr %8, align 8, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %6, i64 8
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = fsub fast double %74, %76
  %80 = fmul fast double %79, 5.000000e+05
  %81 = call fast double @llvm.fabs.f64(double %80)
  %82 = call fast double @llvm.maxnum.f64(double %81, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %78, ptr %2, align 8, !tbaa !5
  %83 = load volatile double, ptr %2, align 8, !tbaa !5
  %84 = call double @llvm.fabs.f64(double %83)
  %85 = fcmp ueq double %84, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %85, label %97, label %86

86:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %80, ptr %1, align 8, !tbaa !5
  %87 = load volatile double, ptr %1, align 8, !tbaa !5
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = fcmp ueq double %88, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %89, label %97, label %90

90:                                               ; preds = %86
  %91 = fsub fast double %78, %80
  %92 = call fast double @llvm.fabs.f64(double %91)
  %93 = fmul fast double %82, 1.000000e-05
  %94 = fcmp fast ole double %92, %93
  %95 = select i1 %94, ptr @.str.4, ptr @.str.5
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %80, ptr noundef nonnull %95)
  br i1 %94, label %102, label %99

97:                                               ; preds = %86, %69
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) %78, double noundef nofpclass(nan inf) %80, ptr noundef nonnull @.str.5)
  br label %99

99:                                               ; preds = %97, %90
  %100 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %102

102:                                              ; preds = %99, %90
  %103 = load double, ptr %77, align 8, !tbaa !5
  %104 = fmul fast double %103, -1.100000e+00
  %105 = fadd fast double %104, %71
  %106 = load double, ptr %9, align 16, !tbaa !5
  %107 = fadd fast double %106, 0x3EB0C6F7A0B5ED8D
  store double %107, ptr %9, align 16, !tbaa !5
  %108 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %109 = fadd fast double %106, 0xBEB0C6F7A0B5ED8D
  store double %109, ptr %9, align 16, !tbaa !5
  %110 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %106, ptr %9, align 16, !tbaa !5
  %111 = getelementptr inbounds i8, ptr %6, i64 16
  %112 = load double, ptr %111, align 16, !tbaa !5
  %113 = fsub fast double %108, %110
  %114 = fmul fast double %113, 5.000000e+05
  %115 = call fast double @llvm.fabs.f64(double %114)
  %116 = call fast double @llvm.maxnum.f64(double %115, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %112, ptr %2, align 8, !tbaa !5
  %117 = load volatile double, ptr %2, align 8, !tbaa !5
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = fcmp ueq double %118, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %119, label %131, label %120

120:                                              ; preds = %102
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %114, ptr %1, align 8, !tbaa !5
  %121 = load volatile double, ptr %1, align 8, !tbaa !5
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %123, label %131, label %124

124:                                              ; preds = %120
  %125 = fsub fast double %112, %114
  %126 = call fast double @llvm.fabs.f64(double %125)
  %127 = fmul fast double %116, 1.000000e-05
  %128 = fcmp fast ole double %126, %127
  %129 = select i1 %128, ptr @.str.4, ptr @.str.5
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %112, double noundef nofpclass(nan inf) %114, ptr noundef nonnull %129)
  br i1 %128, label %136, label %133

131:                                              ; preds = %120, %102
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 2.000000e+00, double noundef nofpclass(nan inf) %112, double noundef nofpclass(nan inf) %114, ptr noundef nonnull @.str.5)
  br label %133

133:                                              ; preds = %131, %124
  %134 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %136

136:                                              ; preds = %133, %124
  %137 = load double, ptr %111, align 16, !tbaa !5
  %138 = fmul fast double %137, 2.000000e-01
  %139 = fadd fast double %138, %105
  %140 = load double, ptr %10, align 8, !tbaa !5
  %141 = fadd fast double %140, 0x3EB0C6F7A0B5ED8D
  store double %141, ptr %10, align 8, !tbaa !5
  %142 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %143 = fadd fast double %140, 0xBEB0C6F7A0B5ED8D
  store double %143, ptr %10, align 8, !tbaa !5
  %144 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %140, ptr %10, align 8, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %6, i64 24
  %146 = load double, ptr %145, align 8, !tbaa !5
  %147 = fsub fast double %142, %144
  %148 = fmul fast double %147, 5.000000e+05
  %149 = call fast double @llvm.fabs.f64(double %148)
  %150 = call fast double @llvm.maxnum.f64(double %149, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %146, ptr %2, align 8, !tbaa !5
  %151 = load volatile double, ptr %2, align 8, !tbaa !5
  %152 = call double @llvm.fabs.f64(double %151)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %153, label %165, label %154

154:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %148, ptr %1, align 8, !tbaa !5
  %155 = load volatile double, ptr %1, align 8, !tbaa !5
  %156 = call double @llvm.fabs.f64(double %155)
  %157 = fcmp ueq double %156, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %157, label %165, label %158

158:                                              ; preds = %154
  %159 = fsub fast double %146, %148
  %160 = call fast double @llvm.fabs.f64(double %159)
  %161 = fmul fast double %150, 1.000000e-05
  %162 = fcmp fast ole double %160, %161
  %163 = select i1 %162, ptr @.str.4, ptr @.str.5
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %148, ptr noundef nonnull %163)
  br i1 %162, label %170, label %167

165:                                              ; preds = %154, %136
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 3.000000e+00, double noundef nofpclass(nan inf) %146, double noundef nofpclass(nan inf) %148, ptr noundef nonnull @.str.5)
  br label %167

167:                                              ; preds = %165, %158
  %168 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %170

170:                                              ; preds = %167, %158
  %171 = load double, ptr %145, align 8, !tbaa !5
  %172 = fmul fast double %171, 0x3FE6666666666666
  %173 = fadd fast double %172, %139
  %174 = load double, ptr %11, align 16, !tbaa !5
  %175 = fadd fast double %174, 0x3EB0C6F7A0B5ED8D
  store double %175, ptr %11, align 16, !tbaa !5
  %176 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %177 = fadd fast double %174, 0xBEB0C6F7A0B5ED8D
  store double %177, ptr %11, align 16, !tbaa !5
  %178 = call fast noundef nofpclass(nan inf) double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %174, ptr %11, align 16, !tbaa !5
  %179 = getelementptr inbounds i8, ptr %6, i64 32
  %180 = load double, ptr %179, align 16, !tbaa !5
  %181 = fsub fast double %176, %178
  %182 = fmul fast double %181, 5.000000e+05
  %183 = call fast double @llvm.fabs.f64(double %182)
  %184 = call fast double @llvm.maxnum.f64(double %183, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %180, ptr %2, align 8, !tbaa !5
  %185 = load volatile double, ptr %2, align 8, !tbaa !5
  %186 = call double @llvm.fabs.f64(double %185)
  %187 = fcmp ueq double %186, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %187, label %199, label %188

188:                                              ; preds = %170
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %182, ptr %1, align 8, !tbaa !5
  %189 = load volatile double, ptr %1, align 8, !tbaa !5
  %190 = call double @llvm.fabs.f64(double %189)
  %191 = fcmp ueq double %190, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %191, label %199, label %192

192:                                              ; preds = %188
  %193 = fsub fast double %180, %182
  %194 = call fast double @llvm.fabs.f64(double %193)
  %195 = fmul fast double %184, 1.000000e-05
  %196 = fcmp fast ole double %194, %195
  %197 = select i1 %196, ptr @.str.4, ptr @.str.5
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 4.000000e+00, double noundef nofpclass(nan inf) %180, double noundef nofpclass(nan inf) %182, ptr noundef nonnull %197)
  br i1 %196, label %204, label %201

199:                                              ; preds = %188, %170
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) 4.000000e+00, double noundef nofpclass(nan inf) %180, double noundef nofpclass(nan inf) %182, ptr noundef nonnull @.str.5)
  br label %201

201:                                              ; preds = %199, %192
  %202 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !20
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr @_ZL6n_fail, align 4, !tbaa !20
  br label %204

204:                                              ; preds = %201, %192
  %205 = load double, ptr %179, align 16, !tbaa !5
  %206 = fmul fast double %205, 4.000000e-01
  %207 = fadd fast double %206, %173
  %208 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  %209 = load i32, ptr @enzyme_const, align 4, !tbaa !20
  %210 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %208, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %209, i32 noundef 5)
  %211 = call fast double @llvm.fabs.f64(double %207)
  %212 = call fast double @llvm.maxnum.f64(double %211, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %210, ptr %4, align 8, !tbaa !5
  %213 = load volatile double, ptr %4, align 8, !tbaa !5
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = fcmp ueq double %214, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %215, label %42, label %29
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #10

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }
attributes #16 = { nounwind }

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
!17 = distinct !{!17, !10, !14, !15}
!18 = distinct !{!18, !10, !15, !14}
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
