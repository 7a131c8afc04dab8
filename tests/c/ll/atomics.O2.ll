; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.points = internal unnamed_addr constant [2 x [4 x double]] [[4 x double] [double 0x3FE6666666666666, double -1.200000e+00, double 4.000000e-01, double 1.900000e+00], [4 x double] [double -3.000000e-01, double 8.000000e-01, double 1.600000e+00, double -9.000000e-01]], align 16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [12 x i8] c"a_fetch_add\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"a_fetch_old\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"a_fetch_sub\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"a_load_store\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"a_exchange\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"a_atomic_type\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"a_global\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"atomics: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@g_acc = internal global double 0.000000e+00, align 8

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
  %38 = getelementptr inbounds i8, ptr %9, i64 8
  %39 = getelementptr inbounds i8, ptr %9, i64 16
  %40 = getelementptr inbounds i8, ptr %9, i64 24
  %41 = getelementptr inbounds i8, ptr %8, i64 8
  %42 = getelementptr inbounds i8, ptr %8, i64 16
  %43 = getelementptr inbounds i8, ptr %8, i64 24
  %44 = getelementptr inbounds i8, ptr %7, i64 8
  %45 = getelementptr inbounds i8, ptr %7, i64 16
  %46 = getelementptr inbounds i8, ptr %7, i64 24
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  %48 = getelementptr inbounds i8, ptr %6, i64 16
  %49 = getelementptr inbounds i8, ptr %6, i64 24
  %50 = getelementptr inbounds i8, ptr %5, i64 8
  %51 = getelementptr inbounds i8, ptr %5, i64 16
  %52 = getelementptr inbounds i8, ptr %5, i64 24
  %53 = getelementptr inbounds i8, ptr %4, i64 16
  %54 = getelementptr inbounds i8, ptr %4, i64 8
  %55 = getelementptr inbounds i8, ptr %4, i64 24
  %56 = getelementptr inbounds i8, ptr %3, i64 8
  %57 = getelementptr inbounds i8, ptr %3, i64 16
  %58 = getelementptr inbounds i8, ptr %3, i64 24
  %59 = getelementptr inbounds i8, ptr %13, i64 8
  %60 = getelementptr inbounds i8, ptr %12, i64 8
  %61 = getelementptr inbounds i8, ptr %13, i64 16
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  %63 = getelementptr inbounds i8, ptr %13, i64 24
  %64 = getelementptr inbounds i8, ptr %12, i64 24
  %65 = getelementptr inbounds i8, ptr %17, i64 8
  %66 = getelementptr inbounds i8, ptr %16, i64 8
  %67 = getelementptr inbounds i8, ptr %17, i64 16
  %68 = getelementptr inbounds i8, ptr %16, i64 16
  %69 = getelementptr inbounds i8, ptr %17, i64 24
  %70 = getelementptr inbounds i8, ptr %16, i64 24
  %71 = getelementptr inbounds i8, ptr %21, i64 8
  %72 = getelementptr inbounds i8, ptr %20, i64 8
  %73 = getelementptr inbounds i8, ptr %21, i64 16
  %74 = getelementptr inbounds i8, ptr %20, i64 16
  %75 = getelementptr inbounds i8, ptr %21, i64 24
  %76 = getelementptr inbounds i8, ptr %20, i64 24
  %77 = getelementptr inbounds i8, ptr %25, i64 8
  %78 = getelementptr inbounds i8, ptr %24, i64 8
  %79 = getelementptr inbounds i8, ptr %25, i64 16
  %80 = getelementptr inbounds i8, ptr %24, i64 16
  %81 = getelementptr inbounds i8, ptr %25, i64 24
  %82 = getelementptr inbounds i8, ptr %24, i64 24
  %83 = getelementptr inbounds i8, ptr %29, i64 8
  %84 = getelementptr inbounds i8, ptr %28, i64 8
  %85 = getelementptr inbounds i8, ptr %29, i64 16
  %86 = getelementptr inbounds i8, ptr %28, i64 16
  %87 = getelementptr inbounds i8, ptr %29, i64 24
  %88 = getelementptr inbounds i8, ptr %28, i64 24
  %89 = getelementptr inbounds i8, ptr %33, i64 8
  %90 = getelementptr inbounds i8, ptr %32, i64 8
  %91 = getelementptr inbounds i8, ptr %33, i64 16
  %92 = getelementptr inbounds i8, ptr %32, i64 16
  %93 = getelementptr inbounds i8, ptr %33, i64 24
  %94 = getelementptr inbounds i8, ptr %32, i64 24
  %95 = getelementptr inbounds i8, ptr %37, i64 8
  %96 = getelementptr inbounds i8, ptr %36, i64 8
  %97 = getelementptr inbounds i8, ptr %37, i64 16
  %98 = getelementptr inbounds i8, ptr %36, i64 16
  %99 = getelementptr inbounds i8, ptr %37, i64 24
  %100 = getelementptr inbounds i8, ptr %36, i64 24
  br label %107

101:                                              ; preds = %770
  %102 = load i32, ptr @n_fail, align 4, !tbaa !5
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %102)
  %104 = load i32, ptr @n_fail, align 4, !tbaa !5
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  ret i32 %106

107:                                              ; preds = %0, %770
  %108 = phi i1 [ true, %0 ], [ false, %770 ]
  %109 = phi i64 [ 0, %0 ], [ 1, %770 ]
  %110 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %109
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %112 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %111, ptr noundef nonnull %10, ptr noundef nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %13, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %113 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %114 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %113, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %114, ptr %12, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %59, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %115 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %116 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %115, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %116, ptr %60, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %61, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %117 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %118 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %117, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %118, ptr %62, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %119 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %120 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %119, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %120, ptr %64, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  br label %121

121:                                              ; preds = %200, %107
  %122 = phi i64 [ 0, %107 ], [ %201, %200 ]
  %123 = getelementptr inbounds double, ptr %110, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = call double @llvm.fabs.f64(double %124)
  %126 = fcmp ogt double %125, 1.000000e+00
  %127 = select i1 %126, double %125, double 1.000000e+00
  %128 = fmul double %127, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %129 = fadd double %124, %128
  %130 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %122
  store double %129, ptr %130, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13
  store double 5.000000e-01, ptr %1, align 8, !tbaa !9
  %131 = load double, ptr %9, align 16, !tbaa !9
  %132 = fmul double %131, %131
  %133 = atomicrmw fadd ptr %1, double %132 monotonic, align 8
  %134 = load double, ptr %38, align 8, !tbaa !9
  %135 = fmul double %134, %134
  %136 = fmul double %135, 2.000000e+00
  %137 = atomicrmw fadd ptr %1, double %136 monotonic, align 8
  %138 = load double, ptr %39, align 16, !tbaa !9
  %139 = fmul double %138, %138
  %140 = fmul double %139, 3.000000e+00
  %141 = atomicrmw fadd ptr %1, double %140 monotonic, align 8
  %142 = load double, ptr %40, align 8, !tbaa !9
  %143 = fmul double %142, %142
  %144 = fmul double %143, 4.000000e+00
  %145 = atomicrmw fadd ptr %1, double %144 monotonic, align 8
  %146 = load double, ptr %1, align 8, !tbaa !9
  %147 = fmul double %131, %146
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %148 = fsub double %124, %128
  store double %148, ptr %130, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  store double 5.000000e-01, ptr %2, align 8, !tbaa !9
  %149 = load double, ptr %9, align 16, !tbaa !9
  %150 = fmul double %149, %149
  %151 = atomicrmw fadd ptr %2, double %150 monotonic, align 8
  %152 = load double, ptr %38, align 8, !tbaa !9
  %153 = fmul double %152, %152
  %154 = fmul double %153, 2.000000e+00
  %155 = atomicrmw fadd ptr %2, double %154 monotonic, align 8
  %156 = load double, ptr %39, align 16, !tbaa !9
  %157 = fmul double %156, %156
  %158 = fmul double %157, 3.000000e+00
  %159 = atomicrmw fadd ptr %2, double %158 monotonic, align 8
  %160 = load double, ptr %40, align 8, !tbaa !9
  %161 = fmul double %160, %160
  %162 = fmul double %161, 4.000000e+00
  %163 = atomicrmw fadd ptr %2, double %162 monotonic, align 8
  %164 = load double, ptr %2, align 8, !tbaa !9
  %165 = fmul double %149, %164
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  %166 = getelementptr inbounds double, ptr %11, i64 %122
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = fsub double %147, %165
  %169 = fmul double %128, 2.000000e+00
  %170 = fdiv double %168, %169
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = fcmp ogt double %171, 1.000000e+00
  %173 = select i1 %172, double %171, double 1.000000e+00
  %174 = fsub double %167, %170
  %175 = call double @llvm.fabs.f64(double %174)
  %176 = fmul double %173, 0x3EB0C6F7A0B5ED8D
  %177 = fcmp ole double %175, %176
  %178 = select i1 %177, ptr @.str.9, ptr @.str.10
  %179 = trunc nuw nsw i64 %122 to i32
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %179, double noundef %167, double noundef %170, ptr noundef nonnull %178)
  br i1 %177, label %184, label %181

181:                                              ; preds = %121
  %182 = load i32, ptr @n_fail, align 4, !tbaa !5
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr @n_fail, align 4, !tbaa !5
  br label %184

184:                                              ; preds = %181, %121
  %185 = getelementptr inbounds double, ptr %12, i64 %122
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = load double, ptr %166, align 8, !tbaa !9
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = fcmp ogt double %188, 1.000000e+00
  %190 = select i1 %189, double %188, double 1.000000e+00
  %191 = fsub double %186, %187
  %192 = call double @llvm.fabs.f64(double %191)
  %193 = fmul double %190, 1.000000e-10
  %194 = fcmp ole double %192, %193
  %195 = select i1 %194, ptr @.str.9, ptr @.str.10
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i32 noundef %179, double noundef %186, double noundef %187, ptr noundef nonnull %195)
  br i1 %194, label %200, label %197

197:                                              ; preds = %184
  %198 = load i32, ptr @n_fail, align 4, !tbaa !5
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr @n_fail, align 4, !tbaa !5
  br label %200

200:                                              ; preds = %197, %184
  %201 = add nuw nsw i64 %122, 1
  %202 = icmp eq i64 %201, 4
  br i1 %202, label %203, label %121, !llvm.loop !11

203:                                              ; preds = %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %204 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %205 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %204, ptr noundef nonnull %14, ptr noundef nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %17, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %206 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %207 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %206, ptr noundef nonnull %14, ptr noundef nonnull %17) #13
  store double %207, ptr %16, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %208 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %209 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %208, ptr noundef nonnull %14, ptr noundef nonnull %17) #13
  store double %209, ptr %66, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %67, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %210 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %211 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %210, ptr noundef nonnull %14, ptr noundef nonnull %17) #13
  store double %211, ptr %68, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %69, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %212 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %213 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %212, ptr noundef nonnull %14, ptr noundef nonnull %17) #13
  store double %213, ptr %70, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  br label %214

214:                                              ; preds = %314, %203
  %215 = phi i64 [ 0, %203 ], [ %315, %314 ]
  %216 = getelementptr inbounds double, ptr %110, i64 %215
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = fcmp ogt double %218, 1.000000e+00
  %220 = select i1 %219, double %218, double 1.000000e+00
  %221 = fmul double %220, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %222 = fadd double %217, %221
  %223 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %215
  store double %222, ptr %223, align 8, !tbaa !9
  %224 = load double, ptr %8, align 16, !tbaa !9
  %225 = call double @sin(double noundef %224) #13
  %226 = atomicrmw fadd ptr %8, double %225 seq_cst, align 8
  %227 = load <2 x double>, ptr %8, align 16
  %228 = load double, ptr %41, align 8, !tbaa !9
  %229 = call double @sin(double noundef %228) #13
  %230 = atomicrmw fadd ptr %8, double %229 seq_cst, align 8
  %231 = load <2 x double>, ptr %41, align 8
  %232 = load double, ptr %42, align 16, !tbaa !9
  %233 = call double @sin(double noundef %232) #13
  %234 = atomicrmw fadd ptr %8, double %233 seq_cst, align 8
  %235 = load <2 x double>, ptr %42, align 16
  %236 = load double, ptr %43, align 8, !tbaa !9
  %237 = call double @sin(double noundef %236) #13
  %238 = atomicrmw fadd ptr %8, double %237 seq_cst, align 8
  %239 = load double, ptr %43, align 8, !tbaa !9
  %240 = load <2 x double>, ptr %8, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %241 = fsub double %217, %221
  store double %241, ptr %223, align 8, !tbaa !9
  %242 = load double, ptr %8, align 16, !tbaa !9
  %243 = call double @sin(double noundef %242) #13
  %244 = atomicrmw fadd ptr %8, double %243 seq_cst, align 8
  %245 = load double, ptr %8, align 16, !tbaa !9
  %246 = load double, ptr %41, align 8, !tbaa !9
  %247 = call double @sin(double noundef %246) #13
  %248 = atomicrmw fadd ptr %8, double %247 seq_cst, align 8
  %249 = load double, ptr %41, align 8, !tbaa !9
  %250 = load double, ptr %42, align 16, !tbaa !9
  %251 = call double @sin(double noundef %250) #13
  %252 = atomicrmw fadd ptr %8, double %251 seq_cst, align 8
  %253 = load double, ptr %42, align 16, !tbaa !9
  %254 = load double, ptr %43, align 8, !tbaa !9
  %255 = call double @sin(double noundef %254) #13
  %256 = atomicrmw fadd ptr %8, double %255 seq_cst, align 8
  %257 = load double, ptr %43, align 8, !tbaa !9
  %258 = load double, ptr %8, align 16, !tbaa !9
  %259 = insertelement <2 x double> poison, double %226, i64 0
  %260 = insertelement <2 x double> %259, double %244, i64 1
  %261 = insertelement <2 x double> %227, double %245, i64 1
  %262 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %260, <2 x double> %261, <2 x double> zeroinitializer)
  %263 = insertelement <2 x double> poison, double %230, i64 0
  %264 = insertelement <2 x double> %263, double %248, i64 1
  %265 = insertelement <2 x double> %231, double %249, i64 1
  %266 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %264, <2 x double> %265, <2 x double> %262)
  %267 = insertelement <2 x double> poison, double %234, i64 0
  %268 = insertelement <2 x double> %267, double %252, i64 1
  %269 = insertelement <2 x double> %235, double %253, i64 1
  %270 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %268, <2 x double> %269, <2 x double> %266)
  %271 = insertelement <2 x double> poison, double %238, i64 0
  %272 = insertelement <2 x double> %271, double %256, i64 1
  %273 = insertelement <2 x double> poison, double %239, i64 0
  %274 = insertelement <2 x double> %273, double %257, i64 1
  %275 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> %274, <2 x double> %270)
  %276 = insertelement <2 x double> %240, double %258, i64 1
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %276, <2 x double> %276, <2 x double> %275)
  %278 = getelementptr inbounds double, ptr %15, i64 %215
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = shufflevector <2 x double> %277, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %281 = fsub <2 x double> %277, %280
  %282 = extractelement <2 x double> %281, i64 0
  %283 = fmul double %221, 2.000000e+00
  %284 = fdiv double %282, %283
  %285 = call double @llvm.fabs.f64(double %284)
  %286 = fcmp ogt double %285, 1.000000e+00
  %287 = select i1 %286, double %285, double 1.000000e+00
  %288 = fsub double %279, %284
  %289 = call double @llvm.fabs.f64(double %288)
  %290 = fmul double %287, 0x3EB0C6F7A0B5ED8D
  %291 = fcmp ole double %289, %290
  %292 = select i1 %291, ptr @.str.9, ptr @.str.10
  %293 = trunc nuw nsw i64 %215 to i32
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %293, double noundef %279, double noundef %284, ptr noundef nonnull %292)
  br i1 %291, label %298, label %295

295:                                              ; preds = %214
  %296 = load i32, ptr @n_fail, align 4, !tbaa !5
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr @n_fail, align 4, !tbaa !5
  br label %298

298:                                              ; preds = %295, %214
  %299 = getelementptr inbounds double, ptr %16, i64 %215
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = load double, ptr %278, align 8, !tbaa !9
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = fcmp ogt double %302, 1.000000e+00
  %304 = select i1 %303, double %302, double 1.000000e+00
  %305 = fsub double %300, %301
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fmul double %304, 1.000000e-10
  %308 = fcmp ole double %306, %307
  %309 = select i1 %308, ptr @.str.9, ptr @.str.10
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %293, double noundef %300, double noundef %301, ptr noundef nonnull %309)
  br i1 %308, label %314, label %311

311:                                              ; preds = %298
  %312 = load i32, ptr @n_fail, align 4, !tbaa !5
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr @n_fail, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %311, %298
  %315 = add nuw nsw i64 %215, 1
  %316 = icmp eq i64 %315, 4
  br i1 %316, label %317, label %214, !llvm.loop !11

317:                                              ; preds = %314
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %318 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %319 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %318, ptr noundef nonnull %18, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %21, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %320 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %321 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %320, ptr noundef nonnull %18, ptr noundef nonnull %21) #13
  store double %321, ptr %20, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %71, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %322 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %323 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %322, ptr noundef nonnull %18, ptr noundef nonnull %21) #13
  store double %323, ptr %72, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %73, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %324 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %325 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %324, ptr noundef nonnull %18, ptr noundef nonnull %21) #13
  store double %325, ptr %74, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %75, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %326 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %327 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %326, ptr noundef nonnull %18, ptr noundef nonnull %21) #13
  store double %327, ptr %76, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #13
  br label %328

328:                                              ; preds = %414, %317
  %329 = phi i64 [ 0, %317 ], [ %415, %414 ]
  %330 = getelementptr inbounds double, ptr %110, i64 %329
  %331 = load double, ptr %330, align 8, !tbaa !9
  %332 = call double @llvm.fabs.f64(double %331)
  %333 = fcmp ogt double %332, 1.000000e+00
  %334 = select i1 %333, double %332, double 1.000000e+00
  %335 = fmul double %334, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %336 = fadd double %331, %335
  %337 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %329
  store double %336, ptr %337, align 8, !tbaa !9
  %338 = load double, ptr %7, align 16, !tbaa !9
  %339 = fmul double %338, 5.000000e-01
  %340 = atomicrmw fsub ptr %44, double %339 acq_rel, align 8
  %341 = load double, ptr %44, align 8, !tbaa !9
  %342 = fmul double %341, 5.000000e-01
  %343 = atomicrmw fsub ptr %45, double %342 acq_rel, align 8
  %344 = load double, ptr %45, align 16, !tbaa !9
  %345 = fmul double %344, 5.000000e-01
  %346 = atomicrmw fsub ptr %46, double %345 acq_rel, align 8
  %347 = load <2 x double>, ptr %7, align 16
  %348 = load <2 x double>, ptr %44, align 8
  %349 = load <2 x double>, ptr %45, align 16
  %350 = load double, ptr %46, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %351 = fsub double %331, %335
  store double %351, ptr %337, align 8, !tbaa !9
  %352 = load double, ptr %7, align 16, !tbaa !9
  %353 = fmul double %352, 5.000000e-01
  %354 = atomicrmw fsub ptr %44, double %353 acq_rel, align 8
  %355 = load double, ptr %44, align 8, !tbaa !9
  %356 = fmul double %355, 5.000000e-01
  %357 = atomicrmw fsub ptr %45, double %356 acq_rel, align 8
  %358 = load double, ptr %45, align 16, !tbaa !9
  %359 = fmul double %358, 5.000000e-01
  %360 = atomicrmw fsub ptr %46, double %359 acq_rel, align 8
  %361 = load double, ptr %7, align 16, !tbaa !9
  %362 = load double, ptr %44, align 8, !tbaa !9
  %363 = load double, ptr %45, align 16, !tbaa !9
  %364 = load double, ptr %46, align 8, !tbaa !9
  %365 = insertelement <2 x double> %347, double %361, i64 1
  %366 = fmul <2 x double> %365, %365
  %367 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %366, <2 x double> %365, <2 x double> zeroinitializer)
  %368 = insertelement <2 x double> %348, double %362, i64 1
  %369 = fmul <2 x double> %368, %368
  %370 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %369, <2 x double> %368, <2 x double> %367)
  %371 = insertelement <2 x double> %349, double %363, i64 1
  %372 = fmul <2 x double> %371, %371
  %373 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %372, <2 x double> %371, <2 x double> %370)
  %374 = insertelement <2 x double> poison, double %350, i64 0
  %375 = insertelement <2 x double> %374, double %364, i64 1
  %376 = fmul <2 x double> %375, %375
  %377 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %376, <2 x double> %375, <2 x double> %373)
  %378 = getelementptr inbounds double, ptr %19, i64 %329
  %379 = load double, ptr %378, align 8, !tbaa !9
  %380 = shufflevector <2 x double> %377, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %381 = fsub <2 x double> %377, %380
  %382 = extractelement <2 x double> %381, i64 0
  %383 = fmul double %335, 2.000000e+00
  %384 = fdiv double %382, %383
  %385 = call double @llvm.fabs.f64(double %384)
  %386 = fcmp ogt double %385, 1.000000e+00
  %387 = select i1 %386, double %385, double 1.000000e+00
  %388 = fsub double %379, %384
  %389 = call double @llvm.fabs.f64(double %388)
  %390 = fmul double %387, 0x3EB0C6F7A0B5ED8D
  %391 = fcmp ole double %389, %390
  %392 = select i1 %391, ptr @.str.9, ptr @.str.10
  %393 = trunc nuw nsw i64 %329 to i32
  %394 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %393, double noundef %379, double noundef %384, ptr noundef nonnull %392)
  br i1 %391, label %398, label %395

395:                                              ; preds = %328
  %396 = load i32, ptr @n_fail, align 4, !tbaa !5
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr @n_fail, align 4, !tbaa !5
  br label %398

398:                                              ; preds = %395, %328
  %399 = getelementptr inbounds double, ptr %20, i64 %329
  %400 = load double, ptr %399, align 8, !tbaa !9
  %401 = load double, ptr %378, align 8, !tbaa !9
  %402 = call double @llvm.fabs.f64(double %401)
  %403 = fcmp ogt double %402, 1.000000e+00
  %404 = select i1 %403, double %402, double 1.000000e+00
  %405 = fsub double %400, %401
  %406 = call double @llvm.fabs.f64(double %405)
  %407 = fmul double %404, 1.000000e-10
  %408 = fcmp ole double %406, %407
  %409 = select i1 %408, ptr @.str.9, ptr @.str.10
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %393, double noundef %400, double noundef %401, ptr noundef nonnull %409)
  br i1 %408, label %414, label %411

411:                                              ; preds = %398
  %412 = load i32, ptr @n_fail, align 4, !tbaa !5
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr @n_fail, align 4, !tbaa !5
  br label %414

414:                                              ; preds = %411, %398
  %415 = add nuw nsw i64 %329, 1
  %416 = icmp eq i64 %415, 4
  br i1 %416, label %417, label %328, !llvm.loop !11

417:                                              ; preds = %414
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %418 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %419 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %418, ptr noundef nonnull %22, ptr noundef nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %25, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %420 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %421 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %420, ptr noundef nonnull %22, ptr noundef nonnull %25) #13
  store double %421, ptr %24, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %77, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %422 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %423 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %422, ptr noundef nonnull %22, ptr noundef nonnull %25) #13
  store double %423, ptr %78, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %79, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %424 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %425 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %424, ptr noundef nonnull %22, ptr noundef nonnull %25) #13
  store double %425, ptr %80, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %81, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %426 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %427 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %426, ptr noundef nonnull %22, ptr noundef nonnull %25) #13
  store double %427, ptr %82, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  br label %428

428:                                              ; preds = %498, %417
  %429 = phi i64 [ 0, %417 ], [ %499, %498 ]
  %430 = getelementptr inbounds double, ptr %110, i64 %429
  %431 = load double, ptr %430, align 8, !tbaa !9
  %432 = call double @llvm.fabs.f64(double %431)
  %433 = fcmp ogt double %432, 1.000000e+00
  %434 = select i1 %433, double %432, double 1.000000e+00
  %435 = fmul double %434, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %436 = fadd double %431, %435
  %437 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %429
  store double %436, ptr %437, align 8, !tbaa !9
  %438 = load atomic i64, ptr %6 acquire, align 16
  %439 = load double, ptr %47, align 8, !tbaa !9
  %440 = fsub double %431, %435
  %441 = bitcast i64 %438 to double
  %442 = call double @llvm.fmuladd.f64(double %441, double %439, double 1.000000e+00)
  %443 = bitcast double %442 to i64
  store atomic i64 %443, ptr %48 release, align 16
  %444 = load atomic i64, ptr %48 seq_cst, align 16
  %445 = load double, ptr %49, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  store double %440, ptr %437, align 8, !tbaa !9
  %446 = load atomic i64, ptr %6 acquire, align 16
  %447 = bitcast i64 %446 to double
  %448 = load double, ptr %47, align 8, !tbaa !9
  %449 = call double @llvm.fmuladd.f64(double %447, double %448, double 1.000000e+00)
  %450 = bitcast double %449 to i64
  store atomic i64 %450, ptr %48 release, align 16
  %451 = load atomic i64, ptr %48 seq_cst, align 16
  %452 = insertelement <2 x i64> poison, i64 %444, i64 0
  %453 = insertelement <2 x i64> %452, i64 %451, i64 1
  %454 = bitcast <2 x i64> %453 to <2 x double>
  %455 = load double, ptr %49, align 8, !tbaa !9
  %456 = insertelement <2 x double> poison, double %445, i64 0
  %457 = insertelement <2 x double> %456, double %455, i64 1
  %458 = insertelement <2 x double> poison, double %441, i64 0
  %459 = insertelement <2 x double> %458, double %447, i64 1
  %460 = fmul <2 x double> %457, %459
  %461 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %454, <2 x double> %454, <2 x double> %460)
  %462 = getelementptr inbounds double, ptr %23, i64 %429
  %463 = load double, ptr %462, align 8, !tbaa !9
  %464 = shufflevector <2 x double> %461, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %465 = fsub <2 x double> %461, %464
  %466 = extractelement <2 x double> %465, i64 0
  %467 = fmul double %435, 2.000000e+00
  %468 = fdiv double %466, %467
  %469 = call double @llvm.fabs.f64(double %468)
  %470 = fcmp ogt double %469, 1.000000e+00
  %471 = select i1 %470, double %469, double 1.000000e+00
  %472 = fsub double %463, %468
  %473 = call double @llvm.fabs.f64(double %472)
  %474 = fmul double %471, 0x3EB0C6F7A0B5ED8D
  %475 = fcmp ole double %473, %474
  %476 = select i1 %475, ptr @.str.9, ptr @.str.10
  %477 = trunc nuw nsw i64 %429 to i32
  %478 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %477, double noundef %463, double noundef %468, ptr noundef nonnull %476)
  br i1 %475, label %482, label %479

479:                                              ; preds = %428
  %480 = load i32, ptr @n_fail, align 4, !tbaa !5
  %481 = add nsw i32 %480, 1
  store i32 %481, ptr @n_fail, align 4, !tbaa !5
  br label %482

482:                                              ; preds = %479, %428
  %483 = getelementptr inbounds double, ptr %24, i64 %429
  %484 = load double, ptr %483, align 8, !tbaa !9
  %485 = load double, ptr %462, align 8, !tbaa !9
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ogt double %486, 1.000000e+00
  %488 = select i1 %487, double %486, double 1.000000e+00
  %489 = fsub double %484, %485
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fmul double %488, 1.000000e-10
  %492 = fcmp ole double %490, %491
  %493 = select i1 %492, ptr @.str.9, ptr @.str.10
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %477, double noundef %484, double noundef %485, ptr noundef nonnull %493)
  br i1 %492, label %498, label %495

495:                                              ; preds = %482
  %496 = load i32, ptr @n_fail, align 4, !tbaa !5
  %497 = add nsw i32 %496, 1
  store i32 %497, ptr @n_fail, align 4, !tbaa !5
  br label %498

498:                                              ; preds = %495, %482
  %499 = add nuw nsw i64 %429, 1
  %500 = icmp eq i64 %499, 4
  br i1 %500, label %501, label %428, !llvm.loop !11

501:                                              ; preds = %498
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %502 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %503 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %502, ptr noundef nonnull %26, ptr noundef nonnull %27) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %29, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %504 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %505 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %504, ptr noundef nonnull %26, ptr noundef nonnull %29) #13
  store double %505, ptr %28, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %83, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %506 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %507 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %506, ptr noundef nonnull %26, ptr noundef nonnull %29) #13
  store double %507, ptr %84, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %85, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %508 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %509 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %508, ptr noundef nonnull %26, ptr noundef nonnull %29) #13
  store double %509, ptr %86, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %87, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %510 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %511 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %510, ptr noundef nonnull %26, ptr noundef nonnull %29) #13
  store double %511, ptr %88, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  br label %512

512:                                              ; preds = %587, %501
  %513 = phi i64 [ 0, %501 ], [ %588, %587 ]
  %514 = getelementptr inbounds double, ptr %110, i64 %513
  %515 = load double, ptr %514, align 8, !tbaa !9
  %516 = call double @llvm.fabs.f64(double %515)
  %517 = fcmp ogt double %516, 1.000000e+00
  %518 = select i1 %517, double %516, double 1.000000e+00
  %519 = fmul double %518, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %520 = fadd double %515, %519
  %521 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %513
  store double %520, ptr %521, align 8, !tbaa !9
  %522 = load double, ptr %50, align 8, !tbaa !9
  %523 = load double, ptr %51, align 16, !tbaa !9
  %524 = fmul double %522, %523
  %525 = bitcast double %524 to i64
  %526 = atomicrmw xchg ptr %5, i64 %525 seq_cst, align 8
  %527 = load double, ptr %52, align 8, !tbaa !9
  %528 = load double, ptr %5, align 16, !tbaa !9
  %529 = call double @cos(double noundef %528) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %530 = fsub double %515, %519
  store double %530, ptr %521, align 8, !tbaa !9
  %531 = load double, ptr %50, align 8, !tbaa !9
  %532 = load double, ptr %51, align 16, !tbaa !9
  %533 = fmul double %531, %532
  %534 = bitcast double %533 to i64
  %535 = atomicrmw xchg ptr %5, i64 %534 seq_cst, align 8
  %536 = load double, ptr %52, align 8, !tbaa !9
  %537 = load double, ptr %5, align 16, !tbaa !9
  %538 = call double @cos(double noundef %537) #13
  %539 = insertelement <2 x i64> poison, i64 %526, i64 0
  %540 = insertelement <2 x i64> %539, i64 %535, i64 1
  %541 = bitcast <2 x i64> %540 to <2 x double>
  %542 = fmul <2 x double> %541, %541
  %543 = insertelement <2 x double> poison, double %528, i64 0
  %544 = insertelement <2 x double> %543, double %537, i64 1
  %545 = insertelement <2 x double> poison, double %529, i64 0
  %546 = insertelement <2 x double> %545, double %538, i64 1
  %547 = fmul <2 x double> %544, %546
  %548 = insertelement <2 x double> poison, double %527, i64 0
  %549 = insertelement <2 x double> %548, double %536, i64 1
  %550 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %542, <2 x double> %549, <2 x double> %547)
  %551 = getelementptr inbounds double, ptr %27, i64 %513
  %552 = load double, ptr %551, align 8, !tbaa !9
  %553 = shufflevector <2 x double> %550, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %554 = fsub <2 x double> %550, %553
  %555 = extractelement <2 x double> %554, i64 0
  %556 = fmul double %519, 2.000000e+00
  %557 = fdiv double %555, %556
  %558 = call double @llvm.fabs.f64(double %557)
  %559 = fcmp ogt double %558, 1.000000e+00
  %560 = select i1 %559, double %558, double 1.000000e+00
  %561 = fsub double %552, %557
  %562 = call double @llvm.fabs.f64(double %561)
  %563 = fmul double %560, 0x3EB0C6F7A0B5ED8D
  %564 = fcmp ole double %562, %563
  %565 = select i1 %564, ptr @.str.9, ptr @.str.10
  %566 = trunc nuw nsw i64 %513 to i32
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %566, double noundef %552, double noundef %557, ptr noundef nonnull %565)
  br i1 %564, label %571, label %568

568:                                              ; preds = %512
  %569 = load i32, ptr @n_fail, align 4, !tbaa !5
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr @n_fail, align 4, !tbaa !5
  br label %571

571:                                              ; preds = %568, %512
  %572 = getelementptr inbounds double, ptr %28, i64 %513
  %573 = load double, ptr %572, align 8, !tbaa !9
  %574 = load double, ptr %551, align 8, !tbaa !9
  %575 = call double @llvm.fabs.f64(double %574)
  %576 = fcmp ogt double %575, 1.000000e+00
  %577 = select i1 %576, double %575, double 1.000000e+00
  %578 = fsub double %573, %574
  %579 = call double @llvm.fabs.f64(double %578)
  %580 = fmul double %577, 1.000000e-10
  %581 = fcmp ole double %579, %580
  %582 = select i1 %581, ptr @.str.9, ptr @.str.10
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %566, double noundef %573, double noundef %574, ptr noundef nonnull %582)
  br i1 %581, label %587, label %584

584:                                              ; preds = %571
  %585 = load i32, ptr @n_fail, align 4, !tbaa !5
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr @n_fail, align 4, !tbaa !5
  br label %587

587:                                              ; preds = %584, %571
  %588 = add nuw nsw i64 %513, 1
  %589 = icmp eq i64 %588, 4
  br i1 %589, label %590, label %512, !llvm.loop !11

590:                                              ; preds = %587
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %591 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %592 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %591, ptr noundef nonnull %30, ptr noundef nonnull %31) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %33, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %593 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %594 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %593, ptr noundef nonnull %30, ptr noundef nonnull %33) #13
  store double %594, ptr %32, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %89, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %595 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %596 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %595, ptr noundef nonnull %30, ptr noundef nonnull %33) #13
  store double %596, ptr %90, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %91, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %597 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %598 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %597, ptr noundef nonnull %30, ptr noundef nonnull %33) #13
  store double %598, ptr %92, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %93, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %599 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %600 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %599, ptr noundef nonnull %30, ptr noundef nonnull %33) #13
  store double %600, ptr %94, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  br label %601

601:                                              ; preds = %664, %590
  %602 = phi i64 [ 0, %590 ], [ %665, %664 ]
  %603 = getelementptr inbounds double, ptr %110, i64 %602
  %604 = load double, ptr %603, align 8, !tbaa !9
  %605 = call double @llvm.fabs.f64(double %604)
  %606 = fcmp ogt double %605, 1.000000e+00
  %607 = select i1 %606, double %605, double 1.000000e+00
  %608 = fmul double %607, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %609 = fadd double %604, %608
  %610 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %602
  store double %609, ptr %610, align 8, !tbaa !9
  %611 = load atomic double, ptr %4 seq_cst, align 16, !tbaa !13
  %612 = load atomic double, ptr %53 seq_cst, align 16, !tbaa !13
  %613 = fmul double %611, %612
  store atomic double %613, ptr %54 seq_cst, align 8, !tbaa !13
  %614 = load atomic double, ptr %54 seq_cst, align 8, !tbaa !13
  %615 = load atomic double, ptr %55 seq_cst, align 8, !tbaa !13
  %616 = call double @llvm.fmuladd.f64(double %615, double %611, double %614)
  store atomic double %616, ptr %55 seq_cst, align 8, !tbaa !13
  %617 = load atomic double, ptr %55 seq_cst, align 8, !tbaa !13
  %618 = load atomic double, ptr %54 seq_cst, align 8, !tbaa !13
  %619 = fmul double %617, %618
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %620 = fsub double %604, %608
  store double %620, ptr %610, align 8, !tbaa !9
  %621 = load atomic double, ptr %4 seq_cst, align 16, !tbaa !13
  %622 = load atomic double, ptr %53 seq_cst, align 16, !tbaa !13
  %623 = fmul double %621, %622
  store atomic double %623, ptr %54 seq_cst, align 8, !tbaa !13
  %624 = load atomic double, ptr %54 seq_cst, align 8, !tbaa !13
  %625 = load atomic double, ptr %55 seq_cst, align 8, !tbaa !13
  %626 = call double @llvm.fmuladd.f64(double %625, double %621, double %624)
  store atomic double %626, ptr %55 seq_cst, align 8, !tbaa !13
  %627 = load atomic double, ptr %55 seq_cst, align 8, !tbaa !13
  %628 = load atomic double, ptr %54 seq_cst, align 8, !tbaa !13
  %629 = fmul double %627, %628
  %630 = getelementptr inbounds double, ptr %31, i64 %602
  %631 = load double, ptr %630, align 8, !tbaa !9
  %632 = fsub double %619, %629
  %633 = fmul double %608, 2.000000e+00
  %634 = fdiv double %632, %633
  %635 = call double @llvm.fabs.f64(double %634)
  %636 = fcmp ogt double %635, 1.000000e+00
  %637 = select i1 %636, double %635, double 1.000000e+00
  %638 = fsub double %631, %634
  %639 = call double @llvm.fabs.f64(double %638)
  %640 = fmul double %637, 0x3EB0C6F7A0B5ED8D
  %641 = fcmp ole double %639, %640
  %642 = select i1 %641, ptr @.str.9, ptr @.str.10
  %643 = trunc nuw nsw i64 %602 to i32
  %644 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %643, double noundef %631, double noundef %634, ptr noundef nonnull %642)
  br i1 %641, label %648, label %645

645:                                              ; preds = %601
  %646 = load i32, ptr @n_fail, align 4, !tbaa !5
  %647 = add nsw i32 %646, 1
  store i32 %647, ptr @n_fail, align 4, !tbaa !5
  br label %648

648:                                              ; preds = %645, %601
  %649 = getelementptr inbounds double, ptr %32, i64 %602
  %650 = load double, ptr %649, align 8, !tbaa !9
  %651 = load double, ptr %630, align 8, !tbaa !9
  %652 = call double @llvm.fabs.f64(double %651)
  %653 = fcmp ogt double %652, 1.000000e+00
  %654 = select i1 %653, double %652, double 1.000000e+00
  %655 = fsub double %650, %651
  %656 = call double @llvm.fabs.f64(double %655)
  %657 = fmul double %654, 1.000000e-10
  %658 = fcmp ole double %656, %657
  %659 = select i1 %658, ptr @.str.9, ptr @.str.10
  %660 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef %643, double noundef %650, double noundef %651, ptr noundef nonnull %659)
  br i1 %658, label %664, label %661

661:                                              ; preds = %648
  %662 = load i32, ptr @n_fail, align 4, !tbaa !5
  %663 = add nsw i32 %662, 1
  store i32 %663, ptr @n_fail, align 4, !tbaa !5
  br label %664

664:                                              ; preds = %661, %648
  %665 = add nuw nsw i64 %602, 1
  %666 = icmp eq i64 %665, 4
  br i1 %666, label %667, label %601, !llvm.loop !11

667:                                              ; preds = %664
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %35, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %668 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %669 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %668, ptr noundef nonnull %34, ptr noundef nonnull %35) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %37, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %670 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %671 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %670, ptr noundef nonnull %34, ptr noundef nonnull %37) #13
  store double %671, ptr %36, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %95, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %672 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %673 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %672, ptr noundef nonnull %34, ptr noundef nonnull %37) #13
  store double %673, ptr %96, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %97, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %674 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %675 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %674, ptr noundef nonnull %34, ptr noundef nonnull %37) #13
  store double %675, ptr %98, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %37, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %99, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, ptr noundef nonnull align 16 dereferenceable(32) %110, i64 32, i1 false)
  %676 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %677 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %676, ptr noundef nonnull %34, ptr noundef nonnull %37) #13
  store double %677, ptr %100, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  br label %678

678:                                              ; preds = %767, %667
  %679 = phi i64 [ 0, %667 ], [ %768, %767 ]
  %680 = getelementptr inbounds double, ptr %110, i64 %679
  %681 = load double, ptr %680, align 8, !tbaa !9
  %682 = call double @llvm.fabs.f64(double %681)
  %683 = fcmp ogt double %682, 1.000000e+00
  %684 = select i1 %683, double %682, double 1.000000e+00
  %685 = fmul double %684, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %686 = fadd double %681, %685
  %687 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %679
  store double %686, ptr %687, align 8, !tbaa !9
  store double 0.000000e+00, ptr @g_acc, align 8, !tbaa !9
  %688 = load double, ptr %3, align 16, !tbaa !9
  %689 = fmul double %688, 3.000000e-01
  %690 = call double @exp(double noundef %689) #13
  %691 = fmul double %688, %690
  %692 = atomicrmw fadd ptr @g_acc, double %691 monotonic, align 8
  %693 = load double, ptr %56, align 8, !tbaa !9
  %694 = fmul double %693, 3.000000e-01
  %695 = call double @exp(double noundef %694) #13
  %696 = fmul double %693, %695
  %697 = atomicrmw fadd ptr @g_acc, double %696 monotonic, align 8
  %698 = load double, ptr %57, align 16, !tbaa !9
  %699 = fmul double %698, 3.000000e-01
  %700 = call double @exp(double noundef %699) #13
  %701 = fmul double %698, %700
  %702 = atomicrmw fadd ptr @g_acc, double %701 monotonic, align 8
  %703 = load double, ptr %58, align 8, !tbaa !9
  %704 = fmul double %703, 3.000000e-01
  %705 = call double @exp(double noundef %704) #13
  %706 = fmul double %703, %705
  %707 = atomicrmw fadd ptr @g_acc, double %706 monotonic, align 8
  %708 = load double, ptr @g_acc, align 8, !tbaa !9
  %709 = fmul double %708, %708
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull readonly align 16 dereferenceable(32) %110, i64 32, i1 false)
  %710 = fsub double %681, %685
  store double %710, ptr %687, align 8, !tbaa !9
  store double 0.000000e+00, ptr @g_acc, align 8, !tbaa !9
  %711 = load double, ptr %3, align 16, !tbaa !9
  %712 = fmul double %711, 3.000000e-01
  %713 = call double @exp(double noundef %712) #13
  %714 = fmul double %711, %713
  %715 = atomicrmw fadd ptr @g_acc, double %714 monotonic, align 8
  %716 = load double, ptr %56, align 8, !tbaa !9
  %717 = fmul double %716, 3.000000e-01
  %718 = call double @exp(double noundef %717) #13
  %719 = fmul double %716, %718
  %720 = atomicrmw fadd ptr @g_acc, double %719 monotonic, align 8
  %721 = load double, ptr %57, align 16, !tbaa !9
  %722 = fmul double %721, 3.000000e-01
  %723 = call double @exp(double noundef %722) #13
  %724 = fmul double %721, %723
  %725 = atomicrmw fadd ptr @g_acc, double %724 monotonic, align 8
  %726 = load double, ptr %58, align 8, !tbaa !9
  %727 = fmul double %726, 3.000000e-01
  %728 = call double @exp(double noundef %727) #13
  %729 = fmul double %726, %728
  %730 = atomicrmw fadd ptr @g_acc, double %729 monotonic, align 8
  %731 = load double, ptr @g_acc, align 8, !tbaa !9
  %732 = fmul double %731, %731
  %733 = getelementptr inbounds double, ptr %35, i64 %679
  %734 = load double, ptr %733, align 8, !tbaa !9
  %735 = fsub double %709, %732
  %736 = fmul double %685, 2.000000e+00
  %737 = fdiv double %735, %736
  %738 = call double @llvm.fabs.f64(double %737)
  %739 = fcmp ogt double %738, 1.000000e+00
  %740 = select i1 %739, double %738, double 1.000000e+00
  %741 = fsub double %734, %737
  %742 = call double @llvm.fabs.f64(double %741)
  %743 = fmul double %740, 0x3EB0C6F7A0B5ED8D
  %744 = fcmp ole double %742, %743
  %745 = select i1 %744, ptr @.str.9, ptr @.str.10
  %746 = trunc nuw nsw i64 %679 to i32
  %747 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %746, double noundef %734, double noundef %737, ptr noundef nonnull %745)
  br i1 %744, label %751, label %748

748:                                              ; preds = %678
  %749 = load i32, ptr @n_fail, align 4, !tbaa !5
  %750 = add nsw i32 %749, 1
  store i32 %750, ptr @n_fail, align 4, !tbaa !5
  br label %751

751:                                              ; preds = %748, %678
  %752 = getelementptr inbounds double, ptr %36, i64 %679
  %753 = load double, ptr %752, align 8, !tbaa !9
  %754 = load double, ptr %733, align 8, !tbaa !9
  %755 = call double @llvm.fabs.f64(double %754)
  %756 = fcmp ogt double %755, 1.000000e+00
  %757 = select i1 %756, double %755, double 1.000000e+00
  %758 = fsub double %753, %754
  %759 = call double @llvm.fabs.f64(double %758)
  %760 = fmul double %757, 1.000000e-10
  %761 = fcmp ole double %759, %760
  %762 = select i1 %761, ptr @.str.9, ptr @.str.10
  %763 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i32 noundef %746, double noundef %753, double noundef %754, ptr noundef nonnull %762)
  br i1 %761, label %767, label %764

764:                                              ; preds = %751
  %765 = load i32, ptr @n_fail, align 4, !tbaa !5
  %766 = add nsw i32 %765, 1
  store i32 %766, ptr @n_fail, align 4, !tbaa !5
  br label %767

767:                                              ; preds = %764, %751
  %768 = add nuw nsw i64 %679, 1
  %769 = icmp eq i64 %768, 4
  br i1 %769, label %770, label %678, !llvm.loop !11

770:                                              ; preds = %767
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #13
  br i1 %108, label %107, label %101, !llvm.loop !14
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
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
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret double %22
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @a_fetch_old(ptr nocapture noundef %0) #6 {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = tail call double @sin(double noundef %2) #13
  %4 = atomicrmw fadd ptr %0, double %3 seq_cst, align 8
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double 0.000000e+00)
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %8) #13
  %10 = atomicrmw fadd ptr %0, double %9 seq_cst, align 8
  %11 = load double, ptr %7, align 8, !tbaa !9
  %12 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %6)
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call double @sin(double noundef %14) #13
  %16 = atomicrmw fadd ptr %0, double %15 seq_cst, align 8
  %17 = load double, ptr %13, align 8, !tbaa !9
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %17, double %12)
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @sin(double noundef %20) #13
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
  %14 = tail call double @cos(double noundef %13) #13
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
  %4 = tail call double @exp(double noundef %3) #13
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = fmul double %4, %5
  %7 = atomicrmw fadd ptr @g_acc, double %6 monotonic, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = fmul double %9, 3.000000e-01
  %11 = tail call double @exp(double noundef %10) #13
  %12 = load double, ptr %8, align 8, !tbaa !9
  %13 = fmul double %11, %12
  %14 = atomicrmw fadd ptr @g_acc, double %13 monotonic, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %16, 3.000000e-01
  %18 = tail call double @exp(double noundef %17) #13
  %19 = load double, ptr %15, align 8, !tbaa !9
  %20 = fmul double %18, %19
  %21 = atomicrmw fadd ptr @g_acc, double %20 monotonic, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %23, 3.000000e-01
  %25 = tail call double @exp(double noundef %24) #13
  %26 = load double, ptr %22, align 8, !tbaa !9
  %27 = fmul double %25, %26
  %28 = atomicrmw fadd ptr @g_acc, double %27 monotonic, align 8
  %29 = load double, ptr @g_acc, align 8, !tbaa !9
  %30 = fmul double %29, %29
  ret double %30
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

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
