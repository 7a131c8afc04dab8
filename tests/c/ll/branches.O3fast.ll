; ModuleID = 'branches.c'
source_filename = "branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [10 x double] [double -2.300000e+00, double -1.400000e+00, double 0xBFE6666666666666, double 2.000000e-01, double 9.000000e-01, double 1.700000e+00, double 2.600000e+00, double 3.400000e+00, double 5.300000e+00, double 6.600000e+00], align 16
@.str = private unnamed_addr constant [6 x i8] c"chain\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"sw\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sel\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [10 x i8] c"multi_ret\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"loop_bc\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"search\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"branches\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  br label %19

13:                                               ; preds = %476
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %14)
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i32
  ret i32 %18

19:                                               ; preds = %0, %476
  %20 = phi i64 [ 0, %0 ], [ %477, %476 ]
  %21 = getelementptr inbounds [10 x double], ptr @main.xs, i64 0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @chain, double noundef nofpclass(nan inf) %22) #8
  %24 = tail call fast double @llvm.fabs.f64(double %22)
  %25 = tail call fast double @llvm.maxnum.f64(double %24, double 1.000000e+00)
  %26 = fmul fast double %25, 0x3EB0C6F7A0B5ED8D
  %27 = fadd fast double %26, %22
  %28 = fsub fast double %22, %26
  %29 = fcmp fast olt double %27, -1.000000e+00
  br i1 %29, label %30, label %33

30:                                               ; preds = %19
  %31 = fmul fast double %27, %27
  %32 = fsub fast double 3.000000e+00, %31
  br label %53

33:                                               ; preds = %19
  %34 = fcmp fast olt double %27, 5.000000e-01
  br i1 %34, label %35, label %38

35:                                               ; preds = %33
  %36 = fmul fast double %27, 3.000000e+00
  %37 = tail call fast double @llvm.sin.f64(double %36)
  br label %49

38:                                               ; preds = %33
  %39 = fcmp fast olt double %27, 2.000000e+00
  br i1 %39, label %40, label %46

40:                                               ; preds = %38
  %41 = fmul fast double %27, %27
  %42 = fmul fast double %41, %27
  %43 = fneg fast double %27
  %44 = tail call fast double @llvm.exp.f64(double %43)
  %45 = fsub fast double %42, %44
  br label %49

46:                                               ; preds = %38
  %47 = tail call fast double @llvm.log.f64(double %27)
  %48 = fmul fast double %47, 5.000000e+00
  br label %49

49:                                               ; preds = %46, %40, %35
  %50 = phi nsz double [ %37, %35 ], [ %45, %40 ], [ %48, %46 ]
  %51 = fmul fast double %50, 2.000000e+00
  %52 = fadd fast double %51, %27
  br label %53

53:                                               ; preds = %30, %49
  %54 = phi nsz double [ %32, %30 ], [ %52, %49 ]
  %55 = fcmp fast olt double %28, -1.000000e+00
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = fmul fast double %28, %28
  %58 = fsub fast double 3.000000e+00, %57
  br label %79

59:                                               ; preds = %53
  %60 = fcmp fast olt double %28, 5.000000e-01
  br i1 %60, label %61, label %64

61:                                               ; preds = %59
  %62 = fmul fast double %28, 3.000000e+00
  %63 = tail call fast double @llvm.sin.f64(double %62)
  br label %75

64:                                               ; preds = %59
  %65 = fcmp fast olt double %28, 2.000000e+00
  br i1 %65, label %66, label %72

66:                                               ; preds = %64
  %67 = fmul fast double %28, %28
  %68 = fmul fast double %67, %28
  %69 = fneg fast double %28
  %70 = tail call fast double @llvm.exp.f64(double %69)
  %71 = fsub fast double %68, %70
  br label %75

72:                                               ; preds = %64
  %73 = tail call fast double @llvm.log.f64(double %28)
  %74 = fmul fast double %73, 5.000000e+00
  br label %75

75:                                               ; preds = %72, %66, %61
  %76 = phi nsz double [ %63, %61 ], [ %71, %66 ], [ %74, %72 ]
  %77 = fmul fast double %76, 2.000000e+00
  %78 = fadd fast double %77, %28
  br label %79

79:                                               ; preds = %56, %75
  %80 = phi nsz double [ %58, %56 ], [ %78, %75 ]
  %81 = fsub fast double %54, %80
  %82 = fmul fast double %25, 2.000000e-06
  %83 = fdiv fast double %81, %82
  %84 = tail call fast double @llvm.fabs.f64(double %83)
  %85 = tail call fast double @llvm.maxnum.f64(double %84, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %23, ptr %12, align 8, !tbaa !9
  %86 = load volatile double, ptr %12, align 8, !tbaa !9
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %88, label %100, label %89

89:                                               ; preds = %79
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %83, ptr %11, align 8, !tbaa !9
  %90 = load volatile double, ptr %11, align 8, !tbaa !9
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fcmp ueq double %91, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %92, label %100, label %93

93:                                               ; preds = %89
  %94 = fsub fast double %23, %83
  %95 = tail call fast double @llvm.fabs.f64(double %94)
  %96 = fmul fast double %85, 0x3EB0C6F7A0B5ED8D
  %97 = fcmp fast ole double %95, %96
  %98 = select i1 %97, ptr @.str.9, ptr @.str.10
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %83, ptr noundef nonnull %98)
  br i1 %97, label %105, label %102

100:                                              ; preds = %89, %79
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %23, double noundef nofpclass(nan inf) %83, ptr noundef nonnull @.str.10)
  br label %102

102:                                              ; preds = %100, %93
  %103 = load i32, ptr @n_fail, align 4, !tbaa !5
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @n_fail, align 4, !tbaa !5
  br label %105

105:                                              ; preds = %93, %102
  %106 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sw, double noundef nofpclass(nan inf) %22) #8
  %107 = tail call fast double @llvm.floor.f64(double %27)
  %108 = fptosi double %107 to i32
  %109 = and i32 %108, 3
  switch i32 %109, label %118 [
    i32 0, label %110
    i32 1, label %112
    i32 2, label %115
    i32 3, label %119
  ]

110:                                              ; preds = %105
  %111 = fmul fast double %27, %27
  br label %121

112:                                              ; preds = %105
  %113 = tail call fast double @llvm.sin.f64(double %27)
  %114 = fmul fast double %113, %27
  br label %121

115:                                              ; preds = %105
  %116 = fmul fast double %27, -5.000000e-01
  %117 = tail call fast double @llvm.exp.f64(double %116)
  br label %125

118:                                              ; preds = %125, %105
  unreachable

119:                                              ; preds = %105
  %120 = fdiv fast double 1.000000e+00, %27
  br label %121

121:                                              ; preds = %119, %112, %110
  %122 = phi nsz double [ %120, %119 ], [ %114, %112 ], [ %111, %110 ]
  %123 = fmul fast double %27, 5.000000e-01
  %124 = fadd fast double %122, %123
  br label %125

125:                                              ; preds = %115, %121
  %126 = phi nsz double [ %124, %121 ], [ %117, %115 ]
  %127 = tail call fast double @llvm.floor.f64(double %28)
  %128 = fptosi double %127 to i32
  %129 = and i32 %128, 3
  switch i32 %129, label %118 [
    i32 0, label %130
    i32 1, label %132
    i32 2, label %135
    i32 3, label %138
  ]

130:                                              ; preds = %125
  %131 = fmul fast double %28, %28
  br label %140

132:                                              ; preds = %125
  %133 = tail call fast double @llvm.sin.f64(double %28)
  %134 = fmul fast double %133, %28
  br label %140

135:                                              ; preds = %125
  %136 = fmul fast double %28, -5.000000e-01
  %137 = tail call fast double @llvm.exp.f64(double %136)
  br label %144

138:                                              ; preds = %125
  %139 = fdiv fast double 1.000000e+00, %28
  br label %140

140:                                              ; preds = %138, %132, %130
  %141 = phi nsz double [ %139, %138 ], [ %134, %132 ], [ %131, %130 ]
  %142 = fmul fast double %28, 5.000000e-01
  %143 = fadd fast double %141, %142
  br label %144

144:                                              ; preds = %135, %140
  %145 = phi nsz double [ %143, %140 ], [ %137, %135 ]
  %146 = fsub fast double %126, %145
  %147 = fdiv fast double %146, %82
  %148 = tail call fast double @llvm.fabs.f64(double %147)
  %149 = tail call fast double @llvm.maxnum.f64(double %148, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %106, ptr %10, align 8, !tbaa !9
  %150 = load volatile double, ptr %10, align 8, !tbaa !9
  %151 = tail call double @llvm.fabs.f64(double %150)
  %152 = fcmp ueq double %151, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %152, label %164, label %153

153:                                              ; preds = %144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %147, ptr %9, align 8, !tbaa !9
  %154 = load volatile double, ptr %9, align 8, !tbaa !9
  %155 = tail call double @llvm.fabs.f64(double %154)
  %156 = fcmp ueq double %155, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %156, label %164, label %157

157:                                              ; preds = %153
  %158 = fsub fast double %106, %147
  %159 = tail call fast double @llvm.fabs.f64(double %158)
  %160 = fmul fast double %149, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp fast ole double %159, %160
  %162 = select i1 %161, ptr @.str.9, ptr @.str.10
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %147, ptr noundef nonnull %162)
  br i1 %161, label %169, label %166

164:                                              ; preds = %153, %144
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %106, double noundef nofpclass(nan inf) %147, ptr noundef nonnull @.str.10)
  br label %166

166:                                              ; preds = %164, %157
  %167 = load i32, ptr @n_fail, align 4, !tbaa !5
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr @n_fail, align 4, !tbaa !5
  br label %169

169:                                              ; preds = %157, %166
  %170 = trunc nuw nsw i64 %20 to i32
  %171 = uitofp nneg i32 %170 to double
  %172 = fmul fast double %171, 2.000000e-01
  %173 = fsub fast double 3.000000e-01, %172
  %174 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %175 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @sel, double noundef nofpclass(nan inf) %22, i32 noundef %174, double noundef nofpclass(nan inf) %173) #8
  %176 = fmul fast double %27, %27
  %177 = fcmp fast ogt double %176, 2.000000e+00
  br i1 %177, label %178, label %180

178:                                              ; preds = %169
  %179 = tail call fast double @llvm.cos.f64(double %27)
  br label %182

180:                                              ; preds = %169
  %181 = tail call fast double @llvm.sin.f64(double %27)
  br label %182

182:                                              ; preds = %178, %180
  %183 = phi fast double [ %179, %178 ], [ %181, %180 ]
  %184 = fcmp fast ogt double %27, %173
  %185 = fmul fast double %27, %173
  %186 = fadd fast double %27, %173
  %187 = select fast i1 %184, double %185, double %186
  %188 = tail call fast double @llvm.fabs.f64(double %187)
  %189 = fmul fast double %183, %187
  %190 = fcmp fast olt double %27, 0.000000e+00
  %191 = select fast i1 %190, double 2.000000e+00, double 3.000000e+00
  %192 = fmul fast double %188, %191
  %193 = fmul fast double %28, %28
  %194 = fcmp fast ogt double %193, 2.000000e+00
  br i1 %194, label %195, label %197

195:                                              ; preds = %182
  %196 = tail call fast double @llvm.cos.f64(double %28)
  br label %199

197:                                              ; preds = %182
  %198 = tail call fast double @llvm.sin.f64(double %28)
  br label %199

199:                                              ; preds = %195, %197
  %200 = phi fast double [ %196, %195 ], [ %198, %197 ]
  %201 = fcmp fast ogt double %28, %173
  %202 = fmul fast double %28, %173
  %203 = fadd fast double %28, %173
  %204 = select fast i1 %201, double %202, double %203
  %205 = tail call fast double @llvm.fabs.f64(double %204)
  %206 = fcmp fast olt double %28, 0.000000e+00
  %207 = select fast i1 %206, double 2.000000e+00, double 3.000000e+00
  %208 = fmul fast double %205, %207
  %209 = fmul fast double %200, %204
  %210 = fadd fast double %209, %208
  %211 = fadd fast double %189, %192
  %212 = fsub fast double %211, %210
  %213 = fdiv fast double %212, %82
  %214 = tail call fast double @llvm.fabs.f64(double %213)
  %215 = tail call fast double @llvm.maxnum.f64(double %214, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %175, ptr %8, align 8, !tbaa !9
  %216 = load volatile double, ptr %8, align 8, !tbaa !9
  %217 = tail call double @llvm.fabs.f64(double %216)
  %218 = fcmp ueq double %217, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %218, label %230, label %219

219:                                              ; preds = %199
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %213, ptr %7, align 8, !tbaa !9
  %220 = load volatile double, ptr %7, align 8, !tbaa !9
  %221 = tail call double @llvm.fabs.f64(double %220)
  %222 = fcmp ueq double %221, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %222, label %230, label %223

223:                                              ; preds = %219
  %224 = fsub fast double %175, %213
  %225 = tail call fast double @llvm.fabs.f64(double %224)
  %226 = fmul fast double %215, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp fast ole double %225, %226
  %228 = select i1 %227, ptr @.str.9, ptr @.str.10
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %175, double noundef nofpclass(nan inf) %213, ptr noundef nonnull %228)
  br i1 %227, label %235, label %232

230:                                              ; preds = %219, %199
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %175, double noundef nofpclass(nan inf) %213, ptr noundef nonnull @.str.10)
  br label %232

232:                                              ; preds = %230, %223
  %233 = load i32, ptr @n_fail, align 4, !tbaa !5
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr @n_fail, align 4, !tbaa !5
  br label %235

235:                                              ; preds = %223, %232
  %236 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @multi_ret, double noundef nofpclass(nan inf) %22) #8
  %237 = fcmp fast ogt double %27, 3.000000e+00
  br i1 %237, label %238, label %240

238:                                              ; preds = %235
  %239 = tail call fast double @llvm.sqrt.f64(double %27)
  br label %253

240:                                              ; preds = %235
  %241 = fcmp fast ogt double %176, 4.000000e+00
  br i1 %241, label %242, label %244

242:                                              ; preds = %240
  %243 = fmul fast double %176, %27
  br label %253

244:                                              ; preds = %240
  br i1 %190, label %245, label %251

245:                                              ; preds = %244
  %246 = fcmp fast ogt double %176, 1.000000e+00
  br i1 %246, label %247, label %249

247:                                              ; preds = %245
  %248 = tail call fast double @llvm.exp.f64(double %27)
  br label %253

249:                                              ; preds = %245
  %250 = fsub fast double %176, %27
  br label %253

251:                                              ; preds = %244
  %252 = tail call fast double @llvm.sin.f64(double %176)
  br label %253

253:                                              ; preds = %238, %242, %247, %249, %251
  %254 = phi nsz double [ %239, %238 ], [ %243, %242 ], [ %248, %247 ], [ %250, %249 ], [ %252, %251 ]
  %255 = fcmp fast ogt double %28, 3.000000e+00
  br i1 %255, label %256, label %258

256:                                              ; preds = %253
  %257 = tail call fast double @llvm.sqrt.f64(double %28)
  br label %271

258:                                              ; preds = %253
  %259 = fcmp fast ogt double %193, 4.000000e+00
  br i1 %259, label %260, label %262

260:                                              ; preds = %258
  %261 = fmul fast double %193, %28
  br label %271

262:                                              ; preds = %258
  br i1 %206, label %263, label %269

263:                                              ; preds = %262
  %264 = fcmp fast ogt double %193, 1.000000e+00
  br i1 %264, label %265, label %267

265:                                              ; preds = %263
  %266 = tail call fast double @llvm.exp.f64(double %28)
  br label %271

267:                                              ; preds = %263
  %268 = fsub fast double %193, %28
  br label %271

269:                                              ; preds = %262
  %270 = tail call fast double @llvm.sin.f64(double %193)
  br label %271

271:                                              ; preds = %256, %260, %265, %267, %269
  %272 = phi nsz double [ %257, %256 ], [ %261, %260 ], [ %266, %265 ], [ %268, %267 ], [ %270, %269 ]
  %273 = fsub fast double %254, %272
  %274 = fdiv fast double %273, %82
  %275 = tail call fast double @llvm.fabs.f64(double %274)
  %276 = tail call fast double @llvm.maxnum.f64(double %275, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %236, ptr %6, align 8, !tbaa !9
  %277 = load volatile double, ptr %6, align 8, !tbaa !9
  %278 = tail call double @llvm.fabs.f64(double %277)
  %279 = fcmp ueq double %278, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %279, label %291, label %280

280:                                              ; preds = %271
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %274, ptr %5, align 8, !tbaa !9
  %281 = load volatile double, ptr %5, align 8, !tbaa !9
  %282 = tail call double @llvm.fabs.f64(double %281)
  %283 = fcmp ueq double %282, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %283, label %291, label %284

284:                                              ; preds = %280
  %285 = fsub fast double %236, %274
  %286 = tail call fast double @llvm.fabs.f64(double %285)
  %287 = fmul fast double %276, 0x3EB0C6F7A0B5ED8D
  %288 = fcmp fast ole double %286, %287
  %289 = select i1 %288, ptr @.str.9, ptr @.str.10
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %236, double noundef nofpclass(nan inf) %274, ptr noundef nonnull %289)
  br i1 %288, label %296, label %293

291:                                              ; preds = %280, %271
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %236, double noundef nofpclass(nan inf) %274, ptr noundef nonnull @.str.10)
  br label %293

293:                                              ; preds = %291, %284
  %294 = load i32, ptr @n_fail, align 4, !tbaa !5
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr @n_fail, align 4, !tbaa !5
  br label %296

296:                                              ; preds = %284, %293
  %297 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @loop_bc, double noundef nofpclass(nan inf) %22) #8
  %298 = fmul fast double %27, 1.000000e-02
  br label %299

299:                                              ; preds = %320, %296
  %300 = phi double [ 0.000000e+00, %296 ], [ %322, %320 ]
  %301 = phi i32 [ 0, %296 ], [ %321, %320 ]
  %302 = trunc nuw i32 %301 to i8
  %303 = urem i8 %302, 3
  %304 = icmp eq i8 %303, 1
  br i1 %304, label %305, label %307

305:                                              ; preds = %299
  %306 = add nuw nsw i32 %301, 1
  br label %320

307:                                              ; preds = %299
  %308 = uitofp nneg i32 %301 to double
  %309 = fmul fast double %27, %308
  %310 = tail call fast double @llvm.sin.f64(double %309)
  %311 = add nuw nsw i32 %301, 1
  %312 = uitofp nneg i32 %311 to double
  %313 = fdiv fast double %310, %312
  %314 = fcmp fast olt double %313, -3.000000e-01
  br i1 %314, label %320, label %315

315:                                              ; preds = %307
  %316 = fmul fast double %298, %308
  %317 = fadd fast double %316, %300
  %318 = fadd fast double %317, %313
  %319 = fcmp fast ogt double %318, 2.000000e+00
  br i1 %319, label %324, label %320

320:                                              ; preds = %315, %307, %305
  %321 = phi i32 [ %306, %305 ], [ %311, %315 ], [ %311, %307 ]
  %322 = phi nsz double [ %300, %305 ], [ %318, %315 ], [ %300, %307 ]
  %323 = icmp eq i32 %321, 40
  br i1 %323, label %324, label %299, !llvm.loop !11

324:                                              ; preds = %315, %320
  %325 = phi nsz double [ %322, %320 ], [ %318, %315 ]
  %326 = fmul fast double %28, 1.000000e-02
  br label %327

327:                                              ; preds = %348, %324
  %328 = phi double [ 0.000000e+00, %324 ], [ %350, %348 ]
  %329 = phi i32 [ 0, %324 ], [ %349, %348 ]
  %330 = trunc nuw i32 %329 to i8
  %331 = urem i8 %330, 3
  %332 = icmp eq i8 %331, 1
  br i1 %332, label %333, label %335

333:                                              ; preds = %327
  %334 = add nuw nsw i32 %329, 1
  br label %348

335:                                              ; preds = %327
  %336 = uitofp nneg i32 %329 to double
  %337 = fmul fast double %28, %336
  %338 = tail call fast double @llvm.sin.f64(double %337)
  %339 = add nuw nsw i32 %329, 1
  %340 = uitofp nneg i32 %339 to double
  %341 = fdiv fast double %338, %340
  %342 = fcmp fast olt double %341, -3.000000e-01
  br i1 %342, label %348, label %343

343:                                              ; preds = %335
  %344 = fmul fast double %326, %336
  %345 = fadd fast double %344, %328
  %346 = fadd fast double %345, %341
  %347 = fcmp fast ogt double %346, 2.000000e+00
  br i1 %347, label %352, label %348

348:                                              ; preds = %343, %335, %333
  %349 = phi i32 [ %334, %333 ], [ %339, %343 ], [ %339, %335 ]
  %350 = phi nsz double [ %328, %333 ], [ %346, %343 ], [ %328, %335 ]
  %351 = icmp eq i32 %349, 40
  br i1 %351, label %352, label %327, !llvm.loop !11

352:                                              ; preds = %343, %348
  %353 = phi nsz double [ %350, %348 ], [ %346, %343 ]
  %354 = fsub fast double %325, %353
  %355 = fdiv fast double %354, %82
  %356 = tail call fast double @llvm.fabs.f64(double %355)
  %357 = tail call fast double @llvm.maxnum.f64(double %356, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %297, ptr %4, align 8, !tbaa !9
  %358 = load volatile double, ptr %4, align 8, !tbaa !9
  %359 = tail call double @llvm.fabs.f64(double %358)
  %360 = fcmp ueq double %359, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %360, label %372, label %361

361:                                              ; preds = %352
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %355, ptr %3, align 8, !tbaa !9
  %362 = load volatile double, ptr %3, align 8, !tbaa !9
  %363 = tail call double @llvm.fabs.f64(double %362)
  %364 = fcmp ueq double %363, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %364, label %372, label %365

365:                                              ; preds = %361
  %366 = fsub fast double %297, %355
  %367 = tail call fast double @llvm.fabs.f64(double %366)
  %368 = fmul fast double %357, 0x3EB0C6F7A0B5ED8D
  %369 = fcmp fast ole double %367, %368
  %370 = select i1 %369, ptr @.str.9, ptr @.str.10
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %355, ptr noundef nonnull %370)
  br i1 %369, label %377, label %374

372:                                              ; preds = %361, %352
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %297, double noundef nofpclass(nan inf) %355, ptr noundef nonnull @.str.10)
  br label %374

374:                                              ; preds = %372, %365
  %375 = load i32, ptr @n_fail, align 4, !tbaa !5
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr @n_fail, align 4, !tbaa !5
  br label %377

377:                                              ; preds = %365, %374
  %378 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @search, double noundef nofpclass(nan inf) %22) #8
  br label %391

379:                                              ; preds = %404
  %380 = fmul fast double %398, 1.050000e+00
  %381 = tail call fast double @llvm.sin.f64(double %398)
  %382 = fmul fast double %381, 1.000000e-01
  %383 = fadd fast double %382, %380
  %384 = fcmp fast ogt double %383, 4.000000e+00
  br i1 %384, label %400, label %385

385:                                              ; preds = %379
  %386 = fcmp fast olt double %383, -4.000000e+00
  br i1 %386, label %406, label %387

387:                                              ; preds = %385
  %388 = add nuw nsw i32 %393, 2
  %389 = icmp ugt i32 %393, 47
  %390 = icmp eq i32 %388, 50
  br i1 %390, label %410, label %391, !llvm.loop !13

391:                                              ; preds = %387, %377
  %392 = phi i1 [ false, %377 ], [ %389, %387 ]
  %393 = phi i32 [ 0, %377 ], [ %388, %387 ]
  %394 = phi double [ %27, %377 ], [ %383, %387 ]
  %395 = fmul fast double %394, 1.050000e+00
  %396 = tail call fast double @llvm.sin.f64(double %394)
  %397 = fmul fast double %396, 1.000000e-01
  %398 = fadd fast double %397, %395
  %399 = fcmp fast ogt double %398, 4.000000e+00
  br i1 %399, label %400, label %404

400:                                              ; preds = %379, %391
  %401 = phi i1 [ %392, %391 ], [ false, %379 ]
  %402 = phi double [ %398, %391 ], [ %383, %379 ]
  %403 = fmul fast double %402, %27
  br label %410

404:                                              ; preds = %391
  %405 = fcmp fast olt double %398, -4.000000e+00
  br i1 %405, label %406, label %379

406:                                              ; preds = %385, %404
  %407 = phi i1 [ %392, %404 ], [ false, %385 ]
  %408 = phi double [ %398, %404 ], [ %383, %385 ]
  %409 = fneg fast double %408
  br label %410

410:                                              ; preds = %387, %400, %406
  %411 = phi double [ %402, %400 ], [ %408, %406 ], [ %383, %387 ]
  %412 = phi i1 [ %401, %400 ], [ %407, %406 ], [ %389, %387 ]
  %413 = phi nsz double [ %403, %400 ], [ %409, %406 ], [ undef, %387 ]
  %414 = fadd fast double %411, 1.000000e+00
  %415 = select nsz i1 %412, double %414, double %413
  br label %428

416:                                              ; preds = %441
  %417 = fmul fast double %435, 1.050000e+00
  %418 = tail call fast double @llvm.sin.f64(double %435)
  %419 = fmul fast double %418, 1.000000e-01
  %420 = fadd fast double %419, %417
  %421 = fcmp fast ogt double %420, 4.000000e+00
  br i1 %421, label %437, label %422

422:                                              ; preds = %416
  %423 = fcmp fast olt double %420, -4.000000e+00
  br i1 %423, label %443, label %424

424:                                              ; preds = %422
  %425 = add nuw nsw i32 %430, 2
  %426 = icmp ugt i32 %430, 47
  %427 = icmp eq i32 %425, 50
  br i1 %427, label %447, label %428, !llvm.loop !13

428:                                              ; preds = %424, %410
  %429 = phi i1 [ false, %410 ], [ %426, %424 ]
  %430 = phi i32 [ 0, %410 ], [ %425, %424 ]
  %431 = phi double [ %28, %410 ], [ %420, %424 ]
  %432 = fmul fast double %431, 1.050000e+00
  %433 = tail call fast double @llvm.sin.f64(double %431)
  %434 = fmul fast double %433, 1.000000e-01
  %435 = fadd fast double %434, %432
  %436 = fcmp fast ogt double %435, 4.000000e+00
  br i1 %436, label %437, label %441

437:                                              ; preds = %416, %428
  %438 = phi i1 [ %429, %428 ], [ false, %416 ]
  %439 = phi double [ %435, %428 ], [ %420, %416 ]
  %440 = fmul fast double %439, %28
  br label %447

441:                                              ; preds = %428
  %442 = fcmp fast olt double %435, -4.000000e+00
  br i1 %442, label %443, label %416

443:                                              ; preds = %422, %441
  %444 = phi i1 [ %429, %441 ], [ false, %422 ]
  %445 = phi double [ %435, %441 ], [ %420, %422 ]
  %446 = fneg fast double %445
  br label %447

447:                                              ; preds = %424, %437, %443
  %448 = phi double [ %439, %437 ], [ %445, %443 ], [ %420, %424 ]
  %449 = phi i1 [ %438, %437 ], [ %444, %443 ], [ %426, %424 ]
  %450 = phi nsz double [ %440, %437 ], [ %446, %443 ], [ undef, %424 ]
  %451 = fadd fast double %448, 1.000000e+00
  %452 = select nsz i1 %449, double %451, double %450
  %453 = fsub fast double %415, %452
  %454 = fdiv fast double %453, %82
  %455 = tail call fast double @llvm.fabs.f64(double %454)
  %456 = tail call fast double @llvm.maxnum.f64(double %455, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %378, ptr %2, align 8, !tbaa !9
  %457 = load volatile double, ptr %2, align 8, !tbaa !9
  %458 = tail call double @llvm.fabs.f64(double %457)
  %459 = fcmp ueq double %458, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %459, label %471, label %460

460:                                              ; preds = %447
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %454, ptr %1, align 8, !tbaa !9
  %461 = load volatile double, ptr %1, align 8, !tbaa !9
  %462 = tail call double @llvm.fabs.f64(double %461)
  %463 = fcmp ueq double %462, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %463, label %471, label %464

464:                                              ; preds = %460
  %465 = fsub fast double %378, %454
  %466 = tail call fast double @llvm.fabs.f64(double %465)
  %467 = fmul fast double %456, 0x3EB0C6F7A0B5ED8D
  %468 = fcmp fast ole double %466, %467
  %469 = select i1 %468, ptr @.str.9, ptr @.str.10
  %470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %378, double noundef nofpclass(nan inf) %454, ptr noundef nonnull %469)
  br i1 %468, label %476, label %473

471:                                              ; preds = %460, %447
  %472 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %378, double noundef nofpclass(nan inf) %454, ptr noundef nonnull @.str.10)
  br label %473

473:                                              ; preds = %471, %464
  %474 = load i32, ptr @n_fail, align 4, !tbaa !5
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr @n_fail, align 4, !tbaa !5
  br label %476

476:                                              ; preds = %464, %473
  %477 = add nuw nsw i64 %20, 1
  %478 = icmp eq i64 %477, 10
  br i1 %478, label %13, label %19, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @chain(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fcmp fast olt double %0, -1.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = fmul fast double %0, %0
  %5 = fsub fast double 3.000000e+00, %4
  br label %26

6:                                                ; preds = %1
  %7 = fcmp fast olt double %0, 5.000000e-01
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = fmul fast double %0, 3.000000e+00
  %10 = tail call fast double @llvm.sin.f64(double %9)
  br label %22

11:                                               ; preds = %6
  %12 = fcmp fast olt double %0, 2.000000e+00
  br i1 %12, label %13, label %19

13:                                               ; preds = %11
  %14 = fmul fast double %0, %0
  %15 = fmul fast double %14, %0
  %16 = fneg fast double %0
  %17 = tail call fast double @llvm.exp.f64(double %16)
  %18 = fsub fast double %15, %17
  br label %22

19:                                               ; preds = %11
  %20 = tail call fast double @llvm.log.f64(double %0)
  %21 = fmul fast double %20, 5.000000e+00
  br label %22

22:                                               ; preds = %8, %19, %13
  %23 = phi nsz double [ %10, %8 ], [ %18, %13 ], [ %21, %19 ]
  %24 = fmul fast double %23, 2.000000e+00
  %25 = fadd fast double %24, %0
  br label %26

26:                                               ; preds = %22, %3
  %27 = phi nsz double [ %5, %3 ], [ %25, %22 ]
  ret double %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sw(double noundef nofpclass(nan inf) %0) #3 {
  %2 = tail call fast double @llvm.floor.f64(double %0)
  %3 = fptosi double %2 to i32
  %4 = and i32 %3, 3
  switch i32 %4, label %13 [
    i32 0, label %5
    i32 1, label %7
    i32 2, label %10
    i32 3, label %14
  ]

5:                                                ; preds = %1
  %6 = fmul fast double %0, %0
  br label %16

7:                                                ; preds = %1
  %8 = tail call fast double @llvm.sin.f64(double %0)
  %9 = fmul fast double %8, %0
  br label %16

10:                                               ; preds = %1
  %11 = fmul fast double %0, -5.000000e-01
  %12 = tail call fast double @llvm.exp.f64(double %11)
  br label %20

13:                                               ; preds = %1
  unreachable

14:                                               ; preds = %1
  %15 = fdiv fast double 1.000000e+00, %0
  br label %16

16:                                               ; preds = %14, %7, %5
  %17 = phi nsz double [ %15, %14 ], [ %9, %7 ], [ %6, %5 ]
  %18 = fmul fast double %0, 5.000000e-01
  %19 = fadd fast double %17, %18
  br label %20

20:                                               ; preds = %16, %10
  %21 = phi nsz double [ %19, %16 ], [ %12, %10 ]
  ret double %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @sel(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #3 {
  %3 = fmul fast double %0, %0
  %4 = fcmp fast ogt double %3, 2.000000e+00
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = tail call fast double @llvm.cos.f64(double %0)
  br label %9

7:                                                ; preds = %2
  %8 = tail call fast double @llvm.sin.f64(double %0)
  br label %9

9:                                                ; preds = %7, %5
  %10 = phi fast double [ %6, %5 ], [ %8, %7 ]
  %11 = fcmp fast ogt double %0, %1
  %12 = fmul fast double %1, %0
  %13 = fadd fast double %1, %0
  %14 = select fast i1 %11, double %12, double %13
  %15 = tail call fast double @llvm.fabs.f64(double %14)
  %16 = fmul fast double %10, %14
  %17 = fcmp fast olt double %0, 0.000000e+00
  %18 = select fast i1 %17, double 2.000000e+00, double 3.000000e+00
  %19 = fmul fast double %15, %18
  %20 = fadd fast double %16, %19
  ret double %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @multi_ret(double noundef nofpclass(nan inf) %0) #3 {
  %2 = fcmp fast ogt double %0, 3.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fast double @llvm.sqrt.f64(double %0)
  br label %20

5:                                                ; preds = %1
  %6 = fmul fast double %0, %0
  %7 = fcmp fast ogt double %6, 4.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %5
  %9 = fmul fast double %6, %0
  br label %20

10:                                               ; preds = %5
  %11 = fcmp fast olt double %0, 0.000000e+00
  br i1 %11, label %12, label %18

12:                                               ; preds = %10
  %13 = fcmp fast ogt double %6, 1.000000e+00
  br i1 %13, label %14, label %16

14:                                               ; preds = %12
  %15 = tail call fast double @llvm.exp.f64(double %0)
  br label %20

16:                                               ; preds = %12
  %17 = fsub fast double %6, %0
  br label %20

18:                                               ; preds = %10
  %19 = tail call fast double @llvm.sin.f64(double %6)
  br label %20

20:                                               ; preds = %8, %14, %16, %18, %3
  %21 = phi nsz double [ %4, %3 ], [ %9, %8 ], [ %15, %14 ], [ %17, %16 ], [ %19, %18 ]
  ret double %21
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @loop_bc(double noundef nofpclass(nan inf) %0) #5 {
  %2 = fmul fast double %0, 1.000000e-02
  br label %3

3:                                                ; preds = %1, %24
  %4 = phi double [ 0.000000e+00, %1 ], [ %26, %24 ]
  %5 = phi i32 [ 0, %1 ], [ %25, %24 ]
  %6 = trunc nuw i32 %5 to i8
  %7 = urem i8 %6, 3
  %8 = icmp eq i8 %7, 1
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = add nuw nsw i32 %5, 1
  br label %24

11:                                               ; preds = %3
  %12 = uitofp nneg i32 %5 to double
  %13 = fmul fast double %12, %0
  %14 = tail call fast double @llvm.sin.f64(double %13)
  %15 = add nuw nsw i32 %5, 1
  %16 = uitofp nneg i32 %15 to double
  %17 = fdiv fast double %14, %16
  %18 = fcmp fast olt double %17, -3.000000e-01
  br i1 %18, label %24, label %19

19:                                               ; preds = %11
  %20 = fmul fast double %2, %12
  %21 = fadd fast double %20, %4
  %22 = fadd fast double %21, %17
  %23 = fcmp fast ogt double %22, 2.000000e+00
  br i1 %23, label %28, label %24

24:                                               ; preds = %9, %19, %11
  %25 = phi i32 [ %10, %9 ], [ %15, %19 ], [ %15, %11 ]
  %26 = phi nsz double [ %4, %9 ], [ %22, %19 ], [ %4, %11 ]
  %27 = icmp eq i32 %25, 40
  br i1 %27, label %28, label %3, !llvm.loop !11

28:                                               ; preds = %19, %24
  %29 = phi nsz double [ %26, %24 ], [ %22, %19 ]
  ret double %29
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @search(double noundef nofpclass(nan inf) %0) #5 {
  br label %14

2:                                                ; preds = %27
  %3 = fmul fast double %21, 1.050000e+00
  %4 = tail call fast double @llvm.sin.f64(double %21)
  %5 = fmul fast double %4, 1.000000e-01
  %6 = fadd fast double %5, %3
  %7 = fcmp fast ogt double %6, 4.000000e+00
  br i1 %7, label %23, label %8

8:                                                ; preds = %2
  %9 = fcmp fast olt double %6, -4.000000e+00
  br i1 %9, label %29, label %10

10:                                               ; preds = %8
  %11 = add nuw nsw i32 %16, 2
  %12 = icmp ugt i32 %16, 47
  %13 = icmp eq i32 %11, 50
  br i1 %13, label %33, label %14, !llvm.loop !13

14:                                               ; preds = %10, %1
  %15 = phi i1 [ false, %1 ], [ %12, %10 ]
  %16 = phi i32 [ 0, %1 ], [ %11, %10 ]
  %17 = phi double [ %0, %1 ], [ %6, %10 ]
  %18 = fmul fast double %17, 1.050000e+00
  %19 = tail call fast double @llvm.sin.f64(double %17)
  %20 = fmul fast double %19, 1.000000e-01
  %21 = fadd fast double %20, %18
  %22 = fcmp fast ogt double %21, 4.000000e+00
  br i1 %22, label %23, label %27

23:                                               ; preds = %2, %14
  %24 = phi i1 [ %15, %14 ], [ false, %2 ]
  %25 = phi double [ %21, %14 ], [ %6, %2 ]
  %26 = fmul fast double %25, %0
  br label %33

27:                                               ; preds = %14
  %28 = fcmp fast olt double %21, -4.000000e+00
  br i1 %28, label %29, label %2

29:                                               ; preds = %8, %27
  %30 = phi i1 [ %15, %27 ], [ false, %8 ]
  %31 = phi double [ %21, %27 ], [ %6, %8 ]
  %32 = fneg fast double %31
  br label %33

33:                                               ; preds = %10, %29, %23
  %34 = phi double [ %25, %23 ], [ %31, %29 ], [ %6, %10 ]
  %35 = phi i1 [ %24, %23 ], [ %30, %29 ], [ %12, %10 ]
  %36 = phi nsz double [ %26, %23 ], [ %32, %29 ], [ undef, %10 ]
  %37 = fadd fast double %34, 1.000000e+00
  %38 = select nsz i1 %35, double %37, double %36
  ret double %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
