; ModuleID = 'markers.c'
source_filename = "markers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.xs = internal unnamed_addr constant [4 x double] [double -9.000000e-01, double 2.500000e-01, double 8.000000e-01, double 1.700000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"f.dx(x, const y)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [21 x i8] c"f.dx(out x, const y)\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"f.dy(const x, y)\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"f.dy(const x, out y)\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g.dx\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"g.dx(const n, const m)\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"p.dx\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"markers\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1

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
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  br label %21

15:                                               ; preds = %401
  %16 = load i32, ptr @n_fail, align 4, !tbaa !5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.8, i32 noundef %16)
  %18 = load i32, ptr @n_fail, align 4, !tbaa !5
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  ret i32 %20

21:                                               ; preds = %0, %401
  %22 = phi i64 [ 0, %0 ], [ %402, %401 ]
  %23 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = trunc nuw nsw i64 %22 to i32
  %26 = uitofp nneg i32 %25 to double
  %27 = fmul fast double %26, 3.000000e-01
  %28 = fadd fast double %27, -5.000000e-01
  %29 = tail call fast double @llvm.fabs.f64(double %24)
  %30 = tail call fast double @llvm.maxnum.f64(double %29, double 1.000000e+00)
  %31 = fmul fast double %30, 0x3EB0C6F7A0B5ED8D
  %32 = tail call fast double @llvm.fabs.f64(double %28)
  %33 = tail call fast double @llvm.maxnum.f64(double %32, double 1.000000e+00)
  %34 = fmul fast double %33, 0x3EB0C6F7A0B5ED8D
  %35 = fadd fast double %31, %24
  %36 = tail call fast double @llvm.sin.f64(double %35)
  %37 = tail call fast double @llvm.exp.f64(double %28)
  %38 = fmul fast double %35, %35
  %39 = fmul fast double %38, %35
  %40 = fsub fast double %24, %31
  %41 = tail call fast double @llvm.sin.f64(double %40)
  %42 = fmul fast double %40, %40
  %43 = fmul fast double %42, %40
  %44 = fsub fast double %39, %43
  %45 = fmul fast double %44, %28
  %46 = fsub fast double %36, %41
  %47 = fmul fast double %46, %37
  %48 = fadd fast double %47, %45
  %49 = fmul fast double %30, 2.000000e-06
  %50 = fdiv fast double %48, %49
  %51 = fadd fast double %34, %28
  %52 = tail call fast double @llvm.sin.f64(double %24)
  %53 = tail call fast double @llvm.exp.f64(double %51)
  %54 = fmul fast double %52, %53
  %55 = fmul fast double %24, %24
  %56 = fmul fast double %55, %24
  %57 = fsub fast double %56, %51
  %58 = fmul fast double %57, %51
  %59 = fsub fast double %28, %34
  %60 = tail call fast double @llvm.exp.f64(double %59)
  %61 = fsub fast double %56, %59
  %62 = fmul fast double %52, %60
  %63 = fmul fast double %61, %59
  %64 = fadd fast double %63, %62
  %65 = fadd fast double %58, %54
  %66 = fsub fast double %65, %64
  %67 = fmul fast double %33, 2.000000e-06
  %68 = fdiv fast double %66, %67
  %69 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %70 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef nofpclass(nan inf) %24, i32 noundef %69, double noundef nofpclass(nan inf) %28) #8
  %71 = tail call fast double @llvm.fabs.f64(double %50)
  %72 = tail call fast double @llvm.maxnum.f64(double %71, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile double %70, ptr %14, align 8, !tbaa !9
  %73 = load volatile double, ptr %14, align 8, !tbaa !9
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = fcmp ueq double %74, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  br i1 %75, label %87, label %76

76:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double %50, ptr %13, align 8, !tbaa !9
  %77 = load volatile double, ptr %13, align 8, !tbaa !9
  %78 = tail call double @llvm.fabs.f64(double %77)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  br i1 %79, label %87, label %80

80:                                               ; preds = %76
  %81 = fsub fast double %70, %50
  %82 = tail call fast double @llvm.fabs.f64(double %81)
  %83 = fmul fast double %72, 0x3EB0C6F7A0B5ED8D
  %84 = fcmp fast ole double %82, %83
  %85 = select i1 %84, ptr @.str.10, ptr @.str.11
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %70, double noundef nofpclass(nan inf) %50, ptr noundef nonnull %85)
  br i1 %84, label %92, label %89

87:                                               ; preds = %76, %21
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %70, double noundef nofpclass(nan inf) %50, ptr noundef nonnull @.str.11)
  br label %89

89:                                               ; preds = %87, %80
  %90 = load i32, ptr @n_fail, align 4, !tbaa !5
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @n_fail, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %80, %89
  %93 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %94 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %95 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %93, double noundef nofpclass(nan inf) %24, i32 noundef %94, double noundef nofpclass(nan inf) %28) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile double %95, ptr %12, align 8, !tbaa !9
  %96 = load volatile double, ptr %12, align 8, !tbaa !9
  %97 = tail call double @llvm.fabs.f64(double %96)
  %98 = fcmp ueq double %97, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  br i1 %98, label %110, label %99

99:                                               ; preds = %92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double %50, ptr %11, align 8, !tbaa !9
  %100 = load volatile double, ptr %11, align 8, !tbaa !9
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fcmp ueq double %101, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  br i1 %102, label %110, label %103

103:                                              ; preds = %99
  %104 = fsub fast double %95, %50
  %105 = tail call fast double @llvm.fabs.f64(double %104)
  %106 = fmul fast double %72, 0x3EB0C6F7A0B5ED8D
  %107 = fcmp fast ole double %105, %106
  %108 = select i1 %107, ptr @.str.10, ptr @.str.11
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) %50, ptr noundef nonnull %108)
  br i1 %107, label %115, label %112

110:                                              ; preds = %99, %92
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %95, double noundef nofpclass(nan inf) %50, ptr noundef nonnull @.str.11)
  br label %112

112:                                              ; preds = %110, %103
  %113 = load i32, ptr @n_fail, align 4, !tbaa !5
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @n_fail, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %103, %112
  %116 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %117 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %116, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %28) #8
  %118 = tail call fast double @llvm.fabs.f64(double %68)
  %119 = tail call fast double @llvm.maxnum.f64(double %118, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %117, ptr %10, align 8, !tbaa !9
  %120 = load volatile double, ptr %10, align 8, !tbaa !9
  %121 = tail call double @llvm.fabs.f64(double %120)
  %122 = fcmp ueq double %121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %122, label %134, label %123

123:                                              ; preds = %115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %68, ptr %9, align 8, !tbaa !9
  %124 = load volatile double, ptr %9, align 8, !tbaa !9
  %125 = tail call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %126, label %134, label %127

127:                                              ; preds = %123
  %128 = fsub fast double %117, %68
  %129 = tail call fast double @llvm.fabs.f64(double %128)
  %130 = fmul fast double %119, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp fast ole double %129, %130
  %132 = select i1 %131, ptr @.str.10, ptr @.str.11
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %68, ptr noundef nonnull %132)
  br i1 %131, label %139, label %136

134:                                              ; preds = %123, %115
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %68, ptr noundef nonnull @.str.11)
  br label %136

136:                                              ; preds = %134, %127
  %137 = load i32, ptr @n_fail, align 4, !tbaa !5
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr @n_fail, align 4, !tbaa !5
  br label %139

139:                                              ; preds = %127, %136
  %140 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %141 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %142 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %140, double noundef nofpclass(nan inf) %24, i32 noundef %141, double noundef nofpclass(nan inf) %28) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %142, ptr %8, align 8, !tbaa !9
  %143 = load volatile double, ptr %8, align 8, !tbaa !9
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fcmp ueq double %144, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %145, label %157, label %146

146:                                              ; preds = %139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %68, ptr %7, align 8, !tbaa !9
  %147 = load volatile double, ptr %7, align 8, !tbaa !9
  %148 = tail call double @llvm.fabs.f64(double %147)
  %149 = fcmp ueq double %148, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %149, label %157, label %150

150:                                              ; preds = %146
  %151 = fsub fast double %142, %68
  %152 = tail call fast double @llvm.fabs.f64(double %151)
  %153 = fmul fast double %119, 0x3EB0C6F7A0B5ED8D
  %154 = fcmp fast ole double %152, %153
  %155 = select i1 %154, ptr @.str.10, ptr @.str.11
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %68, ptr noundef nonnull %155)
  br i1 %154, label %162, label %159

157:                                              ; preds = %146, %139
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) %28, double noundef nofpclass(nan inf) %142, double noundef nofpclass(nan inf) %68, ptr noundef nonnull @.str.11)
  br label %159

159:                                              ; preds = %157, %150
  %160 = load i32, ptr @n_fail, align 4, !tbaa !5
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr @n_fail, align 4, !tbaa !5
  br label %162

162:                                              ; preds = %150, %159
  %163 = add nuw nsw i64 %22, 2
  %164 = fmul fast double %26, 5.000000e-01
  %165 = sub nuw nsw i64 3, %22
  %166 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %167 = trunc nuw nsw i64 %163 to i32
  %168 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %167, double noundef nofpclass(nan inf) %24, i32 noundef %166, double noundef nofpclass(nan inf) %164, i64 noundef %165) #8
  %169 = trunc nuw nsw i64 %165 to i32
  %170 = uitofp nneg i32 %169 to double
  %171 = fmul fast double %35, %170
  %172 = tail call fast double @llvm.cos.f64(double %171)
  %173 = fmul fast double %164, %35
  %174 = fadd fast double %173, %172
  %175 = fmul fast double %174, %35
  %176 = fmul fast double %175, 5.000000e-01
  %177 = fadd fast double %176, %172
  %178 = icmp eq i64 %22, 0
  br i1 %178, label %193, label %179, !llvm.loop !11

179:                                              ; preds = %162
  %180 = fmul fast double %177, %35
  %181 = fmul fast double %180, 0x3FD5555555555555
  %182 = fadd fast double %181, %172
  %183 = icmp eq i64 %163, 3
  br i1 %183, label %193, label %184, !llvm.loop !11

184:                                              ; preds = %179
  %185 = fmul fast double %182, %35
  %186 = fmul fast double %185, 2.500000e-01
  %187 = fadd fast double %186, %172
  %188 = icmp eq i64 %163, 4
  br i1 %188, label %193, label %189, !llvm.loop !11

189:                                              ; preds = %184
  %190 = fmul fast double %187, %35
  %191 = fmul fast double %190, 2.000000e-01
  %192 = fadd fast double %191, %172
  br label %193

193:                                              ; preds = %189, %184, %179, %162
  %194 = phi double [ %177, %162 ], [ %182, %179 ], [ %187, %184 ], [ %192, %189 ]
  %195 = fmul fast double %40, %170
  %196 = tail call fast double @llvm.cos.f64(double %195)
  %197 = fmul fast double %164, %40
  %198 = fadd fast double %197, %196
  %199 = fmul fast double %198, %40
  %200 = fmul fast double %199, 5.000000e-01
  %201 = fadd fast double %200, %196
  %202 = icmp eq i64 %22, 0
  br i1 %202, label %217, label %203, !llvm.loop !11

203:                                              ; preds = %193
  %204 = fmul fast double %201, %40
  %205 = fmul fast double %204, 0x3FD5555555555555
  %206 = fadd fast double %205, %196
  %207 = icmp eq i64 %163, 3
  br i1 %207, label %217, label %208, !llvm.loop !11

208:                                              ; preds = %203
  %209 = fmul fast double %206, %40
  %210 = fmul fast double %209, 2.500000e-01
  %211 = fadd fast double %210, %196
  %212 = icmp eq i64 %163, 4
  br i1 %212, label %217, label %213, !llvm.loop !11

213:                                              ; preds = %208
  %214 = fmul fast double %211, %40
  %215 = fmul fast double %214, 2.000000e-01
  %216 = fadd fast double %215, %196
  br label %217

217:                                              ; preds = %213, %208, %203, %193
  %218 = phi double [ %201, %193 ], [ %206, %203 ], [ %211, %208 ], [ %216, %213 ]
  %219 = fsub fast double %194, %218
  %220 = fdiv fast double %219, %49
  %221 = tail call fast double @llvm.fabs.f64(double %220)
  %222 = tail call fast double @llvm.maxnum.f64(double %221, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %168, ptr %6, align 8, !tbaa !9
  %223 = load volatile double, ptr %6, align 8, !tbaa !9
  %224 = tail call double @llvm.fabs.f64(double %223)
  %225 = fcmp ueq double %224, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %225, label %237, label %226

226:                                              ; preds = %217
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %220, ptr %5, align 8, !tbaa !9
  %227 = load volatile double, ptr %5, align 8, !tbaa !9
  %228 = tail call double @llvm.fabs.f64(double %227)
  %229 = fcmp ueq double %228, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %229, label %237, label %230

230:                                              ; preds = %226
  %231 = fsub fast double %168, %220
  %232 = tail call fast double @llvm.fabs.f64(double %231)
  %233 = fmul fast double %222, 0x3EB0C6F7A0B5ED8D
  %234 = fcmp fast ole double %232, %233
  %235 = select i1 %234, ptr @.str.10, ptr @.str.11
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %168, double noundef nofpclass(nan inf) %220, ptr noundef nonnull %235)
  br i1 %234, label %242, label %239

237:                                              ; preds = %226, %217
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %168, double noundef nofpclass(nan inf) %220, ptr noundef nonnull @.str.11)
  br label %239

239:                                              ; preds = %237, %230
  %240 = load i32, ptr @n_fail, align 4, !tbaa !5
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr @n_fail, align 4, !tbaa !5
  br label %242

242:                                              ; preds = %230, %239
  %243 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %244 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %245 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, i32 noundef %243, i32 noundef %167, i32 noundef %244, double noundef nofpclass(nan inf) %24, i32 noundef %243, double noundef nofpclass(nan inf) %164, i32 noundef %243, i64 noundef %165) #8
  %246 = fmul fast double %164, %35
  %247 = fadd fast double %246, %172
  %248 = fmul fast double %247, %35
  %249 = fmul fast double %248, 5.000000e-01
  %250 = fadd fast double %249, %172
  %251 = icmp eq i64 %22, 0
  br i1 %251, label %266, label %252, !llvm.loop !11

252:                                              ; preds = %242
  %253 = fmul fast double %250, %35
  %254 = fmul fast double %253, 0x3FD5555555555555
  %255 = fadd fast double %254, %172
  %256 = icmp eq i64 %163, 3
  br i1 %256, label %266, label %257, !llvm.loop !11

257:                                              ; preds = %252
  %258 = fmul fast double %255, %35
  %259 = fmul fast double %258, 2.500000e-01
  %260 = fadd fast double %259, %172
  %261 = icmp eq i64 %163, 4
  br i1 %261, label %266, label %262, !llvm.loop !11

262:                                              ; preds = %257
  %263 = fmul fast double %260, %35
  %264 = fmul fast double %263, 2.000000e-01
  %265 = fadd fast double %264, %172
  br label %266

266:                                              ; preds = %242, %252, %257, %262
  %267 = phi double [ %250, %242 ], [ %255, %252 ], [ %260, %257 ], [ %265, %262 ]
  %268 = fmul fast double %164, %40
  %269 = fadd fast double %268, %196
  %270 = fmul fast double %269, %40
  %271 = fmul fast double %270, 5.000000e-01
  %272 = fadd fast double %271, %196
  %273 = icmp eq i64 %22, 0
  br i1 %273, label %288, label %274, !llvm.loop !11

274:                                              ; preds = %266
  %275 = fmul fast double %272, %40
  %276 = fmul fast double %275, 0x3FD5555555555555
  %277 = fadd fast double %276, %196
  %278 = icmp eq i64 %163, 3
  br i1 %278, label %288, label %279, !llvm.loop !11

279:                                              ; preds = %274
  %280 = fmul fast double %277, %40
  %281 = fmul fast double %280, 2.500000e-01
  %282 = fadd fast double %281, %196
  %283 = icmp eq i64 %163, 4
  br i1 %283, label %288, label %284, !llvm.loop !11

284:                                              ; preds = %279
  %285 = fmul fast double %282, %40
  %286 = fmul fast double %285, 2.000000e-01
  %287 = fadd fast double %286, %196
  br label %288

288:                                              ; preds = %284, %279, %274, %266
  %289 = phi double [ %272, %266 ], [ %277, %274 ], [ %282, %279 ], [ %287, %284 ]
  %290 = fsub fast double %267, %289
  %291 = fdiv fast double %290, %49
  %292 = tail call fast double @llvm.fabs.f64(double %291)
  %293 = tail call fast double @llvm.maxnum.f64(double %292, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %245, ptr %4, align 8, !tbaa !9
  %294 = load volatile double, ptr %4, align 8, !tbaa !9
  %295 = tail call double @llvm.fabs.f64(double %294)
  %296 = fcmp ueq double %295, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %296, label %308, label %297

297:                                              ; preds = %288
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %291, ptr %3, align 8, !tbaa !9
  %298 = load volatile double, ptr %3, align 8, !tbaa !9
  %299 = tail call double @llvm.fabs.f64(double %298)
  %300 = fcmp ueq double %299, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %300, label %308, label %301

301:                                              ; preds = %297
  %302 = fsub fast double %245, %291
  %303 = tail call fast double @llvm.fabs.f64(double %302)
  %304 = fmul fast double %293, 0x3EB0C6F7A0B5ED8D
  %305 = fcmp fast ole double %303, %304
  %306 = select i1 %305, ptr @.str.10, ptr @.str.11
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %245, double noundef nofpclass(nan inf) %291, ptr noundef nonnull %306)
  br i1 %305, label %313, label %310

308:                                              ; preds = %297, %288
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %245, double noundef nofpclass(nan inf) %291, ptr noundef nonnull @.str.11)
  br label %310

310:                                              ; preds = %308, %301
  %311 = load i32, ptr @n_fail, align 4, !tbaa !5
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr @n_fail, align 4, !tbaa !5
  br label %313

313:                                              ; preds = %310, %301
  %314 = fneg fast double %35
  %315 = tail call fast double @llvm.exp.f64(double %314)
  %316 = fmul fast double %315, %35
  %317 = fneg fast double %40
  %318 = tail call fast double @llvm.exp.f64(double %317)
  %319 = fmul fast double %318, %40
  %320 = fadd fast double %38, 1.000000e+00
  %321 = tail call fast double @llvm.log.f64(double %320)
  %322 = fadd fast double %42, 1.000000e+00
  %323 = tail call fast double @llvm.log.f64(double %322)
  %324 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef nofpclass(nan inf) %24, i32 noundef 0) #8
  %325 = fsub fast double %38, %42
  %326 = fmul fast double %325, 5.000000e+05
  %327 = fdiv fast double %326, %30
  %328 = tail call fast double @llvm.fabs.f64(double %327)
  %329 = tail call fast double @llvm.maxnum.f64(double %328, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %324, ptr %2, align 8, !tbaa !9
  %330 = load volatile double, ptr %2, align 8, !tbaa !9
  %331 = tail call double @llvm.fabs.f64(double %330)
  %332 = fcmp ueq double %331, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %332, label %344, label %333

333:                                              ; preds = %313
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %327, ptr %1, align 8, !tbaa !9
  %334 = load volatile double, ptr %1, align 8, !tbaa !9
  %335 = tail call double @llvm.fabs.f64(double %334)
  %336 = fcmp ueq double %335, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %336, label %344, label %337

337:                                              ; preds = %333
  %338 = fsub fast double %324, %327
  %339 = tail call fast double @llvm.fabs.f64(double %338)
  %340 = fmul fast double %329, 0x3EB0C6F7A0B5ED8D
  %341 = fcmp fast ole double %339, %340
  %342 = select i1 %341, ptr @.str.10, ptr @.str.11
  %343 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %324, double noundef nofpclass(nan inf) %327, ptr noundef nonnull %342)
  br i1 %341, label %349, label %346

344:                                              ; preds = %333, %313
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %324, double noundef nofpclass(nan inf) %327, ptr noundef nonnull @.str.11)
  br label %346

346:                                              ; preds = %344, %337
  %347 = load i32, ptr @n_fail, align 4, !tbaa !5
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr @n_fail, align 4, !tbaa !5
  br label %349

349:                                              ; preds = %337, %346
  %350 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef nofpclass(nan inf) %24, i32 noundef 1) #8
  %351 = fsub fast double %316, %319
  %352 = fmul fast double %351, 5.000000e+05
  %353 = fdiv fast double %352, %30
  %354 = tail call fast double @llvm.fabs.f64(double %353)
  %355 = tail call fast double @llvm.maxnum.f64(double %354, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %350, ptr %2, align 8, !tbaa !9
  %356 = load volatile double, ptr %2, align 8, !tbaa !9
  %357 = tail call double @llvm.fabs.f64(double %356)
  %358 = fcmp ueq double %357, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %358, label %370, label %359

359:                                              ; preds = %349
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %353, ptr %1, align 8, !tbaa !9
  %360 = load volatile double, ptr %1, align 8, !tbaa !9
  %361 = tail call double @llvm.fabs.f64(double %360)
  %362 = fcmp ueq double %361, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %362, label %370, label %363

363:                                              ; preds = %359
  %364 = fsub fast double %350, %353
  %365 = tail call fast double @llvm.fabs.f64(double %364)
  %366 = fmul fast double %355, 0x3EB0C6F7A0B5ED8D
  %367 = fcmp fast ole double %365, %366
  %368 = select i1 %367, ptr @.str.10, ptr @.str.11
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %353, ptr noundef nonnull %368)
  br i1 %367, label %375, label %372

370:                                              ; preds = %359, %349
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %350, double noundef nofpclass(nan inf) %353, ptr noundef nonnull @.str.11)
  br label %372

372:                                              ; preds = %370, %363
  %373 = load i32, ptr @n_fail, align 4, !tbaa !5
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr @n_fail, align 4, !tbaa !5
  br label %375

375:                                              ; preds = %372, %363
  %376 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @p, double noundef nofpclass(nan inf) %24, i32 noundef 2) #8
  %377 = fsub fast double %321, %323
  %378 = fmul fast double %377, 0x4104585555555555
  %379 = fdiv fast double %378, %30
  %380 = tail call fast double @llvm.fabs.f64(double %379)
  %381 = tail call fast double @llvm.maxnum.f64(double %380, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %376, ptr %2, align 8, !tbaa !9
  %382 = load volatile double, ptr %2, align 8, !tbaa !9
  %383 = tail call double @llvm.fabs.f64(double %382)
  %384 = fcmp ueq double %383, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %384, label %396, label %385

385:                                              ; preds = %375
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %379, ptr %1, align 8, !tbaa !9
  %386 = load volatile double, ptr %1, align 8, !tbaa !9
  %387 = tail call double @llvm.fabs.f64(double %386)
  %388 = fcmp ueq double %387, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %388, label %396, label %389

389:                                              ; preds = %385
  %390 = fsub fast double %376, %379
  %391 = tail call fast double @llvm.fabs.f64(double %390)
  %392 = fmul fast double %381, 0x3EB0C6F7A0B5ED8D
  %393 = fcmp fast ole double %391, %392
  %394 = select i1 %393, ptr @.str.10, ptr @.str.11
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %376, double noundef nofpclass(nan inf) %379, ptr noundef nonnull %394)
  br i1 %393, label %401, label %398

396:                                              ; preds = %385, %375
  %397 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.6, double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) %376, double noundef nofpclass(nan inf) %379, ptr noundef nonnull @.str.11)
  br label %398

398:                                              ; preds = %396, %389
  %399 = load i32, ptr @n_fail, align 4, !tbaa !5
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr @n_fail, align 4, !tbaa !5
  br label %401

401:                                              ; preds = %398, %389
  %402 = add nuw nsw i64 %22, 1
  %403 = icmp eq i64 %402, 4
  br i1 %403, label %15, label %21, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @f(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1) #2 {
  %3 = tail call fast double @llvm.sin.f64(double %0)
  %4 = tail call fast double @llvm.exp.f64(double %1)
  %5 = fmul fast double %4, %3
  %6 = fmul fast double %0, %0
  %7 = fmul fast double %6, %0
  %8 = fsub fast double %7, %1
  %9 = fmul fast double %8, %1
  %10 = fadd fast double %9, %5
  ret double %10
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal nofpclass(nan inf) double @g(i32 noundef %0, double noundef nofpclass(nan inf) %1, double noundef nofpclass(nan inf) %2, i64 noundef %3) #4 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %30

6:                                                ; preds = %4
  %7 = sitofp i64 %3 to double
  %8 = fmul fast double %7, %1
  %9 = tail call fast double @llvm.cos.f64(double %8)
  %10 = and i32 %0, 7
  %11 = icmp ult i32 %0, 8
  br i1 %11, label %14, label %12

12:                                               ; preds = %6
  %13 = and i32 %0, 2147483640
  br label %32

14:                                               ; preds = %32, %6
  %15 = phi double [ poison, %6 ], [ %75, %32 ]
  %16 = phi i32 [ 0, %6 ], [ %72, %32 ]
  %17 = phi double [ %2, %6 ], [ %75, %32 ]
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %30, label %19

19:                                               ; preds = %14, %19
  %20 = phi i32 [ %24, %19 ], [ %16, %14 ]
  %21 = phi double [ %27, %19 ], [ %17, %14 ]
  %22 = phi i32 [ %28, %19 ], [ 0, %14 ]
  %23 = fmul fast double %21, %1
  %24 = add nuw nsw i32 %20, 1
  %25 = uitofp nneg i32 %24 to double
  %26 = fdiv fast double %23, %25
  %27 = fadd fast double %26, %9
  %28 = add i32 %22, 1
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %19, !llvm.loop !14

30:                                               ; preds = %14, %19, %4
  %31 = phi double [ %2, %4 ], [ %15, %14 ], [ %27, %19 ]
  ret double %31

32:                                               ; preds = %32, %12
  %33 = phi i32 [ 0, %12 ], [ %72, %32 ]
  %34 = phi double [ %2, %12 ], [ %75, %32 ]
  %35 = phi i32 [ 0, %12 ], [ %76, %32 ]
  %36 = fmul fast double %34, %1
  %37 = or disjoint i32 %33, 1
  %38 = uitofp nneg i32 %37 to double
  %39 = fdiv fast double %36, %38
  %40 = fadd fast double %39, %9
  %41 = fmul fast double %40, %1
  %42 = or disjoint i32 %33, 2
  %43 = uitofp nneg i32 %42 to double
  %44 = fdiv fast double %41, %43
  %45 = fadd fast double %44, %9
  %46 = fmul fast double %45, %1
  %47 = or disjoint i32 %33, 3
  %48 = uitofp nneg i32 %47 to double
  %49 = fdiv fast double %46, %48
  %50 = fadd fast double %49, %9
  %51 = fmul fast double %50, %1
  %52 = or disjoint i32 %33, 4
  %53 = uitofp nneg i32 %52 to double
  %54 = fdiv fast double %51, %53
  %55 = fadd fast double %54, %9
  %56 = fmul fast double %55, %1
  %57 = or disjoint i32 %33, 5
  %58 = uitofp nneg i32 %57 to double
  %59 = fdiv fast double %56, %58
  %60 = fadd fast double %59, %9
  %61 = fmul fast double %60, %1
  %62 = or disjoint i32 %33, 6
  %63 = uitofp nneg i32 %62 to double
  %64 = fdiv fast double %61, %63
  %65 = fadd fast double %64, %9
  %66 = fmul fast double %65, %1
  %67 = or disjoint i32 %33, 7
  %68 = uitofp nneg i32 %67 to double
  %69 = fdiv fast double %66, %68
  %70 = fadd fast double %69, %9
  %71 = fmul fast double %70, %1
  %72 = add nuw nsw i32 %33, 8
  %73 = uitofp nneg i32 %72 to double
  %74 = fdiv fast double %71, %73
  %75 = fadd fast double %74, %9
  %76 = add i32 %35, 8
  %77 = icmp eq i32 %76, %13
  br i1 %77, label %14, label %32, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal nofpclass(nan inf) double @p(double noundef nofpclass(nan inf) %0, i32 noundef %1) #2 {
  switch i32 %1, label %9 [
    i32 0, label %3
    i32 1, label %5
  ]

3:                                                ; preds = %2
  %4 = fmul fast double %0, %0
  br label %16

5:                                                ; preds = %2
  %6 = fneg fast double %0
  %7 = tail call fast double @llvm.exp.f64(double %6)
  %8 = fmul fast double %7, %0
  br label %16

9:                                                ; preds = %2
  %10 = fmul fast double %0, %0
  %11 = fadd fast double %10, 1.000000e+00
  %12 = tail call fast double @llvm.log.f64(double %11)
  %13 = sitofp i32 %1 to double
  %14 = fadd fast double %13, 1.000000e+00
  %15 = fdiv fast double %12, %14
  br label %16

16:                                               ; preds = %9, %5, %3
  %17 = phi nsz double [ %4, %3 ], [ %8, %5 ], [ %15, %9 ]
  ret double %17
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
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
