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
  %1 = alloca %struct.D3, align 8
  %2 = alloca %struct.D3, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  br label %13

7:                                                ; preds = %461
  %8 = load i32, ptr @n_fail, align 4, !tbaa !5
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.7, i32 noundef %8)
  %10 = load i32, ptr @n_fail, align 4, !tbaa !5
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i32
  ret i32 %12

13:                                               ; preds = %0, %461
  %14 = phi i64 [ 0, %0 ], [ %462, %461 ]
  %15 = trunc i64 %14 to i32
  %16 = trunc i64 %14 to i32
  %17 = trunc i64 %14 to i32
  %18 = trunc i64 %14 to i32
  %19 = trunc i64 %14 to i32
  %20 = trunc i64 %14 to i32
  %21 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %14
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds [4 x double], ptr @main.ys, i64 0, i64 %14
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = getelementptr inbounds [4 x double], ptr @main.zs, i64 0, i64 %14
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = call fast double @llvm.fabs.f64(double %22)
  %28 = call fast double @llvm.maxnum.f64(double %27, double 1.000000e+00)
  %29 = fmul fast double %28, 0x3EB0C6F7A0B5ED8D
  %30 = call fast double @llvm.fabs.f64(double %24)
  %31 = call fast double @llvm.maxnum.f64(double %30, double 1.000000e+00)
  %32 = fmul fast double %31, 0x3EB0C6F7A0B5ED8D
  %33 = call fast double @llvm.fabs.f64(double %26)
  %34 = call fast double @llvm.maxnum.f64(double %33, double 1.000000e+00)
  %35 = fmul fast double %34, 0x3EB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %1, ptr noundef nonnull @f, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %26) #8
  %36 = load double, ptr %1, align 8, !tbaa !11
  %37 = fadd fast double %29, %22
  %38 = fmul fast double %37, %24
  %39 = fmul fast double %24, 2.000000e+00
  %40 = fadd fast double %37, %39
  %41 = call fast double @llvm.sin.f64(double %40)
  %42 = call fast double @llvm.cos.f64(double %26)
  %43 = fmul fast double %24, %24
  %44 = fmul fast double %26, %26
  %45 = fadd fast double %43, 1.000000e+00
  %46 = fadd fast double %45, %44
  %47 = fsub fast double %22, %29
  %48 = fmul fast double %47, %24
  %49 = fadd fast double %47, %39
  %50 = call fast double @llvm.sin.f64(double %49)
  %51 = insertelement <2 x double> poison, double %37, i64 0
  %52 = insertelement <2 x double> %51, double %47, i64 1
  %53 = fmul fast <2 x double> %52, %52
  %54 = insertelement <2 x double> poison, double %46, i64 0
  %55 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> zeroinitializer
  %56 = fadd fast <2 x double> %55, %53
  %57 = call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %56)
  %58 = fsub fast double %41, %50
  %59 = fmul fast double %58, %42
  %60 = fsub fast double %38, %48
  %61 = fmul fast double %60, %26
  %62 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %63 = fsub fast <2 x double> %57, %62
  %64 = extractelement <2 x double> %63, i64 0
  %65 = fadd fast double %64, %61
  %66 = fadd fast double %65, %59
  %67 = fmul fast double %28, 2.000000e-06
  %68 = fdiv fast double %66, %67
  %69 = call fast double @llvm.fabs.f64(double %68)
  %70 = call fast double @llvm.maxnum.f64(double %69, double 1.000000e+00)
  %71 = fsub fast double %36, %68
  %72 = call fast double @llvm.fabs.f64(double %71)
  %73 = fmul fast double %70, 0x3EB0C6F7A0B5ED8D
  %74 = fcmp fast ole double %72, %73
  %75 = select i1 %74, ptr @.str.9, ptr @.str.10
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %36, double noundef nofpclass(nan inf) %68, ptr noundef nonnull %75)
  br i1 %74, label %80, label %77

77:                                               ; preds = %13
  %78 = load i32, ptr @n_fail, align 4, !tbaa !5
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %13, %77
  %81 = load double, ptr %3, align 8, !tbaa !13
  %82 = fadd fast double %32, %24
  %83 = fmul fast double %82, %22
  %84 = fmul fast double %82, 2.000000e+00
  %85 = fadd fast double %84, %22
  %86 = call fast double @llvm.sin.f64(double %85)
  %87 = fmul fast double %22, %22
  %88 = fadd fast double %87, 1.000000e+00
  %89 = fadd fast double %44, %88
  %90 = fsub fast double %24, %32
  %91 = fmul fast double %90, %22
  %92 = fmul fast double %90, 2.000000e+00
  %93 = fadd fast double %92, %22
  %94 = call fast double @llvm.sin.f64(double %93)
  %95 = insertelement <2 x double> poison, double %82, i64 0
  %96 = insertelement <2 x double> %95, double %90, i64 1
  %97 = fmul fast <2 x double> %96, %96
  %98 = insertelement <2 x double> poison, double %89, i64 0
  %99 = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> zeroinitializer
  %100 = fadd fast <2 x double> %99, %97
  %101 = call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %100)
  %102 = fsub fast double %86, %94
  %103 = fmul fast double %102, %42
  %104 = fsub fast double %83, %91
  %105 = fmul fast double %104, %26
  %106 = shufflevector <2 x double> %101, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %107 = fsub fast <2 x double> %101, %106
  %108 = extractelement <2 x double> %107, i64 0
  %109 = fadd fast double %108, %105
  %110 = fadd fast double %109, %103
  %111 = fmul fast double %31, 2.000000e-06
  %112 = fdiv fast double %110, %111
  %113 = call fast double @llvm.fabs.f64(double %112)
  %114 = call fast double @llvm.maxnum.f64(double %113, double 1.000000e+00)
  %115 = fsub fast double %81, %112
  %116 = call fast double @llvm.fabs.f64(double %115)
  %117 = fmul fast double %114, 0x3EB0C6F7A0B5ED8D
  %118 = fcmp fast ole double %116, %117
  %119 = select i1 %118, ptr @.str.9, ptr @.str.10
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %81, double noundef nofpclass(nan inf) %112, ptr noundef nonnull %119)
  br i1 %118, label %124, label %121

121:                                              ; preds = %80
  %122 = load i32, ptr @n_fail, align 4, !tbaa !5
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @n_fail, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %80, %121
  %125 = load double, ptr %4, align 8, !tbaa !14
  %126 = fadd fast double %35, %26
  %127 = fmul fast double %24, %22
  %128 = fadd fast double %39, %22
  %129 = call fast double @llvm.sin.f64(double %128)
  %130 = call fast double @llvm.cos.f64(double %126)
  %131 = fadd fast double %88, %43
  %132 = fsub fast double %26, %35
  %133 = call fast double @llvm.cos.f64(double %132)
  %134 = insertelement <2 x double> poison, double %126, i64 0
  %135 = insertelement <2 x double> %134, double %132, i64 1
  %136 = fmul fast <2 x double> %135, %135
  %137 = insertelement <2 x double> poison, double %131, i64 0
  %138 = shufflevector <2 x double> %137, <2 x double> poison, <2 x i32> zeroinitializer
  %139 = fadd fast <2 x double> %136, %138
  %140 = call fast <2 x double> @llvm.sqrt.v2f64(<2 x double> %139)
  %141 = fsub fast double %130, %133
  %142 = fmul fast double %141, %129
  %143 = fmul fast double %34, 2.000000e-06
  %144 = fmul fast double %143, %127
  %145 = shufflevector <2 x double> %140, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %146 = fsub fast <2 x double> %140, %145
  %147 = extractelement <2 x double> %146, i64 0
  %148 = fadd fast double %147, %144
  %149 = fadd fast double %148, %142
  %150 = fdiv fast double %149, %143
  %151 = call fast double @llvm.fabs.f64(double %150)
  %152 = call fast double @llvm.maxnum.f64(double %151, double 1.000000e+00)
  %153 = fsub fast double %125, %150
  %154 = call fast double @llvm.fabs.f64(double %153)
  %155 = fmul fast double %152, 0x3EB0C6F7A0B5ED8D
  %156 = fcmp fast ole double %154, %155
  %157 = select i1 %156, ptr @.str.9, ptr @.str.10
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %125, double noundef nofpclass(nan inf) %150, ptr noundef nonnull %157)
  br i1 %156, label %162, label %159

159:                                              ; preds = %124
  %160 = load i32, ptr @n_fail, align 4, !tbaa !5
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @n_fail, align 4, !tbaa !5
  br label %162

162:                                              ; preds = %124, %159
  %163 = trunc nuw nsw i64 %14 to i32
  %164 = uitofp nneg i32 %163 to double
  %165 = fadd fast double %164, 1.500000e+00
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  %166 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %167 = trunc i64 %14 to i32
  %168 = add i32 %167, 2
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %2, ptr noundef nonnull @g, double noundef nofpclass(nan inf) %22, i32 noundef %166, double noundef nofpclass(nan inf) %165, double noundef nofpclass(nan inf) %24, i32 noundef %168, double noundef nofpclass(nan inf) %26) #8
  %169 = load double, ptr %2, align 8, !tbaa !11
  %170 = fmul fast double %26, -1.000000e-01
  %171 = add i32 %15, 3
  %172 = and i32 %171, -2
  %173 = add i32 %15, 1
  %174 = insertelement <2 x i32> poison, i32 %173, i64 0
  %175 = shufflevector <2 x i32> %174, <2 x i32> poison, <2 x i32> zeroinitializer
  %176 = insertelement <2 x double> poison, double %165, i64 0
  %177 = shufflevector <2 x double> %176, <2 x double> poison, <2 x i32> zeroinitializer
  %178 = insertelement <2 x double> poison, double %38, i64 0
  %179 = shufflevector <2 x double> %178, <2 x double> poison, <2 x i32> zeroinitializer
  %180 = insertelement <2 x double> poison, double %170, i64 0
  %181 = shufflevector <2 x double> %180, <2 x double> poison, <2 x i32> zeroinitializer
  %182 = fadd fast <2 x double> %177, <double 0.000000e+00, double 1.000000e+00>
  %183 = fdiv fast <2 x double> %179, %182
  %184 = fmul fast <2 x double> %181, <double 0.000000e+00, double 1.000000e+00>
  %185 = fadd fast <2 x double> %184, <double 1.000000e+00, double 1.000000e+00>
  %186 = fadd fast <2 x double> %185, %183
  %187 = icmp eq i32 %172, 2
  br i1 %187, label %203, label %188, !llvm.loop !15

188:                                              ; preds = %162
  %189 = fadd fast <2 x double> %177, <double 2.000000e+00, double 3.000000e+00>
  %190 = fdiv fast <2 x double> %179, %189
  %191 = fmul fast <2 x double> %181, <double 2.000000e+00, double 3.000000e+00>
  %192 = fadd fast <2 x double> %191, <double 1.000000e+00, double 1.000000e+00>
  %193 = fadd fast <2 x double> %192, %190
  %194 = fmul fast <2 x double> %193, %186
  %195 = icmp eq i32 %172, 4
  br i1 %195, label %203, label %196, !llvm.loop !15

196:                                              ; preds = %188
  %197 = fadd fast <2 x double> %177, <double 4.000000e+00, double 5.000000e+00>
  %198 = fdiv fast <2 x double> %179, %197
  %199 = fmul fast <2 x double> %181, <double 4.000000e+00, double 5.000000e+00>
  %200 = fadd fast <2 x double> %199, <double 1.000000e+00, double 1.000000e+00>
  %201 = fadd fast <2 x double> %200, %198
  %202 = fmul fast <2 x double> %201, %194
  br label %203

203:                                              ; preds = %196, %188, %162
  %204 = phi <2 x i32> [ <i32 0, i32 1>, %162 ], [ <i32 2, i32 3>, %188 ], [ <i32 4, i32 5>, %196 ]
  %205 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %162 ], [ %186, %188 ], [ %194, %196 ]
  %206 = phi <2 x double> [ %186, %162 ], [ %194, %188 ], [ %202, %196 ]
  %207 = icmp ugt <2 x i32> %204, %175
  %208 = select fast <2 x i1> %207, <2 x double> %205, <2 x double> %206
  %209 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %208)
  %210 = fmul fast double %26, %165
  %211 = add i32 %16, 3
  %212 = and i32 %211, -2
  %213 = add i32 %16, 1
  %214 = insertelement <2 x i32> poison, i32 %213, i64 0
  %215 = shufflevector <2 x i32> %214, <2 x i32> poison, <2 x i32> zeroinitializer
  %216 = insertelement <2 x double> poison, double %165, i64 0
  %217 = shufflevector <2 x double> %216, <2 x double> poison, <2 x i32> zeroinitializer
  %218 = insertelement <2 x double> poison, double %48, i64 0
  %219 = shufflevector <2 x double> %218, <2 x double> poison, <2 x i32> zeroinitializer
  %220 = insertelement <2 x double> poison, double %170, i64 0
  %221 = shufflevector <2 x double> %220, <2 x double> poison, <2 x i32> zeroinitializer
  %222 = fadd fast <2 x double> %217, <double 0.000000e+00, double 1.000000e+00>
  %223 = fdiv fast <2 x double> %219, %222
  %224 = fmul fast <2 x double> %221, <double 0.000000e+00, double 1.000000e+00>
  %225 = fadd fast <2 x double> %224, <double 1.000000e+00, double 1.000000e+00>
  %226 = fadd fast <2 x double> %225, %223
  %227 = icmp eq i32 %212, 2
  br i1 %227, label %243, label %228, !llvm.loop !19

228:                                              ; preds = %203
  %229 = fadd fast <2 x double> %217, <double 2.000000e+00, double 3.000000e+00>
  %230 = fdiv fast <2 x double> %219, %229
  %231 = fmul fast <2 x double> %221, <double 2.000000e+00, double 3.000000e+00>
  %232 = fadd fast <2 x double> %231, <double 1.000000e+00, double 1.000000e+00>
  %233 = fadd fast <2 x double> %232, %230
  %234 = fmul fast <2 x double> %233, %226
  %235 = icmp eq i32 %212, 4
  br i1 %235, label %243, label %236, !llvm.loop !19

236:                                              ; preds = %228
  %237 = fadd fast <2 x double> %217, <double 4.000000e+00, double 5.000000e+00>
  %238 = fdiv fast <2 x double> %219, %237
  %239 = fmul fast <2 x double> %221, <double 4.000000e+00, double 5.000000e+00>
  %240 = fadd fast <2 x double> %239, <double 1.000000e+00, double 1.000000e+00>
  %241 = fadd fast <2 x double> %240, %238
  %242 = fmul fast <2 x double> %241, %234
  br label %243

243:                                              ; preds = %236, %228, %203
  %244 = phi <2 x i32> [ <i32 0, i32 1>, %203 ], [ <i32 2, i32 3>, %228 ], [ <i32 4, i32 5>, %236 ]
  %245 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %203 ], [ %226, %228 ], [ %234, %236 ]
  %246 = phi <2 x double> [ %226, %203 ], [ %234, %228 ], [ %242, %236 ]
  %247 = icmp ugt <2 x i32> %244, %215
  %248 = select fast <2 x i1> %247, <2 x double> %245, <2 x double> %246
  %249 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %248)
  %250 = call fast double @llvm.exp.f64(double %210)
  %251 = fmul fast double %67, %250
  %252 = fsub fast double %209, %249
  %253 = fadd fast double %252, %251
  %254 = fdiv fast double %253, %67
  %255 = call fast double @llvm.fabs.f64(double %254)
  %256 = call fast double @llvm.maxnum.f64(double %255, double 1.000000e+00)
  %257 = fsub fast double %169, %254
  %258 = call fast double @llvm.fabs.f64(double %257)
  %259 = fmul fast double %256, 0x3EB0C6F7A0B5ED8D
  %260 = fcmp fast ole double %258, %259
  %261 = select i1 %260, ptr @.str.9, ptr @.str.10
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %22, double noundef nofpclass(nan inf) %169, double noundef nofpclass(nan inf) %254, ptr noundef nonnull %261)
  br i1 %260, label %266, label %263

263:                                              ; preds = %243
  %264 = load i32, ptr @n_fail, align 4, !tbaa !5
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr @n_fail, align 4, !tbaa !5
  br label %266

266:                                              ; preds = %243, %263
  %267 = load double, ptr %5, align 8, !tbaa !13
  %268 = add i32 %17, 3
  %269 = and i32 %268, -2
  %270 = add i32 %17, 1
  %271 = insertelement <2 x i32> poison, i32 %270, i64 0
  %272 = shufflevector <2 x i32> %271, <2 x i32> poison, <2 x i32> zeroinitializer
  %273 = insertelement <2 x double> poison, double %165, i64 0
  %274 = shufflevector <2 x double> %273, <2 x double> poison, <2 x i32> zeroinitializer
  %275 = insertelement <2 x double> poison, double %83, i64 0
  %276 = shufflevector <2 x double> %275, <2 x double> poison, <2 x i32> zeroinitializer
  %277 = insertelement <2 x double> poison, double %170, i64 0
  %278 = shufflevector <2 x double> %277, <2 x double> poison, <2 x i32> zeroinitializer
  %279 = fadd fast <2 x double> %274, <double 0.000000e+00, double 1.000000e+00>
  %280 = fdiv fast <2 x double> %276, %279
  %281 = fmul fast <2 x double> %278, <double 0.000000e+00, double 1.000000e+00>
  %282 = fadd fast <2 x double> %281, <double 1.000000e+00, double 1.000000e+00>
  %283 = fadd fast <2 x double> %282, %280
  %284 = icmp eq i32 %269, 2
  br i1 %284, label %300, label %285, !llvm.loop !20

285:                                              ; preds = %266
  %286 = fadd fast <2 x double> %274, <double 2.000000e+00, double 3.000000e+00>
  %287 = fdiv fast <2 x double> %276, %286
  %288 = fmul fast <2 x double> %278, <double 2.000000e+00, double 3.000000e+00>
  %289 = fadd fast <2 x double> %288, <double 1.000000e+00, double 1.000000e+00>
  %290 = fadd fast <2 x double> %289, %287
  %291 = fmul fast <2 x double> %290, %283
  %292 = icmp eq i32 %269, 4
  br i1 %292, label %300, label %293, !llvm.loop !20

293:                                              ; preds = %285
  %294 = fadd fast <2 x double> %274, <double 4.000000e+00, double 5.000000e+00>
  %295 = fdiv fast <2 x double> %276, %294
  %296 = fmul fast <2 x double> %278, <double 4.000000e+00, double 5.000000e+00>
  %297 = fadd fast <2 x double> %296, <double 1.000000e+00, double 1.000000e+00>
  %298 = fadd fast <2 x double> %297, %295
  %299 = fmul fast <2 x double> %298, %291
  br label %300

300:                                              ; preds = %293, %285, %266
  %301 = phi <2 x i32> [ <i32 0, i32 1>, %266 ], [ <i32 2, i32 3>, %285 ], [ <i32 4, i32 5>, %293 ]
  %302 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %266 ], [ %283, %285 ], [ %291, %293 ]
  %303 = phi <2 x double> [ %283, %266 ], [ %291, %285 ], [ %299, %293 ]
  %304 = icmp ugt <2 x i32> %301, %272
  %305 = select fast <2 x i1> %304, <2 x double> %302, <2 x double> %303
  %306 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %305)
  %307 = add i32 %18, 3
  %308 = and i32 %307, -2
  %309 = add i32 %18, 1
  %310 = insertelement <2 x i32> poison, i32 %309, i64 0
  %311 = shufflevector <2 x i32> %310, <2 x i32> poison, <2 x i32> zeroinitializer
  %312 = insertelement <2 x double> poison, double %165, i64 0
  %313 = shufflevector <2 x double> %312, <2 x double> poison, <2 x i32> zeroinitializer
  %314 = insertelement <2 x double> poison, double %91, i64 0
  %315 = shufflevector <2 x double> %314, <2 x double> poison, <2 x i32> zeroinitializer
  %316 = insertelement <2 x double> poison, double %170, i64 0
  %317 = shufflevector <2 x double> %316, <2 x double> poison, <2 x i32> zeroinitializer
  %318 = fadd fast <2 x double> %313, <double 0.000000e+00, double 1.000000e+00>
  %319 = fdiv fast <2 x double> %315, %318
  %320 = fmul fast <2 x double> %317, <double 0.000000e+00, double 1.000000e+00>
  %321 = fadd fast <2 x double> %320, <double 1.000000e+00, double 1.000000e+00>
  %322 = fadd fast <2 x double> %321, %319
  %323 = icmp eq i32 %308, 2
  br i1 %323, label %339, label %324, !llvm.loop !21

324:                                              ; preds = %300
  %325 = fadd fast <2 x double> %313, <double 2.000000e+00, double 3.000000e+00>
  %326 = fdiv fast <2 x double> %315, %325
  %327 = fmul fast <2 x double> %317, <double 2.000000e+00, double 3.000000e+00>
  %328 = fadd fast <2 x double> %327, <double 1.000000e+00, double 1.000000e+00>
  %329 = fadd fast <2 x double> %328, %326
  %330 = fmul fast <2 x double> %329, %322
  %331 = icmp eq i32 %308, 4
  br i1 %331, label %339, label %332, !llvm.loop !21

332:                                              ; preds = %324
  %333 = fadd fast <2 x double> %313, <double 4.000000e+00, double 5.000000e+00>
  %334 = fdiv fast <2 x double> %315, %333
  %335 = fmul fast <2 x double> %317, <double 4.000000e+00, double 5.000000e+00>
  %336 = fadd fast <2 x double> %335, <double 1.000000e+00, double 1.000000e+00>
  %337 = fadd fast <2 x double> %336, %334
  %338 = fmul fast <2 x double> %337, %330
  br label %339

339:                                              ; preds = %332, %324, %300
  %340 = phi <2 x i32> [ <i32 0, i32 1>, %300 ], [ <i32 2, i32 3>, %324 ], [ <i32 4, i32 5>, %332 ]
  %341 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %300 ], [ %322, %324 ], [ %330, %332 ]
  %342 = phi <2 x double> [ %322, %300 ], [ %330, %324 ], [ %338, %332 ]
  %343 = icmp ugt <2 x i32> %340, %311
  %344 = select fast <2 x i1> %343, <2 x double> %341, <2 x double> %342
  %345 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %344)
  %346 = fsub fast double %306, %345
  %347 = fdiv fast double %346, %111
  %348 = call fast double @llvm.fabs.f64(double %347)
  %349 = call fast double @llvm.maxnum.f64(double %348, double 1.000000e+00)
  %350 = fsub fast double %267, %347
  %351 = call fast double @llvm.fabs.f64(double %350)
  %352 = fmul fast double %349, 0x3EB0C6F7A0B5ED8D
  %353 = fcmp fast ole double %351, %352
  %354 = select i1 %353, ptr @.str.9, ptr @.str.10
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %267, double noundef nofpclass(nan inf) %347, ptr noundef nonnull %354)
  br i1 %353, label %359, label %356

356:                                              ; preds = %339
  %357 = load i32, ptr @n_fail, align 4, !tbaa !5
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr @n_fail, align 4, !tbaa !5
  br label %359

359:                                              ; preds = %339, %356
  %360 = load double, ptr %6, align 8, !tbaa !14
  %361 = fmul fast double %126, -1.000000e-01
  %362 = add i32 %19, 3
  %363 = and i32 %362, -2
  %364 = add i32 %19, 1
  %365 = insertelement <2 x i32> poison, i32 %364, i64 0
  %366 = shufflevector <2 x i32> %365, <2 x i32> poison, <2 x i32> zeroinitializer
  %367 = insertelement <2 x double> poison, double %165, i64 0
  %368 = shufflevector <2 x double> %367, <2 x double> poison, <2 x i32> zeroinitializer
  %369 = insertelement <2 x double> poison, double %127, i64 0
  %370 = shufflevector <2 x double> %369, <2 x double> poison, <2 x i32> zeroinitializer
  %371 = insertelement <2 x double> poison, double %361, i64 0
  %372 = shufflevector <2 x double> %371, <2 x double> poison, <2 x i32> zeroinitializer
  %373 = fadd fast <2 x double> %368, <double 0.000000e+00, double 1.000000e+00>
  %374 = fdiv fast <2 x double> %370, %373
  %375 = fmul fast <2 x double> %372, <double 0.000000e+00, double 1.000000e+00>
  %376 = fadd fast <2 x double> %375, <double 1.000000e+00, double 1.000000e+00>
  %377 = fadd fast <2 x double> %376, %374
  %378 = icmp eq i32 %363, 2
  br i1 %378, label %394, label %379, !llvm.loop !22

379:                                              ; preds = %359
  %380 = fadd fast <2 x double> %368, <double 2.000000e+00, double 3.000000e+00>
  %381 = fdiv fast <2 x double> %370, %380
  %382 = fmul fast <2 x double> %372, <double 2.000000e+00, double 3.000000e+00>
  %383 = fadd fast <2 x double> %382, <double 1.000000e+00, double 1.000000e+00>
  %384 = fadd fast <2 x double> %383, %381
  %385 = fmul fast <2 x double> %384, %377
  %386 = icmp eq i32 %363, 4
  br i1 %386, label %394, label %387, !llvm.loop !22

387:                                              ; preds = %379
  %388 = fadd fast <2 x double> %368, <double 4.000000e+00, double 5.000000e+00>
  %389 = fdiv fast <2 x double> %370, %388
  %390 = fmul fast <2 x double> %372, <double 4.000000e+00, double 5.000000e+00>
  %391 = fadd fast <2 x double> %390, <double 1.000000e+00, double 1.000000e+00>
  %392 = fadd fast <2 x double> %391, %389
  %393 = fmul fast <2 x double> %392, %385
  br label %394

394:                                              ; preds = %387, %379, %359
  %395 = phi <2 x i32> [ <i32 0, i32 1>, %359 ], [ <i32 2, i32 3>, %379 ], [ <i32 4, i32 5>, %387 ]
  %396 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %359 ], [ %377, %379 ], [ %385, %387 ]
  %397 = phi <2 x double> [ %377, %359 ], [ %385, %379 ], [ %393, %387 ]
  %398 = icmp ugt <2 x i32> %395, %366
  %399 = select fast <2 x i1> %398, <2 x double> %396, <2 x double> %397
  %400 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %399)
  %401 = fmul fast double %126, %165
  %402 = fmul fast double %132, -1.000000e-01
  %403 = add i32 %20, 3
  %404 = and i32 %403, -2
  %405 = add i32 %20, 1
  %406 = insertelement <2 x i32> poison, i32 %405, i64 0
  %407 = shufflevector <2 x i32> %406, <2 x i32> poison, <2 x i32> zeroinitializer
  %408 = insertelement <2 x double> poison, double %165, i64 0
  %409 = shufflevector <2 x double> %408, <2 x double> poison, <2 x i32> zeroinitializer
  %410 = insertelement <2 x double> poison, double %127, i64 0
  %411 = shufflevector <2 x double> %410, <2 x double> poison, <2 x i32> zeroinitializer
  %412 = insertelement <2 x double> poison, double %402, i64 0
  %413 = shufflevector <2 x double> %412, <2 x double> poison, <2 x i32> zeroinitializer
  %414 = fadd fast <2 x double> %409, <double 0.000000e+00, double 1.000000e+00>
  %415 = fdiv fast <2 x double> %411, %414
  %416 = fmul fast <2 x double> %413, <double 0.000000e+00, double 1.000000e+00>
  %417 = fadd fast <2 x double> %416, <double 1.000000e+00, double 1.000000e+00>
  %418 = fadd fast <2 x double> %417, %415
  %419 = icmp eq i32 %404, 2
  br i1 %419, label %435, label %420, !llvm.loop !23

420:                                              ; preds = %394
  %421 = fadd fast <2 x double> %409, <double 2.000000e+00, double 3.000000e+00>
  %422 = fdiv fast <2 x double> %411, %421
  %423 = fmul fast <2 x double> %413, <double 2.000000e+00, double 3.000000e+00>
  %424 = fadd fast <2 x double> %423, <double 1.000000e+00, double 1.000000e+00>
  %425 = fadd fast <2 x double> %424, %422
  %426 = fmul fast <2 x double> %425, %418
  %427 = icmp eq i32 %404, 4
  br i1 %427, label %435, label %428, !llvm.loop !23

428:                                              ; preds = %420
  %429 = fadd fast <2 x double> %409, <double 4.000000e+00, double 5.000000e+00>
  %430 = fdiv fast <2 x double> %411, %429
  %431 = fmul fast <2 x double> %413, <double 4.000000e+00, double 5.000000e+00>
  %432 = fadd fast <2 x double> %431, <double 1.000000e+00, double 1.000000e+00>
  %433 = fadd fast <2 x double> %432, %430
  %434 = fmul fast <2 x double> %433, %426
  br label %435

435:                                              ; preds = %428, %420, %394
  %436 = phi <2 x i32> [ <i32 0, i32 1>, %394 ], [ <i32 2, i32 3>, %420 ], [ <i32 4, i32 5>, %428 ]
  %437 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %394 ], [ %418, %420 ], [ %426, %428 ]
  %438 = phi <2 x double> [ %418, %394 ], [ %426, %420 ], [ %434, %428 ]
  %439 = icmp ugt <2 x i32> %436, %407
  %440 = select fast <2 x i1> %439, <2 x double> %437, <2 x double> %438
  %441 = call fast double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %440)
  %442 = call fast double @llvm.exp.f64(double %401)
  %443 = fmul fast double %132, %165
  %444 = call fast double @llvm.exp.f64(double %443)
  %445 = fsub fast double %442, %444
  %446 = fmul fast double %445, %22
  %447 = fsub fast double %400, %441
  %448 = fadd fast double %447, %446
  %449 = fdiv fast double %448, %143
  %450 = call fast double @llvm.fabs.f64(double %449)
  %451 = call fast double @llvm.maxnum.f64(double %450, double 1.000000e+00)
  %452 = fsub fast double %360, %449
  %453 = call fast double @llvm.fabs.f64(double %452)
  %454 = fmul fast double %451, 0x3EB0C6F7A0B5ED8D
  %455 = fcmp fast ole double %453, %454
  %456 = select i1 %455, ptr @.str.9, ptr @.str.10
  %457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %360, double noundef nofpclass(nan inf) %449, ptr noundef nonnull %456)
  br i1 %455, label %461, label %458

458:                                              ; preds = %435
  %459 = load i32, ptr @n_fail, align 4, !tbaa !5
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr @n_fail, align 4, !tbaa !5
  br label %461

461:                                              ; preds = %435, %458
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  %462 = add nuw nsw i64 %14, 1
  %463 = icmp eq i64 %462, 4
  br i1 %463, label %7, label %13, !llvm.loop !24
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
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #7

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
