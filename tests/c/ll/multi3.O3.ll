; ModuleID = 'multi3.c'
source_filename = "multi3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.D3 = type { double, double, double }

@main.xs = internal unnamed_addr constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.200000e+00, double 5.000000e-02], align 16
@main.ys = internal unnamed_addr constant [4 x double] [double 1.100000e+00, double 4.000000e-01, double -6.000000e-01, double 9.000000e-01], align 16
@main.zs = internal unnamed_addr constant [4 x double] [double -5.000000e-01, double 0x3FE6666666666666, double 2.000000e-01, double 1.300000e+00], align 16
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f.dy\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"f.dz\00", align 1
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g.dy\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g.dz\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"multi3\00", align 1
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
  %13 = alloca %struct.D3, align 8
  %14 = alloca %struct.D3, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 8
  %16 = getelementptr inbounds i8, ptr %13, i64 16
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = getelementptr inbounds i8, ptr %14, i64 16
  br label %25

19:                                               ; preds = %502
  %20 = load i32, ptr @n_fail, align 4, !tbaa !5
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %20)
  %22 = load i32, ptr @n_fail, align 4, !tbaa !5
  %23 = icmp ne i32 %22, 0
  %24 = zext i1 %23 to i32
  ret i32 %24

25:                                               ; preds = %0, %502
  %26 = phi i64 [ 0, %0 ], [ %503, %502 ]
  %27 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = getelementptr inbounds [4 x double], ptr @main.ys, i64 0, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = getelementptr inbounds [4 x double], ptr @main.zs, i64 0, i64 %26
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = call double @llvm.fabs.f64(double %28)
  %34 = fcmp ogt double %33, 1.000000e+00
  %35 = select i1 %34, double %33, double 1.000000e+00
  %36 = fmul double %35, 0x3EB0C6F7A0B5ED8D
  %37 = call double @llvm.fabs.f64(double %30)
  %38 = fcmp ogt double %37, 1.000000e+00
  %39 = select i1 %38, double %37, double 1.000000e+00
  %40 = fmul double %39, 0x3EB0C6F7A0B5ED8D
  %41 = call double @llvm.fabs.f64(double %32)
  %42 = fcmp ogt double %41, 1.000000e+00
  %43 = select i1 %42, double %41, double 1.000000e+00
  %44 = fmul double %43, 0x3EB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #9
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %13, ptr noundef nonnull @f, double noundef %28, double noundef %30, double noundef %32) #9
  %45 = load double, ptr %13, align 8, !tbaa !11
  %46 = fadd double %28, %36
  %47 = call double @llvm.fmuladd.f64(double %30, double 2.000000e+00, double %46)
  %48 = call double @sin(double noundef %47) #9
  %49 = call double @cos(double noundef %32) #9
  %50 = fmul double %30, %30
  %51 = fsub double %28, %36
  %52 = call double @llvm.fmuladd.f64(double %30, double 2.000000e+00, double %51)
  %53 = call double @sin(double noundef %52) #9
  %54 = call double @cos(double noundef %32) #9
  %55 = insertelement <2 x double> poison, double %30, i64 0
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer
  %57 = insertelement <2 x double> poison, double %46, i64 0
  %58 = insertelement <2 x double> %57, double %51, i64 1
  %59 = fmul <2 x double> %56, %58
  %60 = insertelement <2 x double> poison, double %48, i64 0
  %61 = insertelement <2 x double> %60, double %53, i64 1
  %62 = insertelement <2 x double> poison, double %49, i64 0
  %63 = insertelement <2 x double> %62, double %54, i64 1
  %64 = fmul <2 x double> %61, %63
  %65 = insertelement <2 x double> poison, double %32, i64 0
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer
  %67 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> %66, <2 x double> %64)
  %68 = insertelement <2 x double> poison, double %50, i64 0
  %69 = shufflevector <2 x double> %68, <2 x double> poison, <2 x i32> zeroinitializer
  %70 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %58, <2 x double> %69)
  %71 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %66, <2 x double> %70)
  %72 = fadd <2 x double> %71, <double 1.000000e+00, double 1.000000e+00>
  %73 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %72)
  %74 = fadd <2 x double> %73, %67
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %76 = fsub <2 x double> %74, %75
  %77 = extractelement <2 x double> %76, i64 0
  %78 = fmul double %36, 2.000000e+00
  %79 = fdiv double %77, %78
  %80 = call double @llvm.fabs.f64(double %79)
  %81 = fcmp ogt double %80, 1.000000e+00
  %82 = select i1 %81, double %80, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %45, ptr %12, align 8, !tbaa !9
  %83 = load volatile double, ptr %12, align 8, !tbaa !9
  %84 = call double @llvm.fabs.f64(double %83)
  %85 = fcmp ueq double %84, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %85, label %97, label %86

86:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %79, ptr %11, align 8, !tbaa !9
  %87 = load volatile double, ptr %11, align 8, !tbaa !9
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = fcmp ueq double %88, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %89, label %97, label %90

90:                                               ; preds = %86
  %91 = fsub double %45, %79
  %92 = call double @llvm.fabs.f64(double %91)
  %93 = fmul double %82, 0x3EB0C6F7A0B5ED8D
  %94 = fcmp ole double %92, %93
  %95 = select i1 %94, ptr @.str.9, ptr @.str.10
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %28, double noundef %45, double noundef %79, ptr noundef nonnull %95)
  br i1 %94, label %102, label %99

97:                                               ; preds = %86, %25
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %28, double noundef %45, double noundef %79, ptr noundef nonnull @.str.10)
  br label %99

99:                                               ; preds = %97, %90
  %100 = load i32, ptr @n_fail, align 4, !tbaa !5
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @n_fail, align 4, !tbaa !5
  br label %102

102:                                              ; preds = %90, %99
  %103 = load double, ptr %15, align 8, !tbaa !13
  %104 = fadd double %30, %40
  %105 = call double @llvm.fmuladd.f64(double %104, double 2.000000e+00, double %28)
  %106 = call double @sin(double noundef %105) #9
  %107 = call double @cos(double noundef %32) #9
  %108 = fsub double %30, %40
  %109 = call double @llvm.fmuladd.f64(double %108, double 2.000000e+00, double %28)
  %110 = call double @sin(double noundef %109) #9
  %111 = call double @cos(double noundef %32) #9
  %112 = insertelement <2 x double> poison, double %28, i64 0
  %113 = shufflevector <2 x double> %112, <2 x double> poison, <2 x i32> zeroinitializer
  %114 = insertelement <2 x double> poison, double %104, i64 0
  %115 = insertelement <2 x double> %114, double %108, i64 1
  %116 = fmul <2 x double> %113, %115
  %117 = insertelement <2 x double> poison, double %106, i64 0
  %118 = insertelement <2 x double> %117, double %110, i64 1
  %119 = insertelement <2 x double> poison, double %107, i64 0
  %120 = insertelement <2 x double> %119, double %111, i64 1
  %121 = fmul <2 x double> %118, %120
  %122 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %66, <2 x double> %121)
  %123 = fmul <2 x double> %115, %115
  %124 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %113, <2 x double> %113, <2 x double> %123)
  %125 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %66, <2 x double> %124)
  %126 = fadd <2 x double> %125, <double 1.000000e+00, double 1.000000e+00>
  %127 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %126)
  %128 = fadd <2 x double> %127, %122
  %129 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %130 = fsub <2 x double> %128, %129
  %131 = extractelement <2 x double> %130, i64 0
  %132 = fmul double %40, 2.000000e+00
  %133 = fdiv double %131, %132
  %134 = call double @llvm.fabs.f64(double %133)
  %135 = fcmp ogt double %134, 1.000000e+00
  %136 = select i1 %135, double %134, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %103, ptr %10, align 8, !tbaa !9
  %137 = load volatile double, ptr %10, align 8, !tbaa !9
  %138 = call double @llvm.fabs.f64(double %137)
  %139 = fcmp ueq double %138, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %139, label %151, label %140

140:                                              ; preds = %102
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %133, ptr %9, align 8, !tbaa !9
  %141 = load volatile double, ptr %9, align 8, !tbaa !9
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = fcmp ueq double %142, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %143, label %151, label %144

144:                                              ; preds = %140
  %145 = fsub double %103, %133
  %146 = call double @llvm.fabs.f64(double %145)
  %147 = fmul double %136, 0x3EB0C6F7A0B5ED8D
  %148 = fcmp ole double %146, %147
  %149 = select i1 %148, ptr @.str.9, ptr @.str.10
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %30, double noundef %103, double noundef %133, ptr noundef nonnull %149)
  br i1 %148, label %156, label %153

151:                                              ; preds = %140, %102
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %30, double noundef %103, double noundef %133, ptr noundef nonnull @.str.10)
  br label %153

153:                                              ; preds = %151, %144
  %154 = load i32, ptr @n_fail, align 4, !tbaa !5
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr @n_fail, align 4, !tbaa !5
  br label %156

156:                                              ; preds = %144, %153
  %157 = load double, ptr %16, align 8, !tbaa !14
  %158 = fadd double %32, %44
  %159 = fmul double %28, %30
  %160 = call double @llvm.fmuladd.f64(double %30, double 2.000000e+00, double %28)
  %161 = call double @sin(double noundef %160) #9
  %162 = call double @cos(double noundef %158) #9
  %163 = call double @llvm.fmuladd.f64(double %28, double %28, double %50)
  %164 = fsub double %32, %44
  %165 = call double @sin(double noundef %160) #9
  %166 = call double @cos(double noundef %164) #9
  %167 = insertelement <2 x double> poison, double %161, i64 0
  %168 = insertelement <2 x double> %167, double %165, i64 1
  %169 = insertelement <2 x double> poison, double %162, i64 0
  %170 = insertelement <2 x double> %169, double %166, i64 1
  %171 = fmul <2 x double> %168, %170
  %172 = insertelement <2 x double> poison, double %159, i64 0
  %173 = shufflevector <2 x double> %172, <2 x double> poison, <2 x i32> zeroinitializer
  %174 = insertelement <2 x double> poison, double %158, i64 0
  %175 = insertelement <2 x double> %174, double %164, i64 1
  %176 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %173, <2 x double> %175, <2 x double> %171)
  %177 = insertelement <2 x double> poison, double %163, i64 0
  %178 = shufflevector <2 x double> %177, <2 x double> poison, <2 x i32> zeroinitializer
  %179 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> %175, <2 x double> %178)
  %180 = fadd <2 x double> %179, <double 1.000000e+00, double 1.000000e+00>
  %181 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %180)
  %182 = fadd <2 x double> %181, %176
  %183 = shufflevector <2 x double> %182, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %184 = fsub <2 x double> %182, %183
  %185 = extractelement <2 x double> %184, i64 0
  %186 = fmul double %44, 2.000000e+00
  %187 = fdiv double %185, %186
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = fcmp ogt double %188, 1.000000e+00
  %190 = select i1 %189, double %188, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %157, ptr %8, align 8, !tbaa !9
  %191 = load volatile double, ptr %8, align 8, !tbaa !9
  %192 = call double @llvm.fabs.f64(double %191)
  %193 = fcmp ueq double %192, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %193, label %205, label %194

194:                                              ; preds = %156
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %187, ptr %7, align 8, !tbaa !9
  %195 = load volatile double, ptr %7, align 8, !tbaa !9
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ueq double %196, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %197, label %205, label %198

198:                                              ; preds = %194
  %199 = fsub double %157, %187
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = fmul double %190, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp ole double %200, %201
  %203 = select i1 %202, ptr @.str.9, ptr @.str.10
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %32, double noundef %157, double noundef %187, ptr noundef nonnull %203)
  br i1 %202, label %210, label %207

205:                                              ; preds = %194, %156
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %32, double noundef %157, double noundef %187, ptr noundef nonnull @.str.10)
  br label %207

207:                                              ; preds = %205, %198
  %208 = load i32, ptr @n_fail, align 4, !tbaa !5
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr @n_fail, align 4, !tbaa !5
  br label %210

210:                                              ; preds = %198, %207
  %211 = trunc nuw nsw i64 %26 to i32
  %212 = uitofp nneg i32 %211 to double
  %213 = fadd double %212, 1.500000e+00
  %214 = add nuw nsw i64 %26, 2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #9
  %215 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %216 = trunc nuw nsw i64 %214 to i32
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %14, ptr noundef nonnull @g, double noundef %28, i32 noundef %215, double noundef %213, double noundef %30, i32 noundef %216, double noundef %32) #9
  %217 = load double, ptr %14, align 8, !tbaa !11
  %218 = fmul double %32, -1.000000e-01
  %219 = extractelement <2 x double> %59, i64 0
  %220 = fdiv double %219, %213
  %221 = fadd double %220, 1.000000e+00
  %222 = call double @llvm.fmuladd.f64(double %218, double 0.000000e+00, double %221)
  %223 = fadd double %213, 1.000000e+00
  %224 = fdiv double %219, %223
  %225 = fadd double %224, 1.000000e+00
  %226 = fadd double %218, %225
  %227 = fmul double %222, %226
  %228 = icmp eq i64 %26, 0
  br i1 %228, label %249, label %229, !llvm.loop !15

229:                                              ; preds = %210
  %230 = fadd double %213, 2.000000e+00
  %231 = fdiv double %219, %230
  %232 = fadd double %231, 1.000000e+00
  %233 = call double @llvm.fmuladd.f64(double %218, double 2.000000e+00, double %232)
  %234 = fmul double %227, %233
  %235 = icmp eq i64 %214, 3
  br i1 %235, label %249, label %236, !llvm.loop !15

236:                                              ; preds = %229
  %237 = fadd double %213, 3.000000e+00
  %238 = fdiv double %219, %237
  %239 = fadd double %238, 1.000000e+00
  %240 = call double @llvm.fmuladd.f64(double %218, double 3.000000e+00, double %239)
  %241 = fmul double %234, %240
  %242 = icmp eq i64 %214, 4
  br i1 %242, label %249, label %243, !llvm.loop !15

243:                                              ; preds = %236
  %244 = fadd double %213, 4.000000e+00
  %245 = fdiv double %219, %244
  %246 = fadd double %245, 1.000000e+00
  %247 = call double @llvm.fmuladd.f64(double %218, double 4.000000e+00, double %246)
  %248 = fmul double %241, %247
  br label %249

249:                                              ; preds = %243, %236, %229, %210
  %250 = phi double [ %227, %210 ], [ %234, %229 ], [ %241, %236 ], [ %248, %243 ]
  %251 = fmul double %213, %32
  %252 = call double @exp(double noundef %251) #9
  %253 = extractelement <2 x double> %59, i64 1
  %254 = fdiv double %253, %213
  %255 = fadd double %254, 1.000000e+00
  %256 = call double @llvm.fmuladd.f64(double %218, double 0.000000e+00, double %255)
  %257 = fadd double %213, 1.000000e+00
  %258 = fdiv double %253, %257
  %259 = fadd double %258, 1.000000e+00
  %260 = fadd double %218, %259
  %261 = fmul double %256, %260
  %262 = icmp eq i64 %26, 0
  br i1 %262, label %283, label %263, !llvm.loop !15

263:                                              ; preds = %249
  %264 = fadd double %213, 2.000000e+00
  %265 = fdiv double %253, %264
  %266 = fadd double %265, 1.000000e+00
  %267 = call double @llvm.fmuladd.f64(double %218, double 2.000000e+00, double %266)
  %268 = fmul double %261, %267
  %269 = icmp eq i64 %214, 3
  br i1 %269, label %283, label %270, !llvm.loop !15

270:                                              ; preds = %263
  %271 = fadd double %213, 3.000000e+00
  %272 = fdiv double %253, %271
  %273 = fadd double %272, 1.000000e+00
  %274 = call double @llvm.fmuladd.f64(double %218, double 3.000000e+00, double %273)
  %275 = fmul double %268, %274
  %276 = icmp eq i64 %214, 4
  br i1 %276, label %283, label %277, !llvm.loop !15

277:                                              ; preds = %270
  %278 = fadd double %213, 4.000000e+00
  %279 = fdiv double %253, %278
  %280 = fadd double %279, 1.000000e+00
  %281 = call double @llvm.fmuladd.f64(double %218, double 4.000000e+00, double %280)
  %282 = fmul double %275, %281
  br label %283

283:                                              ; preds = %277, %270, %263, %249
  %284 = phi double [ %261, %249 ], [ %268, %263 ], [ %275, %270 ], [ %282, %277 ]
  %285 = call double @llvm.fmuladd.f64(double %252, double %46, double %250)
  %286 = call double @exp(double noundef %251) #9
  %287 = call double @llvm.fmuladd.f64(double %286, double %51, double %284)
  %288 = fsub double %285, %287
  %289 = fdiv double %288, %78
  %290 = call double @llvm.fabs.f64(double %289)
  %291 = fcmp ogt double %290, 1.000000e+00
  %292 = select i1 %291, double %290, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %217, ptr %6, align 8, !tbaa !9
  %293 = load volatile double, ptr %6, align 8, !tbaa !9
  %294 = call double @llvm.fabs.f64(double %293)
  %295 = fcmp ueq double %294, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %295, label %307, label %296

296:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %289, ptr %5, align 8, !tbaa !9
  %297 = load volatile double, ptr %5, align 8, !tbaa !9
  %298 = call double @llvm.fabs.f64(double %297)
  %299 = fcmp ueq double %298, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %299, label %307, label %300

300:                                              ; preds = %296
  %301 = fsub double %217, %289
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = fmul double %292, 0x3EB0C6F7A0B5ED8D
  %304 = fcmp ole double %302, %303
  %305 = select i1 %304, ptr @.str.9, ptr @.str.10
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %28, double noundef %217, double noundef %289, ptr noundef nonnull %305)
  br i1 %304, label %312, label %309

307:                                              ; preds = %296, %283
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %28, double noundef %217, double noundef %289, ptr noundef nonnull @.str.10)
  br label %309

309:                                              ; preds = %307, %300
  %310 = load i32, ptr @n_fail, align 4, !tbaa !5
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr @n_fail, align 4, !tbaa !5
  br label %312

312:                                              ; preds = %300, %309
  %313 = load double, ptr %17, align 8, !tbaa !13
  %314 = extractelement <2 x double> %116, i64 0
  %315 = fdiv double %314, %213
  %316 = fadd double %315, 1.000000e+00
  %317 = call double @llvm.fmuladd.f64(double %218, double 0.000000e+00, double %316)
  %318 = fadd double %213, 1.000000e+00
  %319 = fdiv double %314, %318
  %320 = fadd double %319, 1.000000e+00
  %321 = fadd double %218, %320
  %322 = fmul double %317, %321
  %323 = icmp eq i64 %26, 0
  br i1 %323, label %344, label %324, !llvm.loop !15

324:                                              ; preds = %312
  %325 = fadd double %213, 2.000000e+00
  %326 = fdiv double %314, %325
  %327 = fadd double %326, 1.000000e+00
  %328 = call double @llvm.fmuladd.f64(double %218, double 2.000000e+00, double %327)
  %329 = fmul double %322, %328
  %330 = icmp eq i64 %214, 3
  br i1 %330, label %344, label %331, !llvm.loop !15

331:                                              ; preds = %324
  %332 = fadd double %213, 3.000000e+00
  %333 = fdiv double %314, %332
  %334 = fadd double %333, 1.000000e+00
  %335 = call double @llvm.fmuladd.f64(double %218, double 3.000000e+00, double %334)
  %336 = fmul double %329, %335
  %337 = icmp eq i64 %214, 4
  br i1 %337, label %344, label %338, !llvm.loop !15

338:                                              ; preds = %331
  %339 = fadd double %213, 4.000000e+00
  %340 = fdiv double %314, %339
  %341 = fadd double %340, 1.000000e+00
  %342 = call double @llvm.fmuladd.f64(double %218, double 4.000000e+00, double %341)
  %343 = fmul double %336, %342
  br label %344

344:                                              ; preds = %338, %331, %324, %312
  %345 = phi double [ %322, %312 ], [ %329, %324 ], [ %336, %331 ], [ %343, %338 ]
  %346 = call double @exp(double noundef %251) #9
  %347 = extractelement <2 x double> %116, i64 1
  %348 = fdiv double %347, %213
  %349 = fadd double %348, 1.000000e+00
  %350 = call double @llvm.fmuladd.f64(double %218, double 0.000000e+00, double %349)
  %351 = fadd double %213, 1.000000e+00
  %352 = fdiv double %347, %351
  %353 = fadd double %352, 1.000000e+00
  %354 = fadd double %218, %353
  %355 = fmul double %350, %354
  %356 = icmp eq i64 %26, 0
  br i1 %356, label %377, label %357, !llvm.loop !15

357:                                              ; preds = %344
  %358 = fadd double %213, 2.000000e+00
  %359 = fdiv double %347, %358
  %360 = fadd double %359, 1.000000e+00
  %361 = call double @llvm.fmuladd.f64(double %218, double 2.000000e+00, double %360)
  %362 = fmul double %355, %361
  %363 = icmp eq i64 %214, 3
  br i1 %363, label %377, label %364, !llvm.loop !15

364:                                              ; preds = %357
  %365 = fadd double %213, 3.000000e+00
  %366 = fdiv double %347, %365
  %367 = fadd double %366, 1.000000e+00
  %368 = call double @llvm.fmuladd.f64(double %218, double 3.000000e+00, double %367)
  %369 = fmul double %362, %368
  %370 = icmp eq i64 %214, 4
  br i1 %370, label %377, label %371, !llvm.loop !15

371:                                              ; preds = %364
  %372 = fadd double %213, 4.000000e+00
  %373 = fdiv double %347, %372
  %374 = fadd double %373, 1.000000e+00
  %375 = call double @llvm.fmuladd.f64(double %218, double 4.000000e+00, double %374)
  %376 = fmul double %369, %375
  br label %377

377:                                              ; preds = %371, %364, %357, %344
  %378 = phi double [ %355, %344 ], [ %362, %357 ], [ %369, %364 ], [ %376, %371 ]
  %379 = call double @llvm.fmuladd.f64(double %346, double %28, double %345)
  %380 = call double @exp(double noundef %251) #9
  %381 = call double @llvm.fmuladd.f64(double %380, double %28, double %378)
  %382 = fsub double %379, %381
  %383 = fdiv double %382, %132
  %384 = call double @llvm.fabs.f64(double %383)
  %385 = fcmp ogt double %384, 1.000000e+00
  %386 = select i1 %385, double %384, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %313, ptr %4, align 8, !tbaa !9
  %387 = load volatile double, ptr %4, align 8, !tbaa !9
  %388 = call double @llvm.fabs.f64(double %387)
  %389 = fcmp ueq double %388, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %389, label %401, label %390

390:                                              ; preds = %377
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %383, ptr %3, align 8, !tbaa !9
  %391 = load volatile double, ptr %3, align 8, !tbaa !9
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = fcmp ueq double %392, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %393, label %401, label %394

394:                                              ; preds = %390
  %395 = fsub double %313, %383
  %396 = call double @llvm.fabs.f64(double %395)
  %397 = fmul double %386, 0x3EB0C6F7A0B5ED8D
  %398 = fcmp ole double %396, %397
  %399 = select i1 %398, ptr @.str.9, ptr @.str.10
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %30, double noundef %313, double noundef %383, ptr noundef nonnull %399)
  br i1 %398, label %406, label %403

401:                                              ; preds = %390, %377
  %402 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %30, double noundef %313, double noundef %383, ptr noundef nonnull @.str.10)
  br label %403

403:                                              ; preds = %401, %394
  %404 = load i32, ptr @n_fail, align 4, !tbaa !5
  %405 = add nsw i32 %404, 1
  store i32 %405, ptr @n_fail, align 4, !tbaa !5
  br label %406

406:                                              ; preds = %394, %403
  %407 = load double, ptr %18, align 8, !tbaa !14
  %408 = fmul double %158, -1.000000e-01
  %409 = fdiv double %159, %213
  %410 = fadd double %409, 1.000000e+00
  %411 = call double @llvm.fmuladd.f64(double %408, double 0.000000e+00, double %410)
  %412 = fadd double %213, 1.000000e+00
  %413 = fdiv double %159, %412
  %414 = fadd double %413, 1.000000e+00
  %415 = fadd double %408, %414
  %416 = fmul double %411, %415
  %417 = icmp eq i64 %26, 0
  br i1 %417, label %438, label %418, !llvm.loop !15

418:                                              ; preds = %406
  %419 = fadd double %213, 2.000000e+00
  %420 = fdiv double %159, %419
  %421 = fadd double %420, 1.000000e+00
  %422 = call double @llvm.fmuladd.f64(double %408, double 2.000000e+00, double %421)
  %423 = fmul double %416, %422
  %424 = icmp eq i64 %214, 3
  br i1 %424, label %438, label %425, !llvm.loop !15

425:                                              ; preds = %418
  %426 = fadd double %213, 3.000000e+00
  %427 = fdiv double %159, %426
  %428 = fadd double %427, 1.000000e+00
  %429 = call double @llvm.fmuladd.f64(double %408, double 3.000000e+00, double %428)
  %430 = fmul double %423, %429
  %431 = icmp eq i64 %214, 4
  br i1 %431, label %438, label %432, !llvm.loop !15

432:                                              ; preds = %425
  %433 = fadd double %213, 4.000000e+00
  %434 = fdiv double %159, %433
  %435 = fadd double %434, 1.000000e+00
  %436 = call double @llvm.fmuladd.f64(double %408, double 4.000000e+00, double %435)
  %437 = fmul double %430, %436
  br label %438

438:                                              ; preds = %432, %425, %418, %406
  %439 = phi double [ %416, %406 ], [ %423, %418 ], [ %430, %425 ], [ %437, %432 ]
  %440 = fmul double %213, %158
  %441 = call double @exp(double noundef %440) #9
  %442 = fmul double %164, -1.000000e-01
  %443 = fdiv double %159, %213
  %444 = fadd double %443, 1.000000e+00
  %445 = call double @llvm.fmuladd.f64(double %442, double 0.000000e+00, double %444)
  %446 = fadd double %213, 1.000000e+00
  %447 = fdiv double %159, %446
  %448 = fadd double %447, 1.000000e+00
  %449 = fadd double %442, %448
  %450 = fmul double %445, %449
  %451 = icmp eq i64 %26, 0
  br i1 %451, label %472, label %452, !llvm.loop !15

452:                                              ; preds = %438
  %453 = fadd double %213, 2.000000e+00
  %454 = fdiv double %159, %453
  %455 = fadd double %454, 1.000000e+00
  %456 = call double @llvm.fmuladd.f64(double %442, double 2.000000e+00, double %455)
  %457 = fmul double %450, %456
  %458 = icmp eq i64 %214, 3
  br i1 %458, label %472, label %459, !llvm.loop !15

459:                                              ; preds = %452
  %460 = fadd double %213, 3.000000e+00
  %461 = fdiv double %159, %460
  %462 = fadd double %461, 1.000000e+00
  %463 = call double @llvm.fmuladd.f64(double %442, double 3.000000e+00, double %462)
  %464 = fmul double %457, %463
  %465 = icmp eq i64 %214, 4
  br i1 %465, label %472, label %466, !llvm.loop !15

466:                                              ; preds = %459
  %467 = fadd double %213, 4.000000e+00
  %468 = fdiv double %159, %467
  %469 = fadd double %468, 1.000000e+00
  %470 = call double @llvm.fmuladd.f64(double %442, double 4.000000e+00, double %469)
  %471 = fmul double %464, %470
  br label %472

472:                                              ; preds = %466, %459, %452, %438
  %473 = phi double [ %450, %438 ], [ %457, %452 ], [ %464, %459 ], [ %471, %466 ]
  %474 = call double @llvm.fmuladd.f64(double %441, double %28, double %439)
  %475 = fmul double %213, %164
  %476 = call double @exp(double noundef %475) #9
  %477 = call double @llvm.fmuladd.f64(double %476, double %28, double %473)
  %478 = fsub double %474, %477
  %479 = fdiv double %478, %186
  %480 = call double @llvm.fabs.f64(double %479)
  %481 = fcmp ogt double %480, 1.000000e+00
  %482 = select i1 %481, double %480, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %407, ptr %2, align 8, !tbaa !9
  %483 = load volatile double, ptr %2, align 8, !tbaa !9
  %484 = call double @llvm.fabs.f64(double %483)
  %485 = fcmp ueq double %484, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %485, label %497, label %486

486:                                              ; preds = %472
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %479, ptr %1, align 8, !tbaa !9
  %487 = load volatile double, ptr %1, align 8, !tbaa !9
  %488 = call double @llvm.fabs.f64(double %487)
  %489 = fcmp ueq double %488, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %489, label %497, label %490

490:                                              ; preds = %486
  %491 = fsub double %407, %479
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fmul double %482, 0x3EB0C6F7A0B5ED8D
  %494 = fcmp ole double %492, %493
  %495 = select i1 %494, ptr @.str.9, ptr @.str.10
  %496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %32, double noundef %407, double noundef %479, ptr noundef nonnull %495)
  br i1 %494, label %502, label %499

497:                                              ; preds = %486, %472
  %498 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef %32, double noundef %407, double noundef %479, ptr noundef nonnull @.str.10)
  br label %499

499:                                              ; preds = %497, %490
  %500 = load i32, ptr @n_fail, align 4, !tbaa !5
  %501 = add nsw i32 %500, 1
  store i32 %501, ptr @n_fail, align 4, !tbaa !5
  br label %502

502:                                              ; preds = %490, %499
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #9
  %503 = add nuw nsw i64 %26, 1
  %504 = icmp eq i64 %503, 4
  br i1 %504, label %19, label %25, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.D3) align 8, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1, double noundef %2) #3 {
  %4 = fmul double %0, %1
  %5 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %6 = tail call double @sin(double noundef %5) #9
  %7 = tail call double @cos(double noundef %2) #9
  %8 = fmul double %6, %7
  %9 = tail call double @llvm.fmuladd.f64(double %4, double %2, double %8)
  %10 = fmul double %1, %1
  %11 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %10)
  %12 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %11)
  %13 = fadd double %12, 1.000000e+00
  %14 = tail call double @llvm.sqrt.f64(double %13)
  %15 = fadd double %14, %9
  ret double %15
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, double noundef %1, double noundef %2, i32 noundef %3, double noundef %4) #4 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %5
  %8 = fmul double %0, %2
  %9 = fmul double %4, -1.000000e-01
  %10 = and i32 %3, 1
  %11 = icmp eq i32 %3, 1
  br i1 %11, label %16, label %12

12:                                               ; preds = %7
  %13 = and i32 %3, 2147483646
  br label %32

14:                                               ; preds = %32
  %15 = uitofp nneg i32 %49 to double
  br label %16

16:                                               ; preds = %14, %7
  %17 = phi double [ poison, %7 ], [ %48, %14 ]
  %18 = phi double [ 0.000000e+00, %7 ], [ %15, %14 ]
  %19 = phi double [ 1.000000e+00, %7 ], [ %48, %14 ]
  %20 = icmp eq i32 %10, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %16
  %22 = fadd double %18, %1
  %23 = fdiv double %8, %22
  %24 = fadd double %23, 1.000000e+00
  %25 = tail call double @llvm.fmuladd.f64(double %9, double %18, double %24)
  %26 = fmul double %19, %25
  br label %27

27:                                               ; preds = %21, %16, %5
  %28 = phi double [ 1.000000e+00, %5 ], [ %17, %16 ], [ %26, %21 ]
  %29 = fmul double %1, %4
  %30 = tail call double @exp(double noundef %29) #9
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %0, double %28)
  ret double %31

32:                                               ; preds = %32, %12
  %33 = phi i32 [ 0, %12 ], [ %49, %32 ]
  %34 = phi double [ 1.000000e+00, %12 ], [ %48, %32 ]
  %35 = phi i32 [ 0, %12 ], [ %50, %32 ]
  %36 = uitofp nneg i32 %33 to double
  %37 = fadd double %36, %1
  %38 = fdiv double %8, %37
  %39 = fadd double %38, 1.000000e+00
  %40 = tail call double @llvm.fmuladd.f64(double %9, double %36, double %39)
  %41 = fmul double %34, %40
  %42 = or disjoint i32 %33, 1
  %43 = uitofp nneg i32 %42 to double
  %44 = fadd double %43, %1
  %45 = fdiv double %8, %44
  %46 = fadd double %45, 1.000000e+00
  %47 = tail call double @llvm.fmuladd.f64(double %9, double %43, double %46)
  %48 = fmul double %41, %47
  %49 = add nuw nsw i32 %33, 2
  %50 = add i32 %35, 2
  %51 = icmp eq i32 %50, %13
  br i1 %51, label %14, label %32, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!12 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!12, !10, i64 16}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
