; ModuleID = 'argsort.cpp'
source_filename = "argsort.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"argsort.x\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"argsort.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"argsort: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef nofpclass(nan inf) double @_Z6rankedPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = sext i32 %1 to i64
  %4 = icmp slt i32 %1, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #13
  unreachable

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %228, label %8

8:                                                ; preds = %6
  %9 = shl nuw nsw i64 %3, 2
  %10 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #14
  store i32 0, ptr %10, align 4, !tbaa !5
  %11 = getelementptr i8, ptr %10, i64 4
  %12 = icmp eq i32 %1, 1
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = getelementptr i32, ptr %10, i64 %3
  %15 = add nsw i64 %9, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 %15, i1 false), !tbaa !5
  br label %16

16:                                               ; preds = %13, %8
  %17 = phi ptr [ %14, %13 ], [ %11, %8 ]
  %18 = zext nneg i32 %1 to i64
  %19 = icmp ult i32 %1, 32
  br i1 %19, label %20, label %22

20:                                               ; preds = %37, %16
  %21 = phi i64 [ 0, %16 ], [ %23, %37 ]
  br label %194

22:                                               ; preds = %16
  %23 = and i64 %18, 2147483616
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %34, %24 ]
  %26 = phi <8 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, %22 ], [ %35, %24 ]
  %27 = add <8 x i32> %26, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %28 = add <8 x i32> %26, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %29 = add <8 x i32> %26, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %30 = getelementptr inbounds i32, ptr %10, i64 %25
  %31 = getelementptr inbounds i8, ptr %30, i64 32
  %32 = getelementptr inbounds i8, ptr %30, i64 64
  %33 = getelementptr inbounds i8, ptr %30, i64 96
  store <8 x i32> %26, ptr %30, align 4, !tbaa !5
  store <8 x i32> %27, ptr %31, align 4, !tbaa !5
  store <8 x i32> %28, ptr %32, align 4, !tbaa !5
  store <8 x i32> %29, ptr %33, align 4, !tbaa !5
  %34 = add nuw i64 %25, 32
  %35 = add <8 x i32> %26, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %36 = icmp eq i64 %34, %23
  br i1 %36, label %37, label %24, !llvm.loop !9

37:                                               ; preds = %24
  %38 = icmp eq i64 %23, %18
  br i1 %38, label %39, label %20

39:                                               ; preds = %194, %37
  %40 = icmp eq ptr %10, %17
  br i1 %40, label %186, label %41

41:                                               ; preds = %39
  %42 = ptrtoint ptr %17 to i64
  %43 = ptrtoint ptr %10 to i64
  %44 = sub i64 %42, %43
  %45 = ashr exact i64 %44, 2
  %46 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %45, i1 true)
  %47 = shl nuw nsw i64 %46, 1
  %48 = xor i64 %47, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ6rankedPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %10, ptr %17, i64 noundef %48, ptr readonly %0)
  %49 = icmp sgt i64 %44, 64
  %50 = getelementptr i8, ptr %10, i64 4
  br i1 %49, label %51, label %145

51:                                               ; preds = %41, %113
  %52 = phi i64 [ %115, %113 ], [ 4, %41 ]
  %53 = phi ptr [ %86, %113 ], [ %10, %41 ]
  %54 = getelementptr inbounds i8, ptr %10, i64 %52
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = load i32, ptr %10, align 4, !tbaa !5
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !13
  %60 = sext i32 %56 to i64
  %61 = getelementptr inbounds double, ptr %0, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !13
  %63 = fcmp fast olt double %59, %62
  br i1 %63, label %64, label %65

64:                                               ; preds = %51
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %50, ptr noundef nonnull align 4 dereferenceable(1) %10, i64 %52, i1 false)
  br label %81

65:                                               ; preds = %51
  %66 = load i32, ptr %53, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fcmp fast olt double %59, %69
  br i1 %70, label %71, label %81

71:                                               ; preds = %65, %71
  %72 = phi i32 [ %76, %71 ], [ %66, %65 ]
  %73 = phi ptr [ %75, %71 ], [ %53, %65 ]
  %74 = phi ptr [ %73, %71 ], [ %54, %65 ]
  store i32 %72, ptr %74, align 4, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %73, i64 -4
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds double, ptr %0, i64 %77
  %79 = load double, ptr %78, align 8, !tbaa !13
  %80 = fcmp fast olt double %59, %79
  br i1 %80, label %71, label %81, !llvm.loop !15

81:                                               ; preds = %71, %65, %64
  %82 = phi ptr [ %10, %64 ], [ %54, %65 ], [ %73, %71 ]
  store i32 %55, ptr %82, align 4, !tbaa !5
  %83 = add nuw nsw i64 %52, 4
  %84 = icmp eq i64 %83, 64
  br i1 %84, label %116, label %85, !llvm.loop !16

85:                                               ; preds = %81
  %86 = getelementptr inbounds i8, ptr %10, i64 %83
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = load i32, ptr %10, align 4, !tbaa !5
  %89 = sext i32 %87 to i64
  %90 = getelementptr inbounds double, ptr %0, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !13
  %92 = sext i32 %88 to i64
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !13
  %95 = fcmp fast olt double %91, %94
  br i1 %95, label %112, label %96

96:                                               ; preds = %85
  %97 = load i32, ptr %54, align 4, !tbaa !5
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds double, ptr %0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !13
  %101 = fcmp fast olt double %91, %100
  br i1 %101, label %102, label %113

102:                                              ; preds = %96, %102
  %103 = phi i32 [ %107, %102 ], [ %97, %96 ]
  %104 = phi ptr [ %106, %102 ], [ %54, %96 ]
  %105 = phi ptr [ %104, %102 ], [ %86, %96 ]
  store i32 %103, ptr %105, align 4, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %104, i64 -4
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds double, ptr %0, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !13
  %111 = fcmp fast olt double %91, %110
  br i1 %111, label %102, label %113, !llvm.loop !15

112:                                              ; preds = %85
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %50, ptr noundef nonnull align 4 dereferenceable(1) %10, i64 %83, i1 false)
  br label %113

113:                                              ; preds = %102, %112, %96
  %114 = phi ptr [ %10, %112 ], [ %86, %96 ], [ %104, %102 ]
  store i32 %87, ptr %114, align 4, !tbaa !5
  %115 = add nuw nsw i64 %52, 8
  br label %51

116:                                              ; preds = %81
  %117 = getelementptr inbounds i8, ptr %10, i64 64
  %118 = icmp eq ptr %117, %17
  br i1 %118, label %186, label %119

119:                                              ; preds = %116, %141
  %120 = phi ptr [ %143, %141 ], [ %117, %116 ]
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds double, ptr %0, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !13
  %125 = getelementptr inbounds i8, ptr %120, i64 -4
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds double, ptr %0, i64 %127
  %129 = load double, ptr %128, align 8, !tbaa !13
  %130 = fcmp fast olt double %124, %129
  br i1 %130, label %131, label %141

131:                                              ; preds = %119, %131
  %132 = phi i32 [ %136, %131 ], [ %126, %119 ]
  %133 = phi ptr [ %135, %131 ], [ %125, %119 ]
  %134 = phi ptr [ %133, %131 ], [ %120, %119 ]
  store i32 %132, ptr %134, align 4, !tbaa !5
  %135 = getelementptr inbounds i8, ptr %133, i64 -4
  %136 = load i32, ptr %135, align 4, !tbaa !5
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds double, ptr %0, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !13
  %140 = fcmp fast olt double %124, %139
  br i1 %140, label %131, label %141, !llvm.loop !15

141:                                              ; preds = %131, %119
  %142 = phi ptr [ %120, %119 ], [ %133, %131 ]
  store i32 %121, ptr %142, align 4, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %120, i64 4
  %144 = icmp eq ptr %143, %17
  br i1 %144, label %186, label %119, !llvm.loop !17

145:                                              ; preds = %41
  %146 = icmp eq ptr %50, %17
  br i1 %146, label %186, label %147

147:                                              ; preds = %145, %182
  %148 = phi ptr [ %184, %182 ], [ %50, %145 ]
  %149 = phi ptr [ %148, %182 ], [ %10, %145 ]
  %150 = load i32, ptr %148, align 4, !tbaa !5
  %151 = load i32, ptr %10, align 4, !tbaa !5
  %152 = sext i32 %150 to i64
  %153 = getelementptr inbounds double, ptr %0, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !13
  %155 = sext i32 %151 to i64
  %156 = getelementptr inbounds double, ptr %0, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !13
  %158 = fcmp fast olt double %154, %157
  br i1 %158, label %159, label %166

159:                                              ; preds = %147
  %160 = getelementptr inbounds i8, ptr %149, i64 8
  %161 = ptrtoint ptr %148 to i64
  %162 = sub i64 %161, %43
  %163 = ashr exact i64 %162, 2
  %164 = sub nsw i64 0, %163
  %165 = getelementptr inbounds i32, ptr %160, i64 %164
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %165, ptr noundef nonnull align 4 dereferenceable(1) %10, i64 %162, i1 false)
  br label %182

166:                                              ; preds = %147
  %167 = load i32, ptr %149, align 4, !tbaa !5
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds double, ptr %0, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !13
  %171 = fcmp fast olt double %154, %170
  br i1 %171, label %172, label %182

172:                                              ; preds = %166, %172
  %173 = phi i32 [ %177, %172 ], [ %167, %166 ]
  %174 = phi ptr [ %176, %172 ], [ %149, %166 ]
  %175 = phi ptr [ %174, %172 ], [ %148, %166 ]
  store i32 %173, ptr %175, align 4, !tbaa !5
  %176 = getelementptr inbounds i8, ptr %174, i64 -4
  %177 = load i32, ptr %176, align 4, !tbaa !5
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds double, ptr %0, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !13
  %181 = fcmp fast olt double %154, %180
  br i1 %181, label %172, label %182, !llvm.loop !15

182:                                              ; preds = %172, %166, %159
  %183 = phi ptr [ %10, %159 ], [ %148, %166 ], [ %174, %172 ]
  store i32 %150, ptr %183, align 4, !tbaa !5
  %184 = getelementptr inbounds i8, ptr %148, i64 4
  %185 = icmp eq ptr %184, %17
  br i1 %185, label %186, label %147, !llvm.loop !16

186:                                              ; preds = %182, %141, %39, %116, %145
  br i1 %7, label %225, label %187

187:                                              ; preds = %186
  %188 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %189 = zext nneg i32 %188 to i64
  %190 = and i64 %189, 1
  %191 = icmp slt i32 %1, 2
  br i1 %191, label %200, label %192

192:                                              ; preds = %187
  %193 = and i64 %189, 2147483646
  br label %230

194:                                              ; preds = %20, %194
  %195 = phi i64 [ %198, %194 ], [ %21, %20 ]
  %196 = getelementptr inbounds i32, ptr %10, i64 %195
  %197 = trunc nuw nsw i64 %195 to i32
  store i32 %197, ptr %196, align 4, !tbaa !5
  %198 = add nuw nsw i64 %195, 1
  %199 = icmp eq i64 %198, %18
  br i1 %199, label %39, label %194, !llvm.loop !18

200:                                              ; preds = %230, %187
  %201 = phi double [ poison, %187 ], [ %271, %230 ]
  %202 = phi i64 [ 0, %187 ], [ %253, %230 ]
  %203 = phi double [ 0.000000e+00, %187 ], [ %271, %230 ]
  %204 = icmp eq i64 %190, 0
  br i1 %204, label %225, label %205

205:                                              ; preds = %200
  %206 = trunc i64 %202 to i32
  %207 = add i32 %206, 1
  %208 = uitofp nneg i32 %207 to double
  %209 = getelementptr inbounds i32, ptr %10, i64 %202
  %210 = load i32, ptr %209, align 4, !tbaa !5
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds double, ptr %0, i64 %211
  %213 = load double, ptr %212, align 8, !tbaa !13
  %214 = fmul fast double %213, %208
  %215 = urem i32 %207, %1
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds i32, ptr %10, i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds double, ptr %0, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !13
  %222 = tail call fast double @llvm.cos.f64(double %221)
  %223 = fmul fast double %214, %222
  %224 = fadd fast double %223, %203
  br label %225

225:                                              ; preds = %205, %200, %186
  %226 = phi double [ 0.000000e+00, %186 ], [ %201, %200 ], [ %224, %205 ]
  %227 = shl nuw nsw i64 %3, 2
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef %227) #15
  br label %228

228:                                              ; preds = %6, %225
  %229 = phi double [ %226, %225 ], [ 0.000000e+00, %6 ]
  ret double %229

230:                                              ; preds = %230, %192
  %231 = phi i64 [ 0, %192 ], [ %253, %230 ]
  %232 = phi double [ 0.000000e+00, %192 ], [ %271, %230 ]
  %233 = phi i64 [ 0, %192 ], [ %272, %230 ]
  %234 = or disjoint i64 %231, 1
  %235 = trunc nuw nsw i64 %234 to i32
  %236 = uitofp nneg i32 %235 to double
  %237 = getelementptr inbounds i32, ptr %10, i64 %231
  %238 = load i32, ptr %237, align 4, !tbaa !5
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds double, ptr %0, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !13
  %242 = fmul fast double %241, %236
  %243 = urem i32 %235, %1
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr inbounds i32, ptr %10, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds double, ptr %0, i64 %247
  %249 = load double, ptr %248, align 8, !tbaa !13
  %250 = tail call fast double @llvm.cos.f64(double %249)
  %251 = fmul fast double %242, %250
  %252 = fadd fast double %251, %232
  %253 = add nuw nsw i64 %231, 2
  %254 = trunc nuw nsw i64 %253 to i32
  %255 = uitofp nneg i32 %254 to double
  %256 = getelementptr inbounds i32, ptr %10, i64 %234
  %257 = load i32, ptr %256, align 4, !tbaa !5
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds double, ptr %0, i64 %258
  %260 = load double, ptr %259, align 8, !tbaa !13
  %261 = fmul fast double %260, %255
  %262 = urem i32 %254, %1
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr inbounds i32, ptr %10, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !5
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds double, ptr %0, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !13
  %269 = tail call fast double @llvm.cos.f64(double %268)
  %270 = fmul fast double %261, %269
  %271 = fadd fast double %270, %252
  %272 = add i64 %233, 2
  %273 = icmp eq i64 %272, %193
  br i1 %273, label %200, label %230, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %6, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7) #16
  store <4 x double> <double 0x3FD2E9CD95BABA33, double 0x3FED18F6EAD1B446, double 0xBFE0F46AEC2E1B3D, double 0xBFE8BA7C97320575>, ptr %5, align 16, !tbaa !13
  store <4 x double> <double 1.000000e+00, double 0x3FE3E43A9692E21C, double 0xBFCD14F54F250E7A, double 0xBFECEE28B36603A6>, ptr %7, align 16, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %5, i64 32
  %9 = getelementptr inbounds i8, ptr %7, i64 32
  store <4 x double> <double 0x3FE753B6E1646386, double 0x3FE2B7A442CAD2DD, double 0xBFEC2677B8F04315, double 0xBFD6ED3A82EB4F7A>, ptr %8, align 16, !tbaa !13
  store <4 x double> <double 0xBFECB23EB4D22C59, double 0xBFCAFB5B54583D6A, double 0x3FE44F676F25B08C, double 0x3FEFFED789FC7A41>, ptr %9, align 16, !tbaa !13
  %10 = getelementptr inbounds i8, ptr %5, i64 64
  %11 = getelementptr inbounds i8, ptr %7, i64 64
  store <4 x double> <double 0x3FEF1AAF79BEA8B9, double 0x3FBB95BE4CA69224, double 0xBFEFFE26F29ABD25, double 0x3FC32F2D28F584CF>, ptr %10, align 16, !tbaa !13
  store <4 x double> <double 0x3FE3779D2D0CA0EA, double 0xBFCF2C746FB6AF1D, double 0xBFED27FAA6A6196B, double 0xBFEC7441010D641A>, ptr %11, align 16, !tbaa !13
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %14 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6rankedPKdi, i32 noundef %12, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %13, i32 noundef 12)
  br label %15

15:                                               ; preds = %51, %0
  %16 = phi i64 [ 0, %0 ], [ %57, %51 ]
  %17 = phi double [ 0.000000e+00, %0 ], [ %56, %51 ]
  %18 = getelementptr inbounds double, ptr %5, i64 %16
  %19 = load double, ptr %18, align 8, !tbaa !13
  %20 = fadd fast double %19, 0x3EB0C6F7A0B5ED8D
  store double %20, ptr %18, align 8, !tbaa !13
  %21 = call fast noundef nofpclass(nan inf) double @_Z6rankedPKdi(ptr noundef nonnull %5, i32 noundef 12)
  %22 = fadd fast double %19, 0xBEB0C6F7A0B5ED8D
  store double %22, ptr %18, align 8, !tbaa !13
  %23 = call fast noundef nofpclass(nan inf) double @_Z6rankedPKdi(ptr noundef nonnull %5, i32 noundef 12)
  store double %19, ptr %18, align 8, !tbaa !13
  %24 = trunc nuw nsw i64 %16 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = getelementptr inbounds double, ptr %6, i64 %16
  %27 = load double, ptr %26, align 8, !tbaa !13
  %28 = fsub fast double %21, %23
  %29 = fmul fast double %28, 5.000000e+05
  %30 = call fast double @llvm.fabs.f64(double %29)
  %31 = call fast double @llvm.maxnum.f64(double %30, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %27, ptr %4, align 8, !tbaa !13
  %32 = load volatile double, ptr %4, align 8, !tbaa !13
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %34, label %46, label %35

35:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %29, ptr %3, align 8, !tbaa !13
  %36 = load volatile double, ptr %3, align 8, !tbaa !13
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %38, label %46, label %39

39:                                               ; preds = %35
  %40 = fsub fast double %27, %29
  %41 = call fast double @llvm.fabs.f64(double %40)
  %42 = fmul fast double %31, 1.000000e-05
  %43 = fcmp fast ole double %41, %42
  %44 = select i1 %43, ptr @.str.4, ptr @.str.5
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %25, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %29, ptr noundef nonnull %44)
  br i1 %43, label %51, label %48

46:                                               ; preds = %35, %15
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %25, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) %29, ptr noundef nonnull @.str.5)
  br label %48

48:                                               ; preds = %46, %39
  %49 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %48, %39
  %52 = getelementptr inbounds double, ptr %7, i64 %16
  %53 = load double, ptr %52, align 8, !tbaa !13
  %54 = load double, ptr %26, align 8, !tbaa !13
  %55 = fmul fast double %54, %53
  %56 = fadd fast double %55, %17
  %57 = add nuw nsw i64 %16, 1
  %58 = icmp eq i64 %57, 12
  br i1 %58, label %59, label %15, !llvm.loop !20

59:                                               ; preds = %51
  %60 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %61 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %62 = call fast noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6rankedPKdi, i32 noundef %60, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %61, i32 noundef 12)
  %63 = call fast double @llvm.fabs.f64(double %56)
  %64 = call fast double @llvm.maxnum.f64(double %63, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %62, ptr %2, align 8, !tbaa !13
  %65 = load volatile double, ptr %2, align 8, !tbaa !13
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ueq double %66, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %67, label %81, label %68

68:                                               ; preds = %59
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %56, ptr %1, align 8, !tbaa !13
  %69 = load volatile double, ptr %1, align 8, !tbaa !13
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fcmp ueq double %70, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %71, label %81, label %72

72:                                               ; preds = %68
  %73 = fsub fast double %62, %56
  %74 = call fast double @llvm.fabs.f64(double %73)
  %75 = fmul fast double %64, 1.000000e-09
  %76 = fcmp fast ole double %74, %75
  %77 = select i1 %76, ptr @.str.4, ptr @.str.5
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %62, double noundef nofpclass(nan inf) %56, ptr noundef nonnull %77)
  br i1 %76, label %79, label %83

79:                                               ; preds = %72
  %80 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %86

81:                                               ; preds = %68, %59
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %62, double noundef nofpclass(nan inf) %56, ptr noundef nonnull @.str.5)
  br label %83

83:                                               ; preds = %81, %72
  %84 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %86

86:                                               ; preds = %79, %83
  %87 = phi i32 [ %80, %79 ], [ %85, %83 ]
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %87)
  %89 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %90 = icmp ne i32 %89, 0
  %91 = zext i1 %90 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #16
  ret i32 %91
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ6rankedPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2, ptr nocapture readonly %3) unnamed_addr #10 {
  %5 = freeze ptr %1
  %6 = freeze ptr %0
  %7 = ptrtoint ptr %6 to i64
  %8 = ptrtoint ptr %5 to i64
  %9 = sub i64 %8, %7
  %10 = ashr exact i64 %9, 2
  %11 = icmp sgt i64 %10, 16
  br i1 %11, label %12, label %278

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %6, i64 4
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %17, label %207

15:                                               ; preds = %273
  %16 = icmp eq i64 %211, 0
  br i1 %16, label %17, label %207, !llvm.loop !21

17:                                               ; preds = %15, %12
  %18 = phi i64 [ %9, %12 ], [ %275, %15 ]
  %19 = phi ptr [ %5, %12 ], [ %255, %15 ]
  %20 = lshr i64 %18, 2
  %21 = add nsw i64 %20, -2
  %22 = lshr i64 %21, 1
  %23 = add nsw i64 %20, -1
  %24 = lshr i64 %23, 1
  %25 = and i64 %18, 4
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %17
  %28 = or disjoint i64 %21, 1
  %29 = getelementptr inbounds i32, ptr %6, i64 %28
  %30 = getelementptr inbounds i32, ptr %6, i64 %22
  br label %79

31:                                               ; preds = %17, %74
  %32 = phi i64 [ %78, %74 ], [ %22, %17 ]
  %33 = getelementptr inbounds i32, ptr %6, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = icmp sgt i64 %24, %32
  br i1 %35, label %36, label %74

36:                                               ; preds = %31, %36
  %37 = phi i64 [ %52, %36 ], [ %32, %31 ]
  %38 = shl i64 %37, 1
  %39 = add i64 %38, 2
  %40 = getelementptr inbounds i32, ptr %6, i64 %39
  %41 = or disjoint i64 %38, 1
  %42 = getelementptr inbounds i32, ptr %6, i64 %41
  %43 = load i32, ptr %40, align 4, !tbaa !5
  %44 = load i32, ptr %42, align 4, !tbaa !5
  %45 = sext i32 %43 to i64
  %46 = getelementptr inbounds double, ptr %3, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !13
  %48 = sext i32 %44 to i64
  %49 = getelementptr inbounds double, ptr %3, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !13
  %51 = fcmp fast olt double %47, %50
  %52 = select i1 %51, i64 %41, i64 %39
  %53 = getelementptr inbounds i32, ptr %6, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, ptr %6, i64 %37
  store i32 %54, ptr %55, align 4, !tbaa !5
  %56 = icmp slt i64 %52, %24
  br i1 %56, label %36, label %57, !llvm.loop !22

57:                                               ; preds = %36
  %58 = sext i32 %34 to i64
  %59 = getelementptr inbounds double, ptr %3, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !13
  br label %61

61:                                               ; preds = %71, %57
  %62 = phi i64 [ %52, %57 ], [ %64, %71 ]
  %63 = add nsw i64 %62, -1
  %64 = sdiv i64 %63, 2
  %65 = getelementptr inbounds i32, ptr %6, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %3, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fcmp fast olt double %69, %60
  br i1 %70, label %71, label %74

71:                                               ; preds = %61
  %72 = getelementptr inbounds i32, ptr %6, i64 %62
  store i32 %66, ptr %72, align 4, !tbaa !5
  %73 = icmp sgt i64 %64, %32
  br i1 %73, label %61, label %74, !llvm.loop !23

74:                                               ; preds = %71, %61, %31
  %75 = phi i64 [ %32, %31 ], [ %62, %61 ], [ %64, %71 ]
  %76 = getelementptr inbounds i32, ptr %6, i64 %75
  store i32 %34, ptr %76, align 4, !tbaa !5
  %77 = icmp eq i64 %32, 0
  %78 = add nsw i64 %32, -1
  br i1 %77, label %135, label %31, !llvm.loop !24

79:                                               ; preds = %130, %27
  %80 = phi i64 [ %134, %130 ], [ %22, %27 ]
  %81 = getelementptr inbounds i32, ptr %6, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = icmp sgt i64 %24, %80
  br i1 %83, label %84, label %105

84:                                               ; preds = %79, %84
  %85 = phi i64 [ %100, %84 ], [ %80, %79 ]
  %86 = shl i64 %85, 1
  %87 = add i64 %86, 2
  %88 = getelementptr inbounds i32, ptr %6, i64 %87
  %89 = or disjoint i64 %86, 1
  %90 = getelementptr inbounds i32, ptr %6, i64 %89
  %91 = load i32, ptr %88, align 4, !tbaa !5
  %92 = load i32, ptr %90, align 4, !tbaa !5
  %93 = sext i32 %91 to i64
  %94 = getelementptr inbounds double, ptr %3, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !13
  %96 = sext i32 %92 to i64
  %97 = getelementptr inbounds double, ptr %3, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !13
  %99 = fcmp fast olt double %95, %98
  %100 = select i1 %99, i64 %89, i64 %87
  %101 = getelementptr inbounds i32, ptr %6, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = getelementptr inbounds i32, ptr %6, i64 %85
  store i32 %102, ptr %103, align 4, !tbaa !5
  %104 = icmp slt i64 %100, %24
  br i1 %104, label %84, label %105, !llvm.loop !22

105:                                              ; preds = %84, %79
  %106 = phi i64 [ %80, %79 ], [ %100, %84 ]
  %107 = icmp eq i64 %106, %22
  br i1 %107, label %108, label %110

108:                                              ; preds = %105
  %109 = load i32, ptr %29, align 4, !tbaa !5
  store i32 %109, ptr %30, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %108, %105
  %111 = phi i64 [ %28, %108 ], [ %106, %105 ]
  %112 = icmp sgt i64 %111, %80
  br i1 %112, label %113, label %130

113:                                              ; preds = %110
  %114 = sext i32 %82 to i64
  %115 = getelementptr inbounds double, ptr %3, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !13
  br label %117

117:                                              ; preds = %127, %113
  %118 = phi i64 [ %111, %113 ], [ %120, %127 ]
  %119 = add nsw i64 %118, -1
  %120 = sdiv i64 %119, 2
  %121 = getelementptr inbounds i32, ptr %6, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds double, ptr %3, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !13
  %126 = fcmp fast olt double %125, %116
  br i1 %126, label %127, label %130

127:                                              ; preds = %117
  %128 = getelementptr inbounds i32, ptr %6, i64 %118
  store i32 %122, ptr %128, align 4, !tbaa !5
  %129 = icmp sgt i64 %120, %80
  br i1 %129, label %117, label %130, !llvm.loop !23

130:                                              ; preds = %127, %117, %110
  %131 = phi i64 [ %111, %110 ], [ %118, %117 ], [ %120, %127 ]
  %132 = getelementptr inbounds i32, ptr %6, i64 %131
  store i32 %82, ptr %132, align 4, !tbaa !5
  %133 = icmp eq i64 %80, 0
  %134 = add nsw i64 %80, -1
  br i1 %133, label %135, label %79, !llvm.loop !24

135:                                              ; preds = %74, %130
  %136 = icmp sgt i64 %18, 4
  br i1 %136, label %137, label %278

137:                                              ; preds = %135, %203
  %138 = phi ptr [ %139, %203 ], [ %19, %135 ]
  %139 = getelementptr inbounds i8, ptr %138, i64 -4
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = load i32, ptr %6, align 4, !tbaa !5
  store i32 %141, ptr %139, align 4, !tbaa !5
  %142 = ptrtoint ptr %139 to i64
  %143 = sub i64 %142, %7
  %144 = ashr exact i64 %143, 2
  %145 = add nsw i64 %144, -1
  %146 = sdiv i64 %145, 2
  %147 = icmp sgt i64 %144, 2
  br i1 %147, label %148, label %169

148:                                              ; preds = %137, %148
  %149 = phi i64 [ %164, %148 ], [ 0, %137 ]
  %150 = shl i64 %149, 1
  %151 = add i64 %150, 2
  %152 = getelementptr inbounds i32, ptr %6, i64 %151
  %153 = or disjoint i64 %150, 1
  %154 = getelementptr inbounds i32, ptr %6, i64 %153
  %155 = load i32, ptr %152, align 4, !tbaa !5
  %156 = load i32, ptr %154, align 4, !tbaa !5
  %157 = sext i32 %155 to i64
  %158 = getelementptr inbounds double, ptr %3, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !13
  %160 = sext i32 %156 to i64
  %161 = getelementptr inbounds double, ptr %3, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !13
  %163 = fcmp fast olt double %159, %162
  %164 = select i1 %163, i64 %153, i64 %151
  %165 = getelementptr inbounds i32, ptr %6, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = getelementptr inbounds i32, ptr %6, i64 %149
  store i32 %166, ptr %167, align 4, !tbaa !5
  %168 = icmp slt i64 %164, %146
  br i1 %168, label %148, label %169, !llvm.loop !22

169:                                              ; preds = %148, %137
  %170 = phi i64 [ 0, %137 ], [ %164, %148 ]
  %171 = and i64 %143, 4
  %172 = icmp eq i64 %171, 0
  br i1 %172, label %173, label %183

173:                                              ; preds = %169
  %174 = add nsw i64 %144, -2
  %175 = ashr exact i64 %174, 1
  %176 = icmp eq i64 %170, %175
  br i1 %176, label %177, label %183

177:                                              ; preds = %173
  %178 = shl nsw i64 %170, 1
  %179 = or disjoint i64 %178, 1
  %180 = getelementptr inbounds i32, ptr %6, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = getelementptr inbounds i32, ptr %6, i64 %170
  store i32 %181, ptr %182, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %177, %173, %169
  %184 = phi i64 [ %179, %177 ], [ %170, %173 ], [ %170, %169 ]
  %185 = icmp sgt i64 %184, 0
  br i1 %185, label %186, label %203

186:                                              ; preds = %183
  %187 = sext i32 %140 to i64
  %188 = getelementptr inbounds double, ptr %3, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !13
  br label %190

190:                                              ; preds = %200, %186
  %191 = phi i64 [ %184, %186 ], [ %193, %200 ]
  %192 = add nsw i64 %191, -1
  %193 = lshr i64 %192, 1
  %194 = getelementptr inbounds i32, ptr %6, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !5
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds double, ptr %3, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !13
  %199 = fcmp fast olt double %198, %189
  br i1 %199, label %200, label %203

200:                                              ; preds = %190
  %201 = getelementptr inbounds i32, ptr %6, i64 %191
  store i32 %195, ptr %201, align 4, !tbaa !5
  %202 = icmp ult i64 %192, 2
  br i1 %202, label %203, label %190, !llvm.loop !23

203:                                              ; preds = %200, %190, %183
  %204 = phi i64 [ %184, %183 ], [ %191, %190 ], [ 0, %200 ]
  %205 = getelementptr inbounds i32, ptr %6, i64 %204
  store i32 %140, ptr %205, align 4, !tbaa !5
  %206 = icmp sgt i64 %143, 4
  br i1 %206, label %137, label %278, !llvm.loop !25

207:                                              ; preds = %12, %15
  %208 = phi ptr [ %255, %15 ], [ %5, %12 ]
  %209 = phi i64 [ %211, %15 ], [ %2, %12 ]
  %210 = phi i64 [ %276, %15 ], [ %10, %12 ]
  %211 = add nsw i64 %209, -1
  %212 = lshr i64 %210, 1
  %213 = getelementptr inbounds i32, ptr %6, i64 %212
  %214 = getelementptr inbounds i8, ptr %208, i64 -4
  %215 = load i32, ptr %13, align 4, !tbaa !5
  %216 = load i32, ptr %213, align 4, !tbaa !5
  %217 = sext i32 %215 to i64
  %218 = getelementptr inbounds double, ptr %3, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !13
  %220 = sext i32 %216 to i64
  %221 = getelementptr inbounds double, ptr %3, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !13
  %223 = fcmp fast olt double %219, %222
  %224 = load i32, ptr %214, align 4, !tbaa !5
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds double, ptr %3, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !13
  br i1 %223, label %228, label %237

228:                                              ; preds = %207
  %229 = fcmp fast olt double %222, %227
  br i1 %229, label %230, label %232

230:                                              ; preds = %228
  %231 = load i32, ptr %6, align 4, !tbaa !5
  store i32 %216, ptr %6, align 4, !tbaa !5
  store i32 %231, ptr %213, align 4, !tbaa !5
  br label %246

232:                                              ; preds = %228
  %233 = fcmp fast olt double %219, %227
  %234 = load i32, ptr %6, align 4, !tbaa !5
  br i1 %233, label %235, label %236

235:                                              ; preds = %232
  store i32 %224, ptr %6, align 4, !tbaa !5
  store i32 %234, ptr %214, align 4, !tbaa !5
  br label %246

236:                                              ; preds = %232
  store i32 %215, ptr %6, align 4, !tbaa !5
  store i32 %234, ptr %13, align 4, !tbaa !5
  br label %246

237:                                              ; preds = %207
  %238 = fcmp fast olt double %219, %227
  br i1 %238, label %239, label %241

239:                                              ; preds = %237
  %240 = load i32, ptr %6, align 4, !tbaa !5
  store i32 %215, ptr %6, align 4, !tbaa !5
  store i32 %240, ptr %13, align 4, !tbaa !5
  br label %246

241:                                              ; preds = %237
  %242 = fcmp fast olt double %222, %227
  %243 = load i32, ptr %6, align 4, !tbaa !5
  br i1 %242, label %244, label %245

244:                                              ; preds = %241
  store i32 %224, ptr %6, align 4, !tbaa !5
  store i32 %243, ptr %214, align 4, !tbaa !5
  br label %246

245:                                              ; preds = %241
  store i32 %216, ptr %6, align 4, !tbaa !5
  store i32 %243, ptr %213, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %245, %244, %239, %236, %235, %230
  br label %247

247:                                              ; preds = %246, %272
  %248 = phi ptr [ %264, %272 ], [ %208, %246 ]
  %249 = phi ptr [ %261, %272 ], [ %13, %246 ]
  %250 = load i32, ptr %6, align 4, !tbaa !5
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds double, ptr %3, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !13
  br label %254

254:                                              ; preds = %254, %247
  %255 = phi ptr [ %249, %247 ], [ %261, %254 ]
  %256 = load i32, ptr %255, align 4, !tbaa !5
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds double, ptr %3, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !13
  %260 = fcmp fast olt double %259, %253
  %261 = getelementptr inbounds i8, ptr %255, i64 4
  br i1 %260, label %254, label %262, !llvm.loop !26

262:                                              ; preds = %254, %262
  %263 = phi ptr [ %264, %262 ], [ %248, %254 ]
  %264 = getelementptr inbounds i8, ptr %263, i64 -4
  %265 = load i32, ptr %264, align 4, !tbaa !5
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds double, ptr %3, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !13
  %269 = fcmp fast olt double %253, %268
  br i1 %269, label %262, label %270, !llvm.loop !27

270:                                              ; preds = %262
  %271 = icmp ult ptr %255, %264
  br i1 %271, label %272, label %273

272:                                              ; preds = %270
  store i32 %265, ptr %255, align 4, !tbaa !5
  store i32 %256, ptr %264, align 4, !tbaa !5
  br label %247, !llvm.loop !28

273:                                              ; preds = %270
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ6rankedPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %255, ptr %208, i64 noundef %211, ptr nonnull %3)
  %274 = ptrtoint ptr %255 to i64
  %275 = sub i64 %274, %7
  %276 = ashr exact i64 %275, 2
  %277 = icmp sgt i64 %276, 16
  br i1 %277, label %15, label %278, !llvm.loop !21

278:                                              ; preds = %273, %203, %4, %135
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

attributes #0 = { mustprogress uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !12, !11}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
