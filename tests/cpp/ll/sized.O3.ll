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
  br label %317

5:                                                ; preds = %361
  %6 = icmp eq ptr %364, %365
  br i1 %6, label %310, label %7

7:                                                ; preds = %5
  %8 = ptrtoint ptr %365 to i64
  %9 = ptrtoint ptr %364 to i64
  %10 = sub i64 %8, %9
  %11 = ashr exact i64 %10, 3
  %12 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %11, i1 true)
  %13 = shl nuw nsw i64 %12, 1
  %14 = xor i64 %13, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_comp_iterIZ6spreadPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %364, ptr nonnull %365, i64 noundef %14)
  %15 = icmp sgt i64 %10, 128
  %16 = getelementptr i8, ptr %364, i64 8
  br i1 %15, label %17, label %281

17:                                               ; preds = %7
  %18 = load double, ptr %16, align 8, !tbaa !5
  %19 = load double, ptr %364, align 8
  %20 = fcmp olt double %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %17
  store double %19, ptr %16, align 8
  br label %22

22:                                               ; preds = %21, %17
  %23 = phi ptr [ %364, %21 ], [ %16, %17 ]
  store double %18, ptr %23, align 8, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %364, i64 16
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = load double, ptr %364, align 8, !tbaa !5
  %27 = fcmp olt double %25, %26
  br i1 %27, label %38, label %28

28:                                               ; preds = %22
  %29 = load double, ptr %16, align 8, !tbaa !5
  %30 = fcmp ogt double %29, %25
  br i1 %30, label %31, label %39

31:                                               ; preds = %28, %31
  %32 = phi double [ %36, %31 ], [ %29, %28 ]
  %33 = phi ptr [ %35, %31 ], [ %16, %28 ]
  %34 = phi ptr [ %33, %31 ], [ %24, %28 ]
  store double %32, ptr %34, align 8, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %33, i64 -8
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fcmp ogt double %36, %25
  br i1 %37, label %31, label %39, !llvm.loop !9

38:                                               ; preds = %22
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %364, i64 16, i1 false)
  br label %39

39:                                               ; preds = %31, %38, %28
  %40 = phi ptr [ %364, %38 ], [ %24, %28 ], [ %33, %31 ]
  store double %25, ptr %40, align 8, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %364, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = load double, ptr %364, align 8, !tbaa !5
  %44 = fcmp olt double %42, %43
  br i1 %44, label %55, label %45

45:                                               ; preds = %39
  %46 = load double, ptr %24, align 8, !tbaa !5
  %47 = fcmp ogt double %46, %42
  br i1 %47, label %48, label %56

48:                                               ; preds = %45, %48
  %49 = phi double [ %53, %48 ], [ %46, %45 ]
  %50 = phi ptr [ %52, %48 ], [ %24, %45 ]
  %51 = phi ptr [ %50, %48 ], [ %41, %45 ]
  store double %49, ptr %51, align 8, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %50, i64 -8
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fcmp ogt double %53, %42
  br i1 %54, label %48, label %56, !llvm.loop !9

55:                                               ; preds = %39
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, ptr noundef nonnull align 8 dereferenceable(24) %364, i64 24, i1 false)
  br label %56

56:                                               ; preds = %48, %55, %45
  %57 = phi ptr [ %364, %55 ], [ %41, %45 ], [ %50, %48 ]
  store double %42, ptr %57, align 8, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %364, i64 32
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = load double, ptr %364, align 8, !tbaa !5
  %61 = fcmp olt double %59, %60
  br i1 %61, label %72, label %62

62:                                               ; preds = %56
  %63 = load double, ptr %41, align 8, !tbaa !5
  %64 = fcmp ogt double %63, %59
  br i1 %64, label %65, label %73

65:                                               ; preds = %62, %65
  %66 = phi double [ %70, %65 ], [ %63, %62 ]
  %67 = phi ptr [ %69, %65 ], [ %41, %62 ]
  %68 = phi ptr [ %67, %65 ], [ %58, %62 ]
  store double %66, ptr %68, align 8, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %67, i64 -8
  %70 = load double, ptr %69, align 8, !tbaa !5
  %71 = fcmp ogt double %70, %59
  br i1 %71, label %65, label %73, !llvm.loop !9

72:                                               ; preds = %56
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %364, i64 32, i1 false)
  br label %73

73:                                               ; preds = %65, %72, %62
  %74 = phi ptr [ %364, %72 ], [ %58, %62 ], [ %67, %65 ]
  store double %59, ptr %74, align 8, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %364, i64 40
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = load double, ptr %364, align 8, !tbaa !5
  %78 = fcmp olt double %76, %77
  br i1 %78, label %89, label %79

79:                                               ; preds = %73
  %80 = load double, ptr %58, align 8, !tbaa !5
  %81 = fcmp ogt double %80, %76
  br i1 %81, label %82, label %90

82:                                               ; preds = %79, %82
  %83 = phi double [ %87, %82 ], [ %80, %79 ]
  %84 = phi ptr [ %86, %82 ], [ %58, %79 ]
  %85 = phi ptr [ %84, %82 ], [ %75, %79 ]
  store double %83, ptr %85, align 8, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %84, i64 -8
  %87 = load double, ptr %86, align 8, !tbaa !5
  %88 = fcmp ogt double %87, %76
  br i1 %88, label %82, label %90, !llvm.loop !9

89:                                               ; preds = %73
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %16, ptr noundef nonnull align 8 dereferenceable(40) %364, i64 40, i1 false)
  br label %90

90:                                               ; preds = %82, %89, %79
  %91 = phi ptr [ %364, %89 ], [ %75, %79 ], [ %84, %82 ]
  store double %76, ptr %91, align 8, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %364, i64 48
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = load double, ptr %364, align 8, !tbaa !5
  %95 = fcmp olt double %93, %94
  br i1 %95, label %106, label %96

96:                                               ; preds = %90
  %97 = load double, ptr %75, align 8, !tbaa !5
  %98 = fcmp ogt double %97, %93
  br i1 %98, label %99, label %107

99:                                               ; preds = %96, %99
  %100 = phi double [ %104, %99 ], [ %97, %96 ]
  %101 = phi ptr [ %103, %99 ], [ %75, %96 ]
  %102 = phi ptr [ %101, %99 ], [ %92, %96 ]
  store double %100, ptr %102, align 8, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %101, i64 -8
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fcmp ogt double %104, %93
  br i1 %105, label %99, label %107, !llvm.loop !9

106:                                              ; preds = %90
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %16, ptr noundef nonnull align 8 dereferenceable(48) %364, i64 48, i1 false)
  br label %107

107:                                              ; preds = %99, %106, %96
  %108 = phi ptr [ %364, %106 ], [ %92, %96 ], [ %101, %99 ]
  store double %93, ptr %108, align 8, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %364, i64 56
  %110 = load double, ptr %109, align 8, !tbaa !5
  %111 = load double, ptr %364, align 8, !tbaa !5
  %112 = fcmp olt double %110, %111
  br i1 %112, label %123, label %113

113:                                              ; preds = %107
  %114 = load double, ptr %92, align 8, !tbaa !5
  %115 = fcmp ogt double %114, %110
  br i1 %115, label %116, label %124

116:                                              ; preds = %113, %116
  %117 = phi double [ %121, %116 ], [ %114, %113 ]
  %118 = phi ptr [ %120, %116 ], [ %92, %113 ]
  %119 = phi ptr [ %118, %116 ], [ %109, %113 ]
  store double %117, ptr %119, align 8, !tbaa !5
  %120 = getelementptr inbounds i8, ptr %118, i64 -8
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = fcmp ogt double %121, %110
  br i1 %122, label %116, label %124, !llvm.loop !9

123:                                              ; preds = %107
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %16, ptr noundef nonnull align 8 dereferenceable(56) %364, i64 56, i1 false)
  br label %124

124:                                              ; preds = %116, %123, %113
  %125 = phi ptr [ %364, %123 ], [ %109, %113 ], [ %118, %116 ]
  store double %110, ptr %125, align 8, !tbaa !5
  %126 = getelementptr inbounds i8, ptr %364, i64 64
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = load double, ptr %364, align 8, !tbaa !5
  %129 = fcmp olt double %127, %128
  br i1 %129, label %140, label %130

130:                                              ; preds = %124
  %131 = load double, ptr %109, align 8, !tbaa !5
  %132 = fcmp ogt double %131, %127
  br i1 %132, label %133, label %141

133:                                              ; preds = %130, %133
  %134 = phi double [ %138, %133 ], [ %131, %130 ]
  %135 = phi ptr [ %137, %133 ], [ %109, %130 ]
  %136 = phi ptr [ %135, %133 ], [ %126, %130 ]
  store double %134, ptr %136, align 8, !tbaa !5
  %137 = getelementptr inbounds i8, ptr %135, i64 -8
  %138 = load double, ptr %137, align 8, !tbaa !5
  %139 = fcmp ogt double %138, %127
  br i1 %139, label %133, label %141, !llvm.loop !9

140:                                              ; preds = %124
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %16, ptr noundef nonnull align 8 dereferenceable(64) %364, i64 64, i1 false)
  br label %141

141:                                              ; preds = %133, %140, %130
  %142 = phi ptr [ %364, %140 ], [ %126, %130 ], [ %135, %133 ]
  store double %127, ptr %142, align 8, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %364, i64 72
  %144 = load double, ptr %143, align 8, !tbaa !5
  %145 = load double, ptr %364, align 8, !tbaa !5
  %146 = fcmp olt double %144, %145
  br i1 %146, label %157, label %147

147:                                              ; preds = %141
  %148 = load double, ptr %126, align 8, !tbaa !5
  %149 = fcmp ogt double %148, %144
  br i1 %149, label %150, label %158

150:                                              ; preds = %147, %150
  %151 = phi double [ %155, %150 ], [ %148, %147 ]
  %152 = phi ptr [ %154, %150 ], [ %126, %147 ]
  %153 = phi ptr [ %152, %150 ], [ %143, %147 ]
  store double %151, ptr %153, align 8, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %152, i64 -8
  %155 = load double, ptr %154, align 8, !tbaa !5
  %156 = fcmp ogt double %155, %144
  br i1 %156, label %150, label %158, !llvm.loop !9

157:                                              ; preds = %141
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %16, ptr noundef nonnull align 8 dereferenceable(72) %364, i64 72, i1 false)
  br label %158

158:                                              ; preds = %150, %157, %147
  %159 = phi ptr [ %364, %157 ], [ %143, %147 ], [ %152, %150 ]
  store double %144, ptr %159, align 8, !tbaa !5
  %160 = getelementptr inbounds i8, ptr %364, i64 80
  %161 = load double, ptr %160, align 8, !tbaa !5
  %162 = load double, ptr %364, align 8, !tbaa !5
  %163 = fcmp olt double %161, %162
  br i1 %163, label %174, label %164

164:                                              ; preds = %158
  %165 = load double, ptr %143, align 8, !tbaa !5
  %166 = fcmp ogt double %165, %161
  br i1 %166, label %167, label %175

167:                                              ; preds = %164, %167
  %168 = phi double [ %172, %167 ], [ %165, %164 ]
  %169 = phi ptr [ %171, %167 ], [ %143, %164 ]
  %170 = phi ptr [ %169, %167 ], [ %160, %164 ]
  store double %168, ptr %170, align 8, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %169, i64 -8
  %172 = load double, ptr %171, align 8, !tbaa !5
  %173 = fcmp ogt double %172, %161
  br i1 %173, label %167, label %175, !llvm.loop !9

174:                                              ; preds = %158
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %16, ptr noundef nonnull align 8 dereferenceable(80) %364, i64 80, i1 false)
  br label %175

175:                                              ; preds = %167, %174, %164
  %176 = phi ptr [ %364, %174 ], [ %160, %164 ], [ %169, %167 ]
  store double %161, ptr %176, align 8, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %364, i64 88
  %178 = load double, ptr %177, align 8, !tbaa !5
  %179 = load double, ptr %364, align 8, !tbaa !5
  %180 = fcmp olt double %178, %179
  br i1 %180, label %191, label %181

181:                                              ; preds = %175
  %182 = load double, ptr %160, align 8, !tbaa !5
  %183 = fcmp ogt double %182, %178
  br i1 %183, label %184, label %192

184:                                              ; preds = %181, %184
  %185 = phi double [ %189, %184 ], [ %182, %181 ]
  %186 = phi ptr [ %188, %184 ], [ %160, %181 ]
  %187 = phi ptr [ %186, %184 ], [ %177, %181 ]
  store double %185, ptr %187, align 8, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %186, i64 -8
  %189 = load double, ptr %188, align 8, !tbaa !5
  %190 = fcmp ogt double %189, %178
  br i1 %190, label %184, label %192, !llvm.loop !9

191:                                              ; preds = %175
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %16, ptr noundef nonnull align 8 dereferenceable(88) %364, i64 88, i1 false)
  br label %192

192:                                              ; preds = %184, %191, %181
  %193 = phi ptr [ %364, %191 ], [ %177, %181 ], [ %186, %184 ]
  store double %178, ptr %193, align 8, !tbaa !5
  %194 = getelementptr inbounds i8, ptr %364, i64 96
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = load double, ptr %364, align 8, !tbaa !5
  %197 = fcmp olt double %195, %196
  br i1 %197, label %208, label %198

198:                                              ; preds = %192
  %199 = load double, ptr %177, align 8, !tbaa !5
  %200 = fcmp ogt double %199, %195
  br i1 %200, label %201, label %209

201:                                              ; preds = %198, %201
  %202 = phi double [ %206, %201 ], [ %199, %198 ]
  %203 = phi ptr [ %205, %201 ], [ %177, %198 ]
  %204 = phi ptr [ %203, %201 ], [ %194, %198 ]
  store double %202, ptr %204, align 8, !tbaa !5
  %205 = getelementptr inbounds i8, ptr %203, i64 -8
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = fcmp ogt double %206, %195
  br i1 %207, label %201, label %209, !llvm.loop !9

208:                                              ; preds = %192
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %16, ptr noundef nonnull align 8 dereferenceable(96) %364, i64 96, i1 false)
  br label %209

209:                                              ; preds = %201, %208, %198
  %210 = phi ptr [ %364, %208 ], [ %194, %198 ], [ %203, %201 ]
  store double %195, ptr %210, align 8, !tbaa !5
  %211 = getelementptr inbounds i8, ptr %364, i64 104
  %212 = load double, ptr %211, align 8, !tbaa !5
  %213 = load double, ptr %364, align 8, !tbaa !5
  %214 = fcmp olt double %212, %213
  br i1 %214, label %225, label %215

215:                                              ; preds = %209
  %216 = load double, ptr %194, align 8, !tbaa !5
  %217 = fcmp ogt double %216, %212
  br i1 %217, label %218, label %226

218:                                              ; preds = %215, %218
  %219 = phi double [ %223, %218 ], [ %216, %215 ]
  %220 = phi ptr [ %222, %218 ], [ %194, %215 ]
  %221 = phi ptr [ %220, %218 ], [ %211, %215 ]
  store double %219, ptr %221, align 8, !tbaa !5
  %222 = getelementptr inbounds i8, ptr %220, i64 -8
  %223 = load double, ptr %222, align 8, !tbaa !5
  %224 = fcmp ogt double %223, %212
  br i1 %224, label %218, label %226, !llvm.loop !9

225:                                              ; preds = %209
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(104) %16, ptr noundef nonnull align 8 dereferenceable(104) %364, i64 104, i1 false)
  br label %226

226:                                              ; preds = %218, %225, %215
  %227 = phi ptr [ %364, %225 ], [ %211, %215 ], [ %220, %218 ]
  store double %212, ptr %227, align 8, !tbaa !5
  %228 = getelementptr inbounds i8, ptr %364, i64 112
  %229 = load double, ptr %228, align 8, !tbaa !5
  %230 = load double, ptr %364, align 8, !tbaa !5
  %231 = fcmp olt double %229, %230
  br i1 %231, label %242, label %232

232:                                              ; preds = %226
  %233 = load double, ptr %211, align 8, !tbaa !5
  %234 = fcmp ogt double %233, %229
  br i1 %234, label %235, label %243

235:                                              ; preds = %232, %235
  %236 = phi double [ %240, %235 ], [ %233, %232 ]
  %237 = phi ptr [ %239, %235 ], [ %211, %232 ]
  %238 = phi ptr [ %237, %235 ], [ %228, %232 ]
  store double %236, ptr %238, align 8, !tbaa !5
  %239 = getelementptr inbounds i8, ptr %237, i64 -8
  %240 = load double, ptr %239, align 8, !tbaa !5
  %241 = fcmp ogt double %240, %229
  br i1 %241, label %235, label %243, !llvm.loop !9

242:                                              ; preds = %226
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %16, ptr noundef nonnull align 8 dereferenceable(112) %364, i64 112, i1 false)
  br label %243

243:                                              ; preds = %235, %242, %232
  %244 = phi ptr [ %364, %242 ], [ %228, %232 ], [ %237, %235 ]
  store double %229, ptr %244, align 8, !tbaa !5
  %245 = getelementptr inbounds i8, ptr %364, i64 120
  %246 = load double, ptr %245, align 8, !tbaa !5
  %247 = load double, ptr %364, align 8, !tbaa !5
  %248 = fcmp olt double %246, %247
  br i1 %248, label %259, label %249

249:                                              ; preds = %243
  %250 = load double, ptr %228, align 8, !tbaa !5
  %251 = fcmp ogt double %250, %246
  br i1 %251, label %252, label %260

252:                                              ; preds = %249, %252
  %253 = phi double [ %257, %252 ], [ %250, %249 ]
  %254 = phi ptr [ %256, %252 ], [ %228, %249 ]
  %255 = phi ptr [ %254, %252 ], [ %245, %249 ]
  store double %253, ptr %255, align 8, !tbaa !5
  %256 = getelementptr inbounds i8, ptr %254, i64 -8
  %257 = load double, ptr %256, align 8, !tbaa !5
  %258 = fcmp ogt double %257, %246
  br i1 %258, label %252, label %260, !llvm.loop !9

259:                                              ; preds = %243
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(120) %16, ptr noundef nonnull align 8 dereferenceable(120) %364, i64 120, i1 false)
  br label %260

260:                                              ; preds = %252, %259, %249
  %261 = phi ptr [ %364, %259 ], [ %245, %249 ], [ %254, %252 ]
  store double %246, ptr %261, align 8, !tbaa !5
  %262 = getelementptr inbounds i8, ptr %364, i64 128
  %263 = icmp eq ptr %262, %365
  br i1 %263, label %310, label %264

264:                                              ; preds = %260, %277
  %265 = phi ptr [ %279, %277 ], [ %262, %260 ]
  %266 = load double, ptr %265, align 8, !tbaa !5
  %267 = getelementptr inbounds i8, ptr %265, i64 -8
  %268 = load double, ptr %267, align 8, !tbaa !5
  %269 = fcmp ogt double %268, %266
  br i1 %269, label %270, label %277

270:                                              ; preds = %264, %270
  %271 = phi double [ %275, %270 ], [ %268, %264 ]
  %272 = phi ptr [ %274, %270 ], [ %267, %264 ]
  %273 = phi ptr [ %272, %270 ], [ %265, %264 ]
  store double %271, ptr %273, align 8, !tbaa !5
  %274 = getelementptr inbounds i8, ptr %272, i64 -8
  %275 = load double, ptr %274, align 8, !tbaa !5
  %276 = fcmp ogt double %275, %266
  br i1 %276, label %270, label %277, !llvm.loop !9

277:                                              ; preds = %270, %264
  %278 = phi ptr [ %265, %264 ], [ %272, %270 ]
  store double %266, ptr %278, align 8, !tbaa !5
  %279 = getelementptr inbounds i8, ptr %265, i64 8
  %280 = icmp eq ptr %265, %363
  br i1 %280, label %310, label %264, !llvm.loop !11

281:                                              ; preds = %7
  %282 = icmp eq ptr %364, %363
  br i1 %282, label %310, label %283

283:                                              ; preds = %281, %306
  %284 = phi ptr [ %308, %306 ], [ %16, %281 ]
  %285 = phi ptr [ %284, %306 ], [ %364, %281 ]
  %286 = load double, ptr %284, align 8, !tbaa !5
  %287 = load double, ptr %364, align 8, !tbaa !5
  %288 = fcmp olt double %286, %287
  br i1 %288, label %289, label %296

289:                                              ; preds = %283
  %290 = getelementptr inbounds i8, ptr %285, i64 16
  %291 = ptrtoint ptr %284 to i64
  %292 = sub i64 %291, %9
  %293 = ashr exact i64 %292, 3
  %294 = sub nsw i64 0, %293
  %295 = getelementptr inbounds double, ptr %290, i64 %294
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %295, ptr noundef nonnull align 8 dereferenceable(1) %364, i64 %292, i1 false)
  br label %306

296:                                              ; preds = %283
  %297 = load double, ptr %285, align 8, !tbaa !5
  %298 = fcmp ogt double %297, %286
  br i1 %298, label %299, label %306

299:                                              ; preds = %296, %299
  %300 = phi double [ %304, %299 ], [ %297, %296 ]
  %301 = phi ptr [ %303, %299 ], [ %285, %296 ]
  %302 = phi ptr [ %301, %299 ], [ %284, %296 ]
  store double %300, ptr %302, align 8, !tbaa !5
  %303 = getelementptr inbounds i8, ptr %301, i64 -8
  %304 = load double, ptr %303, align 8, !tbaa !5
  %305 = fcmp ogt double %304, %286
  br i1 %305, label %299, label %306, !llvm.loop !9

306:                                              ; preds = %299, %296, %289
  %307 = phi ptr [ %364, %289 ], [ %284, %296 ], [ %301, %299 ]
  store double %286, ptr %307, align 8, !tbaa !5
  %308 = getelementptr inbounds i8, ptr %284, i64 8
  %309 = icmp eq ptr %284, %363
  br i1 %309, label %310, label %283, !llvm.loop !12

310:                                              ; preds = %306, %277, %5, %260, %281
  %311 = phi i1 [ true, %5 ], [ %6, %260 ], [ false, %281 ], [ %6, %277 ], [ %6, %306 ]
  br i1 %3, label %312, label %390

312:                                              ; preds = %310
  %313 = and i64 %4, 3
  %314 = icmp ult i32 %1, 4
  br i1 %314, label %372, label %315

315:                                              ; preds = %312
  %316 = and i64 %4, 2147483644
  br label %403

317:                                              ; preds = %2, %361
  %318 = phi i64 [ 0, %2 ], [ %366, %361 ]
  %319 = phi ptr [ null, %2 ], [ %364, %361 ]
  %320 = phi ptr [ null, %2 ], [ %365, %361 ]
  %321 = phi ptr [ null, %2 ], [ %362, %361 ]
  %322 = getelementptr inbounds double, ptr %0, i64 %318
  %323 = load double, ptr %322, align 8, !tbaa !5
  %324 = tail call double @sin(double noundef %323) #15
  %325 = trunc nuw nsw i64 %318 to i32
  %326 = uitofp nneg i32 %325 to double
  %327 = fmul double %326, 1.000000e-01
  %328 = load double, ptr %322, align 8, !tbaa !5
  %329 = tail call double @llvm.fmuladd.f64(double %327, double %328, double %324)
  %330 = icmp eq ptr %320, %321
  br i1 %330, label %332, label %331

331:                                              ; preds = %317
  store double %329, ptr %320, align 8, !tbaa !5
  br label %361

332:                                              ; preds = %317
  %333 = ptrtoint ptr %320 to i64
  %334 = ptrtoint ptr %319 to i64
  %335 = sub i64 %333, %334
  %336 = icmp eq i64 %335, 9223372036854775800
  br i1 %336, label %337, label %339

337:                                              ; preds = %332
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #16
          to label %338 unwind label %370

338:                                              ; preds = %337
  unreachable

339:                                              ; preds = %332
  %340 = ashr exact i64 %335, 3
  %341 = tail call i64 @llvm.umax.i64(i64 %340, i64 1)
  %342 = add nsw i64 %341, %340
  %343 = icmp ult i64 %342, %340
  %344 = tail call i64 @llvm.umin.i64(i64 %342, i64 1152921504606846975)
  %345 = select i1 %343, i64 1152921504606846975, i64 %344
  %346 = icmp eq i64 %345, 0
  br i1 %346, label %350, label %347

347:                                              ; preds = %339
  %348 = shl nuw nsw i64 %345, 3
  %349 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %348) #17
          to label %350 unwind label %368

350:                                              ; preds = %347, %339
  %351 = phi ptr [ null, %339 ], [ %349, %347 ]
  %352 = getelementptr inbounds double, ptr %351, i64 %340
  store double %329, ptr %352, align 8, !tbaa !5
  %353 = icmp sgt i64 %335, 0
  br i1 %353, label %354, label %355

354:                                              ; preds = %350
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %351, ptr align 8 %319, i64 %335, i1 false)
  br label %355

355:                                              ; preds = %354, %350
  %356 = getelementptr inbounds i8, ptr %351, i64 %335
  %357 = icmp eq ptr %319, null
  br i1 %357, label %359, label %358

358:                                              ; preds = %355
  tail call void @_ZdlPvm(ptr noundef nonnull %319, i64 noundef %335) #18
  br label %359

359:                                              ; preds = %358, %355
  %360 = getelementptr inbounds double, ptr %351, i64 %345
  br label %361

361:                                              ; preds = %359, %331
  %362 = phi ptr [ %360, %359 ], [ %321, %331 ]
  %363 = phi ptr [ %356, %359 ], [ %320, %331 ]
  %364 = phi ptr [ %351, %359 ], [ %319, %331 ]
  %365 = getelementptr inbounds i8, ptr %363, i64 8
  %366 = add nuw nsw i64 %318, 1
  %367 = icmp eq i64 %366, %4
  br i1 %367, label %5, label %317, !llvm.loop !13

368:                                              ; preds = %347
  %369 = landingpad { ptr, i32 }
          cleanup
  br label %459

370:                                              ; preds = %337
  %371 = landingpad { ptr, i32 }
          cleanup
  br label %459

372:                                              ; preds = %403, %312
  %373 = phi double [ poison, %312 ], [ %434, %403 ]
  %374 = phi i64 [ 0, %312 ], [ %428, %403 ]
  %375 = phi double [ 0.000000e+00, %312 ], [ %434, %403 ]
  %376 = icmp eq i64 %313, 0
  br i1 %376, label %390, label %377

377:                                              ; preds = %372, %377
  %378 = phi i64 [ %381, %377 ], [ %374, %372 ]
  %379 = phi double [ %387, %377 ], [ %375, %372 ]
  %380 = phi i64 [ %388, %377 ], [ 0, %372 ]
  %381 = add nuw nsw i64 %378, 1
  %382 = trunc nuw nsw i64 %381 to i32
  %383 = uitofp nneg i32 %382 to double
  %384 = getelementptr inbounds double, ptr %364, i64 %378
  %385 = load double, ptr %384, align 8, !tbaa !5
  %386 = fmul double %385, %383
  %387 = tail call double @llvm.fmuladd.f64(double %386, double %385, double %379)
  %388 = add i64 %380, 1
  %389 = icmp eq i64 %388, %313
  br i1 %389, label %390, label %377, !llvm.loop !14

390:                                              ; preds = %372, %377, %310
  %391 = phi double [ 0.000000e+00, %310 ], [ %373, %372 ], [ %387, %377 ]
  %392 = ptrtoint ptr %365 to i64
  %393 = ptrtoint ptr %364 to i64
  %394 = sub i64 %392, %393
  %395 = icmp ugt i64 %394, 9223372036854775800
  br i1 %395, label %396, label %398

396:                                              ; preds = %390
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #16
          to label %397 unwind label %401

397:                                              ; preds = %396
  unreachable

398:                                              ; preds = %390
  %399 = xor i1 %311, true
  tail call void @llvm.assume(i1 %399)
  %400 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %394) #17
          to label %437 unwind label %401

401:                                              ; preds = %396, %398
  %402 = landingpad { ptr, i32 }
          cleanup
  br label %459

403:                                              ; preds = %403, %315
  %404 = phi i64 [ 0, %315 ], [ %428, %403 ]
  %405 = phi double [ 0.000000e+00, %315 ], [ %434, %403 ]
  %406 = phi i64 [ 0, %315 ], [ %435, %403 ]
  %407 = or disjoint i64 %404, 1
  %408 = trunc nuw nsw i64 %407 to i32
  %409 = uitofp nneg i32 %408 to double
  %410 = getelementptr inbounds double, ptr %364, i64 %404
  %411 = load double, ptr %410, align 8, !tbaa !5
  %412 = fmul double %411, %409
  %413 = tail call double @llvm.fmuladd.f64(double %412, double %411, double %405)
  %414 = or disjoint i64 %404, 2
  %415 = trunc nuw nsw i64 %414 to i32
  %416 = uitofp nneg i32 %415 to double
  %417 = getelementptr inbounds double, ptr %364, i64 %407
  %418 = load double, ptr %417, align 8, !tbaa !5
  %419 = fmul double %418, %416
  %420 = tail call double @llvm.fmuladd.f64(double %419, double %418, double %413)
  %421 = or disjoint i64 %404, 3
  %422 = trunc nuw nsw i64 %421 to i32
  %423 = uitofp nneg i32 %422 to double
  %424 = getelementptr inbounds double, ptr %364, i64 %414
  %425 = load double, ptr %424, align 8, !tbaa !5
  %426 = fmul double %425, %423
  %427 = tail call double @llvm.fmuladd.f64(double %426, double %425, double %420)
  %428 = add nuw nsw i64 %404, 4
  %429 = trunc nuw nsw i64 %428 to i32
  %430 = uitofp nneg i32 %429 to double
  %431 = getelementptr inbounds double, ptr %364, i64 %421
  %432 = load double, ptr %431, align 8, !tbaa !5
  %433 = fmul double %432, %430
  %434 = tail call double @llvm.fmuladd.f64(double %433, double %432, double %427)
  %435 = add i64 %406, 4
  %436 = icmp eq i64 %435, %316
  br i1 %436, label %372, label %403, !llvm.loop !16

437:                                              ; preds = %398
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %400, ptr align 8 %364, i64 %394, i1 false)
  %438 = lshr i32 %1, 1
  %439 = zext nneg i32 %438 to i64
  %440 = getelementptr inbounds double, ptr %400, i64 %439
  %441 = load double, ptr %440, align 8, !tbaa !5
  %442 = load double, ptr %400, align 8, !tbaa !5
  br label %443

443:                                              ; preds = %437, %443
  %444 = phi double [ %447, %443 ], [ 0.000000e+00, %437 ]
  %445 = phi ptr [ %448, %443 ], [ %364, %437 ]
  %446 = load double, ptr %445, align 8, !tbaa !5
  %447 = fadd double %444, %446
  %448 = getelementptr inbounds i8, ptr %445, i64 8
  %449 = icmp eq ptr %445, %363
  br i1 %449, label %450, label %443, !llvm.loop !17

450:                                              ; preds = %443
  tail call void @_ZdlPvm(ptr noundef nonnull %400, i64 noundef %394) #18
  %451 = icmp eq ptr %364, null
  br i1 %451, label %455, label %452

452:                                              ; preds = %450
  %453 = ptrtoint ptr %362 to i64
  %454 = sub i64 %453, %393
  tail call void @_ZdlPvm(ptr noundef nonnull %364, i64 noundef %454) #18
  br label %455

455:                                              ; preds = %450, %452
  %456 = fmul double %441, 5.000000e-01
  %457 = tail call double @llvm.fmuladd.f64(double %456, double %442, double %391)
  %458 = fadd double %457, %447
  ret double %458

459:                                              ; preds = %368, %370, %401
  %460 = phi ptr [ %362, %401 ], [ %320, %368 ], [ %320, %370 ]
  %461 = phi ptr [ %364, %401 ], [ %319, %368 ], [ %319, %370 ]
  %462 = phi { ptr, i32 } [ %402, %401 ], [ %369, %368 ], [ %371, %370 ]
  %463 = icmp eq ptr %461, null
  br i1 %463, label %468, label %464

464:                                              ; preds = %459
  %465 = ptrtoint ptr %460 to i64
  %466 = ptrtoint ptr %461 to i64
  %467 = sub i64 %465, %466
  tail call void @_ZdlPvm(ptr noundef nonnull %461, i64 noundef %467) #18
  br label %468

468:                                              ; preds = %459, %464
  resume { ptr, i32 } %462
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
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  store <2 x double> <double 5.000000e-01, double -3.000000e-01>, ptr %5, align 16
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  store <2 x double> <double 1.200000e+00, double 8.000000e-01>, ptr %9, align 16
  %11 = getelementptr inbounds i8, ptr %5, i64 32
  store double -1.100000e+00, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #15
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %22, ptr %4, align 8, !tbaa !5
  %28 = load volatile double, ptr %4, align 8, !tbaa !5
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %30, label %42, label %31

31:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %24, ptr %3, align 8, !tbaa !5
  %32 = load volatile double, ptr %3, align 8, !tbaa !5
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %34, label %42, label %35

35:                                               ; preds = %31
  %36 = fsub double %22, %24
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = fmul double %27, 1.000000e-05
  %39 = fcmp ole double %37, %38
  %40 = select i1 %39, ptr @.str.4, ptr @.str.5
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %22, double noundef %24, ptr noundef nonnull %40)
  br i1 %39, label %47, label %44

42:                                               ; preds = %31, %0
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 0.000000e+00, double noundef %22, double noundef %24, ptr noundef nonnull @.str.5)
  br label %44

44:                                               ; preds = %42, %35
  %45 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %47

47:                                               ; preds = %44, %35
  %48 = load double, ptr %6, align 16, !tbaa !5
  %49 = load double, ptr %8, align 8, !tbaa !5
  %50 = fadd double %49, 0x3EB0C6F7A0B5ED8D
  store double %50, ptr %8, align 8, !tbaa !5
  %51 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %52 = fadd double %49, 0xBEB0C6F7A0B5ED8D
  store double %52, ptr %8, align 8, !tbaa !5
  %53 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %49, ptr %8, align 8, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %6, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = fsub double %51, %53
  %57 = fdiv double %56, 2.000000e-06
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ogt double %58, 1.000000e+00
  %60 = select i1 %59, double %58, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %55, ptr %4, align 8, !tbaa !5
  %61 = load volatile double, ptr %4, align 8, !tbaa !5
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ueq double %62, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %63, label %75, label %64

64:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %57, ptr %3, align 8, !tbaa !5
  %65 = load volatile double, ptr %3, align 8, !tbaa !5
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ueq double %66, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %67, label %75, label %68

68:                                               ; preds = %64
  %69 = fsub double %55, %57
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fmul double %60, 1.000000e-05
  %72 = fcmp ole double %70, %71
  %73 = select i1 %72, ptr @.str.4, ptr @.str.5
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %55, double noundef %57, ptr noundef nonnull %73)
  br i1 %72, label %80, label %77

75:                                               ; preds = %64, %47
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef %55, double noundef %57, ptr noundef nonnull @.str.5)
  br label %77

77:                                               ; preds = %75, %68
  %78 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %80

80:                                               ; preds = %77, %68
  %81 = load double, ptr %54, align 8, !tbaa !5
  %82 = load double, ptr %9, align 16, !tbaa !5
  %83 = fadd double %82, 0x3EB0C6F7A0B5ED8D
  store double %83, ptr %9, align 16, !tbaa !5
  %84 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %85 = fadd double %82, 0xBEB0C6F7A0B5ED8D
  store double %85, ptr %9, align 16, !tbaa !5
  %86 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %82, ptr %9, align 16, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %6, i64 16
  %88 = load double, ptr %87, align 16, !tbaa !5
  %89 = fsub double %84, %86
  %90 = fdiv double %89, 2.000000e-06
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fcmp ogt double %91, 1.000000e+00
  %93 = select i1 %92, double %91, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %88, ptr %4, align 8, !tbaa !5
  %94 = load volatile double, ptr %4, align 8, !tbaa !5
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = fcmp ueq double %95, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %96, label %108, label %97

97:                                               ; preds = %80
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %90, ptr %3, align 8, !tbaa !5
  %98 = load volatile double, ptr %3, align 8, !tbaa !5
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = fcmp ueq double %99, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %100, label %108, label %101

101:                                              ; preds = %97
  %102 = fsub double %88, %90
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fmul double %93, 1.000000e-05
  %105 = fcmp ole double %103, %104
  %106 = select i1 %105, ptr @.str.4, ptr @.str.5
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %88, double noundef %90, ptr noundef nonnull %106)
  br i1 %105, label %113, label %110

108:                                              ; preds = %97, %80
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 2.000000e+00, double noundef %88, double noundef %90, ptr noundef nonnull @.str.5)
  br label %110

110:                                              ; preds = %108, %101
  %111 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %113

113:                                              ; preds = %110, %101
  %114 = load double, ptr %87, align 16, !tbaa !5
  %115 = load double, ptr %10, align 8, !tbaa !5
  %116 = fadd double %115, 0x3EB0C6F7A0B5ED8D
  store double %116, ptr %10, align 8, !tbaa !5
  %117 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %118 = fadd double %115, 0xBEB0C6F7A0B5ED8D
  store double %118, ptr %10, align 8, !tbaa !5
  %119 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %115, ptr %10, align 8, !tbaa !5
  %120 = getelementptr inbounds i8, ptr %6, i64 24
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = fsub double %117, %119
  %123 = fdiv double %122, 2.000000e-06
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ogt double %124, 1.000000e+00
  %126 = select i1 %125, double %124, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %121, ptr %4, align 8, !tbaa !5
  %127 = load volatile double, ptr %4, align 8, !tbaa !5
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ueq double %128, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %129, label %141, label %130

130:                                              ; preds = %113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %123, ptr %3, align 8, !tbaa !5
  %131 = load volatile double, ptr %3, align 8, !tbaa !5
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %133, label %141, label %134

134:                                              ; preds = %130
  %135 = fsub double %121, %123
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fmul double %126, 1.000000e-05
  %138 = fcmp ole double %136, %137
  %139 = select i1 %138, ptr @.str.4, ptr @.str.5
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %121, double noundef %123, ptr noundef nonnull %139)
  br i1 %138, label %146, label %143

141:                                              ; preds = %130, %113
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 3.000000e+00, double noundef %121, double noundef %123, ptr noundef nonnull @.str.5)
  br label %143

143:                                              ; preds = %141, %134
  %144 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %146

146:                                              ; preds = %143, %134
  %147 = load double, ptr %120, align 8, !tbaa !5
  %148 = load double, ptr %11, align 16, !tbaa !5
  %149 = fadd double %148, 0x3EB0C6F7A0B5ED8D
  store double %149, ptr %11, align 16, !tbaa !5
  %150 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  %151 = fadd double %148, 0xBEB0C6F7A0B5ED8D
  store double %151, ptr %11, align 16, !tbaa !5
  %152 = call noundef double @_Z6spreadPKdi(ptr noundef nonnull %5, i32 noundef 5)
  store double %148, ptr %11, align 16, !tbaa !5
  %153 = getelementptr inbounds i8, ptr %6, i64 32
  %154 = load double, ptr %153, align 16, !tbaa !5
  %155 = fsub double %150, %152
  %156 = fdiv double %155, 2.000000e-06
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp ogt double %157, 1.000000e+00
  %159 = select i1 %158, double %157, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %154, ptr %4, align 8, !tbaa !5
  %160 = load volatile double, ptr %4, align 8, !tbaa !5
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = fcmp ueq double %161, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %162, label %174, label %163

163:                                              ; preds = %146
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %156, ptr %3, align 8, !tbaa !5
  %164 = load volatile double, ptr %3, align 8, !tbaa !5
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = fcmp ueq double %165, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %166, label %174, label %167

167:                                              ; preds = %163
  %168 = fsub double %154, %156
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = fmul double %159, 1.000000e-05
  %171 = fcmp ole double %169, %170
  %172 = select i1 %171, ptr @.str.4, ptr @.str.5
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 4.000000e+00, double noundef %154, double noundef %156, ptr noundef nonnull %172)
  br i1 %171, label %179, label %176

174:                                              ; preds = %163, %146
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef 4.000000e+00, double noundef %154, double noundef %156, ptr noundef nonnull @.str.5)
  br label %176

176:                                              ; preds = %174, %167
  %177 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %179

179:                                              ; preds = %167, %176
  %180 = call double @llvm.fmuladd.f64(double %48, double 3.000000e-01, double 0.000000e+00)
  %181 = call double @llvm.fmuladd.f64(double %81, double -1.100000e+00, double %180)
  %182 = call double @llvm.fmuladd.f64(double %114, double 2.000000e-01, double %181)
  %183 = call double @llvm.fmuladd.f64(double %147, double 0x3FE6666666666666, double %182)
  %184 = load double, ptr %153, align 16, !tbaa !5
  %185 = call noundef double @llvm.fmuladd.f64(double %184, double 4.000000e-01, double %183)
  %186 = load i32, ptr @enzyme_dup, align 4, !tbaa !18
  %187 = load i32, ptr @enzyme_const, align 4, !tbaa !18
  %188 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6spreadPKdi, i32 noundef %186, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %187, i32 noundef 5)
  %189 = call double @llvm.fabs.f64(double %185)
  %190 = fcmp ogt double %189, 1.000000e+00
  %191 = select i1 %190, double %189, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %188, ptr %2, align 8, !tbaa !5
  %192 = load volatile double, ptr %2, align 8, !tbaa !5
  %193 = call double @llvm.fabs.f64(double %192)
  %194 = fcmp ueq double %193, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %194, label %208, label %195

195:                                              ; preds = %179
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %185, ptr %1, align 8, !tbaa !5
  %196 = load volatile double, ptr %1, align 8, !tbaa !5
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = fcmp ueq double %197, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %198, label %208, label %199

199:                                              ; preds = %195
  %200 = fsub double %188, %185
  %201 = call double @llvm.fabs.f64(double %200)
  %202 = fmul double %191, 1.000000e-09
  %203 = fcmp ole double %201, %202
  %204 = select i1 %203, ptr @.str.4, ptr @.str.5
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %188, double noundef %185, ptr noundef nonnull %204)
  br i1 %203, label %206, label %210

206:                                              ; preds = %199
  %207 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %213

208:                                              ; preds = %195, %179
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %188, double noundef %185, ptr noundef nonnull @.str.5)
  br label %210

210:                                              ; preds = %208, %199
  %211 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr @_ZL6n_fail, align 4, !tbaa !18
  br label %213

213:                                              ; preds = %206, %210
  %214 = phi i32 [ %207, %206 ], [ %212, %210 ]
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %214)
  %216 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !18
  %217 = icmp ne i32 %216, 0
  %218 = zext i1 %217 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #15
  ret i32 %218
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
