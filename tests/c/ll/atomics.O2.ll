; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.points = internal constant [2 x [4 x double]] [[4 x double] [double 0x3FE6666666666666, double -1.200000e+00, double 4.000000e-01, double 1.900000e+00], [4 x double] [double -3.000000e-01, double 8.000000e-01, double 1.600000e+00, double -9.000000e-01]], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"a_fetch_add\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"a_fetch_old\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"a_fetch_sub\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"a_load_store\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"a_exchange\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"a_atomic_type\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"a_global\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"a_atomic_sum\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"a_atomic_global\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"atomics: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@g_acc = internal global double 0.000000e+00, align 8
@g_at = internal global double 0.000000e+00, align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [4 x double], align 16
  %10 = alloca [4 x double], align 16
  %11 = alloca [4 x double], align 16
  %12 = alloca [4 x double], align 16
  %13 = alloca [4 x double], align 16
  %14 = alloca [4 x double], align 16
  %15 = alloca [4 x double], align 16
  %16 = alloca [4 x double], align 16
  %17 = alloca [4 x double], align 16
  %18 = alloca [4 x double], align 16
  %19 = alloca [4 x double], align 16
  %20 = alloca [4 x double], align 16
  %21 = alloca [4 x double], align 16
  %22 = alloca [4 x double], align 16
  %23 = alloca [4 x double], align 16
  %24 = alloca [4 x double], align 16
  %25 = alloca [4 x double], align 16
  %26 = alloca [4 x double], align 16
  %27 = alloca [4 x double], align 16
  %28 = alloca [4 x double], align 16
  %29 = alloca [4 x double], align 16
  %30 = alloca [4 x double], align 16
  %31 = alloca [4 x double], align 16
  %32 = alloca [4 x double], align 16
  %33 = alloca [4 x double], align 16
  %34 = alloca [4 x double], align 16
  %35 = alloca [4 x double], align 16
  %36 = alloca [4 x double], align 16
  %37 = alloca [4 x double], align 16
  %38 = alloca [4 x double], align 16
  %39 = alloca [4 x double], align 16
  %40 = alloca [4 x double], align 16
  %41 = alloca [4 x double], align 16
  %42 = alloca [4 x double], align 16
  %43 = alloca [4 x double], align 16
  %44 = alloca [4 x double], align 16
  %45 = getelementptr inbounds i8, ptr %8, i64 8
  %46 = getelementptr inbounds i8, ptr %8, i64 16
  %47 = getelementptr inbounds i8, ptr %8, i64 24
  %48 = getelementptr inbounds i8, ptr %7, i64 8
  %49 = getelementptr inbounds i8, ptr %7, i64 16
  %50 = getelementptr inbounds i8, ptr %7, i64 24
  %51 = getelementptr inbounds i8, ptr %6, i64 8
  %52 = getelementptr inbounds i8, ptr %6, i64 16
  %53 = getelementptr inbounds i8, ptr %6, i64 24
  %54 = getelementptr inbounds i8, ptr %5, i64 8
  %55 = getelementptr inbounds i8, ptr %5, i64 16
  %56 = getelementptr inbounds i8, ptr %5, i64 24
  %57 = getelementptr inbounds i8, ptr %4, i64 8
  %58 = getelementptr inbounds i8, ptr %4, i64 16
  %59 = getelementptr inbounds i8, ptr %4, i64 24
  %60 = getelementptr inbounds i8, ptr %3, i64 16
  %61 = getelementptr inbounds i8, ptr %3, i64 8
  %62 = getelementptr inbounds i8, ptr %3, i64 24
  %63 = getelementptr inbounds i8, ptr %12, i64 8
  %64 = getelementptr inbounds i8, ptr %11, i64 8
  %65 = getelementptr inbounds i8, ptr %12, i64 16
  %66 = getelementptr inbounds i8, ptr %11, i64 16
  %67 = getelementptr inbounds i8, ptr %12, i64 24
  %68 = getelementptr inbounds i8, ptr %11, i64 24
  %69 = getelementptr inbounds i8, ptr %16, i64 8
  %70 = getelementptr inbounds i8, ptr %15, i64 8
  %71 = getelementptr inbounds i8, ptr %16, i64 16
  %72 = getelementptr inbounds i8, ptr %15, i64 16
  %73 = getelementptr inbounds i8, ptr %16, i64 24
  %74 = getelementptr inbounds i8, ptr %15, i64 24
  %75 = getelementptr inbounds i8, ptr %20, i64 8
  %76 = getelementptr inbounds i8, ptr %19, i64 8
  %77 = getelementptr inbounds i8, ptr %20, i64 16
  %78 = getelementptr inbounds i8, ptr %19, i64 16
  %79 = getelementptr inbounds i8, ptr %20, i64 24
  %80 = getelementptr inbounds i8, ptr %19, i64 24
  %81 = getelementptr inbounds i8, ptr %24, i64 8
  %82 = getelementptr inbounds i8, ptr %23, i64 8
  %83 = getelementptr inbounds i8, ptr %24, i64 16
  %84 = getelementptr inbounds i8, ptr %23, i64 16
  %85 = getelementptr inbounds i8, ptr %24, i64 24
  %86 = getelementptr inbounds i8, ptr %23, i64 24
  %87 = getelementptr inbounds i8, ptr %28, i64 8
  %88 = getelementptr inbounds i8, ptr %27, i64 8
  %89 = getelementptr inbounds i8, ptr %28, i64 16
  %90 = getelementptr inbounds i8, ptr %27, i64 16
  %91 = getelementptr inbounds i8, ptr %28, i64 24
  %92 = getelementptr inbounds i8, ptr %27, i64 24
  %93 = getelementptr inbounds i8, ptr %32, i64 8
  %94 = getelementptr inbounds i8, ptr %31, i64 8
  %95 = getelementptr inbounds i8, ptr %32, i64 16
  %96 = getelementptr inbounds i8, ptr %31, i64 16
  %97 = getelementptr inbounds i8, ptr %32, i64 24
  %98 = getelementptr inbounds i8, ptr %31, i64 24
  %99 = getelementptr inbounds i8, ptr %36, i64 8
  %100 = getelementptr inbounds i8, ptr %35, i64 8
  %101 = getelementptr inbounds i8, ptr %36, i64 16
  %102 = getelementptr inbounds i8, ptr %35, i64 16
  %103 = getelementptr inbounds i8, ptr %36, i64 24
  %104 = getelementptr inbounds i8, ptr %35, i64 24
  %105 = getelementptr inbounds i8, ptr %40, i64 8
  %106 = getelementptr inbounds i8, ptr %39, i64 8
  %107 = getelementptr inbounds i8, ptr %40, i64 16
  %108 = getelementptr inbounds i8, ptr %39, i64 16
  %109 = getelementptr inbounds i8, ptr %40, i64 24
  %110 = getelementptr inbounds i8, ptr %39, i64 24
  %111 = getelementptr inbounds i8, ptr %44, i64 8
  %112 = getelementptr inbounds i8, ptr %43, i64 8
  %113 = getelementptr inbounds i8, ptr %44, i64 16
  %114 = getelementptr inbounds i8, ptr %43, i64 16
  %115 = getelementptr inbounds i8, ptr %44, i64 24
  %116 = getelementptr inbounds i8, ptr %43, i64 24
  br label %123

117:                                              ; preds = %683
  %118 = load i32, ptr @n_fail, align 4, !tbaa !5
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %118)
  %120 = load i32, ptr @n_fail, align 4, !tbaa !5
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i32
  ret i32 %122

123:                                              ; preds = %0, %683
  %124 = phi i1 [ true, %0 ], [ false, %683 ]
  %125 = phi i64 [ 0, %0 ], [ 1, %683 ]
  %126 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %125
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %127 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %128 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %127, ptr noundef nonnull %9, ptr noundef nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %12, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %129 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %130 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %129, ptr noundef nonnull %9, ptr noundef nonnull %12) #15
  store double %130, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %131 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %132 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %131, ptr noundef nonnull %9, ptr noundef nonnull %12) #15
  store double %132, ptr %64, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %133 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %134 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %133, ptr noundef nonnull %9, ptr noundef nonnull %12) #15
  store double %134, ptr %66, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %67, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %135 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %136 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %135, ptr noundef nonnull %9, ptr noundef nonnull %12) #15
  store double %136, ptr %68, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #15
  br label %137

137:                                              ; preds = %216, %123
  %138 = phi i64 [ 0, %123 ], [ %217, %216 ]
  %139 = getelementptr inbounds double, ptr %126, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = fcmp ogt double %141, 1.000000e+00
  %143 = select i1 %142, double %141, double 1.000000e+00
  %144 = fmul double %143, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %145 = fadd double %140, %144
  %146 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %138
  store double %145, ptr %146, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #15
  store double 5.000000e-01, ptr %1, align 8, !tbaa !9
  %147 = load double, ptr %8, align 16, !tbaa !9
  %148 = fmul double %147, %147
  %149 = atomicrmw fadd ptr %1, double %148 monotonic, align 8
  %150 = load double, ptr %45, align 8, !tbaa !9
  %151 = fmul double %150, %150
  %152 = fmul double %151, 2.000000e+00
  %153 = atomicrmw fadd ptr %1, double %152 monotonic, align 8
  %154 = load double, ptr %46, align 16, !tbaa !9
  %155 = fmul double %154, %154
  %156 = fmul double %155, 3.000000e+00
  %157 = atomicrmw fadd ptr %1, double %156 monotonic, align 8
  %158 = load double, ptr %47, align 8, !tbaa !9
  %159 = fmul double %158, %158
  %160 = fmul double %159, 4.000000e+00
  %161 = atomicrmw fadd ptr %1, double %160 monotonic, align 8
  %162 = load double, ptr %1, align 8, !tbaa !9
  %163 = fmul double %147, %162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %164 = fsub double %140, %144
  store double %164, ptr %146, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  store double 5.000000e-01, ptr %2, align 8, !tbaa !9
  %165 = load double, ptr %8, align 16, !tbaa !9
  %166 = fmul double %165, %165
  %167 = atomicrmw fadd ptr %2, double %166 monotonic, align 8
  %168 = load double, ptr %45, align 8, !tbaa !9
  %169 = fmul double %168, %168
  %170 = fmul double %169, 2.000000e+00
  %171 = atomicrmw fadd ptr %2, double %170 monotonic, align 8
  %172 = load double, ptr %46, align 16, !tbaa !9
  %173 = fmul double %172, %172
  %174 = fmul double %173, 3.000000e+00
  %175 = atomicrmw fadd ptr %2, double %174 monotonic, align 8
  %176 = load double, ptr %47, align 8, !tbaa !9
  %177 = fmul double %176, %176
  %178 = fmul double %177, 4.000000e+00
  %179 = atomicrmw fadd ptr %2, double %178 monotonic, align 8
  %180 = load double, ptr %2, align 8, !tbaa !9
  %181 = fmul double %165, %180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  %182 = getelementptr inbounds double, ptr %10, i64 %138
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = fsub double %163, %181
  %185 = fmul double %144, 2.000000e+00
  %186 = fdiv double %184, %185
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  %190 = fsub double %183, %186
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fmul double %189, 0x3EB0C6F7A0B5ED8D
  %193 = fcmp ole double %191, %192
  %194 = select i1 %193, ptr @.str.11, ptr @.str.12
  %195 = trunc nuw nsw i64 %138 to i32
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %195, double noundef %183, double noundef %186, ptr noundef nonnull %194)
  br i1 %193, label %200, label %197

197:                                              ; preds = %137
  %198 = load i32, ptr @n_fail, align 4, !tbaa !5
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr @n_fail, align 4, !tbaa !5
  br label %200

200:                                              ; preds = %197, %137
  %201 = getelementptr inbounds double, ptr %11, i64 %138
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = load double, ptr %182, align 8, !tbaa !9
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = fcmp ogt double %204, 1.000000e+00
  %206 = select i1 %205, double %204, double 1.000000e+00
  %207 = fsub double %202, %203
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = fmul double %206, 1.000000e-10
  %210 = fcmp ole double %208, %209
  %211 = select i1 %210, ptr @.str.11, ptr @.str.12
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i32 noundef %195, double noundef %202, double noundef %203, ptr noundef nonnull %211)
  br i1 %210, label %216, label %213

213:                                              ; preds = %200
  %214 = load i32, ptr @n_fail, align 4, !tbaa !5
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr @n_fail, align 4, !tbaa !5
  br label %216

216:                                              ; preds = %213, %200
  %217 = add nuw nsw i64 %138, 1
  %218 = icmp eq i64 %217, 4
  br i1 %218, label %219, label %137, !llvm.loop !11

219:                                              ; preds = %216
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %220 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %221 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %220, ptr noundef nonnull %13, ptr noundef nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %16, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %222 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %223 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %222, ptr noundef nonnull %13, ptr noundef nonnull %16) #15
  store double %223, ptr %15, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %69, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %224 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %225 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %224, ptr noundef nonnull %13, ptr noundef nonnull %16) #15
  store double %225, ptr %70, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %71, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %226 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %227 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %226, ptr noundef nonnull %13, ptr noundef nonnull %16) #15
  store double %227, ptr %72, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %73, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %228 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %229 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %228, ptr noundef nonnull %13, ptr noundef nonnull %16) #15
  store double %229, ptr %74, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  br label %230

230:                                              ; preds = %330, %219
  %231 = phi i64 [ 0, %219 ], [ %331, %330 ]
  %232 = getelementptr inbounds double, ptr %126, i64 %231
  %233 = load double, ptr %232, align 8, !tbaa !9
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = fcmp ogt double %234, 1.000000e+00
  %236 = select i1 %235, double %234, double 1.000000e+00
  %237 = fmul double %236, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %238 = fadd double %233, %237
  %239 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %231
  store double %238, ptr %239, align 8, !tbaa !9
  %240 = load double, ptr %7, align 16, !tbaa !9
  %241 = call double @sin(double noundef %240) #15
  %242 = atomicrmw fadd ptr %7, double %241 seq_cst, align 8
  %243 = load <2 x double>, ptr %7, align 16
  %244 = load double, ptr %48, align 8, !tbaa !9
  %245 = call double @sin(double noundef %244) #15
  %246 = atomicrmw fadd ptr %7, double %245 seq_cst, align 8
  %247 = load <2 x double>, ptr %48, align 8
  %248 = load double, ptr %49, align 16, !tbaa !9
  %249 = call double @sin(double noundef %248) #15
  %250 = atomicrmw fadd ptr %7, double %249 seq_cst, align 8
  %251 = load <2 x double>, ptr %49, align 16
  %252 = load double, ptr %50, align 8, !tbaa !9
  %253 = call double @sin(double noundef %252) #15
  %254 = atomicrmw fadd ptr %7, double %253 seq_cst, align 8
  %255 = load double, ptr %50, align 8, !tbaa !9
  %256 = load <2 x double>, ptr %7, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %257 = fsub double %233, %237
  store double %257, ptr %239, align 8, !tbaa !9
  %258 = load double, ptr %7, align 16, !tbaa !9
  %259 = call double @sin(double noundef %258) #15
  %260 = atomicrmw fadd ptr %7, double %259 seq_cst, align 8
  %261 = load double, ptr %7, align 16, !tbaa !9
  %262 = load double, ptr %48, align 8, !tbaa !9
  %263 = call double @sin(double noundef %262) #15
  %264 = atomicrmw fadd ptr %7, double %263 seq_cst, align 8
  %265 = load double, ptr %48, align 8, !tbaa !9
  %266 = load double, ptr %49, align 16, !tbaa !9
  %267 = call double @sin(double noundef %266) #15
  %268 = atomicrmw fadd ptr %7, double %267 seq_cst, align 8
  %269 = load double, ptr %49, align 16, !tbaa !9
  %270 = load double, ptr %50, align 8, !tbaa !9
  %271 = call double @sin(double noundef %270) #15
  %272 = atomicrmw fadd ptr %7, double %271 seq_cst, align 8
  %273 = load double, ptr %50, align 8, !tbaa !9
  %274 = load double, ptr %7, align 16, !tbaa !9
  %275 = insertelement <2 x double> poison, double %242, i64 0
  %276 = insertelement <2 x double> %275, double %260, i64 1
  %277 = insertelement <2 x double> %243, double %261, i64 1
  %278 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %276, <2 x double> %277, <2 x double> zeroinitializer)
  %279 = insertelement <2 x double> poison, double %246, i64 0
  %280 = insertelement <2 x double> %279, double %264, i64 1
  %281 = insertelement <2 x double> %247, double %265, i64 1
  %282 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %280, <2 x double> %281, <2 x double> %278)
  %283 = insertelement <2 x double> poison, double %250, i64 0
  %284 = insertelement <2 x double> %283, double %268, i64 1
  %285 = insertelement <2 x double> %251, double %269, i64 1
  %286 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %284, <2 x double> %285, <2 x double> %282)
  %287 = insertelement <2 x double> poison, double %254, i64 0
  %288 = insertelement <2 x double> %287, double %272, i64 1
  %289 = insertelement <2 x double> poison, double %255, i64 0
  %290 = insertelement <2 x double> %289, double %273, i64 1
  %291 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %288, <2 x double> %290, <2 x double> %286)
  %292 = insertelement <2 x double> %256, double %274, i64 1
  %293 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %292, <2 x double> %292, <2 x double> %291)
  %294 = getelementptr inbounds double, ptr %14, i64 %231
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = shufflevector <2 x double> %293, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %297 = fsub <2 x double> %293, %296
  %298 = extractelement <2 x double> %297, i64 0
  %299 = fmul double %237, 2.000000e+00
  %300 = fdiv double %298, %299
  %301 = call double @llvm.fabs.f64(double %300)
  %302 = fcmp ogt double %301, 1.000000e+00
  %303 = select i1 %302, double %301, double 1.000000e+00
  %304 = fsub double %295, %300
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = fmul double %303, 0x3EB0C6F7A0B5ED8D
  %307 = fcmp ole double %305, %306
  %308 = select i1 %307, ptr @.str.11, ptr @.str.12
  %309 = trunc nuw nsw i64 %231 to i32
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %309, double noundef %295, double noundef %300, ptr noundef nonnull %308)
  br i1 %307, label %314, label %311

311:                                              ; preds = %230
  %312 = load i32, ptr @n_fail, align 4, !tbaa !5
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr @n_fail, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %311, %230
  %315 = getelementptr inbounds double, ptr %15, i64 %231
  %316 = load double, ptr %315, align 8, !tbaa !9
  %317 = load double, ptr %294, align 8, !tbaa !9
  %318 = call double @llvm.fabs.f64(double %317)
  %319 = fcmp ogt double %318, 1.000000e+00
  %320 = select i1 %319, double %318, double 1.000000e+00
  %321 = fsub double %316, %317
  %322 = call double @llvm.fabs.f64(double %321)
  %323 = fmul double %320, 1.000000e-10
  %324 = fcmp ole double %322, %323
  %325 = select i1 %324, ptr @.str.11, ptr @.str.12
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %309, double noundef %316, double noundef %317, ptr noundef nonnull %325)
  br i1 %324, label %330, label %327

327:                                              ; preds = %314
  %328 = load i32, ptr @n_fail, align 4, !tbaa !5
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr @n_fail, align 4, !tbaa !5
  br label %330

330:                                              ; preds = %327, %314
  %331 = add nuw nsw i64 %231, 1
  %332 = icmp eq i64 %331, 4
  br i1 %332, label %333, label %230, !llvm.loop !11

333:                                              ; preds = %330
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %334 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %335 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %334, ptr noundef nonnull %17, ptr noundef nonnull %18) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %20, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %336 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %337 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %336, ptr noundef nonnull %17, ptr noundef nonnull %20) #15
  store double %337, ptr %19, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %75, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %338 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %339 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %338, ptr noundef nonnull %17, ptr noundef nonnull %20) #15
  store double %339, ptr %76, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %77, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %340 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %341 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %340, ptr noundef nonnull %17, ptr noundef nonnull %20) #15
  store double %341, ptr %78, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %79, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %342 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %343 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %342, ptr noundef nonnull %17, ptr noundef nonnull %20) #15
  store double %343, ptr %80, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #15
  br label %344

344:                                              ; preds = %430, %333
  %345 = phi i64 [ 0, %333 ], [ %431, %430 ]
  %346 = getelementptr inbounds double, ptr %126, i64 %345
  %347 = load double, ptr %346, align 8, !tbaa !9
  %348 = call double @llvm.fabs.f64(double %347)
  %349 = fcmp ogt double %348, 1.000000e+00
  %350 = select i1 %349, double %348, double 1.000000e+00
  %351 = fmul double %350, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %352 = fadd double %347, %351
  %353 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %345
  store double %352, ptr %353, align 8, !tbaa !9
  %354 = load double, ptr %6, align 16, !tbaa !9
  %355 = fmul double %354, 5.000000e-01
  %356 = atomicrmw fsub ptr %51, double %355 acq_rel, align 8
  %357 = load double, ptr %51, align 8, !tbaa !9
  %358 = fmul double %357, 5.000000e-01
  %359 = atomicrmw fsub ptr %52, double %358 acq_rel, align 8
  %360 = load double, ptr %52, align 16, !tbaa !9
  %361 = fmul double %360, 5.000000e-01
  %362 = atomicrmw fsub ptr %53, double %361 acq_rel, align 8
  %363 = load <2 x double>, ptr %6, align 16
  %364 = load <2 x double>, ptr %51, align 8
  %365 = load <2 x double>, ptr %52, align 16
  %366 = load double, ptr %53, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %367 = fsub double %347, %351
  store double %367, ptr %353, align 8, !tbaa !9
  %368 = load double, ptr %6, align 16, !tbaa !9
  %369 = fmul double %368, 5.000000e-01
  %370 = atomicrmw fsub ptr %51, double %369 acq_rel, align 8
  %371 = load double, ptr %51, align 8, !tbaa !9
  %372 = fmul double %371, 5.000000e-01
  %373 = atomicrmw fsub ptr %52, double %372 acq_rel, align 8
  %374 = load double, ptr %52, align 16, !tbaa !9
  %375 = fmul double %374, 5.000000e-01
  %376 = atomicrmw fsub ptr %53, double %375 acq_rel, align 8
  %377 = load double, ptr %6, align 16, !tbaa !9
  %378 = load double, ptr %51, align 8, !tbaa !9
  %379 = load double, ptr %52, align 16, !tbaa !9
  %380 = load double, ptr %53, align 8, !tbaa !9
  %381 = insertelement <2 x double> %363, double %377, i64 1
  %382 = fmul <2 x double> %381, %381
  %383 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> %381, <2 x double> zeroinitializer)
  %384 = insertelement <2 x double> %364, double %378, i64 1
  %385 = fmul <2 x double> %384, %384
  %386 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %385, <2 x double> %384, <2 x double> %383)
  %387 = insertelement <2 x double> %365, double %379, i64 1
  %388 = fmul <2 x double> %387, %387
  %389 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %388, <2 x double> %387, <2 x double> %386)
  %390 = insertelement <2 x double> poison, double %366, i64 0
  %391 = insertelement <2 x double> %390, double %380, i64 1
  %392 = fmul <2 x double> %391, %391
  %393 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %392, <2 x double> %391, <2 x double> %389)
  %394 = getelementptr inbounds double, ptr %18, i64 %345
  %395 = load double, ptr %394, align 8, !tbaa !9
  %396 = shufflevector <2 x double> %393, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %397 = fsub <2 x double> %393, %396
  %398 = extractelement <2 x double> %397, i64 0
  %399 = fmul double %351, 2.000000e+00
  %400 = fdiv double %398, %399
  %401 = call double @llvm.fabs.f64(double %400)
  %402 = fcmp ogt double %401, 1.000000e+00
  %403 = select i1 %402, double %401, double 1.000000e+00
  %404 = fsub double %395, %400
  %405 = call double @llvm.fabs.f64(double %404)
  %406 = fmul double %403, 0x3EB0C6F7A0B5ED8D
  %407 = fcmp ole double %405, %406
  %408 = select i1 %407, ptr @.str.11, ptr @.str.12
  %409 = trunc nuw nsw i64 %345 to i32
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %409, double noundef %395, double noundef %400, ptr noundef nonnull %408)
  br i1 %407, label %414, label %411

411:                                              ; preds = %344
  %412 = load i32, ptr @n_fail, align 4, !tbaa !5
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr @n_fail, align 4, !tbaa !5
  br label %414

414:                                              ; preds = %411, %344
  %415 = getelementptr inbounds double, ptr %19, i64 %345
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = load double, ptr %394, align 8, !tbaa !9
  %418 = call double @llvm.fabs.f64(double %417)
  %419 = fcmp ogt double %418, 1.000000e+00
  %420 = select i1 %419, double %418, double 1.000000e+00
  %421 = fsub double %416, %417
  %422 = call double @llvm.fabs.f64(double %421)
  %423 = fmul double %420, 1.000000e-10
  %424 = fcmp ole double %422, %423
  %425 = select i1 %424, ptr @.str.11, ptr @.str.12
  %426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %409, double noundef %416, double noundef %417, ptr noundef nonnull %425)
  br i1 %424, label %430, label %427

427:                                              ; preds = %414
  %428 = load i32, ptr @n_fail, align 4, !tbaa !5
  %429 = add nsw i32 %428, 1
  store i32 %429, ptr @n_fail, align 4, !tbaa !5
  br label %430

430:                                              ; preds = %427, %414
  %431 = add nuw nsw i64 %345, 1
  %432 = icmp eq i64 %431, 4
  br i1 %432, label %433, label %344, !llvm.loop !11

433:                                              ; preds = %430
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %434 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %435 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %434, ptr noundef nonnull %21, ptr noundef nonnull %22) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %24, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %436 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %437 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %436, ptr noundef nonnull %21, ptr noundef nonnull %24) #15
  store double %437, ptr %23, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %81, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %438 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %439 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %438, ptr noundef nonnull %21, ptr noundef nonnull %24) #15
  store double %439, ptr %82, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %83, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %440 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %441 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %440, ptr noundef nonnull %21, ptr noundef nonnull %24) #15
  store double %441, ptr %84, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %85, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %442 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %443 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %442, ptr noundef nonnull %21, ptr noundef nonnull %24) #15
  store double %443, ptr %86, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  br label %444

444:                                              ; preds = %514, %433
  %445 = phi i64 [ 0, %433 ], [ %515, %514 ]
  %446 = getelementptr inbounds double, ptr %126, i64 %445
  %447 = load double, ptr %446, align 8, !tbaa !9
  %448 = call double @llvm.fabs.f64(double %447)
  %449 = fcmp ogt double %448, 1.000000e+00
  %450 = select i1 %449, double %448, double 1.000000e+00
  %451 = fmul double %450, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %452 = fadd double %447, %451
  %453 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %445
  store double %452, ptr %453, align 8, !tbaa !9
  %454 = load atomic i64, ptr %5 acquire, align 16
  %455 = load double, ptr %54, align 8, !tbaa !9
  %456 = fsub double %447, %451
  %457 = bitcast i64 %454 to double
  %458 = call double @llvm.fmuladd.f64(double %457, double %455, double 1.000000e+00)
  %459 = bitcast double %458 to i64
  store atomic i64 %459, ptr %55 release, align 16
  %460 = load atomic i64, ptr %55 seq_cst, align 16
  %461 = load double, ptr %56, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  store double %456, ptr %453, align 8, !tbaa !9
  %462 = load atomic i64, ptr %5 acquire, align 16
  %463 = bitcast i64 %462 to double
  %464 = load double, ptr %54, align 8, !tbaa !9
  %465 = call double @llvm.fmuladd.f64(double %463, double %464, double 1.000000e+00)
  %466 = bitcast double %465 to i64
  store atomic i64 %466, ptr %55 release, align 16
  %467 = load atomic i64, ptr %55 seq_cst, align 16
  %468 = insertelement <2 x i64> poison, i64 %460, i64 0
  %469 = insertelement <2 x i64> %468, i64 %467, i64 1
  %470 = bitcast <2 x i64> %469 to <2 x double>
  %471 = load double, ptr %56, align 8, !tbaa !9
  %472 = insertelement <2 x double> poison, double %461, i64 0
  %473 = insertelement <2 x double> %472, double %471, i64 1
  %474 = insertelement <2 x double> poison, double %457, i64 0
  %475 = insertelement <2 x double> %474, double %463, i64 1
  %476 = fmul <2 x double> %473, %475
  %477 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %470, <2 x double> %470, <2 x double> %476)
  %478 = getelementptr inbounds double, ptr %22, i64 %445
  %479 = load double, ptr %478, align 8, !tbaa !9
  %480 = shufflevector <2 x double> %477, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %481 = fsub <2 x double> %477, %480
  %482 = extractelement <2 x double> %481, i64 0
  %483 = fmul double %451, 2.000000e+00
  %484 = fdiv double %482, %483
  %485 = call double @llvm.fabs.f64(double %484)
  %486 = fcmp ogt double %485, 1.000000e+00
  %487 = select i1 %486, double %485, double 1.000000e+00
  %488 = fsub double %479, %484
  %489 = call double @llvm.fabs.f64(double %488)
  %490 = fmul double %487, 0x3EB0C6F7A0B5ED8D
  %491 = fcmp ole double %489, %490
  %492 = select i1 %491, ptr @.str.11, ptr @.str.12
  %493 = trunc nuw nsw i64 %445 to i32
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %493, double noundef %479, double noundef %484, ptr noundef nonnull %492)
  br i1 %491, label %498, label %495

495:                                              ; preds = %444
  %496 = load i32, ptr @n_fail, align 4, !tbaa !5
  %497 = add nsw i32 %496, 1
  store i32 %497, ptr @n_fail, align 4, !tbaa !5
  br label %498

498:                                              ; preds = %495, %444
  %499 = getelementptr inbounds double, ptr %23, i64 %445
  %500 = load double, ptr %499, align 8, !tbaa !9
  %501 = load double, ptr %478, align 8, !tbaa !9
  %502 = call double @llvm.fabs.f64(double %501)
  %503 = fcmp ogt double %502, 1.000000e+00
  %504 = select i1 %503, double %502, double 1.000000e+00
  %505 = fsub double %500, %501
  %506 = call double @llvm.fabs.f64(double %505)
  %507 = fmul double %504, 1.000000e-10
  %508 = fcmp ole double %506, %507
  %509 = select i1 %508, ptr @.str.11, ptr @.str.12
  %510 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %493, double noundef %500, double noundef %501, ptr noundef nonnull %509)
  br i1 %508, label %514, label %511

511:                                              ; preds = %498
  %512 = load i32, ptr @n_fail, align 4, !tbaa !5
  %513 = add nsw i32 %512, 1
  store i32 %513, ptr @n_fail, align 4, !tbaa !5
  br label %514

514:                                              ; preds = %511, %498
  %515 = add nuw nsw i64 %445, 1
  %516 = icmp eq i64 %515, 4
  br i1 %516, label %517, label %444, !llvm.loop !11

517:                                              ; preds = %514
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %518 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %519 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %518, ptr noundef nonnull %25, ptr noundef nonnull %26) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %28, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %520 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %521 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %520, ptr noundef nonnull %25, ptr noundef nonnull %28) #15
  store double %521, ptr %27, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %87, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %522 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %523 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %522, ptr noundef nonnull %25, ptr noundef nonnull %28) #15
  store double %523, ptr %88, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %89, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %524 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %525 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %524, ptr noundef nonnull %25, ptr noundef nonnull %28) #15
  store double %525, ptr %90, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %91, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %526 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %527 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %526, ptr noundef nonnull %25, ptr noundef nonnull %28) #15
  store double %527, ptr %92, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
  br label %528

528:                                              ; preds = %603, %517
  %529 = phi i64 [ 0, %517 ], [ %604, %603 ]
  %530 = getelementptr inbounds double, ptr %126, i64 %529
  %531 = load double, ptr %530, align 8, !tbaa !9
  %532 = call double @llvm.fabs.f64(double %531)
  %533 = fcmp ogt double %532, 1.000000e+00
  %534 = select i1 %533, double %532, double 1.000000e+00
  %535 = fmul double %534, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %536 = fadd double %531, %535
  %537 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %529
  store double %536, ptr %537, align 8, !tbaa !9
  %538 = load double, ptr %57, align 8, !tbaa !9
  %539 = load double, ptr %58, align 16, !tbaa !9
  %540 = fmul double %538, %539
  %541 = bitcast double %540 to i64
  %542 = atomicrmw xchg ptr %4, i64 %541 seq_cst, align 8
  %543 = load double, ptr %59, align 8, !tbaa !9
  %544 = load double, ptr %4, align 16, !tbaa !9
  %545 = call double @cos(double noundef %544) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %546 = fsub double %531, %535
  store double %546, ptr %537, align 8, !tbaa !9
  %547 = load double, ptr %57, align 8, !tbaa !9
  %548 = load double, ptr %58, align 16, !tbaa !9
  %549 = fmul double %547, %548
  %550 = bitcast double %549 to i64
  %551 = atomicrmw xchg ptr %4, i64 %550 seq_cst, align 8
  %552 = load double, ptr %59, align 8, !tbaa !9
  %553 = load double, ptr %4, align 16, !tbaa !9
  %554 = call double @cos(double noundef %553) #15
  %555 = insertelement <2 x i64> poison, i64 %542, i64 0
  %556 = insertelement <2 x i64> %555, i64 %551, i64 1
  %557 = bitcast <2 x i64> %556 to <2 x double>
  %558 = fmul <2 x double> %557, %557
  %559 = insertelement <2 x double> poison, double %544, i64 0
  %560 = insertelement <2 x double> %559, double %553, i64 1
  %561 = insertelement <2 x double> poison, double %545, i64 0
  %562 = insertelement <2 x double> %561, double %554, i64 1
  %563 = fmul <2 x double> %560, %562
  %564 = insertelement <2 x double> poison, double %543, i64 0
  %565 = insertelement <2 x double> %564, double %552, i64 1
  %566 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %558, <2 x double> %565, <2 x double> %563)
  %567 = getelementptr inbounds double, ptr %26, i64 %529
  %568 = load double, ptr %567, align 8, !tbaa !9
  %569 = shufflevector <2 x double> %566, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %570 = fsub <2 x double> %566, %569
  %571 = extractelement <2 x double> %570, i64 0
  %572 = fmul double %535, 2.000000e+00
  %573 = fdiv double %571, %572
  %574 = call double @llvm.fabs.f64(double %573)
  %575 = fcmp ogt double %574, 1.000000e+00
  %576 = select i1 %575, double %574, double 1.000000e+00
  %577 = fsub double %568, %573
  %578 = call double @llvm.fabs.f64(double %577)
  %579 = fmul double %576, 0x3EB0C6F7A0B5ED8D
  %580 = fcmp ole double %578, %579
  %581 = select i1 %580, ptr @.str.11, ptr @.str.12
  %582 = trunc nuw nsw i64 %529 to i32
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %582, double noundef %568, double noundef %573, ptr noundef nonnull %581)
  br i1 %580, label %587, label %584

584:                                              ; preds = %528
  %585 = load i32, ptr @n_fail, align 4, !tbaa !5
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr @n_fail, align 4, !tbaa !5
  br label %587

587:                                              ; preds = %584, %528
  %588 = getelementptr inbounds double, ptr %27, i64 %529
  %589 = load double, ptr %588, align 8, !tbaa !9
  %590 = load double, ptr %567, align 8, !tbaa !9
  %591 = call double @llvm.fabs.f64(double %590)
  %592 = fcmp ogt double %591, 1.000000e+00
  %593 = select i1 %592, double %591, double 1.000000e+00
  %594 = fsub double %589, %590
  %595 = call double @llvm.fabs.f64(double %594)
  %596 = fmul double %593, 1.000000e-10
  %597 = fcmp ole double %595, %596
  %598 = select i1 %597, ptr @.str.11, ptr @.str.12
  %599 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %582, double noundef %589, double noundef %590, ptr noundef nonnull %598)
  br i1 %597, label %603, label %600

600:                                              ; preds = %587
  %601 = load i32, ptr @n_fail, align 4, !tbaa !5
  %602 = add nsw i32 %601, 1
  store i32 %602, ptr @n_fail, align 4, !tbaa !5
  br label %603

603:                                              ; preds = %600, %587
  %604 = add nuw nsw i64 %529, 1
  %605 = icmp eq i64 %604, 4
  br i1 %605, label %606, label %528, !llvm.loop !11

606:                                              ; preds = %603
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %607 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %608 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %607, ptr noundef nonnull %29, ptr noundef nonnull %30) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %32, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %609 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %610 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %609, ptr noundef nonnull %29, ptr noundef nonnull %32) #15
  store double %610, ptr %31, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %93, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %611 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %612 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %611, ptr noundef nonnull %29, ptr noundef nonnull %32) #15
  store double %612, ptr %94, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %95, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %613 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %614 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %613, ptr noundef nonnull %29, ptr noundef nonnull %32) #15
  store double %614, ptr %96, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %97, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %615 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %616 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %615, ptr noundef nonnull %29, ptr noundef nonnull %32) #15
  store double %616, ptr %98, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  br label %617

617:                                              ; preds = %680, %606
  %618 = phi i64 [ 0, %606 ], [ %681, %680 ]
  %619 = getelementptr inbounds double, ptr %126, i64 %618
  %620 = load double, ptr %619, align 8, !tbaa !9
  %621 = call double @llvm.fabs.f64(double %620)
  %622 = fcmp ogt double %621, 1.000000e+00
  %623 = select i1 %622, double %621, double 1.000000e+00
  %624 = fmul double %623, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %625 = fadd double %620, %624
  %626 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %618
  store double %625, ptr %626, align 8, !tbaa !9
  %627 = load atomic double, ptr %3 seq_cst, align 16, !tbaa !13
  %628 = load atomic double, ptr %60 seq_cst, align 16, !tbaa !13
  %629 = fmul double %627, %628
  store atomic double %629, ptr %61 seq_cst, align 8, !tbaa !13
  %630 = load atomic double, ptr %61 seq_cst, align 8, !tbaa !13
  %631 = load atomic double, ptr %62 seq_cst, align 8, !tbaa !13
  %632 = call double @llvm.fmuladd.f64(double %631, double %627, double %630)
  store atomic double %632, ptr %62 seq_cst, align 8, !tbaa !13
  %633 = load atomic double, ptr %62 seq_cst, align 8, !tbaa !13
  %634 = load atomic double, ptr %61 seq_cst, align 8, !tbaa !13
  %635 = fmul double %633, %634
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull readonly align 16 dereferenceable(32) %126, i64 32, i1 false)
  %636 = fsub double %620, %624
  store double %636, ptr %626, align 8, !tbaa !9
  %637 = load atomic double, ptr %3 seq_cst, align 16, !tbaa !13
  %638 = load atomic double, ptr %60 seq_cst, align 16, !tbaa !13
  %639 = fmul double %637, %638
  store atomic double %639, ptr %61 seq_cst, align 8, !tbaa !13
  %640 = load atomic double, ptr %61 seq_cst, align 8, !tbaa !13
  %641 = load atomic double, ptr %62 seq_cst, align 8, !tbaa !13
  %642 = call double @llvm.fmuladd.f64(double %641, double %637, double %640)
  store atomic double %642, ptr %62 seq_cst, align 8, !tbaa !13
  %643 = load atomic double, ptr %62 seq_cst, align 8, !tbaa !13
  %644 = load atomic double, ptr %61 seq_cst, align 8, !tbaa !13
  %645 = fmul double %643, %644
  %646 = getelementptr inbounds double, ptr %30, i64 %618
  %647 = load double, ptr %646, align 8, !tbaa !9
  %648 = fsub double %635, %645
  %649 = fmul double %624, 2.000000e+00
  %650 = fdiv double %648, %649
  %651 = call double @llvm.fabs.f64(double %650)
  %652 = fcmp ogt double %651, 1.000000e+00
  %653 = select i1 %652, double %651, double 1.000000e+00
  %654 = fsub double %647, %650
  %655 = call double @llvm.fabs.f64(double %654)
  %656 = fmul double %653, 0x3EB0C6F7A0B5ED8D
  %657 = fcmp ole double %655, %656
  %658 = select i1 %657, ptr @.str.11, ptr @.str.12
  %659 = trunc nuw nsw i64 %618 to i32
  %660 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %659, double noundef %647, double noundef %650, ptr noundef nonnull %658)
  br i1 %657, label %664, label %661

661:                                              ; preds = %617
  %662 = load i32, ptr @n_fail, align 4, !tbaa !5
  %663 = add nsw i32 %662, 1
  store i32 %663, ptr @n_fail, align 4, !tbaa !5
  br label %664

664:                                              ; preds = %661, %617
  %665 = getelementptr inbounds double, ptr %31, i64 %618
  %666 = load double, ptr %665, align 8, !tbaa !9
  %667 = load double, ptr %646, align 8, !tbaa !9
  %668 = call double @llvm.fabs.f64(double %667)
  %669 = fcmp ogt double %668, 1.000000e+00
  %670 = select i1 %669, double %668, double 1.000000e+00
  %671 = fsub double %666, %667
  %672 = call double @llvm.fabs.f64(double %671)
  %673 = fmul double %670, 1.000000e-10
  %674 = fcmp ole double %672, %673
  %675 = select i1 %674, ptr @.str.11, ptr @.str.12
  %676 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef %659, double noundef %666, double noundef %667, ptr noundef nonnull %675)
  br i1 %674, label %680, label %677

677:                                              ; preds = %664
  %678 = load i32, ptr @n_fail, align 4, !tbaa !5
  %679 = add nsw i32 %678, 1
  store i32 %679, ptr @n_fail, align 4, !tbaa !5
  br label %680

680:                                              ; preds = %677, %664
  %681 = add nuw nsw i64 %618, 1
  %682 = icmp eq i64 %681, 4
  br i1 %682, label %683, label %617, !llvm.loop !11

683:                                              ; preds = %680
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %684 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %685 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %684, ptr noundef nonnull %33, ptr noundef nonnull %34) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %36, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %686 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %687 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %686, ptr noundef nonnull %33, ptr noundef nonnull %36) #15
  store double %687, ptr %35, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %99, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %688 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %689 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %688, ptr noundef nonnull %33, ptr noundef nonnull %36) #15
  store double %689, ptr %100, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %101, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %690 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %691 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %690, ptr noundef nonnull %33, ptr noundef nonnull %36) #15
  store double %691, ptr %102, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %103, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %692 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %693 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %692, ptr noundef nonnull %33, ptr noundef nonnull %36) #15
  store double %693, ptr %104, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #15
  call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @a_global, ptr noundef nonnull %126, ptr noundef nonnull %34, ptr noundef nonnull %35)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %38, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %694 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %695 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %694, ptr noundef nonnull %37, ptr noundef nonnull %38) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %40, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %696 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %697 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %696, ptr noundef nonnull %37, ptr noundef nonnull %40) #15
  store double %697, ptr %39, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %105, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %698 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %699 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %698, ptr noundef nonnull %37, ptr noundef nonnull %40) #15
  store double %699, ptr %106, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %107, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %700 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %701 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %700, ptr noundef nonnull %37, ptr noundef nonnull %40) #15
  store double %701, ptr %108, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %109, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %702 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %703 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %702, ptr noundef nonnull %37, ptr noundef nonnull %40) #15
  store double %703, ptr %110, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #15
  call fastcc void @run(ptr noundef nonnull @.str.7, ptr noundef nonnull @a_atomic_sum, ptr noundef nonnull %126, ptr noundef nonnull %38, ptr noundef nonnull %39)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %42, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %41, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %704 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %705 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_global, i32 noundef %704, ptr noundef nonnull %41, ptr noundef nonnull %42) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %44, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %41, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %706 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %707 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %706, ptr noundef nonnull %41, ptr noundef nonnull %44) #15
  store double %707, ptr %43, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %111, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %41, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %708 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %709 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %708, ptr noundef nonnull %41, ptr noundef nonnull %44) #15
  store double %709, ptr %112, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %113, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %41, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %710 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %711 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %710, ptr noundef nonnull %41, ptr noundef nonnull %44) #15
  store double %711, ptr %114, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %115, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %41, ptr noundef nonnull align 16 dereferenceable(32) %126, i64 32, i1 false)
  %712 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %713 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %712, ptr noundef nonnull %41, ptr noundef nonnull %44) #15
  store double %713, ptr %116, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #15
  call fastcc void @run(ptr noundef nonnull @.str.8, ptr noundef nonnull @a_atomic_global, ptr noundef nonnull %126, ptr noundef nonnull %42, ptr noundef nonnull %43)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #15
  br i1 %124, label %123, label %117, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: read) uwtable
define internal double @a_fetch_add(ptr nocapture noundef readonly %0) #5 {
  %2 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  store double 5.000000e-01, ptr %2, align 8, !tbaa !9
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = fmul double %3, %3
  %5 = atomicrmw fadd ptr %2, double %4 monotonic, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = fmul double %7, %7
  %9 = fmul double %8, 2.000000e+00
  %10 = atomicrmw fadd ptr %2, double %9 monotonic, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul double %12, %12
  %14 = fmul double %13, 3.000000e+00
  %15 = atomicrmw fadd ptr %2, double %14 monotonic, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul double %17, %17
  %19 = fmul double %18, 4.000000e+00
  %20 = atomicrmw fadd ptr %2, double %19 monotonic, align 8
  %21 = load double, ptr %2, align 8, !tbaa !9
  %22 = fmul double %3, %21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  ret double %22
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #0 {
  %6 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #15
  br label %8

7:                                                ; preds = %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  ret void

8:                                                ; preds = %5, %56
  %9 = phi i64 [ 0, %5 ], [ %57, %56 ]
  %10 = getelementptr inbounds double, ptr %2, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = fcmp ogt double %12, 1.000000e+00
  %14 = select i1 %13, double %12, double 1.000000e+00
  %15 = fmul double %14, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %16 = fadd double %11, %15
  %17 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %9
  store double %16, ptr %17, align 8, !tbaa !9
  %18 = call double %1(ptr noundef nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %19 = load double, ptr %10, align 8, !tbaa !9
  %20 = fsub double %19, %15
  store double %20, ptr %17, align 8, !tbaa !9
  %21 = call double %1(ptr noundef nonnull %6) #15
  %22 = getelementptr inbounds double, ptr %3, i64 %9
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fsub double %18, %21
  %25 = fmul double %15, 2.000000e+00
  %26 = fdiv double %24, %25
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = fcmp ogt double %27, 1.000000e+00
  %29 = select i1 %28, double %27, double 1.000000e+00
  %30 = fsub double %23, %26
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %33 = fcmp ole double %31, %32
  %34 = select i1 %33, ptr @.str.11, ptr @.str.12
  %35 = trunc nuw nsw i64 %9 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %35, double noundef %23, double noundef %26, ptr noundef nonnull %34)
  br i1 %33, label %40, label %37

37:                                               ; preds = %8
  %38 = load i32, ptr @n_fail, align 4, !tbaa !5
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr @n_fail, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %8, %37
  %41 = getelementptr inbounds double, ptr %4, i64 %9
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = load double, ptr %22, align 8, !tbaa !9
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = fcmp ogt double %44, 1.000000e+00
  %46 = select i1 %45, double %44, double 1.000000e+00
  %47 = fsub double %42, %43
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = fmul double %46, 1.000000e-10
  %50 = fcmp ole double %48, %49
  %51 = select i1 %50, ptr @.str.11, ptr @.str.12
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %35, double noundef %42, double noundef %43, ptr noundef nonnull %51)
  br i1 %50, label %56, label %53

53:                                               ; preds = %40
  %54 = load i32, ptr @n_fail, align 4, !tbaa !5
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr @n_fail, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %40, %53
  %57 = add nuw nsw i64 %9, 1
  %58 = icmp eq i64 %57, 4
  br i1 %58, label %7, label %8, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @a_fetch_old(ptr nocapture noundef %0) #6 {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = tail call double @sin(double noundef %2) #15
  %4 = atomicrmw fadd ptr %0, double %3 seq_cst, align 8
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double 0.000000e+00)
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %8) #15
  %10 = atomicrmw fadd ptr %0, double %9 seq_cst, align 8
  %11 = load double, ptr %7, align 8, !tbaa !9
  %12 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %6)
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call double @sin(double noundef %14) #15
  %16 = atomicrmw fadd ptr %0, double %15 seq_cst, align 8
  %17 = load double, ptr %13, align 8, !tbaa !9
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %17, double %12)
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @sin(double noundef %20) #15
  %22 = atomicrmw fadd ptr %0, double %21 seq_cst, align 8
  %23 = load double, ptr %19, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %22, double %23, double %18)
  %25 = load double, ptr %0, align 8, !tbaa !9
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %24)
  ret double %26
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal double @a_fetch_sub(ptr nocapture noundef %0) #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = fmul double %3, 5.000000e-01
  %5 = atomicrmw fsub ptr %2, double %4 acq_rel, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = getelementptr i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = fmul double %8, 5.000000e-01
  %10 = atomicrmw fsub ptr %6, double %9 acq_rel, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = getelementptr i8, ptr %0, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fmul double %13, 5.000000e-01
  %15 = atomicrmw fsub ptr %11, double %14 acq_rel, align 8
  %16 = load double, ptr %0, align 8, !tbaa !9
  %17 = fmul double %16, %16
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %16, double 0.000000e+00)
  %19 = load double, ptr %2, align 8, !tbaa !9
  %20 = fmul double %19, %19
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %19, double %18)
  %22 = load double, ptr %6, align 8, !tbaa !9
  %23 = fmul double %22, %22
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %22, double %21)
  %25 = load double, ptr %11, align 8, !tbaa !9
  %26 = fmul double %25, %25
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %25, double %24)
  ret double %27
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal double @a_load_store(ptr nocapture noundef %0) #7 {
  %2 = load atomic i64, ptr %0 acquire, align 8
  %3 = bitcast i64 %2 to double
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %5, double 1.000000e+00)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = bitcast double %6 to i64
  store atomic i64 %8, ptr %7 release, align 8
  %9 = load atomic i64, ptr %7 seq_cst, align 8
  %10 = bitcast i64 %9 to double
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul double %12, %3
  %14 = tail call double @llvm.fmuladd.f64(double %10, double %10, double %13)
  ret double %14
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @a_exchange(ptr nocapture noundef %0) #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = fmul double %3, %5
  %7 = bitcast double %6 to i64
  %8 = atomicrmw xchg ptr %0, i64 %7 seq_cst, align 8
  %9 = bitcast i64 %8 to double
  %10 = fmul double %9, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = load double, ptr %0, align 8, !tbaa !9
  %14 = tail call double @cos(double noundef %13) #15
  %15 = fmul double %13, %14
  %16 = tail call double @llvm.fmuladd.f64(double %10, double %12, double %15)
  ret double %16
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal double @a_atomic_type(ptr nocapture noundef %0) #7 {
  %2 = load atomic double, ptr %0 seq_cst, align 8, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load atomic double, ptr %3 seq_cst, align 8, !tbaa !13
  %5 = fmul double %2, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store atomic double %5, ptr %6 seq_cst, align 8, !tbaa !13
  %7 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !13
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %2, double %7)
  store atomic double %10, ptr %8 seq_cst, align 8, !tbaa !13
  %11 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !13
  %12 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !13
  %13 = fmul double %11, %12
  ret double %13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define internal double @a_global(ptr nocapture noundef readonly %0) #8 {
  store double 0.000000e+00, ptr @g_acc, align 8, !tbaa !9
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul double %2, 3.000000e-01
  %4 = tail call double @exp(double noundef %3) #15
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = fmul double %4, %5
  %7 = atomicrmw fadd ptr @g_acc, double %6 monotonic, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = fmul double %9, 3.000000e-01
  %11 = tail call double @exp(double noundef %10) #15
  %12 = load double, ptr %8, align 8, !tbaa !9
  %13 = fmul double %11, %12
  %14 = atomicrmw fadd ptr @g_acc, double %13 monotonic, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %16, 3.000000e-01
  %18 = tail call double @exp(double noundef %17) #15
  %19 = load double, ptr %15, align 8, !tbaa !9
  %20 = fmul double %18, %19
  %21 = atomicrmw fadd ptr @g_acc, double %20 monotonic, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %23, 3.000000e-01
  %25 = tail call double @exp(double noundef %24) #15
  %26 = load double, ptr %22, align 8, !tbaa !9
  %27 = fmul double %25, %26
  %28 = atomicrmw fadd ptr @g_acc, double %27 monotonic, align 8
  %29 = load double, ptr @g_acc, align 8, !tbaa !9
  %30 = fmul double %29, %29
  ret double %30
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @a_atomic_sum(ptr nocapture noundef readonly %0) #9 {
  %2 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #15
  store double 2.500000e-01, ptr %2, align 8, !tbaa !13
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = tail call double @sin(double noundef %3) #15
  %5 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi double [ %5, %1 ], [ %14, %6 ]
  %8 = call double @llvm.fmuladd.f64(double %3, double %4, double %7)
  %9 = bitcast double %7 to i64
  %10 = bitcast double %8 to i64
  %11 = cmpxchg ptr %2, i64 %9, i64 %10 seq_cst seq_cst, align 8
  %12 = extractvalue { i64, i1 } %11, 0
  %13 = extractvalue { i64, i1 } %11, 1
  %14 = bitcast i64 %12 to double
  br i1 %13, label %15, label %6

15:                                               ; preds = %6
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = call double @sin(double noundef %17) #15
  %19 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  br label %20

20:                                               ; preds = %20, %15
  %21 = phi double [ %19, %15 ], [ %28, %20 ]
  %22 = call double @llvm.fmuladd.f64(double %17, double %18, double %21)
  %23 = bitcast double %21 to i64
  %24 = bitcast double %22 to i64
  %25 = cmpxchg ptr %2, i64 %23, i64 %24 seq_cst seq_cst, align 8
  %26 = extractvalue { i64, i1 } %25, 0
  %27 = extractvalue { i64, i1 } %25, 1
  %28 = bitcast i64 %26 to double
  br i1 %27, label %29, label %20

29:                                               ; preds = %20
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = call double @sin(double noundef %31) #15
  %33 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  br label %34

34:                                               ; preds = %34, %29
  %35 = phi double [ %33, %29 ], [ %42, %34 ]
  %36 = call double @llvm.fmuladd.f64(double %31, double %32, double %35)
  %37 = bitcast double %35 to i64
  %38 = bitcast double %36 to i64
  %39 = cmpxchg ptr %2, i64 %37, i64 %38 seq_cst seq_cst, align 8
  %40 = extractvalue { i64, i1 } %39, 0
  %41 = extractvalue { i64, i1 } %39, 1
  %42 = bitcast i64 %40 to double
  br i1 %41, label %43, label %34

43:                                               ; preds = %34
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = call double @sin(double noundef %45) #15
  %47 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  br label %48

48:                                               ; preds = %48, %43
  %49 = phi double [ %47, %43 ], [ %56, %48 ]
  %50 = call double @llvm.fmuladd.f64(double %45, double %46, double %49)
  %51 = bitcast double %49 to i64
  %52 = bitcast double %50 to i64
  %53 = cmpxchg ptr %2, i64 %51, i64 %52 seq_cst seq_cst, align 8
  %54 = extractvalue { i64, i1 } %53, 0
  %55 = extractvalue { i64, i1 } %53, 1
  %56 = bitcast i64 %54 to double
  br i1 %55, label %57, label %48

57:                                               ; preds = %48
  %58 = load double, ptr %16, align 8, !tbaa !9
  %59 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  %60 = fneg double %58
  br label %61

61:                                               ; preds = %61, %57
  %62 = phi double [ %59, %57 ], [ %69, %61 ]
  %63 = call double @llvm.fmuladd.f64(double %60, double 5.000000e-01, double %62)
  %64 = bitcast double %62 to i64
  %65 = bitcast double %63 to i64
  %66 = cmpxchg ptr %2, i64 %64, i64 %65 seq_cst seq_cst, align 8
  %67 = extractvalue { i64, i1 } %66, 0
  %68 = extractvalue { i64, i1 } %66, 1
  %69 = bitcast i64 %67 to double
  br i1 %68, label %70, label %61

70:                                               ; preds = %61
  %71 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  %72 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  %73 = fmul double %71, %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #15
  ret double %73
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal double @a_atomic_global(ptr nocapture noundef readonly %0) #10 {
  store atomic double 0.000000e+00, ptr @g_at seq_cst, align 8, !tbaa !13
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul double %2, %2
  %4 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
  br label %51

5:                                                ; preds = %51
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = fmul double %7, %7
  %9 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
  br label %10

10:                                               ; preds = %10, %5
  %11 = phi double [ %9, %5 ], [ %18, %10 ]
  %12 = tail call double @llvm.fmuladd.f64(double %8, double 2.000000e+00, double %11)
  %13 = bitcast double %11 to i64
  %14 = bitcast double %12 to i64
  %15 = cmpxchg ptr @g_at, i64 %13, i64 %14 seq_cst seq_cst, align 8
  %16 = extractvalue { i64, i1 } %15, 0
  %17 = extractvalue { i64, i1 } %15, 1
  %18 = bitcast i64 %16 to double
  br i1 %17, label %19, label %10, !llvm.loop !15

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fmul double %21, %21
  %23 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
  br label %24

24:                                               ; preds = %24, %19
  %25 = phi double [ %23, %19 ], [ %32, %24 ]
  %26 = tail call double @llvm.fmuladd.f64(double %22, double 3.000000e+00, double %25)
  %27 = bitcast double %25 to i64
  %28 = bitcast double %26 to i64
  %29 = cmpxchg ptr @g_at, i64 %27, i64 %28 seq_cst seq_cst, align 8
  %30 = extractvalue { i64, i1 } %29, 0
  %31 = extractvalue { i64, i1 } %29, 1
  %32 = bitcast i64 %30 to double
  br i1 %31, label %33, label %24, !llvm.loop !15

33:                                               ; preds = %24
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = fmul double %35, %35
  %37 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
  br label %38

38:                                               ; preds = %38, %33
  %39 = phi double [ %37, %33 ], [ %46, %38 ]
  %40 = tail call double @llvm.fmuladd.f64(double %36, double 4.000000e+00, double %39)
  %41 = bitcast double %39 to i64
  %42 = bitcast double %40 to i64
  %43 = cmpxchg ptr @g_at, i64 %41, i64 %42 seq_cst seq_cst, align 8
  %44 = extractvalue { i64, i1 } %43, 0
  %45 = extractvalue { i64, i1 } %43, 1
  %46 = bitcast i64 %44 to double
  br i1 %45, label %47, label %38, !llvm.loop !15

47:                                               ; preds = %38
  %48 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
  %49 = load double, ptr %0, align 8, !tbaa !9
  %50 = fmul double %48, %49
  ret double %50

51:                                               ; preds = %51, %1
  %52 = phi double [ %4, %1 ], [ %59, %51 ]
  %53 = fadd double %3, %52
  %54 = bitcast double %52 to i64
  %55 = bitcast double %53 to i64
  %56 = cmpxchg ptr @g_at, i64 %54, i64 %55 seq_cst seq_cst, align 8
  %57 = extractvalue { i64, i1 } %56, 0
  %58 = extractvalue { i64, i1 } %56, 1
  %59 = bitcast i64 %57 to double
  br i1 %58, label %5, label %51, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }

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
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
