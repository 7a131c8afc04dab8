; ModuleID = 'allocret.c'
source_filename = "allocret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -1.100000e+00, double 3.500000e-01, double 0x3FE6666666666666, double 2.000000e+00], align 16
@.str = private unnamed_addr constant [14 x i8] c"viastruct.rev\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"viastruct.fwd\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"viaarray.rev.dx\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"viaarray.rev.dy\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"viaarray.fwd.dx\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"allocret\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

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
  br label %17

11:                                               ; preds = %241
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  ret i32 %16

17:                                               ; preds = %0, %241
  %18 = phi i64 [ 0, %0 ], [ %242, %241 ]
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = fadd double %20, %24
  %26 = fsub double %20, %24
  %27 = fmul double %24, 2.000000e+00
  %28 = trunc nuw nsw i64 %18 to i32
  %29 = trunc nuw nsw i64 %18 to i32
  %30 = trunc nuw nsw i64 %18 to i32
  %31 = trunc nuw nsw i64 %18 to i32
  br label %244

32:                                               ; preds = %313
  %33 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %34 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viaarray, double noundef %20, double noundef 4.000000e-01, i32 noundef %33, i32 noundef 5) #13
  %35 = extractvalue { double, double } %34, 0
  %36 = tail call fastcc ptr @filled(double noundef %25, double noundef 4.000000e-01, i32 noundef 5)
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %36, i64 8
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %36, i64 16
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds i8, ptr %36, i64 24
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %36, i64 32
  %45 = load double, ptr %44, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %36) #13
  %46 = tail call fastcc ptr @filled(double noundef %26, double noundef 4.000000e-01, i32 noundef 5)
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = getelementptr inbounds i8, ptr %46, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds i8, ptr %46, i64 16
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = getelementptr inbounds i8, ptr %46, i64 24
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %46, i64 32
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = insertelement <2 x double> poison, double %37, i64 0
  %57 = insertelement <2 x double> %56, double %47, i64 1
  %58 = fmul <2 x double> %57, %57
  %59 = insertelement <2 x double> poison, double %39, i64 0
  %60 = insertelement <2 x double> %59, double %49, i64 1
  %61 = fmul <2 x double> %60, %60
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> <double 0x3FEE921DD42F09BA, double 0x3FEE921DD42F09BA>, <2 x double> %58)
  %63 = insertelement <2 x double> poison, double %41, i64 0
  %64 = insertelement <2 x double> %63, double %51, i64 1
  %65 = fmul <2 x double> %64, %64
  %66 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> <double 0x3FEA69263C485B15, double 0x3FEA69263C485B15>, <2 x double> %62)
  %67 = insertelement <2 x double> poison, double %43, i64 0
  %68 = insertelement <2 x double> %67, double %53, i64 1
  %69 = fmul <2 x double> %68, %68
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> <double 0x3FE3E43A9692E21D, double 0x3FE3E43A9692E21D>, <2 x double> %66)
  %71 = insertelement <2 x double> poison, double %45, i64 0
  %72 = insertelement <2 x double> %71, double %55, i64 1
  %73 = fmul <2 x double> %72, %72
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> <double 0x3FD730DE943B79D4, double 0x3FD730DE943B79D4>, <2 x double> %70)
  tail call void @free(ptr noundef nonnull %46) #13
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %76 = fsub <2 x double> %74, %75
  %77 = extractelement <2 x double> %76, i64 0
  %78 = fdiv double %77, %27
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = fcmp ogt double %79, 1.000000e+00
  %81 = select i1 %80, double %79, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %35, ptr %10, align 8, !tbaa !9
  %82 = load volatile double, ptr %10, align 8, !tbaa !9
  %83 = tail call double @llvm.fabs.f64(double %82)
  %84 = fcmp ueq double %83, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %84, label %97, label %85

85:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %78, ptr %9, align 8, !tbaa !9
  %86 = load volatile double, ptr %9, align 8, !tbaa !9
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = fcmp ueq double %87, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %88, label %97, label %89

89:                                               ; preds = %85
  %90 = fsub double %35, %78
  %91 = tail call double @llvm.fabs.f64(double %90)
  %92 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %93 = fcmp ugt double %91, %92
  br i1 %93, label %97, label %94

94:                                               ; preds = %89
  %95 = trunc nuw nsw i64 %18 to i32
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %95, double noundef %35, double noundef %78, ptr noundef nonnull @.str.7)
  br label %102

97:                                               ; preds = %89, %85, %32
  %98 = trunc nuw nsw i64 %18 to i32
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %98, double noundef %35, double noundef %78, ptr noundef nonnull @.str.8)
  %100 = load i32, ptr @n_fail, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @n_fail, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %94, %97
  %103 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %104 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viaarray, double noundef 8.000000e-01, double noundef %20, i32 noundef %103, i32 noundef 5) #13
  %105 = extractvalue { double, double } %104, 1
  %106 = tail call fastcc ptr @filled(double noundef 8.000000e-01, double noundef %25, i32 noundef 5)
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = getelementptr inbounds i8, ptr %106, i64 8
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = getelementptr inbounds i8, ptr %106, i64 16
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = getelementptr inbounds i8, ptr %106, i64 24
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = getelementptr inbounds i8, ptr %106, i64 32
  %115 = load double, ptr %114, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %106) #13
  %116 = tail call fastcc ptr @filled(double noundef 8.000000e-01, double noundef %26, i32 noundef 5)
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = getelementptr inbounds i8, ptr %116, i64 8
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = getelementptr inbounds i8, ptr %116, i64 16
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = getelementptr inbounds i8, ptr %116, i64 24
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = getelementptr inbounds i8, ptr %116, i64 32
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = insertelement <2 x double> poison, double %107, i64 0
  %127 = insertelement <2 x double> %126, double %117, i64 1
  %128 = fmul <2 x double> %127, %127
  %129 = insertelement <2 x double> poison, double %109, i64 0
  %130 = insertelement <2 x double> %129, double %119, i64 1
  %131 = fmul <2 x double> %130, %130
  %132 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> <double 0x3FEE921DD42F09BA, double 0x3FEE921DD42F09BA>, <2 x double> %128)
  %133 = insertelement <2 x double> poison, double %111, i64 0
  %134 = insertelement <2 x double> %133, double %121, i64 1
  %135 = fmul <2 x double> %134, %134
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 0x3FEA69263C485B15, double 0x3FEA69263C485B15>, <2 x double> %132)
  %137 = insertelement <2 x double> poison, double %113, i64 0
  %138 = insertelement <2 x double> %137, double %123, i64 1
  %139 = fmul <2 x double> %138, %138
  %140 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %139, <2 x double> <double 0x3FE3E43A9692E21D, double 0x3FE3E43A9692E21D>, <2 x double> %136)
  %141 = insertelement <2 x double> poison, double %115, i64 0
  %142 = insertelement <2 x double> %141, double %125, i64 1
  %143 = fmul <2 x double> %142, %142
  %144 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> <double 0x3FD730DE943B79D4, double 0x3FD730DE943B79D4>, <2 x double> %140)
  tail call void @free(ptr noundef nonnull %116) #13
  %145 = shufflevector <2 x double> %144, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %146 = fsub <2 x double> %144, %145
  %147 = extractelement <2 x double> %146, i64 0
  %148 = fdiv double %147, %27
  %149 = tail call double @llvm.fabs.f64(double %148)
  %150 = fcmp ogt double %149, 1.000000e+00
  %151 = select i1 %150, double %149, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %105, ptr %8, align 8, !tbaa !9
  %152 = load volatile double, ptr %8, align 8, !tbaa !9
  %153 = tail call double @llvm.fabs.f64(double %152)
  %154 = fcmp ueq double %153, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %154, label %167, label %155

155:                                              ; preds = %102
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %148, ptr %7, align 8, !tbaa !9
  %156 = load volatile double, ptr %7, align 8, !tbaa !9
  %157 = tail call double @llvm.fabs.f64(double %156)
  %158 = fcmp ueq double %157, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %158, label %167, label %159

159:                                              ; preds = %155
  %160 = fsub double %105, %148
  %161 = tail call double @llvm.fabs.f64(double %160)
  %162 = fmul double %151, 0x3EB0C6F7A0B5ED8D
  %163 = fcmp ugt double %161, %162
  br i1 %163, label %167, label %164

164:                                              ; preds = %159
  %165 = trunc nuw nsw i64 %18 to i32
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %165, double noundef %105, double noundef %148, ptr noundef nonnull @.str.7)
  br label %172

167:                                              ; preds = %159, %155, %102
  %168 = trunc nuw nsw i64 %18 to i32
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %168, double noundef %105, double noundef %148, ptr noundef nonnull @.str.8)
  %170 = load i32, ptr @n_fail, align 4, !tbaa !5
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr @n_fail, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %164, %167
  %173 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %174 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viaarray, double noundef %20, double noundef 1.000000e+00, double noundef 4.000000e-01, double noundef 0.000000e+00, i32 noundef %173, i32 noundef 5) #13
  %175 = tail call fastcc ptr @filled(double noundef %25, double noundef 4.000000e-01, i32 noundef 5)
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = getelementptr inbounds i8, ptr %175, i64 8
  %178 = load double, ptr %177, align 8, !tbaa !9
  %179 = getelementptr inbounds i8, ptr %175, i64 16
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = getelementptr inbounds i8, ptr %175, i64 24
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = getelementptr inbounds i8, ptr %175, i64 32
  %184 = load double, ptr %183, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %175) #13
  %185 = tail call fastcc ptr @filled(double noundef %26, double noundef 4.000000e-01, i32 noundef 5)
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = getelementptr inbounds i8, ptr %185, i64 8
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = getelementptr inbounds i8, ptr %185, i64 16
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = getelementptr inbounds i8, ptr %185, i64 24
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = getelementptr inbounds i8, ptr %185, i64 32
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = insertelement <2 x double> poison, double %176, i64 0
  %196 = insertelement <2 x double> %195, double %186, i64 1
  %197 = fmul <2 x double> %196, %196
  %198 = insertelement <2 x double> poison, double %178, i64 0
  %199 = insertelement <2 x double> %198, double %188, i64 1
  %200 = fmul <2 x double> %199, %199
  %201 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %200, <2 x double> <double 0x3FEE921DD42F09BA, double 0x3FEE921DD42F09BA>, <2 x double> %197)
  %202 = insertelement <2 x double> poison, double %180, i64 0
  %203 = insertelement <2 x double> %202, double %190, i64 1
  %204 = fmul <2 x double> %203, %203
  %205 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %204, <2 x double> <double 0x3FEA69263C485B15, double 0x3FEA69263C485B15>, <2 x double> %201)
  %206 = insertelement <2 x double> poison, double %182, i64 0
  %207 = insertelement <2 x double> %206, double %192, i64 1
  %208 = fmul <2 x double> %207, %207
  %209 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %208, <2 x double> <double 0x3FE3E43A9692E21D, double 0x3FE3E43A9692E21D>, <2 x double> %205)
  %210 = insertelement <2 x double> poison, double %184, i64 0
  %211 = insertelement <2 x double> %210, double %194, i64 1
  %212 = fmul <2 x double> %211, %211
  %213 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> <double 0x3FD730DE943B79D4, double 0x3FD730DE943B79D4>, <2 x double> %209)
  tail call void @free(ptr noundef nonnull %185) #13
  %214 = shufflevector <2 x double> %213, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %215 = fsub <2 x double> %213, %214
  %216 = extractelement <2 x double> %215, i64 0
  %217 = fdiv double %216, %27
  %218 = tail call double @llvm.fabs.f64(double %217)
  %219 = fcmp ogt double %218, 1.000000e+00
  %220 = select i1 %219, double %218, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %174, ptr %6, align 8, !tbaa !9
  %221 = load volatile double, ptr %6, align 8, !tbaa !9
  %222 = tail call double @llvm.fabs.f64(double %221)
  %223 = fcmp ueq double %222, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %223, label %236, label %224

224:                                              ; preds = %172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %217, ptr %5, align 8, !tbaa !9
  %225 = load volatile double, ptr %5, align 8, !tbaa !9
  %226 = tail call double @llvm.fabs.f64(double %225)
  %227 = fcmp ueq double %226, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %227, label %236, label %228

228:                                              ; preds = %224
  %229 = fsub double %174, %217
  %230 = tail call double @llvm.fabs.f64(double %229)
  %231 = fmul double %220, 0x3EB0C6F7A0B5ED8D
  %232 = fcmp ugt double %230, %231
  br i1 %232, label %236, label %233

233:                                              ; preds = %228
  %234 = trunc nuw nsw i64 %18 to i32
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %234, double noundef %174, double noundef %217, ptr noundef nonnull @.str.7)
  br label %241

236:                                              ; preds = %228, %224, %172
  %237 = trunc nuw nsw i64 %18 to i32
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %237, double noundef %174, double noundef %217, ptr noundef nonnull @.str.8)
  %239 = load i32, ptr @n_fail, align 4, !tbaa !5
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr @n_fail, align 4, !tbaa !5
  br label %241

241:                                              ; preds = %233, %236
  %242 = add nuw nsw i64 %18, 1
  %243 = icmp eq i64 %242, 4
  br i1 %243, label %11, label %17, !llvm.loop !11

244:                                              ; preds = %17, %313
  %245 = phi i64 [ 1, %17 ], [ %314, %313 ]
  %246 = trunc nuw nsw i64 %245 to i32
  %247 = tail call fastcc ptr @make(double noundef %25, i32 noundef %246)
  %248 = load double, ptr %247, align 8, !tbaa !13
  %249 = fmul double %248, %248
  %250 = getelementptr inbounds i8, ptr %247, i64 8
  %251 = load ptr, ptr %250, align 8, !tbaa !16
  %252 = getelementptr i32, ptr %251, i64 %245
  %253 = getelementptr i8, ptr %252, i64 -4
  %254 = load i32, ptr %253, align 4, !tbaa !5
  %255 = sitofp i32 %254 to double
  %256 = fmul double %249, %255
  tail call fastcc void @drop(ptr noundef nonnull %247)
  %257 = tail call fastcc ptr @make(double noundef %26, i32 noundef %246)
  %258 = load double, ptr %257, align 8, !tbaa !13
  %259 = fmul double %258, %258
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load ptr, ptr %260, align 8, !tbaa !16
  %262 = getelementptr i32, ptr %261, i64 %245
  %263 = getelementptr i8, ptr %262, i64 -4
  %264 = load i32, ptr %263, align 4, !tbaa !5
  %265 = sitofp i32 %264 to double
  %266 = fmul double %259, %265
  tail call fastcc void @drop(ptr noundef nonnull %257)
  %267 = fsub double %256, %266
  %268 = fdiv double %267, %27
  %269 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %270 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viastruct, double noundef %20, i32 noundef %269, i32 noundef %246) #13
  %271 = tail call double @llvm.fabs.f64(double %268)
  %272 = fcmp ogt double %271, 1.000000e+00
  %273 = select i1 %272, double %271, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %270, ptr %4, align 8, !tbaa !9
  %274 = load volatile double, ptr %4, align 8, !tbaa !9
  %275 = tail call double @llvm.fabs.f64(double %274)
  %276 = fcmp ueq double %275, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %276, label %288, label %277

277:                                              ; preds = %244
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %268, ptr %3, align 8, !tbaa !9
  %278 = load volatile double, ptr %3, align 8, !tbaa !9
  %279 = tail call double @llvm.fabs.f64(double %278)
  %280 = fcmp ueq double %279, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %280, label %288, label %281

281:                                              ; preds = %277
  %282 = fsub double %270, %268
  %283 = tail call double @llvm.fabs.f64(double %282)
  %284 = fmul double %273, 0x3EB0C6F7A0B5ED8D
  %285 = fcmp ugt double %283, %284
  br i1 %285, label %288, label %286

286:                                              ; preds = %281
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %28, double noundef %270, double noundef %268, ptr noundef nonnull @.str.7)
  br label %292

288:                                              ; preds = %281, %277, %244
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %29, double noundef %270, double noundef %268, ptr noundef nonnull @.str.8)
  %290 = load i32, ptr @n_fail, align 4, !tbaa !5
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr @n_fail, align 4, !tbaa !5
  br label %292

292:                                              ; preds = %286, %288
  %293 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %294 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viastruct, double noundef %20, double noundef 1.000000e+00, i32 noundef %293, i32 noundef %246) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %294, ptr %2, align 8, !tbaa !9
  %295 = load volatile double, ptr %2, align 8, !tbaa !9
  %296 = tail call double @llvm.fabs.f64(double %295)
  %297 = fcmp ueq double %296, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %297, label %309, label %298

298:                                              ; preds = %292
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %268, ptr %1, align 8, !tbaa !9
  %299 = load volatile double, ptr %1, align 8, !tbaa !9
  %300 = tail call double @llvm.fabs.f64(double %299)
  %301 = fcmp ueq double %300, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %301, label %309, label %302

302:                                              ; preds = %298
  %303 = fsub double %294, %268
  %304 = tail call double @llvm.fabs.f64(double %303)
  %305 = fmul double %273, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp ugt double %304, %305
  br i1 %306, label %309, label %307

307:                                              ; preds = %302
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %30, double noundef %294, double noundef %268, ptr noundef nonnull @.str.7)
  br label %313

309:                                              ; preds = %302, %298, %292
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %31, double noundef %294, double noundef %268, ptr noundef nonnull @.str.8)
  %311 = load i32, ptr @n_fail, align 4, !tbaa !5
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr @n_fail, align 4, !tbaa !5
  br label %313

313:                                              ; preds = %307, %309
  %314 = add nuw nsw i64 %245, 3
  %315 = icmp ult i64 %245, 2
  br i1 %315, label %244, label %32, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @viastruct(double noundef %0, i32 noundef %1) #0 {
  %3 = tail call fastcc ptr @make(double noundef %0, i32 noundef %1)
  %4 = load double, ptr %3, align 8, !tbaa !13
  %5 = fmul double %4, %4
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  %8 = sext i32 %1 to i64
  %9 = getelementptr i32, ptr %7, i64 %8
  %10 = getelementptr i8, ptr %9, i64 -4
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = sitofp i32 %11 to double
  %13 = fmul double %5, %12
  tail call fastcc void @drop(ptr noundef nonnull %3)
  ret double %13
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind memory(readwrite, argmem: write) uwtable
define internal double @viaarray(double noundef %0, double noundef %1, i32 noundef %2) #3 {
  %4 = tail call fastcc ptr @filled(double noundef %0, double noundef %1, i32 noundef %2)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %26

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %28

12:                                               ; preds = %28, %6
  %13 = phi double [ poison, %6 ], [ %48, %28 ]
  %14 = phi i64 [ 0, %6 ], [ %49, %28 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %48, %28 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %26, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds double, ptr %4, i64 %14
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %19, %19
  %21 = trunc nuw nsw i64 %14 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = fmul double %22, 3.000000e-01
  %24 = tail call double @cos(double noundef %23) #13
  %25 = tail call double @llvm.fmuladd.f64(double %20, double %24, double %15)
  br label %26

26:                                               ; preds = %17, %12, %3
  %27 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %25, %17 ]
  tail call void @free(ptr noundef %4) #13
  ret double %27

28:                                               ; preds = %28, %10
  %29 = phi i64 [ 0, %10 ], [ %49, %28 ]
  %30 = phi double [ 0.000000e+00, %10 ], [ %48, %28 ]
  %31 = phi i64 [ 0, %10 ], [ %50, %28 ]
  %32 = getelementptr inbounds double, ptr %4, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fmul double %33, %33
  %35 = trunc nuw nsw i64 %29 to i32
  %36 = uitofp nneg i32 %35 to double
  %37 = fmul double %36, 3.000000e-01
  %38 = tail call double @cos(double noundef %37) #13
  %39 = tail call double @llvm.fmuladd.f64(double %34, double %38, double %30)
  %40 = or disjoint i64 %29, 1
  %41 = getelementptr inbounds double, ptr %4, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fmul double %42, %42
  %44 = trunc nuw nsw i64 %40 to i32
  %45 = uitofp nneg i32 %44 to double
  %46 = fmul double %45, 3.000000e-01
  %47 = tail call double @cos(double noundef %46) #13
  %48 = tail call double @llvm.fmuladd.f64(double %43, double %47, double %39)
  %49 = add nuw nsw i64 %29, 2
  %50 = add i64 %31, 2
  %51 = icmp eq i64 %50, %11
  br i1 %51, label %12, label %28, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree noinline nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @make(double noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store double %0, ptr %3, align 8, !tbaa !13
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 2
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #14
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %6, ptr %7, align 8, !tbaa !16
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %30

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 8
  br i1 %11, label %12, label %14

12:                                               ; preds = %28, %9
  %13 = phi i64 [ 0, %9 ], [ %15, %28 ]
  br label %31

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483640
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %25, %16 ]
  %18 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %14 ], [ %26, %16 ]
  %19 = getelementptr inbounds i32, ptr %6, i64 %17
  %20 = trunc <4 x i64> %18 to <4 x i32>
  %21 = add <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %22 = trunc <4 x i64> %18 to <4 x i32>
  %23 = add <4 x i32> %22, <i32 5, i32 5, i32 5, i32 5>
  %24 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i32> %21, ptr %19, align 4, !tbaa !5
  store <4 x i32> %23, ptr %24, align 4, !tbaa !5
  %25 = add nuw i64 %17, 8
  %26 = add <4 x i64> %18, <i64 8, i64 8, i64 8, i64 8>
  %27 = icmp eq i64 %25, %15
  br i1 %27, label %28, label %16, !llvm.loop !19

28:                                               ; preds = %16
  %29 = icmp eq i64 %15, %10
  br i1 %29, label %30, label %12

30:                                               ; preds = %31, %28, %2
  ret ptr %3

31:                                               ; preds = %12, %31
  %32 = phi i64 [ %33, %31 ], [ %13, %12 ]
  %33 = add nuw nsw i64 %32, 1
  %34 = getelementptr inbounds i32, ptr %6, i64 %32
  %35 = trunc nuw nsw i64 %33 to i32
  store i32 %35, ptr %34, align 4, !tbaa !5
  %36 = icmp eq i64 %33, %10
  br i1 %36, label %30, label %31, !llvm.loop !22
}

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @drop(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  tail call void @free(ptr noundef %3) #13
  tail call void @free(ptr noundef %0) #13
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree noinline nounwind memory(write, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @filled(double noundef %0, double noundef %1, i32 noundef %2) unnamed_addr #10 {
  %4 = sext i32 %2 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #14
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %27

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %2, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483646
  br label %28

14:                                               ; preds = %28, %8
  %15 = phi i64 [ 0, %8 ], [ %40, %28 ]
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %14
  %18 = trunc i64 %15 to i32
  %19 = add i32 %18, 1
  %20 = uitofp nneg i32 %19 to double
  %21 = trunc nuw nsw i64 %15 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = fmul double %22, %1
  %24 = tail call double @sin(double noundef %23) #13
  %25 = tail call double @llvm.fmuladd.f64(double %0, double %20, double %24)
  %26 = getelementptr inbounds double, ptr %6, i64 %15
  store double %25, ptr %26, align 8, !tbaa !9
  br label %27

27:                                               ; preds = %17, %14, %3
  ret ptr %6

28:                                               ; preds = %28, %12
  %29 = phi i64 [ 0, %12 ], [ %40, %28 ]
  %30 = phi i64 [ 0, %12 ], [ %49, %28 ]
  %31 = or disjoint i64 %29, 1
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = trunc nuw nsw i64 %29 to i32
  %35 = uitofp nneg i32 %34 to double
  %36 = fmul double %35, %1
  %37 = tail call double @sin(double noundef %36) #13
  %38 = tail call double @llvm.fmuladd.f64(double %0, double %33, double %37)
  %39 = getelementptr inbounds double, ptr %6, i64 %29
  store double %38, ptr %39, align 8, !tbaa !9
  %40 = add nuw nsw i64 %29, 2
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = uitofp nneg i32 %41 to double
  %43 = trunc nuw nsw i64 %31 to i32
  %44 = uitofp nneg i32 %43 to double
  %45 = fmul double %44, %1
  %46 = tail call double @sin(double noundef %45) #13
  %47 = tail call double @llvm.fmuladd.f64(double %0, double %42, double %46)
  %48 = getelementptr inbounds double, ptr %6, i64 %31
  store double %47, ptr %48, align 8, !tbaa !9
  %49 = add i64 %30, 2
  %50 = icmp eq i64 %49, %13
  br i1 %50, label %14, label %28, !llvm.loop !23
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(readwrite, argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree noinline nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree noinline nounwind memory(write, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !10, i64 0}
!14 = !{!"S", !10, i64 0, !15, i64 8}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!14, !15, i64 8}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !12, !21, !20}
!23 = distinct !{!23, !12}
