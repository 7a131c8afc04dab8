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

11:                                               ; preds = %210
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  ret i32 %16

17:                                               ; preds = %0, %210
  %18 = phi i64 [ 0, %0 ], [ %211, %210 ]
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = fadd double %20, %24
  %26 = fsub double %20, %24
  %27 = fmul double %24, 2.000000e+00
  %28 = tail call fastcc ptr @make(double noundef %25, i32 noundef 1)
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = fmul double %29, %29
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !14
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = sitofp i32 %33 to double
  %35 = fmul double %30, %34
  tail call fastcc void @drop(ptr noundef nonnull %28)
  %36 = tail call fastcc ptr @make(double noundef %26, i32 noundef 1)
  %37 = load double, ptr %36, align 8, !tbaa !11
  %38 = fmul double %37, %37
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !14
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = sitofp i32 %41 to double
  %43 = fmul double %38, %42
  tail call fastcc void @drop(ptr noundef nonnull %36)
  %44 = fsub double %35, %43
  %45 = fdiv double %44, %27
  %46 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %47 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viastruct, double noundef %20, i32 noundef %46, i32 noundef 1) #13
  %48 = tail call double @llvm.fabs.f64(double %45)
  %49 = fcmp ogt double %48, 1.000000e+00
  %50 = select i1 %49, double %48, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %47, ptr %4, align 8, !tbaa !9
  %51 = load volatile double, ptr %4, align 8, !tbaa !9
  %52 = tail call double @llvm.fabs.f64(double %51)
  %53 = fcmp ueq double %52, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %53, label %225, label %213

54:                                               ; preds = %322
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %368, ptr %9, align 8, !tbaa !9
  %55 = load volatile double, ptr %9, align 8, !tbaa !9
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = fcmp ueq double %56, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %57, label %66, label %58

58:                                               ; preds = %54
  %59 = fsub double %325, %368
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fmul double %371, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp ugt double %60, %61
  br i1 %62, label %66, label %63

63:                                               ; preds = %58
  %64 = trunc nuw nsw i64 %18 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %64, double noundef %325, double noundef %368, ptr noundef nonnull @.str.7)
  br label %71

66:                                               ; preds = %58, %54, %322
  %67 = trunc nuw nsw i64 %18 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %67, double noundef %325, double noundef %368, ptr noundef nonnull @.str.8)
  %69 = load i32, ptr @n_fail, align 4, !tbaa !5
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr @n_fail, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %63, %66
  %72 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %73 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viaarray, double noundef 8.000000e-01, double noundef %20, i32 noundef %72, i32 noundef 5) #13
  %74 = extractvalue { double, double } %73, 1
  %75 = tail call fastcc ptr @filled(double noundef 8.000000e-01, double noundef %25, i32 noundef 5)
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = getelementptr inbounds i8, ptr %75, i64 8
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds i8, ptr %75, i64 16
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = getelementptr inbounds i8, ptr %75, i64 24
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = getelementptr inbounds i8, ptr %75, i64 32
  %84 = load double, ptr %83, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %75) #13
  %85 = tail call fastcc ptr @filled(double noundef 8.000000e-01, double noundef %26, i32 noundef 5)
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %85, i64 8
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = getelementptr inbounds i8, ptr %85, i64 16
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = getelementptr inbounds i8, ptr %85, i64 24
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds i8, ptr %85, i64 32
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = insertelement <2 x double> poison, double %76, i64 0
  %96 = insertelement <2 x double> %95, double %86, i64 1
  %97 = fmul <2 x double> %96, %96
  %98 = insertelement <2 x double> poison, double %78, i64 0
  %99 = insertelement <2 x double> %98, double %88, i64 1
  %100 = fmul <2 x double> %99, %99
  %101 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3FEE921DD42F09BA, double 0x3FEE921DD42F09BA>, <2 x double> %97)
  %102 = insertelement <2 x double> poison, double %80, i64 0
  %103 = insertelement <2 x double> %102, double %90, i64 1
  %104 = fmul <2 x double> %103, %103
  %105 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> <double 0x3FEA69263C485B15, double 0x3FEA69263C485B15>, <2 x double> %101)
  %106 = insertelement <2 x double> poison, double %82, i64 0
  %107 = insertelement <2 x double> %106, double %92, i64 1
  %108 = fmul <2 x double> %107, %107
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 0x3FE3E43A9692E21D, double 0x3FE3E43A9692E21D>, <2 x double> %105)
  %110 = insertelement <2 x double> poison, double %84, i64 0
  %111 = insertelement <2 x double> %110, double %94, i64 1
  %112 = fmul <2 x double> %111, %111
  %113 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %112, <2 x double> <double 0x3FD730DE943B79D4, double 0x3FD730DE943B79D4>, <2 x double> %109)
  tail call void @free(ptr noundef nonnull %85) #13
  %114 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %115 = fsub <2 x double> %113, %114
  %116 = extractelement <2 x double> %115, i64 0
  %117 = fdiv double %116, %27
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = fcmp ogt double %118, 1.000000e+00
  %120 = select i1 %119, double %118, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %74, ptr %8, align 8, !tbaa !9
  %121 = load volatile double, ptr %8, align 8, !tbaa !9
  %122 = tail call double @llvm.fabs.f64(double %121)
  %123 = fcmp ueq double %122, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %123, label %136, label %124

124:                                              ; preds = %71
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %117, ptr %7, align 8, !tbaa !9
  %125 = load volatile double, ptr %7, align 8, !tbaa !9
  %126 = tail call double @llvm.fabs.f64(double %125)
  %127 = fcmp ueq double %126, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %127, label %136, label %128

128:                                              ; preds = %124
  %129 = fsub double %74, %117
  %130 = tail call double @llvm.fabs.f64(double %129)
  %131 = fmul double %120, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp ugt double %130, %131
  br i1 %132, label %136, label %133

133:                                              ; preds = %128
  %134 = trunc nuw nsw i64 %18 to i32
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %134, double noundef %74, double noundef %117, ptr noundef nonnull @.str.7)
  br label %141

136:                                              ; preds = %128, %124, %71
  %137 = trunc nuw nsw i64 %18 to i32
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %137, double noundef %74, double noundef %117, ptr noundef nonnull @.str.8)
  %139 = load i32, ptr @n_fail, align 4, !tbaa !5
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @n_fail, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %133, %136
  %142 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %143 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viaarray, double noundef %20, double noundef 1.000000e+00, double noundef 4.000000e-01, double noundef 0.000000e+00, i32 noundef %142, i32 noundef 5) #13
  %144 = tail call fastcc ptr @filled(double noundef %25, double noundef 4.000000e-01, i32 noundef 5)
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = getelementptr inbounds i8, ptr %144, i64 8
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = getelementptr inbounds i8, ptr %144, i64 16
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = getelementptr inbounds i8, ptr %144, i64 24
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = getelementptr inbounds i8, ptr %144, i64 32
  %153 = load double, ptr %152, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %144) #13
  %154 = tail call fastcc ptr @filled(double noundef %26, double noundef 4.000000e-01, i32 noundef 5)
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = getelementptr inbounds i8, ptr %154, i64 8
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = getelementptr inbounds i8, ptr %154, i64 16
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = getelementptr inbounds i8, ptr %154, i64 24
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = getelementptr inbounds i8, ptr %154, i64 32
  %163 = load double, ptr %162, align 8, !tbaa !9
  %164 = insertelement <2 x double> poison, double %145, i64 0
  %165 = insertelement <2 x double> %164, double %155, i64 1
  %166 = fmul <2 x double> %165, %165
  %167 = insertelement <2 x double> poison, double %147, i64 0
  %168 = insertelement <2 x double> %167, double %157, i64 1
  %169 = fmul <2 x double> %168, %168
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> <double 0x3FEE921DD42F09BA, double 0x3FEE921DD42F09BA>, <2 x double> %166)
  %171 = insertelement <2 x double> poison, double %149, i64 0
  %172 = insertelement <2 x double> %171, double %159, i64 1
  %173 = fmul <2 x double> %172, %172
  %174 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %173, <2 x double> <double 0x3FEA69263C485B15, double 0x3FEA69263C485B15>, <2 x double> %170)
  %175 = insertelement <2 x double> poison, double %151, i64 0
  %176 = insertelement <2 x double> %175, double %161, i64 1
  %177 = fmul <2 x double> %176, %176
  %178 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %177, <2 x double> <double 0x3FE3E43A9692E21D, double 0x3FE3E43A9692E21D>, <2 x double> %174)
  %179 = insertelement <2 x double> poison, double %153, i64 0
  %180 = insertelement <2 x double> %179, double %163, i64 1
  %181 = fmul <2 x double> %180, %180
  %182 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %181, <2 x double> <double 0x3FD730DE943B79D4, double 0x3FD730DE943B79D4>, <2 x double> %178)
  tail call void @free(ptr noundef nonnull %154) #13
  %183 = shufflevector <2 x double> %182, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %184 = fsub <2 x double> %182, %183
  %185 = extractelement <2 x double> %184, i64 0
  %186 = fdiv double %185, %27
  %187 = tail call double @llvm.fabs.f64(double %186)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %143, ptr %6, align 8, !tbaa !9
  %190 = load volatile double, ptr %6, align 8, !tbaa !9
  %191 = tail call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %192, label %205, label %193

193:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %186, ptr %5, align 8, !tbaa !9
  %194 = load volatile double, ptr %5, align 8, !tbaa !9
  %195 = tail call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %196, label %205, label %197

197:                                              ; preds = %193
  %198 = fsub double %143, %186
  %199 = tail call double @llvm.fabs.f64(double %198)
  %200 = fmul double %189, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp ugt double %199, %200
  br i1 %201, label %205, label %202

202:                                              ; preds = %197
  %203 = trunc nuw nsw i64 %18 to i32
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %203, double noundef %143, double noundef %186, ptr noundef nonnull @.str.7)
  br label %210

205:                                              ; preds = %197, %193, %141
  %206 = trunc nuw nsw i64 %18 to i32
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %206, double noundef %143, double noundef %186, ptr noundef nonnull @.str.8)
  %208 = load i32, ptr @n_fail, align 4, !tbaa !5
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %202, %205
  %211 = add nuw nsw i64 %18, 1
  %212 = icmp eq i64 %211, 4
  br i1 %212, label %11, label %17, !llvm.loop !15

213:                                              ; preds = %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %45, ptr %3, align 8, !tbaa !9
  %214 = load volatile double, ptr %3, align 8, !tbaa !9
  %215 = tail call double @llvm.fabs.f64(double %214)
  %216 = fcmp ueq double %215, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %216, label %225, label %217

217:                                              ; preds = %213
  %218 = fsub double %47, %45
  %219 = tail call double @llvm.fabs.f64(double %218)
  %220 = fmul double %50, 0x3EB0C6F7A0B5ED8D
  %221 = fcmp ugt double %219, %220
  br i1 %221, label %225, label %222

222:                                              ; preds = %217
  %223 = trunc nuw nsw i64 %18 to i32
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %223, double noundef %47, double noundef %45, ptr noundef nonnull @.str.7)
  br label %230

225:                                              ; preds = %217, %213, %17
  %226 = trunc nuw nsw i64 %18 to i32
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %226, double noundef %47, double noundef %45, ptr noundef nonnull @.str.8)
  %228 = load i32, ptr @n_fail, align 4, !tbaa !5
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr @n_fail, align 4, !tbaa !5
  br label %230

230:                                              ; preds = %222, %225
  %231 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %232 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viastruct, double noundef %20, double noundef 1.000000e+00, i32 noundef %231, i32 noundef 1) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %232, ptr %2, align 8, !tbaa !9
  %233 = load volatile double, ptr %2, align 8, !tbaa !9
  %234 = tail call double @llvm.fabs.f64(double %233)
  %235 = fcmp ueq double %234, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %235, label %248, label %236

236:                                              ; preds = %230
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %45, ptr %1, align 8, !tbaa !9
  %237 = load volatile double, ptr %1, align 8, !tbaa !9
  %238 = tail call double @llvm.fabs.f64(double %237)
  %239 = fcmp ueq double %238, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %239, label %248, label %240

240:                                              ; preds = %236
  %241 = fsub double %232, %45
  %242 = tail call double @llvm.fabs.f64(double %241)
  %243 = fmul double %50, 0x3EB0C6F7A0B5ED8D
  %244 = fcmp ugt double %242, %243
  br i1 %244, label %248, label %245

245:                                              ; preds = %240
  %246 = trunc nuw nsw i64 %18 to i32
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %246, double noundef %232, double noundef %45, ptr noundef nonnull @.str.7)
  br label %253

248:                                              ; preds = %240, %236, %230
  %249 = trunc nuw nsw i64 %18 to i32
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %249, double noundef %232, double noundef %45, ptr noundef nonnull @.str.8)
  %251 = load i32, ptr @n_fail, align 4, !tbaa !5
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr @n_fail, align 4, !tbaa !5
  br label %253

253:                                              ; preds = %245, %248
  %254 = tail call fastcc ptr @make(double noundef %25, i32 noundef 4)
  %255 = load double, ptr %254, align 8, !tbaa !11
  %256 = fmul double %255, %255
  %257 = getelementptr inbounds i8, ptr %254, i64 8
  %258 = load ptr, ptr %257, align 8, !tbaa !14
  %259 = getelementptr i8, ptr %258, i64 12
  %260 = load i32, ptr %259, align 4, !tbaa !5
  %261 = sitofp i32 %260 to double
  %262 = fmul double %256, %261
  tail call fastcc void @drop(ptr noundef nonnull %254)
  %263 = tail call fastcc ptr @make(double noundef %26, i32 noundef 4)
  %264 = load double, ptr %263, align 8, !tbaa !11
  %265 = fmul double %264, %264
  %266 = getelementptr inbounds i8, ptr %263, i64 8
  %267 = load ptr, ptr %266, align 8, !tbaa !14
  %268 = getelementptr i8, ptr %267, i64 12
  %269 = load i32, ptr %268, align 4, !tbaa !5
  %270 = sitofp i32 %269 to double
  %271 = fmul double %265, %270
  tail call fastcc void @drop(ptr noundef nonnull %263)
  %272 = fsub double %262, %271
  %273 = fdiv double %272, %27
  %274 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %275 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viastruct, double noundef %20, i32 noundef %274, i32 noundef 4) #13
  %276 = tail call double @llvm.fabs.f64(double %273)
  %277 = fcmp ogt double %276, 1.000000e+00
  %278 = select i1 %277, double %276, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %275, ptr %4, align 8, !tbaa !9
  %279 = load volatile double, ptr %4, align 8, !tbaa !9
  %280 = tail call double @llvm.fabs.f64(double %279)
  %281 = fcmp ueq double %280, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %281, label %294, label %282

282:                                              ; preds = %253
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %273, ptr %3, align 8, !tbaa !9
  %283 = load volatile double, ptr %3, align 8, !tbaa !9
  %284 = tail call double @llvm.fabs.f64(double %283)
  %285 = fcmp ueq double %284, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %285, label %294, label %286

286:                                              ; preds = %282
  %287 = fsub double %275, %273
  %288 = tail call double @llvm.fabs.f64(double %287)
  %289 = fmul double %278, 0x3EB0C6F7A0B5ED8D
  %290 = fcmp ugt double %288, %289
  br i1 %290, label %294, label %291

291:                                              ; preds = %286
  %292 = trunc nuw nsw i64 %18 to i32
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %292, double noundef %275, double noundef %273, ptr noundef nonnull @.str.7)
  br label %299

294:                                              ; preds = %286, %282, %253
  %295 = trunc nuw nsw i64 %18 to i32
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %295, double noundef %275, double noundef %273, ptr noundef nonnull @.str.8)
  %297 = load i32, ptr @n_fail, align 4, !tbaa !5
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr @n_fail, align 4, !tbaa !5
  br label %299

299:                                              ; preds = %294, %291
  %300 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %301 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viastruct, double noundef %20, double noundef 1.000000e+00, i32 noundef %300, i32 noundef 4) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %301, ptr %2, align 8, !tbaa !9
  %302 = load volatile double, ptr %2, align 8, !tbaa !9
  %303 = tail call double @llvm.fabs.f64(double %302)
  %304 = fcmp ueq double %303, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %304, label %317, label %305

305:                                              ; preds = %299
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %273, ptr %1, align 8, !tbaa !9
  %306 = load volatile double, ptr %1, align 8, !tbaa !9
  %307 = tail call double @llvm.fabs.f64(double %306)
  %308 = fcmp ueq double %307, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %308, label %317, label %309

309:                                              ; preds = %305
  %310 = fsub double %301, %273
  %311 = tail call double @llvm.fabs.f64(double %310)
  %312 = fmul double %278, 0x3EB0C6F7A0B5ED8D
  %313 = fcmp ugt double %311, %312
  br i1 %313, label %317, label %314

314:                                              ; preds = %309
  %315 = trunc nuw nsw i64 %18 to i32
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %315, double noundef %301, double noundef %273, ptr noundef nonnull @.str.7)
  br label %322

317:                                              ; preds = %309, %305, %299
  %318 = trunc nuw nsw i64 %18 to i32
  %319 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %318, double noundef %301, double noundef %273, ptr noundef nonnull @.str.8)
  %320 = load i32, ptr @n_fail, align 4, !tbaa !5
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr @n_fail, align 4, !tbaa !5
  br label %322

322:                                              ; preds = %317, %314
  %323 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %324 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viaarray, double noundef %20, double noundef 4.000000e-01, i32 noundef %323, i32 noundef 5) #13
  %325 = extractvalue { double, double } %324, 0
  %326 = tail call fastcc ptr @filled(double noundef %25, double noundef 4.000000e-01, i32 noundef 5)
  %327 = load double, ptr %326, align 8, !tbaa !9
  %328 = getelementptr inbounds i8, ptr %326, i64 8
  %329 = load double, ptr %328, align 8, !tbaa !9
  %330 = getelementptr inbounds i8, ptr %326, i64 16
  %331 = load double, ptr %330, align 8, !tbaa !9
  %332 = getelementptr inbounds i8, ptr %326, i64 24
  %333 = load double, ptr %332, align 8, !tbaa !9
  %334 = getelementptr inbounds i8, ptr %326, i64 32
  %335 = load double, ptr %334, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %326) #13
  %336 = tail call fastcc ptr @filled(double noundef %26, double noundef 4.000000e-01, i32 noundef 5)
  %337 = load double, ptr %336, align 8, !tbaa !9
  %338 = getelementptr inbounds i8, ptr %336, i64 8
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = getelementptr inbounds i8, ptr %336, i64 16
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = getelementptr inbounds i8, ptr %336, i64 24
  %343 = load double, ptr %342, align 8, !tbaa !9
  %344 = getelementptr inbounds i8, ptr %336, i64 32
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = insertelement <2 x double> poison, double %327, i64 0
  %347 = insertelement <2 x double> %346, double %337, i64 1
  %348 = fmul <2 x double> %347, %347
  %349 = insertelement <2 x double> poison, double %329, i64 0
  %350 = insertelement <2 x double> %349, double %339, i64 1
  %351 = fmul <2 x double> %350, %350
  %352 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %351, <2 x double> <double 0x3FEE921DD42F09BA, double 0x3FEE921DD42F09BA>, <2 x double> %348)
  %353 = insertelement <2 x double> poison, double %331, i64 0
  %354 = insertelement <2 x double> %353, double %341, i64 1
  %355 = fmul <2 x double> %354, %354
  %356 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> <double 0x3FEA69263C485B15, double 0x3FEA69263C485B15>, <2 x double> %352)
  %357 = insertelement <2 x double> poison, double %333, i64 0
  %358 = insertelement <2 x double> %357, double %343, i64 1
  %359 = fmul <2 x double> %358, %358
  %360 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %359, <2 x double> <double 0x3FE3E43A9692E21D, double 0x3FE3E43A9692E21D>, <2 x double> %356)
  %361 = insertelement <2 x double> poison, double %335, i64 0
  %362 = insertelement <2 x double> %361, double %345, i64 1
  %363 = fmul <2 x double> %362, %362
  %364 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %363, <2 x double> <double 0x3FD730DE943B79D4, double 0x3FD730DE943B79D4>, <2 x double> %360)
  tail call void @free(ptr noundef nonnull %336) #13
  %365 = shufflevector <2 x double> %364, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %366 = fsub <2 x double> %364, %365
  %367 = extractelement <2 x double> %366, i64 0
  %368 = fdiv double %367, %27
  %369 = tail call double @llvm.fabs.f64(double %368)
  %370 = fcmp ogt double %369, 1.000000e+00
  %371 = select i1 %370, double %369, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %325, ptr %10, align 8, !tbaa !9
  %372 = load volatile double, ptr %10, align 8, !tbaa !9
  %373 = tail call double @llvm.fabs.f64(double %372)
  %374 = fcmp ueq double %373, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %374, label %66, label %54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal double @viastruct(double noundef %0, i32 noundef %1) #0 {
  %3 = tail call fastcc ptr @make(double noundef %0, i32 noundef %1)
  %4 = load double, ptr %3, align 8, !tbaa !11
  %5 = fmul double %4, %4
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !14
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
  br i1 %51, label %12, label %28, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree noinline nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @make(double noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store double %0, ptr %3, align 8, !tbaa !11
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 2
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #14
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %6, ptr %7, align 8, !tbaa !14
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
  br i1 %27, label %28, label %16, !llvm.loop !18

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
  br i1 %36, label %30, label %31, !llvm.loop !21
}

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @drop(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !14
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
  br i1 %50, label %14, label %28, !llvm.loop !22
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
!11 = !{!12, !10, i64 0}
!12 = !{!"S", !10, i64 0, !13, i64 8}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!12, !13, i64 8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !16, !20, !19}
!22 = distinct !{!22, !16}
