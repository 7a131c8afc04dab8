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

19:                                               ; preds = %524
  %20 = load i32, ptr @n_fail, align 4, !tbaa !5
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %20)
  %22 = load i32, ptr @n_fail, align 4, !tbaa !5
  %23 = icmp ne i32 %22, 0
  %24 = zext i1 %23 to i32
  ret i32 %24

25:                                               ; preds = %0, %524
  %26 = phi i64 [ 0, %0 ], [ %525, %524 ]
  %27 = trunc i64 %26 to i32
  %28 = trunc i64 %26 to i32
  %29 = trunc i64 %26 to i32
  %30 = trunc i64 %26 to i32
  %31 = trunc i64 %26 to i32
  %32 = trunc i64 %26 to i32
  %33 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %26
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = getelementptr inbounds [4 x double], ptr @main.ys, i64 0, i64 %26
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr inbounds [4 x double], ptr @main.zs, i64 0, i64 %26
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = call fast double @llvm.fabs.f64(double %34)
  %40 = call fast double @llvm.maxnum.f64(double %39, double 1.000000e+00)
  %41 = fmul fast double %40, 0x3EB0C6F7A0B5ED8D
  %42 = call fast double @llvm.fabs.f64(double %36)
  %43 = call fast double @llvm.maxnum.f64(double %42, double 1.000000e+00)
  %44 = fmul fast double %43, 0x3EB0C6F7A0B5ED8D
  %45 = call fast double @llvm.fabs.f64(double %38)
  %46 = call fast double @llvm.maxnum.f64(double %45, double 1.000000e+00)
  %47 = fmul fast double %46, 0x3EB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #8
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %13, ptr noundef nonnull @f, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %38) #8
  %48 = load double, ptr %13, align 8, !tbaa !11
  %49 = fadd fast double %41, %34
  %50 = fmul fast double %49, %36
  %51 = fmul fast double %36, 2.000000e+00
  %52 = fadd fast double %49, %51
  %53 = call fast double @llvm.sin.f64(double %52)
  %54 = call fast double @llvm.cos.f64(double %38)
  %55 = fmul fast double %49, %49
  %56 = fmul fast double %36, %36
  %57 = fmul fast double %38, %38
  %58 = fadd fast double %56, 1.000000e+00
  %59 = fadd fast double %58, %57
  %60 = fadd fast double %59, %55
  %61 = call fast double @llvm.sqrt.f64(double %60)
  %62 = fsub fast double %34, %41
  %63 = fmul fast double %62, %36
  %64 = fadd fast double %62, %51
  %65 = call fast double @llvm.sin.f64(double %64)
  %66 = fmul fast double %62, %62
  %67 = fadd fast double %59, %66
  %68 = call fast double @llvm.sqrt.f64(double %67)
  %69 = fsub fast double %53, %65
  %70 = fmul fast double %69, %54
  %71 = fsub fast double %50, %63
  %72 = fmul fast double %71, %38
  %73 = fsub fast double %61, %68
  %74 = fadd fast double %73, %72
  %75 = fadd fast double %74, %70
  %76 = fmul fast double %40, 2.000000e-06
  %77 = fdiv fast double %75, %76
  %78 = call fast double @llvm.fabs.f64(double %77)
  %79 = call fast double @llvm.maxnum.f64(double %78, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %48, ptr %12, align 8, !tbaa !9
  %80 = load volatile double, ptr %12, align 8, !tbaa !9
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fcmp ueq double %81, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %82, label %94, label %83

83:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %77, ptr %11, align 8, !tbaa !9
  %84 = load volatile double, ptr %11, align 8, !tbaa !9
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ueq double %85, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %86, label %94, label %87

87:                                               ; preds = %83
  %88 = fsub fast double %48, %77
  %89 = call fast double @llvm.fabs.f64(double %88)
  %90 = fmul fast double %79, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp fast ole double %89, %90
  %92 = select i1 %91, ptr @.str.9, ptr @.str.10
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %48, double noundef nofpclass(nan inf) %77, ptr noundef nonnull %92)
  br i1 %91, label %99, label %96

94:                                               ; preds = %83, %25
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %48, double noundef nofpclass(nan inf) %77, ptr noundef nonnull @.str.10)
  br label %96

96:                                               ; preds = %94, %87
  %97 = load i32, ptr @n_fail, align 4, !tbaa !5
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr @n_fail, align 4, !tbaa !5
  br label %99

99:                                               ; preds = %87, %96
  %100 = load double, ptr %15, align 8, !tbaa !13
  %101 = fadd fast double %44, %36
  %102 = fmul fast double %101, %34
  %103 = fmul fast double %101, 2.000000e+00
  %104 = fadd fast double %103, %34
  %105 = call fast double @llvm.sin.f64(double %104)
  %106 = fmul fast double %34, %34
  %107 = fmul fast double %101, %101
  %108 = fadd fast double %106, 1.000000e+00
  %109 = fadd fast double %57, %108
  %110 = fadd fast double %109, %107
  %111 = call fast double @llvm.sqrt.f64(double %110)
  %112 = fsub fast double %36, %44
  %113 = fmul fast double %112, %34
  %114 = fmul fast double %112, 2.000000e+00
  %115 = fadd fast double %114, %34
  %116 = call fast double @llvm.sin.f64(double %115)
  %117 = fmul fast double %112, %112
  %118 = fadd fast double %109, %117
  %119 = call fast double @llvm.sqrt.f64(double %118)
  %120 = fsub fast double %105, %116
  %121 = fmul fast double %120, %54
  %122 = fsub fast double %102, %113
  %123 = fmul fast double %122, %38
  %124 = fsub fast double %111, %119
  %125 = fadd fast double %124, %123
  %126 = fadd fast double %125, %121
  %127 = fmul fast double %43, 2.000000e-06
  %128 = fdiv fast double %126, %127
  %129 = call fast double @llvm.fabs.f64(double %128)
  %130 = call fast double @llvm.maxnum.f64(double %129, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %100, ptr %10, align 8, !tbaa !9
  %131 = load volatile double, ptr %10, align 8, !tbaa !9
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fcmp ueq double %132, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %133, label %145, label %134

134:                                              ; preds = %99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %128, ptr %9, align 8, !tbaa !9
  %135 = load volatile double, ptr %9, align 8, !tbaa !9
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = fcmp ueq double %136, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %137, label %145, label %138

138:                                              ; preds = %134
  %139 = fsub fast double %100, %128
  %140 = call fast double @llvm.fabs.f64(double %139)
  %141 = fmul fast double %130, 0x3EB0C6F7A0B5ED8D
  %142 = fcmp fast ole double %140, %141
  %143 = select i1 %142, ptr @.str.9, ptr @.str.10
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %100, double noundef nofpclass(nan inf) %128, ptr noundef nonnull %143)
  br i1 %142, label %150, label %147

145:                                              ; preds = %134, %99
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %100, double noundef nofpclass(nan inf) %128, ptr noundef nonnull @.str.10)
  br label %147

147:                                              ; preds = %145, %138
  %148 = load i32, ptr @n_fail, align 4, !tbaa !5
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr @n_fail, align 4, !tbaa !5
  br label %150

150:                                              ; preds = %138, %147
  %151 = load double, ptr %16, align 8, !tbaa !14
  %152 = fadd fast double %47, %38
  %153 = fmul fast double %36, %34
  %154 = fadd fast double %51, %34
  %155 = call fast double @llvm.sin.f64(double %154)
  %156 = call fast double @llvm.cos.f64(double %152)
  %157 = fmul fast double %152, %152
  %158 = fadd fast double %108, %56
  %159 = fadd fast double %157, %158
  %160 = call fast double @llvm.sqrt.f64(double %159)
  %161 = fsub fast double %38, %47
  %162 = call fast double @llvm.cos.f64(double %161)
  %163 = fmul fast double %161, %161
  %164 = fadd fast double %163, %158
  %165 = call fast double @llvm.sqrt.f64(double %164)
  %166 = fsub fast double %156, %162
  %167 = fmul fast double %166, %155
  %168 = fmul fast double %46, 2.000000e-06
  %169 = fmul fast double %168, %153
  %170 = fsub fast double %160, %165
  %171 = fadd fast double %170, %169
  %172 = fadd fast double %171, %167
  %173 = fdiv fast double %172, %168
  %174 = call fast double @llvm.fabs.f64(double %173)
  %175 = call fast double @llvm.maxnum.f64(double %174, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %151, ptr %8, align 8, !tbaa !9
  %176 = load volatile double, ptr %8, align 8, !tbaa !9
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fcmp ueq double %177, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %178, label %190, label %179

179:                                              ; preds = %150
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %173, ptr %7, align 8, !tbaa !9
  %180 = load volatile double, ptr %7, align 8, !tbaa !9
  %181 = call double @llvm.fabs.f64(double %180)
  %182 = fcmp ueq double %181, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %182, label %190, label %183

183:                                              ; preds = %179
  %184 = fsub fast double %151, %173
  %185 = call fast double @llvm.fabs.f64(double %184)
  %186 = fmul fast double %175, 0x3EB0C6F7A0B5ED8D
  %187 = fcmp fast ole double %185, %186
  %188 = select i1 %187, ptr @.str.9, ptr @.str.10
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) %173, ptr noundef nonnull %188)
  br i1 %187, label %195, label %192

190:                                              ; preds = %179, %150
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %151, double noundef nofpclass(nan inf) %173, ptr noundef nonnull @.str.10)
  br label %192

192:                                              ; preds = %190, %183
  %193 = load i32, ptr @n_fail, align 4, !tbaa !5
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr @n_fail, align 4, !tbaa !5
  br label %195

195:                                              ; preds = %183, %192
  %196 = trunc nuw nsw i64 %26 to i32
  %197 = uitofp nneg i32 %196 to double
  %198 = fadd fast double %197, 1.500000e+00
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #8
  %199 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %200 = trunc i64 %26 to i32
  %201 = add i32 %200, 2
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %14, ptr noundef nonnull @g, double noundef nofpclass(nan inf) %34, i32 noundef %199, double noundef nofpclass(nan inf) %198, double noundef nofpclass(nan inf) %36, i32 noundef %201, double noundef nofpclass(nan inf) %38) #8
  %202 = load double, ptr %14, align 8, !tbaa !11
  %203 = fmul fast double %38, -1.000000e-01
  %204 = add i32 %27, 3
  %205 = and i32 %204, -2
  %206 = add i32 %27, 1
  %207 = insertelement <2 x i32> poison, i32 %206, i64 0
  %208 = shufflevector <2 x i32> %207, <2 x i32> poison, <2 x i32> zeroinitializer
  %209 = insertelement <2 x double> poison, double %198, i64 0
  %210 = shufflevector <2 x double> %209, <2 x double> poison, <2 x i32> zeroinitializer
  %211 = insertelement <2 x double> poison, double %50, i64 0
  %212 = shufflevector <2 x double> %211, <2 x double> poison, <2 x i32> zeroinitializer
  %213 = insertelement <2 x double> poison, double %203, i64 0
  %214 = shufflevector <2 x double> %213, <2 x double> poison, <2 x i32> zeroinitializer
  %215 = fadd fast <2 x double> %210, <double 0.000000e+00, double 1.000000e+00>
  %216 = fdiv fast <2 x double> %212, %215
  %217 = fmul fast <2 x double> %214, <double 0.000000e+00, double 1.000000e+00>
  %218 = fadd fast <2 x double> %217, <double 1.000000e+00, double 1.000000e+00>
  %219 = fadd fast <2 x double> %218, %216
  %220 = icmp eq i32 %205, 2
  br i1 %220, label %236, label %221, !llvm.loop !15

221:                                              ; preds = %195
  %222 = fadd fast <2 x double> %210, <double 2.000000e+00, double 3.000000e+00>
  %223 = fdiv fast <2 x double> %212, %222
  %224 = fmul fast <2 x double> %214, <double 2.000000e+00, double 3.000000e+00>
  %225 = fadd fast <2 x double> %224, <double 1.000000e+00, double 1.000000e+00>
  %226 = fadd fast <2 x double> %225, %223
  %227 = fmul fast <2 x double> %226, %219
  %228 = icmp eq i32 %205, 4
  br i1 %228, label %236, label %229, !llvm.loop !15

229:                                              ; preds = %221
  %230 = fadd fast <2 x double> %210, <double 4.000000e+00, double 5.000000e+00>
  %231 = fdiv fast <2 x double> %212, %230
  %232 = fmul fast <2 x double> %214, <double 4.000000e+00, double 5.000000e+00>
  %233 = fadd fast <2 x double> %232, <double 1.000000e+00, double 1.000000e+00>
  %234 = fadd fast <2 x double> %233, %231
  %235 = fmul fast <2 x double> %234, %227
  br label %236

236:                                              ; preds = %229, %221, %195
  %237 = phi <2 x i32> [ <i32 0, i32 1>, %195 ], [ <i32 2, i32 3>, %221 ], [ <i32 4, i32 5>, %229 ]
  %238 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %195 ], [ %219, %221 ], [ %227, %229 ]
  %239 = phi <2 x double> [ %219, %195 ], [ %227, %221 ], [ %235, %229 ]
  %240 = icmp ugt <2 x i32> %237, %208
  %241 = select fast <2 x i1> %240, <2 x double> %238, <2 x double> %239
  %242 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %241)
  %243 = fmul fast double %38, %198
  %244 = add i32 %28, 3
  %245 = and i32 %244, -2
  %246 = add i32 %28, 1
  %247 = insertelement <2 x i32> poison, i32 %246, i64 0
  %248 = shufflevector <2 x i32> %247, <2 x i32> poison, <2 x i32> zeroinitializer
  %249 = insertelement <2 x double> poison, double %198, i64 0
  %250 = shufflevector <2 x double> %249, <2 x double> poison, <2 x i32> zeroinitializer
  %251 = insertelement <2 x double> poison, double %63, i64 0
  %252 = shufflevector <2 x double> %251, <2 x double> poison, <2 x i32> zeroinitializer
  %253 = insertelement <2 x double> poison, double %203, i64 0
  %254 = shufflevector <2 x double> %253, <2 x double> poison, <2 x i32> zeroinitializer
  %255 = fadd fast <2 x double> %250, <double 0.000000e+00, double 1.000000e+00>
  %256 = fdiv fast <2 x double> %252, %255
  %257 = fmul fast <2 x double> %254, <double 0.000000e+00, double 1.000000e+00>
  %258 = fadd fast <2 x double> %257, <double 1.000000e+00, double 1.000000e+00>
  %259 = fadd fast <2 x double> %258, %256
  %260 = icmp eq i32 %245, 2
  br i1 %260, label %276, label %261, !llvm.loop !19

261:                                              ; preds = %236
  %262 = fadd fast <2 x double> %250, <double 2.000000e+00, double 3.000000e+00>
  %263 = fdiv fast <2 x double> %252, %262
  %264 = fmul fast <2 x double> %254, <double 2.000000e+00, double 3.000000e+00>
  %265 = fadd fast <2 x double> %264, <double 1.000000e+00, double 1.000000e+00>
  %266 = fadd fast <2 x double> %265, %263
  %267 = fmul fast <2 x double> %266, %259
  %268 = icmp eq i32 %245, 4
  br i1 %268, label %276, label %269, !llvm.loop !19

269:                                              ; preds = %261
  %270 = fadd fast <2 x double> %250, <double 4.000000e+00, double 5.000000e+00>
  %271 = fdiv fast <2 x double> %252, %270
  %272 = fmul fast <2 x double> %254, <double 4.000000e+00, double 5.000000e+00>
  %273 = fadd fast <2 x double> %272, <double 1.000000e+00, double 1.000000e+00>
  %274 = fadd fast <2 x double> %273, %271
  %275 = fmul fast <2 x double> %274, %267
  br label %276

276:                                              ; preds = %269, %261, %236
  %277 = phi <2 x i32> [ <i32 0, i32 1>, %236 ], [ <i32 2, i32 3>, %261 ], [ <i32 4, i32 5>, %269 ]
  %278 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %236 ], [ %259, %261 ], [ %267, %269 ]
  %279 = phi <2 x double> [ %259, %236 ], [ %267, %261 ], [ %275, %269 ]
  %280 = icmp ugt <2 x i32> %277, %248
  %281 = select fast <2 x i1> %280, <2 x double> %278, <2 x double> %279
  %282 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %281)
  %283 = call fast double @llvm.exp.f64(double %243)
  %284 = fmul fast double %76, %283
  %285 = fsub fast double %242, %282
  %286 = fadd fast double %285, %284
  %287 = fdiv fast double %286, %76
  %288 = call fast double @llvm.fabs.f64(double %287)
  %289 = call fast double @llvm.maxnum.f64(double %288, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %202, ptr %6, align 8, !tbaa !9
  %290 = load volatile double, ptr %6, align 8, !tbaa !9
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = fcmp ueq double %291, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %292, label %304, label %293

293:                                              ; preds = %276
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %287, ptr %5, align 8, !tbaa !9
  %294 = load volatile double, ptr %5, align 8, !tbaa !9
  %295 = call double @llvm.fabs.f64(double %294)
  %296 = fcmp ueq double %295, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %296, label %304, label %297

297:                                              ; preds = %293
  %298 = fsub fast double %202, %287
  %299 = call fast double @llvm.fabs.f64(double %298)
  %300 = fmul fast double %289, 0x3EB0C6F7A0B5ED8D
  %301 = fcmp fast ole double %299, %300
  %302 = select i1 %301, ptr @.str.9, ptr @.str.10
  %303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %287, ptr noundef nonnull %302)
  br i1 %301, label %309, label %306

304:                                              ; preds = %293, %276
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %34, double noundef nofpclass(nan inf) %202, double noundef nofpclass(nan inf) %287, ptr noundef nonnull @.str.10)
  br label %306

306:                                              ; preds = %304, %297
  %307 = load i32, ptr @n_fail, align 4, !tbaa !5
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr @n_fail, align 4, !tbaa !5
  br label %309

309:                                              ; preds = %297, %306
  %310 = load double, ptr %17, align 8, !tbaa !13
  %311 = add i32 %29, 3
  %312 = and i32 %311, -2
  %313 = add i32 %29, 1
  %314 = insertelement <2 x i32> poison, i32 %313, i64 0
  %315 = shufflevector <2 x i32> %314, <2 x i32> poison, <2 x i32> zeroinitializer
  %316 = insertelement <2 x double> poison, double %198, i64 0
  %317 = shufflevector <2 x double> %316, <2 x double> poison, <2 x i32> zeroinitializer
  %318 = insertelement <2 x double> poison, double %102, i64 0
  %319 = shufflevector <2 x double> %318, <2 x double> poison, <2 x i32> zeroinitializer
  %320 = insertelement <2 x double> poison, double %203, i64 0
  %321 = shufflevector <2 x double> %320, <2 x double> poison, <2 x i32> zeroinitializer
  %322 = fadd fast <2 x double> %317, <double 0.000000e+00, double 1.000000e+00>
  %323 = fdiv fast <2 x double> %319, %322
  %324 = fmul fast <2 x double> %321, <double 0.000000e+00, double 1.000000e+00>
  %325 = fadd fast <2 x double> %324, <double 1.000000e+00, double 1.000000e+00>
  %326 = fadd fast <2 x double> %325, %323
  %327 = icmp eq i32 %312, 2
  br i1 %327, label %343, label %328, !llvm.loop !20

328:                                              ; preds = %309
  %329 = fadd fast <2 x double> %317, <double 2.000000e+00, double 3.000000e+00>
  %330 = fdiv fast <2 x double> %319, %329
  %331 = fmul fast <2 x double> %321, <double 2.000000e+00, double 3.000000e+00>
  %332 = fadd fast <2 x double> %331, <double 1.000000e+00, double 1.000000e+00>
  %333 = fadd fast <2 x double> %332, %330
  %334 = fmul fast <2 x double> %333, %326
  %335 = icmp eq i32 %312, 4
  br i1 %335, label %343, label %336, !llvm.loop !20

336:                                              ; preds = %328
  %337 = fadd fast <2 x double> %317, <double 4.000000e+00, double 5.000000e+00>
  %338 = fdiv fast <2 x double> %319, %337
  %339 = fmul fast <2 x double> %321, <double 4.000000e+00, double 5.000000e+00>
  %340 = fadd fast <2 x double> %339, <double 1.000000e+00, double 1.000000e+00>
  %341 = fadd fast <2 x double> %340, %338
  %342 = fmul fast <2 x double> %341, %334
  br label %343

343:                                              ; preds = %336, %328, %309
  %344 = phi <2 x i32> [ <i32 0, i32 1>, %309 ], [ <i32 2, i32 3>, %328 ], [ <i32 4, i32 5>, %336 ]
  %345 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %309 ], [ %326, %328 ], [ %334, %336 ]
  %346 = phi <2 x double> [ %326, %309 ], [ %334, %328 ], [ %342, %336 ]
  %347 = icmp ugt <2 x i32> %344, %315
  %348 = select fast <2 x i1> %347, <2 x double> %345, <2 x double> %346
  %349 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %348)
  %350 = add i32 %30, 3
  %351 = and i32 %350, -2
  %352 = add i32 %30, 1
  %353 = insertelement <2 x i32> poison, i32 %352, i64 0
  %354 = shufflevector <2 x i32> %353, <2 x i32> poison, <2 x i32> zeroinitializer
  %355 = insertelement <2 x double> poison, double %198, i64 0
  %356 = shufflevector <2 x double> %355, <2 x double> poison, <2 x i32> zeroinitializer
  %357 = insertelement <2 x double> poison, double %113, i64 0
  %358 = shufflevector <2 x double> %357, <2 x double> poison, <2 x i32> zeroinitializer
  %359 = insertelement <2 x double> poison, double %203, i64 0
  %360 = shufflevector <2 x double> %359, <2 x double> poison, <2 x i32> zeroinitializer
  %361 = fadd fast <2 x double> %356, <double 0.000000e+00, double 1.000000e+00>
  %362 = fdiv fast <2 x double> %358, %361
  %363 = fmul fast <2 x double> %360, <double 0.000000e+00, double 1.000000e+00>
  %364 = fadd fast <2 x double> %363, <double 1.000000e+00, double 1.000000e+00>
  %365 = fadd fast <2 x double> %364, %362
  %366 = icmp eq i32 %351, 2
  br i1 %366, label %382, label %367, !llvm.loop !21

367:                                              ; preds = %343
  %368 = fadd fast <2 x double> %356, <double 2.000000e+00, double 3.000000e+00>
  %369 = fdiv fast <2 x double> %358, %368
  %370 = fmul fast <2 x double> %360, <double 2.000000e+00, double 3.000000e+00>
  %371 = fadd fast <2 x double> %370, <double 1.000000e+00, double 1.000000e+00>
  %372 = fadd fast <2 x double> %371, %369
  %373 = fmul fast <2 x double> %372, %365
  %374 = icmp eq i32 %351, 4
  br i1 %374, label %382, label %375, !llvm.loop !21

375:                                              ; preds = %367
  %376 = fadd fast <2 x double> %356, <double 4.000000e+00, double 5.000000e+00>
  %377 = fdiv fast <2 x double> %358, %376
  %378 = fmul fast <2 x double> %360, <double 4.000000e+00, double 5.000000e+00>
  %379 = fadd fast <2 x double> %378, <double 1.000000e+00, double 1.000000e+00>
  %380 = fadd fast <2 x double> %379, %377
  %381 = fmul fast <2 x double> %380, %373
  br label %382

382:                                              ; preds = %375, %367, %343
  %383 = phi <2 x i32> [ <i32 0, i32 1>, %343 ], [ <i32 2, i32 3>, %367 ], [ <i32 4, i32 5>, %375 ]
  %384 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %343 ], [ %365, %367 ], [ %373, %375 ]
  %385 = phi <2 x double> [ %365, %343 ], [ %373, %367 ], [ %381, %375 ]
  %386 = icmp ugt <2 x i32> %383, %354
  %387 = select fast <2 x i1> %386, <2 x double> %384, <2 x double> %385
  %388 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %387)
  %389 = fsub fast double %349, %388
  %390 = fdiv fast double %389, %127
  %391 = call fast double @llvm.fabs.f64(double %390)
  %392 = call fast double @llvm.maxnum.f64(double %391, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %310, ptr %4, align 8, !tbaa !9
  %393 = load volatile double, ptr %4, align 8, !tbaa !9
  %394 = call double @llvm.fabs.f64(double %393)
  %395 = fcmp ueq double %394, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %395, label %407, label %396

396:                                              ; preds = %382
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %390, ptr %3, align 8, !tbaa !9
  %397 = load volatile double, ptr %3, align 8, !tbaa !9
  %398 = call double @llvm.fabs.f64(double %397)
  %399 = fcmp ueq double %398, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %399, label %407, label %400

400:                                              ; preds = %396
  %401 = fsub fast double %310, %390
  %402 = call fast double @llvm.fabs.f64(double %401)
  %403 = fmul fast double %392, 0x3EB0C6F7A0B5ED8D
  %404 = fcmp fast ole double %402, %403
  %405 = select i1 %404, ptr @.str.9, ptr @.str.10
  %406 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %310, double noundef nofpclass(nan inf) %390, ptr noundef nonnull %405)
  br i1 %404, label %412, label %409

407:                                              ; preds = %396, %382
  %408 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %310, double noundef nofpclass(nan inf) %390, ptr noundef nonnull @.str.10)
  br label %409

409:                                              ; preds = %407, %400
  %410 = load i32, ptr @n_fail, align 4, !tbaa !5
  %411 = add nsw i32 %410, 1
  store i32 %411, ptr @n_fail, align 4, !tbaa !5
  br label %412

412:                                              ; preds = %400, %409
  %413 = load double, ptr %18, align 8, !tbaa !14
  %414 = fmul fast double %152, -1.000000e-01
  %415 = add i32 %31, 3
  %416 = and i32 %415, -2
  %417 = add i32 %31, 1
  %418 = insertelement <2 x i32> poison, i32 %417, i64 0
  %419 = shufflevector <2 x i32> %418, <2 x i32> poison, <2 x i32> zeroinitializer
  %420 = insertelement <2 x double> poison, double %198, i64 0
  %421 = shufflevector <2 x double> %420, <2 x double> poison, <2 x i32> zeroinitializer
  %422 = insertelement <2 x double> poison, double %153, i64 0
  %423 = shufflevector <2 x double> %422, <2 x double> poison, <2 x i32> zeroinitializer
  %424 = insertelement <2 x double> poison, double %414, i64 0
  %425 = shufflevector <2 x double> %424, <2 x double> poison, <2 x i32> zeroinitializer
  %426 = fadd fast <2 x double> %421, <double 0.000000e+00, double 1.000000e+00>
  %427 = fdiv fast <2 x double> %423, %426
  %428 = fmul fast <2 x double> %425, <double 0.000000e+00, double 1.000000e+00>
  %429 = fadd fast <2 x double> %428, <double 1.000000e+00, double 1.000000e+00>
  %430 = fadd fast <2 x double> %429, %427
  %431 = icmp eq i32 %416, 2
  br i1 %431, label %447, label %432, !llvm.loop !22

432:                                              ; preds = %412
  %433 = fadd fast <2 x double> %421, <double 2.000000e+00, double 3.000000e+00>
  %434 = fdiv fast <2 x double> %423, %433
  %435 = fmul fast <2 x double> %425, <double 2.000000e+00, double 3.000000e+00>
  %436 = fadd fast <2 x double> %435, <double 1.000000e+00, double 1.000000e+00>
  %437 = fadd fast <2 x double> %436, %434
  %438 = fmul fast <2 x double> %437, %430
  %439 = icmp eq i32 %416, 4
  br i1 %439, label %447, label %440, !llvm.loop !22

440:                                              ; preds = %432
  %441 = fadd fast <2 x double> %421, <double 4.000000e+00, double 5.000000e+00>
  %442 = fdiv fast <2 x double> %423, %441
  %443 = fmul fast <2 x double> %425, <double 4.000000e+00, double 5.000000e+00>
  %444 = fadd fast <2 x double> %443, <double 1.000000e+00, double 1.000000e+00>
  %445 = fadd fast <2 x double> %444, %442
  %446 = fmul fast <2 x double> %445, %438
  br label %447

447:                                              ; preds = %440, %432, %412
  %448 = phi <2 x i32> [ <i32 0, i32 1>, %412 ], [ <i32 2, i32 3>, %432 ], [ <i32 4, i32 5>, %440 ]
  %449 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %412 ], [ %430, %432 ], [ %438, %440 ]
  %450 = phi <2 x double> [ %430, %412 ], [ %438, %432 ], [ %446, %440 ]
  %451 = icmp ugt <2 x i32> %448, %419
  %452 = select fast <2 x i1> %451, <2 x double> %449, <2 x double> %450
  %453 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %452)
  %454 = fmul fast double %152, %198
  %455 = fmul fast double %161, -1.000000e-01
  %456 = add i32 %32, 3
  %457 = and i32 %456, -2
  %458 = add i32 %32, 1
  %459 = insertelement <2 x i32> poison, i32 %458, i64 0
  %460 = shufflevector <2 x i32> %459, <2 x i32> poison, <2 x i32> zeroinitializer
  %461 = insertelement <2 x double> poison, double %198, i64 0
  %462 = shufflevector <2 x double> %461, <2 x double> poison, <2 x i32> zeroinitializer
  %463 = insertelement <2 x double> poison, double %153, i64 0
  %464 = shufflevector <2 x double> %463, <2 x double> poison, <2 x i32> zeroinitializer
  %465 = insertelement <2 x double> poison, double %455, i64 0
  %466 = shufflevector <2 x double> %465, <2 x double> poison, <2 x i32> zeroinitializer
  %467 = fadd fast <2 x double> %462, <double 0.000000e+00, double 1.000000e+00>
  %468 = fdiv fast <2 x double> %464, %467
  %469 = fmul fast <2 x double> %466, <double 0.000000e+00, double 1.000000e+00>
  %470 = fadd fast <2 x double> %469, <double 1.000000e+00, double 1.000000e+00>
  %471 = fadd fast <2 x double> %470, %468
  %472 = icmp eq i32 %457, 2
  br i1 %472, label %488, label %473, !llvm.loop !23

473:                                              ; preds = %447
  %474 = fadd fast <2 x double> %462, <double 2.000000e+00, double 3.000000e+00>
  %475 = fdiv fast <2 x double> %464, %474
  %476 = fmul fast <2 x double> %466, <double 2.000000e+00, double 3.000000e+00>
  %477 = fadd fast <2 x double> %476, <double 1.000000e+00, double 1.000000e+00>
  %478 = fadd fast <2 x double> %477, %475
  %479 = fmul fast <2 x double> %478, %471
  %480 = icmp eq i32 %457, 4
  br i1 %480, label %488, label %481, !llvm.loop !23

481:                                              ; preds = %473
  %482 = fadd fast <2 x double> %462, <double 4.000000e+00, double 5.000000e+00>
  %483 = fdiv fast <2 x double> %464, %482
  %484 = fmul fast <2 x double> %466, <double 4.000000e+00, double 5.000000e+00>
  %485 = fadd fast <2 x double> %484, <double 1.000000e+00, double 1.000000e+00>
  %486 = fadd fast <2 x double> %485, %483
  %487 = fmul fast <2 x double> %486, %479
  br label %488

488:                                              ; preds = %481, %473, %447
  %489 = phi <2 x i32> [ <i32 0, i32 1>, %447 ], [ <i32 2, i32 3>, %473 ], [ <i32 4, i32 5>, %481 ]
  %490 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %447 ], [ %471, %473 ], [ %479, %481 ]
  %491 = phi <2 x double> [ %471, %447 ], [ %479, %473 ], [ %487, %481 ]
  %492 = icmp ugt <2 x i32> %489, %460
  %493 = select fast <2 x i1> %492, <2 x double> %490, <2 x double> %491
  %494 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %493)
  %495 = call fast double @llvm.exp.f64(double %454)
  %496 = fmul fast double %161, %198
  %497 = call fast double @llvm.exp.f64(double %496)
  %498 = fsub fast double %495, %497
  %499 = fmul fast double %498, %34
  %500 = fsub fast double %453, %494
  %501 = fadd fast double %500, %499
  %502 = fdiv fast double %501, %168
  %503 = call fast double @llvm.fabs.f64(double %502)
  %504 = call fast double @llvm.maxnum.f64(double %503, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %413, ptr %2, align 8, !tbaa !9
  %505 = load volatile double, ptr %2, align 8, !tbaa !9
  %506 = call double @llvm.fabs.f64(double %505)
  %507 = fcmp ueq double %506, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %507, label %519, label %508

508:                                              ; preds = %488
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %502, ptr %1, align 8, !tbaa !9
  %509 = load volatile double, ptr %1, align 8, !tbaa !9
  %510 = call double @llvm.fabs.f64(double %509)
  %511 = fcmp ueq double %510, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %511, label %519, label %512

512:                                              ; preds = %508
  %513 = fsub fast double %413, %502
  %514 = call fast double @llvm.fabs.f64(double %513)
  %515 = fmul fast double %504, 0x3EB0C6F7A0B5ED8D
  %516 = fcmp fast ole double %514, %515
  %517 = select i1 %516, ptr @.str.9, ptr @.str.10
  %518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %502, ptr noundef nonnull %517)
  br i1 %516, label %524, label %521

519:                                              ; preds = %508, %488
  %520 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %38, double noundef nofpclass(nan inf) %413, double noundef nofpclass(nan inf) %502, ptr noundef nonnull @.str.10)
  br label %521

521:                                              ; preds = %519, %512
  %522 = load i32, ptr @n_fail, align 4, !tbaa !5
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr @n_fail, align 4, !tbaa !5
  br label %524

524:                                              ; preds = %512, %521
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #8
  %525 = add nuw nsw i64 %26, 1
  %526 = icmp eq i64 %525, 4
  br i1 %526, label %19, label %25, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.D3) align 8, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2) #3 {
  %4 = fmul fast double %1, %0
  %5 = fmul fast double %4, %2
  %6 = fmul fast double %1, 2.000000e+00
  %7 = fadd fast double %6, %0
  %8 = tail call fast double @llvm.sin.f64(double %7)
  %9 = tail call fast double @llvm.cos.f64(double %2)
  %10 = fmul fast double %8, %9
  %11 = fadd fast double %10, %5
  %12 = fmul fast double %0, %0
  %13 = fmul fast double %1, %1
  %14 = fmul fast double %2, %2
  %15 = fadd fast double %12, 1.000000e+00
  %16 = fadd fast double %15, %13
  %17 = fadd fast double %16, %14
  %18 = tail call fast double @llvm.sqrt.f64(double %17)
  %19 = fadd fast double %11, %18
  ret double %19
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @g(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, i32 noundef %3, double noundef nofpclass(nan inf) %4) #4 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %69

7:                                                ; preds = %5
  %8 = fmul fast double %2, %0
  %9 = fmul fast double %4, -1.000000e-01
  %10 = icmp ult i32 %3, 16
  br i1 %10, label %11, label %14

11:                                               ; preds = %63, %7
  %12 = phi i32 [ 0, %7 ], [ %15, %63 ]
  %13 = phi double [ 1.000000e+00, %7 ], [ %67, %63 ]
  br label %75

14:                                               ; preds = %7
  %15 = and i32 %3, 2147483632
  %16 = insertelement <4 x double> poison, double %1, i64 0
  %17 = shufflevector <4 x double> %16, <4 x double> poison, <4 x i32> zeroinitializer
  %18 = insertelement <4 x double> poison, double %8, i64 0
  %19 = shufflevector <4 x double> %18, <4 x double> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x double> poison, double %9, i64 0
  %21 = shufflevector <4 x double> %20, <4 x double> poison, <4 x i32> zeroinitializer
  br label %22

22:                                               ; preds = %22, %14
  %23 = phi i32 [ 0, %14 ], [ %60, %22 ]
  %24 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %14 ], [ %61, %22 ]
  %25 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %14 ], [ %56, %22 ]
  %26 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %14 ], [ %57, %22 ]
  %27 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %14 ], [ %58, %22 ]
  %28 = phi <4 x double> [ <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %14 ], [ %59, %22 ]
  %29 = add <4 x i32> %24, <i32 4, i32 4, i32 4, i32 4>
  %30 = add <4 x i32> %24, <i32 8, i32 8, i32 8, i32 8>
  %31 = add <4 x i32> %24, <i32 12, i32 12, i32 12, i32 12>
  %32 = uitofp <4 x i32> %24 to <4 x double>
  %33 = uitofp <4 x i32> %29 to <4 x double>
  %34 = uitofp <4 x i32> %30 to <4 x double>
  %35 = uitofp <4 x i32> %31 to <4 x double>
  %36 = fadd fast <4 x double> %17, %32
  %37 = fadd fast <4 x double> %17, %33
  %38 = fadd fast <4 x double> %17, %34
  %39 = fadd fast <4 x double> %17, %35
  %40 = fdiv fast <4 x double> %19, %36
  %41 = fdiv fast <4 x double> %19, %37
  %42 = fdiv fast <4 x double> %19, %38
  %43 = fdiv fast <4 x double> %19, %39
  %44 = fmul fast <4 x double> %21, %32
  %45 = fmul fast <4 x double> %21, %33
  %46 = fmul fast <4 x double> %21, %34
  %47 = fmul fast <4 x double> %21, %35
  %48 = fadd fast <4 x double> %44, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %49 = fadd fast <4 x double> %45, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %50 = fadd fast <4 x double> %46, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %51 = fadd fast <4 x double> %47, <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>
  %52 = fadd fast <4 x double> %48, %40
  %53 = fadd fast <4 x double> %49, %41
  %54 = fadd fast <4 x double> %50, %42
  %55 = fadd fast <4 x double> %51, %43
  %56 = fmul fast <4 x double> %52, %25
  %57 = fmul fast <4 x double> %53, %26
  %58 = fmul fast <4 x double> %54, %27
  %59 = fmul fast <4 x double> %55, %28
  %60 = add nuw i32 %23, 16
  %61 = add <4 x i32> %24, <i32 16, i32 16, i32 16, i32 16>
  %62 = icmp eq i32 %60, %15
  br i1 %62, label %63, label %22, !llvm.loop !25

63:                                               ; preds = %22
  %64 = fmul fast <4 x double> %57, %56
  %65 = fmul fast <4 x double> %58, %64
  %66 = fmul fast <4 x double> %59, %65
  %67 = tail call fast double @llvm.vector.reduce.fmul.v4f64(double 1.000000e+00, <4 x double> %66)
  %68 = icmp eq i32 %15, %3
  br i1 %68, label %69, label %11

69:                                               ; preds = %75, %63, %5
  %70 = phi double [ 1.000000e+00, %5 ], [ %67, %63 ], [ %84, %75 ]
  %71 = fmul fast double %4, %1
  %72 = tail call fast double @llvm.exp.f64(double %71)
  %73 = fmul fast double %72, %0
  %74 = fadd fast double %70, %73
  ret double %74

75:                                               ; preds = %11, %75
  %76 = phi i32 [ %85, %75 ], [ %12, %11 ]
  %77 = phi double [ %84, %75 ], [ %13, %11 ]
  %78 = uitofp nneg i32 %76 to double
  %79 = fadd fast double %78, %1
  %80 = fdiv fast double %8, %79
  %81 = fmul fast double %9, %78
  %82 = fadd fast double %81, 1.000000e+00
  %83 = fadd fast double %82, %80
  %84 = fmul fast double %83, %77
  %85 = add nuw nsw i32 %76, 1
  %86 = icmp eq i32 %85, %3
  br i1 %86, label %69, label %75, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !10, i64 0}
!12 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!12, !10, i64 16}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !16, !17, !18}
!20 = distinct !{!20, !16, !17, !18}
!21 = distinct !{!21, !16, !17, !18}
!22 = distinct !{!22, !16, !17, !18}
!23 = distinct !{!23, !16, !17, !18}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16, !17, !18}
!26 = distinct !{!26, !16, !18, !17}
