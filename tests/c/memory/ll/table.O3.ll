; ModuleID = 'table.c'
source_filename = "table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 24, i32 8, i32 1], align 4
@.str = private unnamed_addr constant [7 x i8] c"tab.dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"coef.dx\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"table\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@table = internal unnamed_addr constant [8 x double] [double 5.000000e-01, double -1.250000e+00, double 2.000000e+00, double 7.500000e-01, double -3.000000e-01, double 1.500000e+00, double -2.200000e+00, double 9.000000e-01], align 16
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@switch.table.coef = private unnamed_addr constant [5 x double] [double 1.500000e+00, double -2.500000e-01, double 3.000000e+00, double 1.250000e-01, double -2.000000e+00], align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x double], align 16
  %2 = alloca [24 x double], align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #13
  %3 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %5

4:                                                ; preds = %5
  store i64 %12, ptr @rng_state, align 8, !tbaa !5
  br label %33

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %25, %5 ]
  %7 = phi i64 [ %3, %0 ], [ %12, %5 ]
  %8 = trunc i64 %6 to i8
  %9 = mul nuw i8 %8, 5
  %10 = urem i8 %9, 24
  %11 = mul i64 %7, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = lshr i64 %12, 11
  %14 = uitofp nneg i64 %13 to double
  %15 = fmul double %14, 5.000000e-01
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 0x3CA0000000000000, double 2.500000e-01)
  %17 = and i64 %6, 1
  %18 = icmp eq i64 %17, 0
  %19 = uitofp nneg i8 %10 to double
  %20 = fadd double %16, %19
  %21 = fneg double %20
  %22 = select i1 %18, double %20, double %21
  %23 = fdiv double %22, 3.000000e+00
  %24 = getelementptr inbounds [24 x double], ptr %1, i64 0, i64 %6
  store double %23, ptr %24, align 8, !tbaa !9
  %25 = add nuw nsw i64 %6, 1
  %26 = icmp eq i64 %25, 24
  br i1 %26, label %4, label %5, !llvm.loop !11

27:                                               ; preds = %264
  %28 = load i32, ptr @n_fail, align 4, !tbaa !13
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %28)
  %30 = load i32, ptr @n_fail, align 4, !tbaa !13
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #13
  ret i32 %32

33:                                               ; preds = %4, %264
  %34 = phi i64 [ 0, %4 ], [ %265, %264 ]
  %35 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %37 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tab, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %36) #13
  %38 = call i32 @llvm.smax.i32(i32 %36, i32 1)
  %39 = zext nneg i32 %38 to i64
  %40 = shl nuw nsw i64 %39, 3
  %41 = call noalias ptr @malloc(i64 noundef %40) #14
  %42 = sext i32 %36 to i64
  %43 = shl nsw i64 %42, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr nonnull readonly align 16 %1, i64 %43, i1 false)
  %44 = zext nneg i32 %36 to i64
  br label %45

45:                                               ; preds = %33, %173
  %46 = phi i64 [ 0, %33 ], [ %174, %173 ]
  %47 = getelementptr inbounds double, ptr %2, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = getelementptr inbounds double, ptr %41, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fcmp ogt double %51, 1.000000e+00
  %53 = select i1 %52, double %51, double 1.000000e+00
  %54 = fmul double %53, 0x3EB0C6F7A0B5ED8D
  %55 = fadd double %50, %54
  store double %55, ptr %49, align 8, !tbaa !9
  br label %56

56:                                               ; preds = %95, %45
  %57 = phi i64 [ 0, %45 ], [ %103, %95 ]
  %58 = phi double [ 0.000000e+00, %45 ], [ %102, %95 ]
  %59 = getelementptr inbounds double, ptr %41, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = fmul double %61, 3.000000e+00
  %63 = call double @llvm.floor.f64(double %62)
  %64 = fptosi double %63 to i32
  %65 = and i32 %64, 7
  switch i32 %65, label %85 [
    i32 0, label %66
    i32 1, label %68
    i32 2, label %71
    i32 3, label %74
    i32 4, label %78
    i32 5, label %82
  ]

66:                                               ; preds = %56
  %67 = fmul double %60, 5.000000e-01
  br label %95

68:                                               ; preds = %56
  %69 = fmul double %60, -1.250000e+00
  %70 = fmul double %60, %69
  br label %95

71:                                               ; preds = %56
  %72 = fmul double %60, 2.000000e+00
  %73 = call double @sin(double noundef %72) #13
  br label %95

74:                                               ; preds = %56
  %75 = fmul double %60, 5.000000e-01
  %76 = call double @exp(double noundef %75) #13
  %77 = fadd double %76, 7.500000e-01
  br label %95

78:                                               ; preds = %56
  %79 = fmul double %60, -3.000000e-01
  %80 = fmul double %60, %79
  %81 = fmul double %60, %80
  br label %95

82:                                               ; preds = %56
  %83 = call double @llvm.fmuladd.f64(double %60, double %60, double 1.000000e+00)
  %84 = fdiv double 1.500000e+00, %83
  br label %95

85:                                               ; preds = %56
  %86 = zext nneg i32 %65 to i64
  %87 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = add i32 %64, 1
  %90 = and i32 %89, 7
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = call double @llvm.fmuladd.f64(double %88, double %60, double %93)
  br label %95

95:                                               ; preds = %85, %82, %78, %74, %71, %68, %66
  %96 = phi double [ %94, %85 ], [ %84, %82 ], [ %81, %78 ], [ %77, %74 ], [ %73, %71 ], [ %70, %68 ], [ %67, %66 ]
  %97 = add i32 %64, 3
  %98 = and i32 %97, 7
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = call double @llvm.fmuladd.f64(double %96, double %101, double %58)
  %103 = add nuw nsw i64 %57, 1
  %104 = icmp eq i64 %103, %44
  br i1 %104, label %105, label %56, !llvm.loop !15

105:                                              ; preds = %95
  %106 = fsub double %50, %54
  store double %106, ptr %49, align 8, !tbaa !9
  br label %107

107:                                              ; preds = %146, %105
  %108 = phi i64 [ 0, %105 ], [ %154, %146 ]
  %109 = phi double [ 0.000000e+00, %105 ], [ %153, %146 ]
  %110 = getelementptr inbounds double, ptr %41, i64 %108
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = fmul double %112, 3.000000e+00
  %114 = call double @llvm.floor.f64(double %113)
  %115 = fptosi double %114 to i32
  %116 = and i32 %115, 7
  switch i32 %116, label %136 [
    i32 0, label %117
    i32 1, label %119
    i32 2, label %122
    i32 3, label %125
    i32 4, label %129
    i32 5, label %133
  ]

117:                                              ; preds = %107
  %118 = fmul double %111, 5.000000e-01
  br label %146

119:                                              ; preds = %107
  %120 = fmul double %111, -1.250000e+00
  %121 = fmul double %111, %120
  br label %146

122:                                              ; preds = %107
  %123 = fmul double %111, 2.000000e+00
  %124 = call double @sin(double noundef %123) #13
  br label %146

125:                                              ; preds = %107
  %126 = fmul double %111, 5.000000e-01
  %127 = call double @exp(double noundef %126) #13
  %128 = fadd double %127, 7.500000e-01
  br label %146

129:                                              ; preds = %107
  %130 = fmul double %111, -3.000000e-01
  %131 = fmul double %111, %130
  %132 = fmul double %111, %131
  br label %146

133:                                              ; preds = %107
  %134 = call double @llvm.fmuladd.f64(double %111, double %111, double 1.000000e+00)
  %135 = fdiv double 1.500000e+00, %134
  br label %146

136:                                              ; preds = %107
  %137 = zext nneg i32 %116 to i64
  %138 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = add i32 %115, 1
  %141 = and i32 %140, 7
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = call double @llvm.fmuladd.f64(double %139, double %111, double %144)
  br label %146

146:                                              ; preds = %136, %133, %129, %125, %122, %119, %117
  %147 = phi double [ %145, %136 ], [ %135, %133 ], [ %132, %129 ], [ %128, %125 ], [ %124, %122 ], [ %121, %119 ], [ %118, %117 ]
  %148 = add i32 %115, 3
  %149 = and i32 %148, 7
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %150
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = call double @llvm.fmuladd.f64(double %147, double %152, double %109)
  %154 = add nuw nsw i64 %108, 1
  %155 = icmp eq i64 %154, %44
  br i1 %155, label %156, label %107, !llvm.loop !15

156:                                              ; preds = %146
  store double %50, ptr %49, align 8, !tbaa !9
  %157 = fsub double %102, %153
  %158 = fsub double %55, %106
  %159 = fdiv double %157, %158
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fcmp ogt double %160, 1.000000e+00
  %162 = select i1 %161, double %160, double 1.000000e+00
  %163 = fsub double %48, %159
  %164 = call double @llvm.fabs.f64(double %163)
  %165 = fmul double %162, 0x3EB0C6F7A0B5ED8D
  %166 = fcmp ole double %164, %165
  %167 = select i1 %166, ptr @.str.4, ptr @.str.5
  %168 = trunc nuw nsw i64 %46 to i32
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %168, double noundef %48, double noundef %159, ptr noundef nonnull %167)
  br i1 %166, label %173, label %170

170:                                              ; preds = %156
  %171 = load i32, ptr @n_fail, align 4, !tbaa !13
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr @n_fail, align 4, !tbaa !13
  br label %173

173:                                              ; preds = %170, %156
  %174 = add nuw nsw i64 %46, 1
  %175 = icmp eq i64 %174, %44
  br i1 %175, label %176, label %45, !llvm.loop !16

176:                                              ; preds = %173
  call void @free(ptr noundef nonnull %41) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %2, i8 0, i64 192, i1 false)
  %177 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @coef, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %36) #13
  %178 = call noalias ptr @malloc(i64 noundef %40) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %178, ptr nonnull readonly align 16 %1, i64 %43, i1 false)
  br label %179

179:                                              ; preds = %176, %261
  %180 = phi i64 [ 0, %176 ], [ %262, %261 ]
  %181 = getelementptr inbounds double, ptr %2, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = getelementptr inbounds double, ptr %178, i64 %180
  %184 = load double, ptr %183, align 8, !tbaa !9
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = fcmp ogt double %185, 1.000000e+00
  %187 = select i1 %186, double %185, double 1.000000e+00
  %188 = fmul double %187, 0x3EB0C6F7A0B5ED8D
  %189 = fadd double %184, %188
  store double %189, ptr %183, align 8, !tbaa !9
  br label %190

190:                                              ; preds = %204, %179
  %191 = phi i64 [ 0, %179 ], [ %213, %204 ]
  %192 = phi double [ 0.000000e+00, %179 ], [ %212, %204 ]
  %193 = getelementptr inbounds double, ptr %178, i64 %191
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = call double @llvm.fabs.f64(double %194)
  %196 = fmul double %195, 3.000000e+00
  %197 = fptosi double %196 to i32
  %198 = srem i32 %197, 6
  %199 = icmp ult i32 %198, 5
  br i1 %199, label %200, label %204

200:                                              ; preds = %190
  %201 = zext nneg i32 %198 to i64
  %202 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %201
  %203 = load double, ptr %202, align 8
  br label %204

204:                                              ; preds = %190, %200
  %205 = phi double [ %203, %200 ], [ 0x3FE6666666666666, %190 ]
  %206 = fmul double %194, %205
  %207 = sext i32 %198 to i64
  %208 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = fmul double %194, %209
  %211 = call double @llvm.fmuladd.f64(double %206, double %194, double %210)
  %212 = fadd double %192, %211
  %213 = add nuw nsw i64 %191, 1
  %214 = icmp eq i64 %213, %44
  br i1 %214, label %215, label %190, !llvm.loop !17

215:                                              ; preds = %204
  %216 = fsub double %184, %188
  store double %216, ptr %183, align 8, !tbaa !9
  br label %217

217:                                              ; preds = %231, %215
  %218 = phi i64 [ 0, %215 ], [ %240, %231 ]
  %219 = phi double [ 0.000000e+00, %215 ], [ %239, %231 ]
  %220 = getelementptr inbounds double, ptr %178, i64 %218
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = call double @llvm.fabs.f64(double %221)
  %223 = fmul double %222, 3.000000e+00
  %224 = fptosi double %223 to i32
  %225 = srem i32 %224, 6
  %226 = icmp ult i32 %225, 5
  br i1 %226, label %227, label %231

227:                                              ; preds = %217
  %228 = zext nneg i32 %225 to i64
  %229 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %228
  %230 = load double, ptr %229, align 8
  br label %231

231:                                              ; preds = %217, %227
  %232 = phi double [ %230, %227 ], [ 0x3FE6666666666666, %217 ]
  %233 = fmul double %221, %232
  %234 = sext i32 %225 to i64
  %235 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = fmul double %221, %236
  %238 = call double @llvm.fmuladd.f64(double %233, double %221, double %237)
  %239 = fadd double %219, %238
  %240 = add nuw nsw i64 %218, 1
  %241 = icmp eq i64 %240, %44
  br i1 %241, label %242, label %217, !llvm.loop !17

242:                                              ; preds = %231
  %243 = fmul double %212, %212
  %244 = fmul double %239, %239
  store double %184, ptr %183, align 8, !tbaa !9
  %245 = fsub double %243, %244
  %246 = fsub double %189, %216
  %247 = fdiv double %245, %246
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = fcmp ogt double %248, 1.000000e+00
  %250 = select i1 %249, double %248, double 1.000000e+00
  %251 = fsub double %182, %247
  %252 = call double @llvm.fabs.f64(double %251)
  %253 = fmul double %250, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ole double %252, %253
  %255 = select i1 %254, ptr @.str.4, ptr @.str.5
  %256 = trunc nuw nsw i64 %180 to i32
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %256, double noundef %182, double noundef %247, ptr noundef nonnull %255)
  br i1 %254, label %261, label %258

258:                                              ; preds = %242
  %259 = load i32, ptr @n_fail, align 4, !tbaa !13
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @n_fail, align 4, !tbaa !13
  br label %261

261:                                              ; preds = %258, %242
  %262 = add nuw nsw i64 %180, 1
  %263 = icmp eq i64 %262, %44
  br i1 %263, label %264, label %179, !llvm.loop !16

264:                                              ; preds = %261
  call void @free(ptr noundef nonnull %178) #13
  %265 = add nuw nsw i64 %34, 1
  %266 = icmp eq i64 %265, 3
  br i1 %266, label %27, label %33, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @tab(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %47, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %54, %47 ]
  ret double %7

8:                                                ; preds = %4, %47
  %9 = phi i64 [ 0, %4 ], [ %55, %47 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %54, %47 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @llvm.fabs.f64(double %12)
  %14 = fmul double %13, 3.000000e+00
  %15 = tail call double @llvm.floor.f64(double %14)
  %16 = fptosi double %15 to i32
  %17 = and i32 %16, 7
  switch i32 %17, label %37 [
    i32 0, label %18
    i32 1, label %20
    i32 2, label %23
    i32 3, label %26
    i32 4, label %30
    i32 5, label %34
  ]

18:                                               ; preds = %8
  %19 = fmul double %12, 5.000000e-01
  br label %47

20:                                               ; preds = %8
  %21 = fmul double %12, -1.250000e+00
  %22 = fmul double %12, %21
  br label %47

23:                                               ; preds = %8
  %24 = fmul double %12, 2.000000e+00
  %25 = tail call double @sin(double noundef %24) #13
  br label %47

26:                                               ; preds = %8
  %27 = fmul double %12, 5.000000e-01
  %28 = tail call double @exp(double noundef %27) #13
  %29 = fadd double %28, 7.500000e-01
  br label %47

30:                                               ; preds = %8
  %31 = fmul double %12, -3.000000e-01
  %32 = fmul double %12, %31
  %33 = fmul double %12, %32
  br label %47

34:                                               ; preds = %8
  %35 = tail call double @llvm.fmuladd.f64(double %12, double %12, double 1.000000e+00)
  %36 = fdiv double 1.500000e+00, %35
  br label %47

37:                                               ; preds = %8
  %38 = zext nneg i32 %17 to i64
  %39 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = add i32 %16, 1
  %42 = and i32 %41, 7
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %40, double %12, double %45)
  br label %47

47:                                               ; preds = %37, %34, %30, %26, %23, %20, %18
  %48 = phi double [ %46, %37 ], [ %36, %34 ], [ %33, %30 ], [ %29, %26 ], [ %25, %23 ], [ %22, %20 ], [ %19, %18 ]
  %49 = add i32 %16, 3
  %50 = and i32 %49, 7
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @llvm.fmuladd.f64(double %48, double %53, double %10)
  %55 = add nuw nsw i64 %9, 1
  %56 = icmp eq i64 %55, %5
  br i1 %56, label %6, label %8, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @coef(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %23, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %31, %23 ]
  %8 = fmul double %7, %7
  ret double %8

9:                                                ; preds = %4, %23
  %10 = phi i64 [ 0, %4 ], [ %32, %23 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %31, %23 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = tail call double @llvm.fabs.f64(double %13)
  %15 = fmul double %14, 3.000000e+00
  %16 = fptosi double %15 to i32
  %17 = srem i32 %16, 6
  %18 = icmp ult i32 %17, 5
  br i1 %18, label %19, label %23

19:                                               ; preds = %9
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds [5 x double], ptr @switch.table.coef, i64 0, i64 %20
  %22 = load double, ptr %21, align 8
  br label %23

23:                                               ; preds = %9, %19
  %24 = phi double [ %22, %19 ], [ 0x3FE6666666666666, %9 ]
  %25 = fmul double %13, %24
  %26 = sext i32 %17 to i64
  %27 = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %13, %28
  %30 = tail call double @llvm.fmuladd.f64(double %25, double %13, double %29)
  %31 = fadd double %11, %30
  %32 = add nuw nsw i64 %10, 1
  %33 = icmp eq i64 %32, %5
  br i1 %33, label %6, label %9, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
