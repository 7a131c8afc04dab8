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

11:                                               ; preds = %211
  %12 = load i32, ptr @n_fail, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, i32 noundef %12)
  %14 = load i32, ptr @n_fail, align 4, !tbaa !5
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  ret i32 %16

17:                                               ; preds = %0, %211
  %18 = phi i64 [ 0, %0 ], [ %212, %211 ]
  %19 = getelementptr inbounds [4 x double], ptr @main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call fast double @llvm.fabs.f64(double %20)
  %22 = tail call fast double @llvm.maxnum.f64(double %21, double 1.000000e+00)
  %23 = fmul fast double %22, 0x3EB0C6F7A0B5ED8D
  %24 = fadd fast double %23, %20
  %25 = fsub fast double %20, %23
  %26 = tail call fastcc ptr @make(double noundef nofpclass(nan inf) %24, i32 noundef 1)
  %27 = load double, ptr %26, align 8, !tbaa !11
  %28 = fmul fast double %27, %27
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !14
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = sitofp i32 %31 to double
  %33 = fmul fast double %28, %32
  tail call fastcc void @drop(ptr noundef nonnull %26)
  %34 = tail call fastcc ptr @make(double noundef nofpclass(nan inf) %25, i32 noundef 1)
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = fmul fast double %35, %35
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !14
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = sitofp i32 %39 to double
  %41 = fmul fast double %36, %40
  tail call fastcc void @drop(ptr noundef nonnull %34)
  %42 = fsub fast double %33, %41
  %43 = fmul fast double %42, 5.000000e+05
  %44 = fdiv fast double %43, %22
  %45 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %46 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viastruct, double noundef nofpclass(nan inf) %20, i32 noundef %45, i32 noundef 1) #11
  %47 = tail call fast double @llvm.fabs.f64(double %44)
  %48 = tail call fast double @llvm.maxnum.f64(double %47, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %46, ptr %4, align 8, !tbaa !9
  %49 = load volatile double, ptr %4, align 8, !tbaa !9
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fcmp ueq double %50, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %51, label %227, label %214

52:                                               ; preds = %327
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %375, ptr %9, align 8, !tbaa !9
  %53 = load volatile double, ptr %9, align 8, !tbaa !9
  %54 = tail call double @llvm.fabs.f64(double %53)
  %55 = fcmp ueq double %54, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %55, label %65, label %56

56:                                               ; preds = %52
  %57 = fsub fast double %330, %375
  %58 = tail call fast double @llvm.fabs.f64(double %57)
  %59 = fmul fast double %377, 0x3EB0C6F7A0B5ED8D
  %60 = fcmp fast ole double %58, %59
  %61 = freeze i1 %60
  br i1 %61, label %62, label %65

62:                                               ; preds = %56
  %63 = trunc nuw nsw i64 %18 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %63, double noundef nofpclass(nan inf) %330, double noundef nofpclass(nan inf) %375, ptr noundef nonnull @.str.7)
  br label %70

65:                                               ; preds = %56, %52, %327
  %66 = trunc nuw nsw i64 %18 to i32
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %66, double noundef nofpclass(nan inf) %330, double noundef nofpclass(nan inf) %375, ptr noundef nonnull @.str.8)
  %68 = load i32, ptr @n_fail, align 4, !tbaa !5
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr @n_fail, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %62, %65
  %71 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %72 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viaarray, double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) %20, i32 noundef %71, i32 noundef 5) #11
  %73 = extractvalue { double, double } %72, 1
  %74 = tail call fastcc ptr @filled(double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) %24, i32 noundef 5)
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fmul fast double %75, %75
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul fast double %78, %78
  %80 = getelementptr inbounds i8, ptr %74, i64 16
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = fmul fast double %81, %81
  %83 = getelementptr inbounds i8, ptr %74, i64 24
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fmul fast double %84, %84
  %86 = getelementptr inbounds i8, ptr %74, i64 32
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = fmul fast double %87, %87
  tail call void @free(ptr noundef nonnull %74) #11
  %89 = tail call fastcc ptr @filled(double noundef nofpclass(nan inf) 8.000000e-01, double noundef nofpclass(nan inf) %25, i32 noundef 5)
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = getelementptr inbounds i8, ptr %89, i64 8
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = getelementptr inbounds i8, ptr %89, i64 16
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = getelementptr inbounds i8, ptr %89, i64 24
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = getelementptr inbounds i8, ptr %89, i64 32
  %98 = load double, ptr %97, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %89) #11
  %99 = fmul fast double %98, %98
  %100 = fsub fast double %88, %99
  %101 = fmul fast double %100, 0x3FD730DE943B79D4
  %102 = fmul fast double %96, %96
  %103 = fsub fast double %85, %102
  %104 = fmul fast double %103, 0x3FE3E43A9692E21D
  %105 = fmul fast double %94, %94
  %106 = fsub fast double %82, %105
  %107 = fmul fast double %106, 0x3FEA69263C485B15
  %108 = fmul fast double %92, %92
  %109 = fsub fast double %79, %108
  %110 = fmul fast double %109, 0x3FEE921DD42F09BA
  %111 = fmul fast double %90, %90
  %112 = fsub fast double %76, %111
  %113 = fadd fast double %112, %110
  %114 = fadd fast double %113, %107
  %115 = fadd fast double %114, %104
  %116 = fadd fast double %115, %101
  %117 = fdiv fast double %116, %374
  %118 = tail call fast double @llvm.fabs.f64(double %117)
  %119 = tail call fast double @llvm.maxnum.f64(double %118, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %73, ptr %8, align 8, !tbaa !9
  %120 = load volatile double, ptr %8, align 8, !tbaa !9
  %121 = tail call double @llvm.fabs.f64(double %120)
  %122 = fcmp ueq double %121, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %122, label %136, label %123

123:                                              ; preds = %70
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %117, ptr %7, align 8, !tbaa !9
  %124 = load volatile double, ptr %7, align 8, !tbaa !9
  %125 = tail call double @llvm.fabs.f64(double %124)
  %126 = fcmp ueq double %125, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %126, label %136, label %127

127:                                              ; preds = %123
  %128 = fsub fast double %73, %117
  %129 = tail call fast double @llvm.fabs.f64(double %128)
  %130 = fmul fast double %119, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp fast ole double %129, %130
  %132 = freeze i1 %131
  br i1 %132, label %133, label %136

133:                                              ; preds = %127
  %134 = trunc nuw nsw i64 %18 to i32
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %134, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %117, ptr noundef nonnull @.str.7)
  br label %141

136:                                              ; preds = %127, %123, %70
  %137 = trunc nuw nsw i64 %18 to i32
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3, i32 noundef %137, double noundef nofpclass(nan inf) %73, double noundef nofpclass(nan inf) %117, ptr noundef nonnull @.str.8)
  %139 = load i32, ptr @n_fail, align 4, !tbaa !5
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @n_fail, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %133, %136
  %142 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %143 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viaarray, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) 1.000000e+00, double noundef nofpclass(nan inf) 4.000000e-01, double noundef nofpclass(nan inf) 0.000000e+00, i32 noundef %142, i32 noundef 5) #11
  %144 = tail call fastcc ptr @filled(double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) 4.000000e-01, i32 noundef 5)
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = fmul fast double %145, %145
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = fmul fast double %148, %148
  %150 = getelementptr inbounds i8, ptr %144, i64 16
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = fmul fast double %151, %151
  %153 = getelementptr inbounds i8, ptr %144, i64 24
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fmul fast double %154, %154
  %156 = getelementptr inbounds i8, ptr %144, i64 32
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = fmul fast double %157, %157
  tail call void @free(ptr noundef nonnull %144) #11
  %159 = tail call fastcc ptr @filled(double noundef nofpclass(nan inf) %25, double noundef nofpclass(nan inf) 4.000000e-01, i32 noundef 5)
  %160 = load double, ptr %159, align 8, !tbaa !9
  %161 = getelementptr inbounds i8, ptr %159, i64 8
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = getelementptr inbounds i8, ptr %159, i64 16
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = getelementptr inbounds i8, ptr %159, i64 24
  %166 = load double, ptr %165, align 8, !tbaa !9
  %167 = getelementptr inbounds i8, ptr %159, i64 32
  %168 = load double, ptr %167, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %159) #11
  %169 = fmul fast double %168, %168
  %170 = fsub fast double %158, %169
  %171 = fmul fast double %170, 0x3FD730DE943B79D4
  %172 = fmul fast double %166, %166
  %173 = fsub fast double %155, %172
  %174 = fmul fast double %173, 0x3FE3E43A9692E21D
  %175 = fmul fast double %164, %164
  %176 = fsub fast double %152, %175
  %177 = fmul fast double %176, 0x3FEA69263C485B15
  %178 = fmul fast double %162, %162
  %179 = fsub fast double %149, %178
  %180 = fmul fast double %179, 0x3FEE921DD42F09BA
  %181 = fmul fast double %160, %160
  %182 = fsub fast double %146, %181
  %183 = fadd fast double %182, %180
  %184 = fadd fast double %183, %177
  %185 = fadd fast double %184, %174
  %186 = fadd fast double %185, %171
  %187 = fdiv fast double %186, %374
  %188 = tail call fast double @llvm.fabs.f64(double %187)
  %189 = tail call fast double @llvm.maxnum.f64(double %188, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %143, ptr %6, align 8, !tbaa !9
  %190 = load volatile double, ptr %6, align 8, !tbaa !9
  %191 = tail call double @llvm.fabs.f64(double %190)
  %192 = fcmp ueq double %191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %192, label %206, label %193

193:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double %187, ptr %5, align 8, !tbaa !9
  %194 = load volatile double, ptr %5, align 8, !tbaa !9
  %195 = tail call double @llvm.fabs.f64(double %194)
  %196 = fcmp ueq double %195, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %196, label %206, label %197

197:                                              ; preds = %193
  %198 = fsub fast double %143, %187
  %199 = tail call fast double @llvm.fabs.f64(double %198)
  %200 = fmul fast double %189, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp fast ole double %199, %200
  %202 = freeze i1 %201
  br i1 %202, label %203, label %206

203:                                              ; preds = %197
  %204 = trunc nuw nsw i64 %18 to i32
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %204, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %187, ptr noundef nonnull @.str.7)
  br label %211

206:                                              ; preds = %197, %193, %141
  %207 = trunc nuw nsw i64 %18 to i32
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.4, i32 noundef %207, double noundef nofpclass(nan inf) %143, double noundef nofpclass(nan inf) %187, ptr noundef nonnull @.str.8)
  %209 = load i32, ptr @n_fail, align 4, !tbaa !5
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr @n_fail, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %203, %206
  %212 = add nuw nsw i64 %18, 1
  %213 = icmp eq i64 %212, 4
  br i1 %213, label %11, label %17, !llvm.loop !15

214:                                              ; preds = %17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %44, ptr %3, align 8, !tbaa !9
  %215 = load volatile double, ptr %3, align 8, !tbaa !9
  %216 = tail call double @llvm.fabs.f64(double %215)
  %217 = fcmp ueq double %216, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %217, label %227, label %218

218:                                              ; preds = %214
  %219 = fsub fast double %46, %44
  %220 = tail call fast double @llvm.fabs.f64(double %219)
  %221 = fmul fast double %48, 0x3EB0C6F7A0B5ED8D
  %222 = fcmp fast ole double %220, %221
  %223 = freeze i1 %222
  br i1 %223, label %224, label %227

224:                                              ; preds = %218
  %225 = trunc nuw nsw i64 %18 to i32
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %225, double noundef nofpclass(nan inf) %46, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.7)
  br label %232

227:                                              ; preds = %218, %214, %17
  %228 = trunc nuw nsw i64 %18 to i32
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %228, double noundef nofpclass(nan inf) %46, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.8)
  %230 = load i32, ptr @n_fail, align 4, !tbaa !5
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !5
  br label %232

232:                                              ; preds = %224, %227
  %233 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %234 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viastruct, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %233, i32 noundef 1) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %234, ptr %2, align 8, !tbaa !9
  %235 = load volatile double, ptr %2, align 8, !tbaa !9
  %236 = tail call double @llvm.fabs.f64(double %235)
  %237 = fcmp ueq double %236, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %237, label %251, label %238

238:                                              ; preds = %232
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %44, ptr %1, align 8, !tbaa !9
  %239 = load volatile double, ptr %1, align 8, !tbaa !9
  %240 = tail call double @llvm.fabs.f64(double %239)
  %241 = fcmp ueq double %240, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %241, label %251, label %242

242:                                              ; preds = %238
  %243 = fsub fast double %234, %44
  %244 = tail call fast double @llvm.fabs.f64(double %243)
  %245 = fmul fast double %48, 0x3EB0C6F7A0B5ED8D
  %246 = fcmp fast ole double %244, %245
  %247 = freeze i1 %246
  br i1 %247, label %248, label %251

248:                                              ; preds = %242
  %249 = trunc nuw nsw i64 %18 to i32
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %249, double noundef nofpclass(nan inf) %234, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.7)
  br label %256

251:                                              ; preds = %242, %238, %232
  %252 = trunc nuw nsw i64 %18 to i32
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %252, double noundef nofpclass(nan inf) %234, double noundef nofpclass(nan inf) %44, ptr noundef nonnull @.str.8)
  %254 = load i32, ptr @n_fail, align 4, !tbaa !5
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr @n_fail, align 4, !tbaa !5
  br label %256

256:                                              ; preds = %248, %251
  %257 = tail call fastcc ptr @make(double noundef nofpclass(nan inf) %24, i32 noundef 4)
  %258 = load double, ptr %257, align 8, !tbaa !11
  %259 = fmul fast double %258, %258
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load ptr, ptr %260, align 8, !tbaa !14
  %262 = getelementptr i8, ptr %261, i64 12
  %263 = load i32, ptr %262, align 4, !tbaa !5
  %264 = sitofp i32 %263 to double
  %265 = fmul fast double %259, %264
  tail call fastcc void @drop(ptr noundef nonnull %257)
  %266 = tail call fastcc ptr @make(double noundef nofpclass(nan inf) %25, i32 noundef 4)
  %267 = load double, ptr %266, align 8, !tbaa !11
  %268 = fmul fast double %267, %267
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load ptr, ptr %269, align 8, !tbaa !14
  %271 = getelementptr i8, ptr %270, i64 12
  %272 = load i32, ptr %271, align 4, !tbaa !5
  %273 = sitofp i32 %272 to double
  %274 = fmul fast double %268, %273
  tail call fastcc void @drop(ptr noundef nonnull %266)
  %275 = fsub fast double %265, %274
  %276 = fmul fast double %275, 5.000000e+05
  %277 = fdiv fast double %276, %22
  %278 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %279 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viastruct, double noundef nofpclass(nan inf) %20, i32 noundef %278, i32 noundef 4) #11
  %280 = tail call fast double @llvm.fabs.f64(double %277)
  %281 = tail call fast double @llvm.maxnum.f64(double %280, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %279, ptr %4, align 8, !tbaa !9
  %282 = load volatile double, ptr %4, align 8, !tbaa !9
  %283 = tail call double @llvm.fabs.f64(double %282)
  %284 = fcmp ueq double %283, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %284, label %298, label %285

285:                                              ; preds = %256
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %277, ptr %3, align 8, !tbaa !9
  %286 = load volatile double, ptr %3, align 8, !tbaa !9
  %287 = tail call double @llvm.fabs.f64(double %286)
  %288 = fcmp ueq double %287, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %288, label %298, label %289

289:                                              ; preds = %285
  %290 = fsub fast double %279, %277
  %291 = tail call fast double @llvm.fabs.f64(double %290)
  %292 = fmul fast double %281, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp fast ole double %291, %292
  %294 = freeze i1 %293
  br i1 %294, label %295, label %298

295:                                              ; preds = %289
  %296 = trunc nuw nsw i64 %18 to i32
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %296, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %277, ptr noundef nonnull @.str.7)
  br label %303

298:                                              ; preds = %289, %285, %256
  %299 = trunc nuw nsw i64 %18 to i32
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, i32 noundef %299, double noundef nofpclass(nan inf) %279, double noundef nofpclass(nan inf) %277, ptr noundef nonnull @.str.8)
  %301 = load i32, ptr @n_fail, align 4, !tbaa !5
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr @n_fail, align 4, !tbaa !5
  br label %303

303:                                              ; preds = %298, %295
  %304 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %305 = tail call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @viastruct, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) 1.000000e+00, i32 noundef %304, i32 noundef 4) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %305, ptr %2, align 8, !tbaa !9
  %306 = load volatile double, ptr %2, align 8, !tbaa !9
  %307 = tail call double @llvm.fabs.f64(double %306)
  %308 = fcmp ueq double %307, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %308, label %322, label %309

309:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %277, ptr %1, align 8, !tbaa !9
  %310 = load volatile double, ptr %1, align 8, !tbaa !9
  %311 = tail call double @llvm.fabs.f64(double %310)
  %312 = fcmp ueq double %311, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %312, label %322, label %313

313:                                              ; preds = %309
  %314 = fsub fast double %305, %277
  %315 = tail call fast double @llvm.fabs.f64(double %314)
  %316 = fmul fast double %281, 0x3EB0C6F7A0B5ED8D
  %317 = fcmp fast ole double %315, %316
  %318 = freeze i1 %317
  br i1 %318, label %319, label %322

319:                                              ; preds = %313
  %320 = trunc nuw nsw i64 %18 to i32
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %320, double noundef nofpclass(nan inf) %305, double noundef nofpclass(nan inf) %277, ptr noundef nonnull @.str.7)
  br label %327

322:                                              ; preds = %313, %309, %303
  %323 = trunc nuw nsw i64 %18 to i32
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, i32 noundef %323, double noundef nofpclass(nan inf) %305, double noundef nofpclass(nan inf) %277, ptr noundef nonnull @.str.8)
  %325 = load i32, ptr @n_fail, align 4, !tbaa !5
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr @n_fail, align 4, !tbaa !5
  br label %327

327:                                              ; preds = %322, %319
  %328 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %329 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @viaarray, double noundef nofpclass(nan inf) %20, double noundef nofpclass(nan inf) 4.000000e-01, i32 noundef %328, i32 noundef 5) #11
  %330 = extractvalue { double, double } %329, 0
  %331 = tail call fastcc ptr @filled(double noundef nofpclass(nan inf) %24, double noundef nofpclass(nan inf) 4.000000e-01, i32 noundef 5)
  %332 = load double, ptr %331, align 8, !tbaa !9
  %333 = fmul fast double %332, %332
  %334 = getelementptr inbounds i8, ptr %331, i64 8
  %335 = load double, ptr %334, align 8, !tbaa !9
  %336 = fmul fast double %335, %335
  %337 = getelementptr inbounds i8, ptr %331, i64 16
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = fmul fast double %338, %338
  %340 = getelementptr inbounds i8, ptr %331, i64 24
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = fmul fast double %341, %341
  %343 = getelementptr inbounds i8, ptr %331, i64 32
  %344 = load double, ptr %343, align 8, !tbaa !9
  %345 = fmul fast double %344, %344
  tail call void @free(ptr noundef nonnull %331) #11
  %346 = tail call fastcc ptr @filled(double noundef nofpclass(nan inf) %25, double noundef nofpclass(nan inf) 4.000000e-01, i32 noundef 5)
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = getelementptr inbounds i8, ptr %346, i64 8
  %349 = load double, ptr %348, align 8, !tbaa !9
  %350 = getelementptr inbounds i8, ptr %346, i64 16
  %351 = load double, ptr %350, align 8, !tbaa !9
  %352 = getelementptr inbounds i8, ptr %346, i64 24
  %353 = load double, ptr %352, align 8, !tbaa !9
  %354 = getelementptr inbounds i8, ptr %346, i64 32
  %355 = load double, ptr %354, align 8, !tbaa !9
  tail call void @free(ptr noundef nonnull %346) #11
  %356 = fmul fast double %355, %355
  %357 = fsub fast double %345, %356
  %358 = fmul fast double %357, 0x3FD730DE943B79D4
  %359 = fmul fast double %353, %353
  %360 = fsub fast double %342, %359
  %361 = fmul fast double %360, 0x3FE3E43A9692E21D
  %362 = fmul fast double %351, %351
  %363 = fsub fast double %339, %362
  %364 = fmul fast double %363, 0x3FEA69263C485B15
  %365 = fmul fast double %349, %349
  %366 = fsub fast double %336, %365
  %367 = fmul fast double %366, 0x3FEE921DD42F09BA
  %368 = fmul fast double %347, %347
  %369 = fsub fast double %333, %368
  %370 = fadd fast double %369, %367
  %371 = fadd fast double %370, %364
  %372 = fadd fast double %371, %361
  %373 = fadd fast double %372, %358
  %374 = fmul fast double %22, 2.000000e-06
  %375 = fdiv fast double %373, %374
  %376 = tail call fast double @llvm.fabs.f64(double %375)
  %377 = tail call fast double @llvm.maxnum.f64(double %376, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile double %330, ptr %10, align 8, !tbaa !9
  %378 = load volatile double, ptr %10, align 8, !tbaa !9
  %379 = tail call double @llvm.fabs.f64(double %378)
  %380 = fcmp ueq double %379, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  br i1 %380, label %65, label %52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal nofpclass(nan inf) double @viastruct(double noundef nofpclass(nan inf) %0, i32 noundef %1) #0 {
  %3 = tail call fastcc ptr @make(double noundef nofpclass(nan inf) %0, i32 noundef %1)
  %4 = load double, ptr %3, align 8, !tbaa !11
  %5 = fmul fast double %4, %4
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = sext i32 %1 to i64
  %9 = getelementptr i32, ptr %7, i64 %8
  %10 = getelementptr i8, ptr %9, i64 -4
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = sitofp i32 %11 to double
  %13 = fmul fast double %5, %12
  tail call fastcc void @drop(ptr noundef nonnull %3)
  ret double %13
}

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind memory(readwrite, argmem: write) uwtable
define internal nofpclass(nan inf) double @viaarray(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) #3 {
  %4 = tail call fastcc ptr @filled(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %65

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = icmp ult i32 %2, 16
  br i1 %8, label %9, label %12

9:                                                ; preds = %59, %6
  %10 = phi i64 [ 0, %6 ], [ %13, %59 ]
  %11 = phi double [ 0.000000e+00, %6 ], [ %63, %59 ]
  br label %67

12:                                               ; preds = %6
  %13 = and i64 %7, 2147483632
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %56, %14 ]
  %16 = phi <4 x double> [ zeroinitializer, %12 ], [ %52, %14 ]
  %17 = phi <4 x double> [ zeroinitializer, %12 ], [ %53, %14 ]
  %18 = phi <4 x double> [ zeroinitializer, %12 ], [ %54, %14 ]
  %19 = phi <4 x double> [ zeroinitializer, %12 ], [ %55, %14 ]
  %20 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %12 ], [ %57, %14 ]
  %21 = add <4 x i32> %20, <i32 4, i32 4, i32 4, i32 4>
  %22 = add <4 x i32> %20, <i32 8, i32 8, i32 8, i32 8>
  %23 = add <4 x i32> %20, <i32 12, i32 12, i32 12, i32 12>
  %24 = getelementptr inbounds double, ptr %4, i64 %15
  %25 = getelementptr inbounds i8, ptr %24, i64 32
  %26 = getelementptr inbounds i8, ptr %24, i64 64
  %27 = getelementptr inbounds i8, ptr %24, i64 96
  %28 = load <4 x double>, ptr %24, align 8, !tbaa !9
  %29 = load <4 x double>, ptr %25, align 8, !tbaa !9
  %30 = load <4 x double>, ptr %26, align 8, !tbaa !9
  %31 = load <4 x double>, ptr %27, align 8, !tbaa !9
  %32 = uitofp <4 x i32> %20 to <4 x double>
  %33 = uitofp <4 x i32> %21 to <4 x double>
  %34 = uitofp <4 x i32> %22 to <4 x double>
  %35 = uitofp <4 x i32> %23 to <4 x double>
  %36 = fmul fast <4 x double> %32, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %37 = fmul fast <4 x double> %33, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %38 = fmul fast <4 x double> %34, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %39 = fmul fast <4 x double> %35, <double 3.000000e-01, double 3.000000e-01, double 3.000000e-01, double 3.000000e-01>
  %40 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %36)
  %41 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %37)
  %42 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %38)
  %43 = tail call fast <4 x double> @llvm.cos.v4f64(<4 x double> %39)
  %44 = fmul fast <4 x double> %28, %28
  %45 = fmul fast <4 x double> %29, %29
  %46 = fmul fast <4 x double> %30, %30
  %47 = fmul fast <4 x double> %31, %31
  %48 = fmul fast <4 x double> %44, %40
  %49 = fmul fast <4 x double> %45, %41
  %50 = fmul fast <4 x double> %46, %42
  %51 = fmul fast <4 x double> %47, %43
  %52 = fadd fast <4 x double> %48, %16
  %53 = fadd fast <4 x double> %49, %17
  %54 = fadd fast <4 x double> %50, %18
  %55 = fadd fast <4 x double> %51, %19
  %56 = add nuw i64 %15, 16
  %57 = add <4 x i32> %20, <i32 16, i32 16, i32 16, i32 16>
  %58 = icmp eq i64 %56, %13
  br i1 %58, label %59, label %14, !llvm.loop !17

59:                                               ; preds = %14
  %60 = fadd fast <4 x double> %53, %52
  %61 = fadd fast <4 x double> %54, %60
  %62 = fadd fast <4 x double> %55, %61
  %63 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %62)
  %64 = icmp eq i64 %13, %7
  br i1 %64, label %65, label %9

65:                                               ; preds = %67, %59, %3
  %66 = phi double [ 0.000000e+00, %3 ], [ %63, %59 ], [ %78, %67 ]
  tail call void @free(ptr noundef %4) #11
  ret double %66

67:                                               ; preds = %9, %67
  %68 = phi i64 [ %79, %67 ], [ %10, %9 ]
  %69 = phi double [ %78, %67 ], [ %11, %9 ]
  %70 = getelementptr inbounds double, ptr %4, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = trunc nuw nsw i64 %68 to i32
  %73 = uitofp nneg i32 %72 to double
  %74 = fmul fast double %73, 3.000000e-01
  %75 = tail call fast double @llvm.cos.f64(double %74)
  %76 = fmul fast double %71, %71
  %77 = fmul fast double %76, %75
  %78 = fadd fast double %77, %69
  %79 = add nuw nsw i64 %68, 1
  %80 = icmp eq i64 %79, %7
  br i1 %80, label %65, label %67, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree noinline nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @make(double noundef nofpclass(nan inf) %0, i32 noundef %1) unnamed_addr #5 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store double %0, ptr %3, align 8, !tbaa !11
  %4 = sext i32 %1 to i64
  %5 = shl nsw i64 %4, 2
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #12
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %6, ptr %7, align 8, !tbaa !14
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %9, label %36

9:                                                ; preds = %2
  %10 = zext nneg i32 %1 to i64
  %11 = icmp ult i32 %1, 32
  br i1 %11, label %12, label %14

12:                                               ; preds = %34, %9
  %13 = phi i64 [ 0, %9 ], [ %15, %34 ]
  br label %37

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483616
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %31, %16 ]
  %18 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %14 ], [ %32, %16 ]
  %19 = getelementptr inbounds i32, ptr %6, i64 %17
  %20 = trunc <8 x i64> %18 to <8 x i32>
  %21 = add <8 x i32> %20, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %22 = trunc <8 x i64> %18 to <8 x i32>
  %23 = add <8 x i32> %22, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %24 = trunc <8 x i64> %18 to <8 x i32>
  %25 = add <8 x i32> %24, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %26 = trunc <8 x i64> %18 to <8 x i32>
  %27 = add <8 x i32> %26, <i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25, i32 25>
  %28 = getelementptr inbounds i8, ptr %19, i64 32
  %29 = getelementptr inbounds i8, ptr %19, i64 64
  %30 = getelementptr inbounds i8, ptr %19, i64 96
  store <8 x i32> %21, ptr %19, align 4, !tbaa !5
  store <8 x i32> %23, ptr %28, align 4, !tbaa !5
  store <8 x i32> %25, ptr %29, align 4, !tbaa !5
  store <8 x i32> %27, ptr %30, align 4, !tbaa !5
  %31 = add nuw i64 %17, 32
  %32 = add <8 x i64> %18, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %33 = icmp eq i64 %31, %15
  br i1 %33, label %34, label %16, !llvm.loop !21

34:                                               ; preds = %16
  %35 = icmp eq i64 %15, %10
  br i1 %35, label %36, label %12

36:                                               ; preds = %37, %34, %2
  ret ptr %3

37:                                               ; preds = %12, %37
  %38 = phi i64 [ %39, %37 ], [ %13, %12 ]
  %39 = add nuw nsw i64 %38, 1
  %40 = getelementptr inbounds i32, ptr %6, i64 %38
  %41 = trunc nuw nsw i64 %39 to i32
  store i32 %41, ptr %40, align 4, !tbaa !5
  %42 = icmp eq i64 %39, %10
  br i1 %42, label %36, label %37, !llvm.loop !22
}

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @drop(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !14
  tail call void @free(ptr noundef %3) #11
  tail call void @free(ptr noundef %0) #11
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree noinline nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @filled(double noundef nofpclass(nan inf) %0, double noundef nofpclass(nan inf) %1, i32 noundef %2) unnamed_addr #5 {
  %4 = sext i32 %2 to i64
  %5 = shl nsw i64 %4, 3
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #12
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %38

8:                                                ; preds = %3
  %9 = zext nneg i32 %2 to i64
  %10 = icmp ult i32 %2, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %36, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %36 ]
  br label %39

13:                                               ; preds = %8
  %14 = and i64 %9, 2147483644
  %15 = insertelement <4 x double> poison, double %0, i64 0
  %16 = shufflevector <4 x double> %15, <4 x double> poison, <4 x i32> zeroinitializer
  %17 = insertelement <4 x double> poison, double %1, i64 0
  %18 = shufflevector <4 x double> %17, <4 x double> poison, <4 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %19, %13
  %20 = phi i64 [ 0, %13 ], [ %32, %19 ]
  %21 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %13 ], [ %33, %19 ]
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %13 ], [ %34, %19 ]
  %23 = trunc <4 x i64> %21 to <4 x i32>
  %24 = add <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %25 = uitofp <4 x i32> %24 to <4 x double>
  %26 = fmul fast <4 x double> %16, %25
  %27 = uitofp <4 x i32> %22 to <4 x double>
  %28 = fmul fast <4 x double> %18, %27
  %29 = tail call fast <4 x double> @llvm.sin.v4f64(<4 x double> %28)
  %30 = fadd fast <4 x double> %26, %29
  %31 = getelementptr inbounds double, ptr %6, i64 %20
  store <4 x double> %30, ptr %31, align 8, !tbaa !9
  %32 = add nuw i64 %20, 4
  %33 = add <4 x i64> %21, <i64 4, i64 4, i64 4, i64 4>
  %34 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>
  %35 = icmp eq i64 %32, %14
  br i1 %35, label %36, label %19, !llvm.loop !23

36:                                               ; preds = %19
  %37 = icmp eq i64 %14, %9
  br i1 %37, label %38, label %11

38:                                               ; preds = %39, %36, %3
  ret ptr %6

39:                                               ; preds = %11, %39
  %40 = phi i64 [ %41, %39 ], [ %12, %11 ]
  %41 = add nuw nsw i64 %40, 1
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = uitofp nneg i32 %42 to double
  %44 = fmul fast double %43, %0
  %45 = trunc nuw nsw i64 %40 to i32
  %46 = uitofp nneg i32 %45 to double
  %47 = fmul fast double %46, %1
  %48 = tail call fast double @llvm.sin.f64(double %47)
  %49 = fadd fast double %44, %48
  %50 = getelementptr inbounds double, ptr %6, i64 %40
  store double %49, ptr %50, align 8, !tbaa !9
  %51 = icmp eq i64 %41, %9
  br i1 %51, label %38, label %39, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #3 = { nounwind memory(readwrite, argmem: write) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree noinline nounwind memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress noinline nounwind willreturn uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!17 = distinct !{!17, !16, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !16, !19, !18}
!21 = distinct !{!21, !16, !18, !19}
!22 = distinct !{!22, !16, !19, !18}
!23 = distinct !{!23, !16, !18, !19}
!24 = distinct !{!24, !16, !19, !18}
