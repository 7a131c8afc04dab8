; ModuleID = 'escape.c'
source_filename = "escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Node = type { double, ptr }
%struct.Buf = type { ptr, i32 }

@__const.main.x = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], align 16
@B0 = internal unnamed_addr constant [4 x double] [double 5.000000e-01, double -3.000000e-01, double 8.000000e-01, double 1.100000e+00], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [10 x i8] c"replace.x\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"replace.new_shadow\00", align 1
@__const.main.tail = private unnamed_addr constant %struct.Node { double 9.000000e-01, ptr null }, align 8
@__const.main.y = private unnamed_addr constant [2 x double] [double 1.300000e+00, double 6.000000e-01], align 16
@.str.2 = private unnamed_addr constant [9 x i8] c"append.x\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"append.tail\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"append.node_shadow\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"append.linked\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"escape\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local nofpclass(nan inf) double @replace(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !5
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #14
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #14
  %9 = icmp sgt i32 %4, 0
  %10 = load ptr, ptr %0, align 8, !tbaa !11
  br i1 %9, label %11, label %134

11:                                               ; preds = %2
  %12 = load double, ptr %1, align 8, !tbaa !12
  %13 = zext nneg i32 %4 to i64
  %14 = icmp ult i32 %4, 4
  br i1 %14, label %15, label %17

15:                                               ; preds = %30, %11
  %16 = phi i64 [ 0, %11 ], [ %18, %30 ]
  br label %106

17:                                               ; preds = %11
  %18 = and i64 %13, 2147483644
  %19 = insertelement <4 x double> poison, double %12, i64 0
  %20 = shufflevector <4 x double> %19, <4 x double> poison, <4 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %17
  %22 = phi i64 [ 0, %17 ], [ %28, %21 ]
  %23 = getelementptr inbounds double, ptr %10, i64 %22
  %24 = load <4 x double>, ptr %23, align 8, !tbaa !12
  %25 = fadd fast <4 x double> %20, %24
  %26 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %25)
  %27 = getelementptr inbounds double, ptr %8, i64 %22
  store <4 x double> %26, ptr %27, align 8, !tbaa !12
  %28 = add nuw i64 %22, 4
  %29 = icmp eq i64 %28, %18
  br i1 %29, label %30, label %21, !llvm.loop !14

30:                                               ; preds = %21
  %31 = icmp eq i64 %18, %13
  br i1 %31, label %32, label %15

32:                                               ; preds = %106, %30
  br i1 %9, label %33, label %134

33:                                               ; preds = %32
  %34 = icmp ult i32 %4, 16
  br i1 %34, label %35, label %43

35:                                               ; preds = %48, %43, %33
  %36 = and i64 %13, 3
  %37 = icmp ult i32 %4, 4
  br i1 %37, label %115, label %38

38:                                               ; preds = %35
  %39 = and i64 %13, 2147483644
  %40 = load double, ptr %1, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %1, i64 8
  %42 = load double, ptr %41, align 8, !tbaa !12
  br label %270

43:                                               ; preds = %33
  %44 = add nsw i64 %13, -1
  %45 = trunc i64 %44 to i1
  %46 = icmp ugt i64 %44, 1
  %47 = or i1 %46, %45
  br i1 %47, label %35, label %48

48:                                               ; preds = %43
  %49 = shl nuw nsw i64 %13, 3
  %50 = getelementptr i8, ptr %7, i64 %49
  %51 = getelementptr i8, ptr %10, i64 %49
  %52 = sub nsw i64 8, %49
  %53 = getelementptr i8, ptr %1, i64 %52
  %54 = getelementptr i8, ptr %1, i64 8
  %55 = icmp ult ptr %7, %51
  %56 = icmp ult ptr %10, %50
  %57 = and i1 %55, %56
  %58 = icmp ult ptr %7, %54
  %59 = icmp ult ptr %53, %50
  %60 = and i1 %58, %59
  %61 = or i1 %57, %60
  br i1 %61, label %35, label %62

62:                                               ; preds = %48
  %63 = getelementptr inbounds i8, ptr %1, i64 -24
  %64 = getelementptr inbounds i8, ptr %1, i64 -56
  %65 = getelementptr inbounds i8, ptr %1, i64 -88
  %66 = getelementptr inbounds i8, ptr %1, i64 -120
  %67 = load <4 x double>, ptr %63, align 8, !tbaa !12, !alias.scope !18
  %68 = shufflevector <4 x double> %67, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %69 = load <4 x double>, ptr %64, align 8, !tbaa !12, !alias.scope !18
  %70 = shufflevector <4 x double> %69, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %71 = load <4 x double>, ptr %65, align 8, !tbaa !12, !alias.scope !18
  %72 = shufflevector <4 x double> %71, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %73 = load <4 x double>, ptr %66, align 8, !tbaa !12, !alias.scope !18
  %74 = shufflevector <4 x double> %73, <4 x double> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  br label %75

75:                                               ; preds = %62, %75
  %76 = phi i64 [ %105, %75 ], [ 0, %62 ]
  %77 = getelementptr inbounds double, ptr %10, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 32
  %79 = getelementptr inbounds i8, ptr %77, i64 64
  %80 = getelementptr inbounds i8, ptr %77, i64 96
  %81 = load <4 x double>, ptr %77, align 8, !tbaa !12, !alias.scope !21
  %82 = load <4 x double>, ptr %78, align 8, !tbaa !12, !alias.scope !21
  %83 = load <4 x double>, ptr %79, align 8, !tbaa !12, !alias.scope !21
  %84 = load <4 x double>, ptr %80, align 8, !tbaa !12, !alias.scope !21
  %85 = fmul fast <4 x double> %68, %81
  %86 = fmul fast <4 x double> %70, %82
  %87 = fmul fast <4 x double> %72, %83
  %88 = fmul fast <4 x double> %74, %84
  %89 = getelementptr inbounds double, ptr %8, i64 %76
  %90 = getelementptr inbounds i8, ptr %89, i64 32
  %91 = getelementptr inbounds i8, ptr %89, i64 64
  %92 = getelementptr inbounds i8, ptr %89, i64 96
  %93 = load <4 x double>, ptr %89, align 8, !tbaa !12
  %94 = load <4 x double>, ptr %90, align 8, !tbaa !12
  %95 = load <4 x double>, ptr %91, align 8, !tbaa !12
  %96 = load <4 x double>, ptr %92, align 8, !tbaa !12
  %97 = fadd fast <4 x double> %85, %93
  %98 = fadd fast <4 x double> %86, %94
  %99 = fadd fast <4 x double> %87, %95
  %100 = fadd fast <4 x double> %88, %96
  %101 = getelementptr inbounds double, ptr %7, i64 %76
  %102 = getelementptr inbounds i8, ptr %101, i64 32
  %103 = getelementptr inbounds i8, ptr %101, i64 64
  %104 = getelementptr inbounds i8, ptr %101, i64 96
  store <4 x double> %97, ptr %101, align 8, !tbaa !12, !alias.scope !23, !noalias !25
  store <4 x double> %98, ptr %102, align 8, !tbaa !12, !alias.scope !23, !noalias !25
  store <4 x double> %99, ptr %103, align 8, !tbaa !12, !alias.scope !23, !noalias !25
  store <4 x double> %100, ptr %104, align 8, !tbaa !12, !alias.scope !23, !noalias !25
  %105 = add nuw i64 %76, 16
  br label %75, !llvm.loop !26

106:                                              ; preds = %15, %106
  %107 = phi i64 [ %113, %106 ], [ %16, %15 ]
  %108 = getelementptr inbounds double, ptr %10, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !12
  %110 = fadd fast double %12, %109
  %111 = tail call fast double @llvm.sin.f64(double %110)
  %112 = getelementptr inbounds double, ptr %8, i64 %107
  store double %111, ptr %112, align 8, !tbaa !12
  %113 = add nuw nsw i64 %107, 1
  %114 = icmp eq i64 %113, %13
  br i1 %114, label %32, label %106, !llvm.loop !27

115:                                              ; preds = %270, %35
  %116 = phi i64 [ 0, %35 ], [ %304, %270 ]
  %117 = icmp eq i64 %36, 0
  br i1 %117, label %134, label %118

118:                                              ; preds = %115, %118
  %119 = phi i64 [ %131, %118 ], [ %116, %115 ]
  %120 = phi i64 [ %132, %118 ], [ 0, %115 ]
  %121 = getelementptr inbounds double, ptr %10, i64 %119
  %122 = load double, ptr %121, align 8, !tbaa !12
  %123 = and i64 %119, 1
  %124 = getelementptr inbounds double, ptr %1, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !12
  %126 = fmul fast double %125, %122
  %127 = getelementptr inbounds double, ptr %8, i64 %119
  %128 = load double, ptr %127, align 8, !tbaa !12
  %129 = fadd fast double %126, %128
  %130 = getelementptr inbounds double, ptr %7, i64 %119
  store double %129, ptr %130, align 8, !tbaa !12
  %131 = add nuw nsw i64 %119, 1
  %132 = add i64 %120, 1
  %133 = icmp eq i64 %132, %36
  br i1 %133, label %134, label %118, !llvm.loop !28

134:                                              ; preds = %115, %118, %2, %32
  tail call void @free(ptr noundef %8) #15
  tail call void @free(ptr noundef %10) #15
  store ptr %7, ptr %0, align 8, !tbaa !11
  %135 = load i32, ptr %3, align 8, !tbaa !5
  %136 = icmp sgt i32 %135, 0
  br i1 %136, label %137, label %307

137:                                              ; preds = %134
  %138 = zext nneg i32 %135 to i64
  %139 = icmp ult i32 %135, 16
  br i1 %139, label %140, label %143

140:                                              ; preds = %264, %137
  %141 = phi i64 [ 0, %137 ], [ %144, %264 ]
  %142 = phi double [ 0.000000e+00, %137 ], [ %268, %264 ]
  br label %309

143:                                              ; preds = %137
  %144 = and i64 %138, 2147483632
  %145 = insertelement <4 x i32> poison, i32 %135, i64 0
  %146 = shufflevector <4 x i32> %145, <4 x i32> poison, <4 x i32> zeroinitializer
  %147 = zext nneg <4 x i32> %146 to <4 x i64>
  %148 = zext nneg <4 x i32> %146 to <4 x i64>
  %149 = zext nneg <4 x i32> %146 to <4 x i64>
  br label %150

150:                                              ; preds = %150, %143
  %151 = phi i64 [ 0, %143 ], [ %262, %150 ]
  %152 = phi <4 x double> [ zeroinitializer, %143 ], [ %258, %150 ]
  %153 = phi <4 x double> [ zeroinitializer, %143 ], [ %259, %150 ]
  %154 = phi <4 x double> [ zeroinitializer, %143 ], [ %260, %150 ]
  %155 = phi <4 x double> [ zeroinitializer, %143 ], [ %261, %150 ]
  %156 = getelementptr inbounds double, ptr %7, i64 %151
  %157 = getelementptr inbounds i8, ptr %156, i64 32
  %158 = getelementptr inbounds i8, ptr %156, i64 64
  %159 = getelementptr inbounds i8, ptr %156, i64 96
  %160 = load <4 x double>, ptr %156, align 8, !tbaa !12
  %161 = load <4 x double>, ptr %157, align 8, !tbaa !12
  %162 = load <4 x double>, ptr %158, align 8, !tbaa !12
  %163 = load <4 x double>, ptr %159, align 8, !tbaa !12
  %164 = or disjoint i64 %151, 1
  %165 = or disjoint i64 %151, 2
  %166 = or disjoint i64 %151, 3
  %167 = insertelement <4 x i64> poison, i64 %151, i64 0
  %168 = shufflevector <4 x i64> %167, <4 x i64> poison, <4 x i32> zeroinitializer
  %169 = or disjoint <4 x i64> %168, <i64 4, i64 5, i64 6, i64 7>
  %170 = or disjoint <4 x i64> %168, <i64 8, i64 9, i64 10, i64 11>
  %171 = or disjoint <4 x i64> %168, <i64 12, i64 13, i64 14, i64 15>
  %172 = add nuw nsw i64 %151, 16
  %173 = icmp eq i64 %164, %138
  %174 = icmp eq i64 %165, %138
  %175 = icmp eq i64 %166, %138
  %176 = icmp eq i64 %172, %138
  %177 = and i64 %164, 4294967281
  %178 = and i64 %165, 4294967282
  %179 = and i64 %166, 4294967283
  %180 = and i64 %172, 4294967280
  %181 = select i1 %173, i64 0, i64 %177
  %182 = select i1 %174, i64 0, i64 %178
  %183 = select i1 %175, i64 0, i64 %179
  %184 = icmp eq <4 x i64> %169, %147
  %185 = and <4 x i64> %169, <i64 4294967284, i64 4294967285, i64 4294967286, i64 4294967287>
  %186 = select <4 x i1> %184, <4 x i64> zeroinitializer, <4 x i64> %185
  %187 = icmp eq <4 x i64> %170, %148
  %188 = and <4 x i64> %170, <i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291>
  %189 = select <4 x i1> %187, <4 x i64> zeroinitializer, <4 x i64> %188
  %190 = icmp eq <4 x i64> %171, %149
  %191 = and <4 x i64> %171, <i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295>
  %192 = select <4 x i1> %190, <4 x i64> zeroinitializer, <4 x i64> %191
  %193 = select i1 %176, i64 0, i64 %180
  %194 = getelementptr inbounds double, ptr %7, i64 %181
  %195 = getelementptr inbounds double, ptr %7, i64 %182
  %196 = getelementptr inbounds double, ptr %7, i64 %183
  %197 = extractelement <4 x i64> %186, i64 0
  %198 = getelementptr inbounds double, ptr %7, i64 %197
  %199 = extractelement <4 x i64> %186, i64 1
  %200 = getelementptr inbounds double, ptr %7, i64 %199
  %201 = extractelement <4 x i64> %186, i64 2
  %202 = getelementptr inbounds double, ptr %7, i64 %201
  %203 = extractelement <4 x i64> %186, i64 3
  %204 = getelementptr inbounds double, ptr %7, i64 %203
  %205 = extractelement <4 x i64> %189, i64 0
  %206 = getelementptr inbounds double, ptr %7, i64 %205
  %207 = extractelement <4 x i64> %189, i64 1
  %208 = getelementptr inbounds double, ptr %7, i64 %207
  %209 = extractelement <4 x i64> %189, i64 2
  %210 = getelementptr inbounds double, ptr %7, i64 %209
  %211 = extractelement <4 x i64> %189, i64 3
  %212 = getelementptr inbounds double, ptr %7, i64 %211
  %213 = extractelement <4 x i64> %192, i64 0
  %214 = getelementptr inbounds double, ptr %7, i64 %213
  %215 = extractelement <4 x i64> %192, i64 1
  %216 = getelementptr inbounds double, ptr %7, i64 %215
  %217 = extractelement <4 x i64> %192, i64 2
  %218 = getelementptr inbounds double, ptr %7, i64 %217
  %219 = extractelement <4 x i64> %192, i64 3
  %220 = getelementptr inbounds double, ptr %7, i64 %219
  %221 = getelementptr inbounds double, ptr %7, i64 %193
  %222 = load double, ptr %194, align 8, !tbaa !12
  %223 = load double, ptr %195, align 8, !tbaa !12
  %224 = load double, ptr %196, align 8, !tbaa !12
  %225 = load double, ptr %198, align 8, !tbaa !12
  %226 = insertelement <4 x double> poison, double %222, i64 0
  %227 = insertelement <4 x double> %226, double %223, i64 1
  %228 = insertelement <4 x double> %227, double %224, i64 2
  %229 = insertelement <4 x double> %228, double %225, i64 3
  %230 = load double, ptr %200, align 8, !tbaa !12
  %231 = load double, ptr %202, align 8, !tbaa !12
  %232 = load double, ptr %204, align 8, !tbaa !12
  %233 = load double, ptr %206, align 8, !tbaa !12
  %234 = insertelement <4 x double> poison, double %230, i64 0
  %235 = insertelement <4 x double> %234, double %231, i64 1
  %236 = insertelement <4 x double> %235, double %232, i64 2
  %237 = insertelement <4 x double> %236, double %233, i64 3
  %238 = load double, ptr %208, align 8, !tbaa !12
  %239 = load double, ptr %210, align 8, !tbaa !12
  %240 = load double, ptr %212, align 8, !tbaa !12
  %241 = load double, ptr %214, align 8, !tbaa !12
  %242 = insertelement <4 x double> poison, double %238, i64 0
  %243 = insertelement <4 x double> %242, double %239, i64 1
  %244 = insertelement <4 x double> %243, double %240, i64 2
  %245 = insertelement <4 x double> %244, double %241, i64 3
  %246 = load double, ptr %216, align 8, !tbaa !12
  %247 = load double, ptr %218, align 8, !tbaa !12
  %248 = load double, ptr %220, align 8, !tbaa !12
  %249 = load double, ptr %221, align 8, !tbaa !12
  %250 = insertelement <4 x double> poison, double %246, i64 0
  %251 = insertelement <4 x double> %250, double %247, i64 1
  %252 = insertelement <4 x double> %251, double %248, i64 2
  %253 = insertelement <4 x double> %252, double %249, i64 3
  %254 = fmul fast <4 x double> %229, %160
  %255 = fmul fast <4 x double> %237, %161
  %256 = fmul fast <4 x double> %245, %162
  %257 = fmul fast <4 x double> %253, %163
  %258 = fadd fast <4 x double> %254, %152
  %259 = fadd fast <4 x double> %255, %153
  %260 = fadd fast <4 x double> %256, %154
  %261 = fadd fast <4 x double> %257, %155
  %262 = add nuw i64 %151, 16
  %263 = icmp eq i64 %262, %144
  br i1 %263, label %264, label %150, !llvm.loop !30

264:                                              ; preds = %150
  %265 = fadd fast <4 x double> %259, %258
  %266 = fadd fast <4 x double> %260, %265
  %267 = fadd fast <4 x double> %261, %266
  %268 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %267)
  %269 = icmp eq i64 %144, %138
  br i1 %269, label %307, label %140

270:                                              ; preds = %270, %38
  %271 = phi i64 [ 0, %38 ], [ %304, %270 ]
  %272 = phi i64 [ 0, %38 ], [ %305, %270 ]
  %273 = getelementptr inbounds double, ptr %10, i64 %271
  %274 = load double, ptr %273, align 8, !tbaa !12
  %275 = fmul fast double %40, %274
  %276 = getelementptr inbounds double, ptr %8, i64 %271
  %277 = load double, ptr %276, align 8, !tbaa !12
  %278 = fadd fast double %275, %277
  %279 = getelementptr inbounds double, ptr %7, i64 %271
  store double %278, ptr %279, align 8, !tbaa !12
  %280 = or disjoint i64 %271, 1
  %281 = getelementptr inbounds double, ptr %10, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !12
  %283 = fmul fast double %42, %282
  %284 = getelementptr inbounds double, ptr %8, i64 %280
  %285 = load double, ptr %284, align 8, !tbaa !12
  %286 = fadd fast double %283, %285
  %287 = getelementptr inbounds double, ptr %7, i64 %280
  store double %286, ptr %287, align 8, !tbaa !12
  %288 = or disjoint i64 %271, 2
  %289 = getelementptr inbounds double, ptr %10, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !12
  %291 = fmul fast double %40, %290
  %292 = getelementptr inbounds double, ptr %8, i64 %288
  %293 = load double, ptr %292, align 8, !tbaa !12
  %294 = fadd fast double %291, %293
  %295 = getelementptr inbounds double, ptr %7, i64 %288
  store double %294, ptr %295, align 8, !tbaa !12
  %296 = or disjoint i64 %271, 3
  %297 = getelementptr inbounds double, ptr %10, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !12
  %299 = fmul fast double %42, %298
  %300 = getelementptr inbounds double, ptr %8, i64 %296
  %301 = load double, ptr %300, align 8, !tbaa !12
  %302 = fadd fast double %299, %301
  %303 = getelementptr inbounds double, ptr %7, i64 %296
  store double %302, ptr %303, align 8, !tbaa !12
  %304 = add nuw nsw i64 %271, 4
  %305 = add i64 %272, 4
  %306 = icmp eq i64 %305, %39
  br i1 %306, label %115, label %270, !llvm.loop !31

307:                                              ; preds = %309, %264, %134
  %308 = phi double [ 0.000000e+00, %134 ], [ %268, %264 ], [ %321, %309 ]
  ret double %308

309:                                              ; preds = %140, %309
  %310 = phi i64 [ %314, %309 ], [ %141, %140 ]
  %311 = phi double [ %321, %309 ], [ %142, %140 ]
  %312 = getelementptr inbounds double, ptr %7, i64 %310
  %313 = load double, ptr %312, align 8, !tbaa !12
  %314 = add nuw nsw i64 %310, 1
  %315 = icmp eq i64 %314, %138
  %316 = and i64 %314, 4294967295
  %317 = select i1 %315, i64 0, i64 %316
  %318 = getelementptr inbounds double, ptr %7, i64 %317
  %319 = load double, ptr %318, align 8, !tbaa !12
  %320 = fmul fast double %319, %313
  %321 = fadd fast double %320, %311
  %322 = icmp eq i64 %314, %138
  br i1 %322, label %307, label %309, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define dso_local nofpclass(nan inf) double @append(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) #5 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  %4 = load double, ptr %1, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = fmul fast double %6, %4
  store double %7, ptr %3, align 8, !tbaa !33
  %8 = load ptr, ptr %0, align 8, !tbaa !35
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %8, ptr %9, align 8, !tbaa !36
  store ptr %3, ptr %0, align 8, !tbaa !35
  br label %11

10:                                               ; preds = %11
  ret double %16

11:                                               ; preds = %2, %11
  %12 = phi ptr [ %3, %2 ], [ %18, %11 ]
  %13 = phi double [ 0.000000e+00, %2 ], [ %16, %11 ]
  %14 = load double, ptr %12, align 8, !tbaa !33
  %15 = fmul fast double %14, %14
  %16 = fadd fast double %15, %13
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !36
  %19 = icmp eq ptr %18, null
  br i1 %19, label %10, label %11, !llvm.loop !37
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [2 x double], align 16
  %10 = alloca [2 x double], align 16
  %11 = alloca %struct.Buf, align 8
  %12 = alloca %struct.Buf, align 8
  %13 = alloca %struct.Node, align 8
  %14 = alloca %struct.Node, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [2 x double], align 16
  %18 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %9, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.x, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #15
  %19 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #14
  store ptr %19, ptr %11, align 8, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %11, i64 8
  store i32 4, ptr %20, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #15
  %21 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 4, i64 noundef 8) #16
  store ptr %21, ptr %12, align 8, !tbaa !11
  %22 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 4, ptr %22, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 16 dereferenceable(32) @B0, i64 32, i1 false)
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !38
  %24 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @replace, i32 noundef %23, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %23, ptr noundef nonnull %9, ptr noundef nonnull %10) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str, ptr noundef nonnull @replace_ref, ptr noundef null, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %25 = load ptr, ptr %12, align 8, !tbaa !11
  %26 = load double, ptr %25, align 8, !tbaa !12
  %27 = freeze double %26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %27, ptr %2, align 8, !tbaa !12
  %28 = load volatile double, ptr %2, align 8, !tbaa !12
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = fcmp ueq double %29, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %30, label %103, label %95

31:                                               ; preds = %167
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double 1.800000e+00, ptr %7, align 8, !tbaa !12
  %32 = load volatile double, ptr %7, align 8, !tbaa !12
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %34, label %41, label %35

35:                                               ; preds = %31
  %36 = fadd reassoc nsz arcp contract afn double %173, -1.800000e+00
  %37 = call reassoc nsz arcp contract afn double @llvm.fabs.f64(double %36)
  %38 = fcmp reassoc nsz arcp contract afn ugt double %37, 1.800000e-12
  br i1 %38, label %41, label %39

39:                                               ; preds = %35
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %173, double noundef nofpclass(nan inf) 1.800000e+00, ptr noundef nonnull @.str.8)
  br label %45

41:                                               ; preds = %35, %31, %167
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %173, double noundef nofpclass(nan inf) 1.800000e+00, ptr noundef nonnull @.str.9)
  %43 = load i32, ptr @n_fail, align 4, !tbaa !38
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @n_fail, align 4, !tbaa !38
  br label %45

45:                                               ; preds = %39, %41
  %46 = load ptr, ptr %16, align 8, !tbaa !35
  %47 = load double, ptr %46, align 8, !tbaa !33
  %48 = freeze double %47
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %48, ptr %6, align 8, !tbaa !12
  %49 = load volatile double, ptr %6, align 8, !tbaa !12
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = fcmp ueq double %50, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %51, label %60, label %52

52:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !12
  %53 = load volatile double, ptr %5, align 8, !tbaa !12
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = fcmp one double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %56 = fcmp reassoc nsz arcp contract afn oeq double %48, 0.000000e+00
  %57 = and i1 %56, %55
  br i1 %57, label %58, label %60

58:                                               ; preds = %52
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %48, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %64

60:                                               ; preds = %52, %45
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %48, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.9)
  %62 = load i32, ptr @n_fail, align 4, !tbaa !38
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr @n_fail, align 4, !tbaa !38
  br label %64

64:                                               ; preds = %58, %60
  %65 = load ptr, ptr %16, align 8, !tbaa !35
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !36
  %68 = freeze ptr %67
  %69 = icmp eq ptr %68, %14
  %70 = uitofp i1 %69 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %70, ptr %4, align 8, !tbaa !12
  %71 = load volatile double, ptr %4, align 8, !tbaa !12
  %72 = call double @llvm.fabs.f64(double %71)
  %73 = fcmp ueq double %72, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %73, label %83, label %74

74:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !12
  %75 = load volatile double, ptr %3, align 8, !tbaa !12
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fcmp one double %76, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %78 = fadd reassoc nsz arcp contract afn double %70, -1.000000e+00
  %79 = fcmp reassoc nsz arcp contract afn oeq double %78, 0.000000e+00
  %80 = and i1 %79, %77
  br i1 %80, label %81, label %83

81:                                               ; preds = %74
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %70, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.8)
  br label %87

83:                                               ; preds = %74, %64
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %70, double noundef nofpclass(nan inf) 1.000000e+00, ptr noundef nonnull @.str.9)
  %85 = load i32, ptr @n_fail, align 4, !tbaa !38
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr @n_fail, align 4, !tbaa !38
  br label %87

87:                                               ; preds = %81, %83
  %88 = load ptr, ptr %15, align 8, !tbaa !35
  call void @free(ptr noundef %88) #15
  %89 = load ptr, ptr %16, align 8, !tbaa !35
  call void @free(ptr noundef %89) #15
  %90 = load i32, ptr @n_fail, align 4, !tbaa !38
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, i32 noundef %90)
  %92 = load i32, ptr @n_fail, align 4, !tbaa !38
  %93 = icmp ne i32 %92, 0
  %94 = zext i1 %93 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #15
  ret i32 %94

95:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %96 = load volatile double, ptr %1, align 8, !tbaa !12
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = fcmp one double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %99 = fcmp reassoc nsz arcp contract afn oeq double %27, 0.000000e+00
  %100 = and i1 %99, %98
  br i1 %100, label %101, label %103

101:                                              ; preds = %95
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %107

103:                                              ; preds = %95, %0
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 0, double noundef nofpclass(nan inf) %27, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.9)
  %105 = load i32, ptr @n_fail, align 4, !tbaa !38
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr @n_fail, align 4, !tbaa !38
  br label %107

107:                                              ; preds = %101, %103
  %108 = load ptr, ptr %12, align 8, !tbaa !11
  %109 = getelementptr inbounds i8, ptr %108, i64 8
  %110 = load double, ptr %109, align 8, !tbaa !12
  %111 = freeze double %110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %111, ptr %2, align 8, !tbaa !12
  %112 = load volatile double, ptr %2, align 8, !tbaa !12
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = fcmp ueq double %113, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %114, label %123, label %115

115:                                              ; preds = %107
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %116 = load volatile double, ptr %1, align 8, !tbaa !12
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = fcmp one double %117, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %119 = fcmp reassoc nsz arcp contract afn oeq double %111, 0.000000e+00
  %120 = and i1 %119, %118
  br i1 %120, label %121, label %123

121:                                              ; preds = %115
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %111, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %127

123:                                              ; preds = %115, %107
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 1, double noundef nofpclass(nan inf) %111, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.9)
  %125 = load i32, ptr @n_fail, align 4, !tbaa !38
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @n_fail, align 4, !tbaa !38
  br label %127

127:                                              ; preds = %123, %121
  %128 = load ptr, ptr %12, align 8, !tbaa !11
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load double, ptr %129, align 8, !tbaa !12
  %131 = freeze double %130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %131, ptr %2, align 8, !tbaa !12
  %132 = load volatile double, ptr %2, align 8, !tbaa !12
  %133 = call double @llvm.fabs.f64(double %132)
  %134 = fcmp ueq double %133, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %134, label %143, label %135

135:                                              ; preds = %127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %136 = load volatile double, ptr %1, align 8, !tbaa !12
  %137 = call double @llvm.fabs.f64(double %136)
  %138 = fcmp one double %137, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %139 = fcmp reassoc nsz arcp contract afn oeq double %131, 0.000000e+00
  %140 = and i1 %139, %138
  br i1 %140, label %141, label %143

141:                                              ; preds = %135
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %131, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %147

143:                                              ; preds = %135, %127
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 2, double noundef nofpclass(nan inf) %131, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.9)
  %145 = load i32, ptr @n_fail, align 4, !tbaa !38
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr @n_fail, align 4, !tbaa !38
  br label %147

147:                                              ; preds = %143, %141
  %148 = load ptr, ptr %12, align 8, !tbaa !11
  %149 = getelementptr inbounds i8, ptr %148, i64 24
  %150 = load double, ptr %149, align 8, !tbaa !12
  %151 = freeze double %150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %151, ptr %2, align 8, !tbaa !12
  %152 = load volatile double, ptr %2, align 8, !tbaa !12
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ueq double %153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %154, label %163, label %155

155:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0.000000e+00, ptr %1, align 8, !tbaa !12
  %156 = load volatile double, ptr %1, align 8, !tbaa !12
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp one double %157, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %159 = fcmp reassoc nsz arcp contract afn oeq double %151, 0.000000e+00
  %160 = and i1 %159, %158
  br i1 %160, label %161, label %163

161:                                              ; preds = %155
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.8)
  br label %167

163:                                              ; preds = %155, %147
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 3, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.9)
  %165 = load i32, ptr @n_fail, align 4, !tbaa !38
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr @n_fail, align 4, !tbaa !38
  br label %167

167:                                              ; preds = %163, %161
  %168 = load ptr, ptr %11, align 8, !tbaa !11
  call void @free(ptr noundef %168) #15
  %169 = load ptr, ptr %12, align 8, !tbaa !11
  call void @free(ptr noundef %169) #15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.tail, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #15
  store ptr %13, ptr %15, align 8, !tbaa !35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #15
  store ptr %14, ptr %16, align 8, !tbaa !35
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %17, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.y, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %18, i8 0, i64 16, i1 false)
  %170 = load i32, ptr @enzyme_dup, align 4, !tbaa !38
  %171 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @append, i32 noundef %170, ptr noundef nonnull %15, ptr noundef nonnull %16, i32 noundef %170, ptr noundef nonnull %17, ptr noundef nonnull %18) #15
  call fastcc void @check_grad(ptr noundef nonnull @.str.2, ptr noundef nonnull @append_ref, ptr noundef nonnull %13, ptr noundef nonnull %17, ptr noundef nonnull %18)
  %172 = load double, ptr %14, align 8, !tbaa !33
  %173 = freeze double %172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %173, ptr %8, align 8, !tbaa !12
  %174 = load volatile double, ptr %8, align 8, !tbaa !12
  %175 = call double @llvm.fabs.f64(double %174)
  %176 = fcmp ueq double %175, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %176, label %41, label %31
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: inlinehint nounwind uwtable
define internal fastcc void @check_grad(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #10 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false)
  %9 = load double, ptr %4, align 8, !tbaa !12
  %10 = load double, ptr %8, align 8, !tbaa !12
  %11 = tail call fast double @llvm.fabs.f64(double %10)
  %12 = tail call fast double @llvm.maxnum.f64(double %11, double 1.000000e+00)
  %13 = fmul fast double %12, 0x3EB0C6F7A0B5ED8D
  %14 = fadd fast double %13, %10
  %15 = fsub fast double %10, %13
  store double %14, ptr %8, align 8, !tbaa !12
  %16 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %8, ptr noundef %2) #15, !callees !39
  store double %15, ptr %8, align 8, !tbaa !12
  %17 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %8, ptr noundef %2) #15, !callees !39
  store double %10, ptr %8, align 8, !tbaa !12
  %18 = fsub fast double %16, %17
  %19 = fmul fast double %12, 2.000000e-06
  %20 = fdiv fast double %18, %19
  %21 = tail call fast double @llvm.fabs.f64(double %20)
  %22 = tail call fast double @llvm.maxnum.f64(double %21, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %9, ptr %7, align 8, !tbaa !12
  %23 = load volatile double, ptr %7, align 8, !tbaa !12
  %24 = tail call double @llvm.fabs.f64(double %23)
  %25 = fcmp ueq double %24, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %25, label %38, label %26

26:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %20, ptr %6, align 8, !tbaa !12
  %27 = load volatile double, ptr %6, align 8, !tbaa !12
  %28 = tail call double @llvm.fabs.f64(double %27)
  %29 = fcmp ueq double %28, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %29, label %38, label %30

30:                                               ; preds = %26
  %31 = fsub fast double %9, %20
  %32 = tail call fast double @llvm.fabs.f64(double %31)
  %33 = fmul fast double %22, 0x3EB0C6F7A0B5ED8D
  %34 = fcmp fast ole double %32, %33
  %35 = freeze i1 %34
  br i1 %35, label %36, label %38

36:                                               ; preds = %30
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %9, double noundef nofpclass(nan inf) %20, ptr noundef nonnull @.str.8)
  br label %42

38:                                               ; preds = %30, %26, %5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %9, double noundef nofpclass(nan inf) %20, ptr noundef nonnull @.str.9)
  %40 = load i32, ptr @n_fail, align 4, !tbaa !38
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @n_fail, align 4, !tbaa !38
  br label %42

42:                                               ; preds = %36, %38
  %43 = getelementptr inbounds i8, ptr %4, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !12
  %45 = getelementptr inbounds i8, ptr %8, i64 8
  %46 = load double, ptr %45, align 8, !tbaa !12
  %47 = tail call fast double @llvm.fabs.f64(double %46)
  %48 = tail call fast double @llvm.maxnum.f64(double %47, double 1.000000e+00)
  %49 = fmul fast double %48, 0x3EB0C6F7A0B5ED8D
  %50 = fadd fast double %49, %46
  %51 = fsub fast double %46, %49
  store double %50, ptr %45, align 8, !tbaa !12
  %52 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %8, ptr noundef %2) #15, !callees !39
  store double %51, ptr %45, align 8, !tbaa !12
  %53 = tail call fast nofpclass(nan inf) double %1(ptr noundef nonnull %8, ptr noundef %2) #15, !callees !39
  store double %46, ptr %45, align 8, !tbaa !12
  %54 = fsub fast double %52, %53
  %55 = fmul fast double %48, 2.000000e-06
  %56 = fdiv fast double %54, %55
  %57 = tail call fast double @llvm.fabs.f64(double %56)
  %58 = tail call fast double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %44, ptr %7, align 8, !tbaa !12
  %59 = load volatile double, ptr %7, align 8, !tbaa !12
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %61, label %74, label %62

62:                                               ; preds = %42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %56, ptr %6, align 8, !tbaa !12
  %63 = load volatile double, ptr %6, align 8, !tbaa !12
  %64 = tail call double @llvm.fabs.f64(double %63)
  %65 = fcmp ueq double %64, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %65, label %74, label %66

66:                                               ; preds = %62
  %67 = fsub fast double %44, %56
  %68 = tail call fast double @llvm.fabs.f64(double %67)
  %69 = fmul fast double %58, 0x3EB0C6F7A0B5ED8D
  %70 = fcmp fast ole double %68, %69
  %71 = freeze i1 %70
  br i1 %71, label %72, label %74

72:                                               ; preds = %66
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %56, ptr noundef nonnull @.str.8)
  br label %78

74:                                               ; preds = %66, %62, %42
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %44, double noundef nofpclass(nan inf) %56, ptr noundef nonnull @.str.9)
  %76 = load i32, ptr @n_fail, align 4, !tbaa !38
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @n_fail, align 4, !tbaa !38
  br label %78

78:                                               ; preds = %74, %72
  tail call void @free(ptr noundef nonnull %8) #15
  ret void
}

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @replace_ref(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = alloca %struct.Buf, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #15
  %4 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #14
  store ptr %4, ptr %3, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 4, ptr %5, align 8, !tbaa !5
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @B0, i64 32, i1 false)
  %6 = call fast nofpclass(nan inf) double @replace(ptr noundef nonnull %3, ptr noundef %0)
  %7 = load ptr, ptr %3, align 8, !tbaa !11
  tail call void @free(ptr noundef %7) #15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #15
  ret double %6
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal nofpclass(nan inf) double @append_ref(ptr nocapture noundef readonly %0, ptr noundef %1) #11 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  %4 = load double, ptr %0, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !12
  %7 = fmul fast double %6, %4
  store double %7, ptr %3, align 8, !tbaa !33
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %1, ptr %8, align 8, !tbaa !36
  br label %9

9:                                                ; preds = %9, %2
  %10 = phi ptr [ %3, %2 ], [ %16, %9 ]
  %11 = phi double [ 0.000000e+00, %2 ], [ %14, %9 ]
  %12 = load double, ptr %10, align 8, !tbaa !33
  %13 = fmul fast double %12, %12
  %14 = fadd fast double %13, %11
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !36
  %17 = icmp eq ptr %16, null
  br i1 %17, label %18, label %9, !llvm.loop !37

18:                                               ; preds = %9
  tail call void @free(ptr noundef %3) #15
  ret double %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { inlinehint nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nounwind memory(readwrite, argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = !{!24}
!24 = distinct !{!24, !20}
!25 = !{!22, !19}
!26 = distinct !{!26, !15, !16, !17}
!27 = distinct !{!27, !15, !17, !16}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !15, !16, !17}
!31 = distinct !{!31, !15, !16}
!32 = distinct !{!32, !15, !17, !16}
!33 = !{!34, !13, i64 0}
!34 = !{!"Node", !13, i64 0, !7, i64 8}
!35 = !{!7, !7, i64 0}
!36 = !{!34, !7, i64 8}
!37 = distinct !{!37, !15}
!38 = !{!10, !10, i64 0}
!39 = !{ptr @append_ref, ptr @replace_ref}
