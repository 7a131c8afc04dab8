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
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
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
  %36 = getelementptr inbounds i8, ptr %15, i64 8
  %37 = getelementptr inbounds i8, ptr %15, i64 16
  %38 = getelementptr inbounds i8, ptr %15, i64 24
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = getelementptr inbounds i8, ptr %1, i64 24
  %42 = getelementptr inbounds i8, ptr %18, i64 8
  %43 = getelementptr inbounds i8, ptr %18, i64 16
  %44 = getelementptr inbounds i8, ptr %18, i64 24
  %45 = getelementptr inbounds i8, ptr %5, i64 8
  %46 = getelementptr inbounds i8, ptr %4, i64 8
  %47 = getelementptr inbounds i8, ptr %5, i64 16
  %48 = getelementptr inbounds i8, ptr %4, i64 16
  %49 = getelementptr inbounds i8, ptr %5, i64 24
  %50 = getelementptr inbounds i8, ptr %4, i64 24
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  %52 = getelementptr inbounds i8, ptr %8, i64 8
  %53 = getelementptr inbounds i8, ptr %9, i64 16
  %54 = getelementptr inbounds i8, ptr %8, i64 16
  %55 = getelementptr inbounds i8, ptr %9, i64 24
  %56 = getelementptr inbounds i8, ptr %8, i64 24
  %57 = getelementptr inbounds i8, ptr %13, i64 8
  %58 = getelementptr inbounds i8, ptr %12, i64 8
  %59 = getelementptr inbounds i8, ptr %13, i64 16
  %60 = getelementptr inbounds i8, ptr %12, i64 16
  %61 = getelementptr inbounds i8, ptr %13, i64 24
  %62 = getelementptr inbounds i8, ptr %12, i64 24
  %63 = getelementptr inbounds i8, ptr %16, i64 8
  %64 = getelementptr inbounds i8, ptr %16, i64 16
  %65 = getelementptr inbounds i8, ptr %16, i64 24
  %66 = getelementptr inbounds i8, ptr %19, i64 8
  %67 = getelementptr inbounds i8, ptr %19, i64 16
  %68 = getelementptr inbounds i8, ptr %19, i64 24
  %69 = getelementptr inbounds i8, ptr %23, i64 8
  %70 = getelementptr inbounds i8, ptr %22, i64 8
  %71 = getelementptr inbounds i8, ptr %23, i64 16
  %72 = getelementptr inbounds i8, ptr %22, i64 16
  %73 = getelementptr inbounds i8, ptr %23, i64 24
  %74 = getelementptr inbounds i8, ptr %22, i64 24
  %75 = getelementptr inbounds i8, ptr %27, i64 8
  %76 = getelementptr inbounds i8, ptr %26, i64 8
  %77 = getelementptr inbounds i8, ptr %27, i64 16
  %78 = getelementptr inbounds i8, ptr %26, i64 16
  %79 = getelementptr inbounds i8, ptr %27, i64 24
  %80 = getelementptr inbounds i8, ptr %26, i64 24
  %81 = getelementptr inbounds i8, ptr %31, i64 8
  %82 = getelementptr inbounds i8, ptr %30, i64 8
  %83 = getelementptr inbounds i8, ptr %31, i64 16
  %84 = getelementptr inbounds i8, ptr %30, i64 16
  %85 = getelementptr inbounds i8, ptr %31, i64 24
  %86 = getelementptr inbounds i8, ptr %30, i64 24
  %87 = getelementptr inbounds i8, ptr %35, i64 8
  %88 = getelementptr inbounds i8, ptr %34, i64 8
  %89 = getelementptr inbounds i8, ptr %35, i64 16
  %90 = getelementptr inbounds i8, ptr %34, i64 16
  %91 = getelementptr inbounds i8, ptr %35, i64 24
  %92 = getelementptr inbounds i8, ptr %34, i64 24
  br label %99

93:                                               ; preds = %578
  %94 = load i32, ptr @n_fail, align 4, !tbaa !5
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %94)
  %96 = load i32, ptr @n_fail, align 4, !tbaa !5
  %97 = icmp ne i32 %96, 0
  %98 = zext i1 %97 to i32
  ret i32 %98

99:                                               ; preds = %0, %578
  %100 = phi i1 [ true, %0 ], [ false, %578 ]
  %101 = phi i64 [ 0, %0 ], [ 1, %578 ]
  %102 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %101
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %103 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %103, ptr noundef nonnull %2, ptr noundef nonnull %3) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %5, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %105 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %106 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %105, ptr noundef nonnull %2, ptr noundef nonnull %5) #15
  store double %106, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %45, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %107 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %108 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %107, ptr noundef nonnull %2, ptr noundef nonnull %5) #15
  store double %108, ptr %46, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %47, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %109 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %110 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %109, ptr noundef nonnull %2, ptr noundef nonnull %5) #15
  store double %110, ptr %48, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %49, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %112 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %111, ptr noundef nonnull %2, ptr noundef nonnull %5) #15
  store double %112, ptr %50, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @a_fetch_add, ptr noundef nonnull %102, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %113 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %114 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %113, ptr noundef nonnull %6, ptr noundef nonnull %7) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %9, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %115 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %116 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %115, ptr noundef nonnull %6, ptr noundef nonnull %9) #15
  store double %116, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %51, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %117 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %118 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %117, ptr noundef nonnull %6, ptr noundef nonnull %9) #15
  store double %118, ptr %52, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %53, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %119 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %120 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %119, ptr noundef nonnull %6, ptr noundef nonnull %9) #15
  store double %120, ptr %54, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %55, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %121 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %122 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %121, ptr noundef nonnull %6, ptr noundef nonnull %9) #15
  store double %122, ptr %56, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #15
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @a_fetch_old, ptr noundef nonnull %102, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %123 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %124 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %123, ptr noundef nonnull %10, ptr noundef nonnull %11) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %13, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %125 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %126 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %125, ptr noundef nonnull %10, ptr noundef nonnull %13) #15
  store double %126, ptr %12, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %57, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %127 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %128 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %127, ptr noundef nonnull %10, ptr noundef nonnull %13) #15
  store double %128, ptr %58, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %59, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %129 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %130 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %129, ptr noundef nonnull %10, ptr noundef nonnull %13) #15
  store double %130, ptr %60, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %61, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %131 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %132 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %131, ptr noundef nonnull %10, ptr noundef nonnull %13) #15
  store double %132, ptr %62, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #15
  call fastcc void @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @a_fetch_sub, ptr noundef nonnull %102, ptr noundef nonnull %11, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %133 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %134 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %133, ptr noundef nonnull %14, ptr noundef nonnull %15) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %16, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %135 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %136 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %135, ptr noundef nonnull %14, ptr noundef nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %137 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %138 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %137, ptr noundef nonnull %14, ptr noundef nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %64, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %139 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %140 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %139, ptr noundef nonnull %14, ptr noundef nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %141 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %142 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %141, ptr noundef nonnull %14, ptr noundef nonnull %16) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #15
  %143 = load double, ptr %102, align 16
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = fcmp ogt double %144, 1.000000e+00
  %146 = select i1 %145, double %144, double 1.000000e+00
  %147 = fmul double %146, 0x3EB0C6F7A0B5ED8D
  %148 = getelementptr inbounds i8, ptr %102, i64 8
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds i8, ptr %102, i64 16
  %151 = getelementptr inbounds i8, ptr %102, i64 24
  %152 = load double, ptr %151, align 8
  %153 = insertelement <2 x double> poison, double %143, i64 0
  %154 = shufflevector <2 x double> %153, <2 x double> poison, <2 x i32> zeroinitializer
  %155 = insertelement <2 x double> poison, double %147, i64 0
  %156 = shufflevector <2 x double> %155, <2 x double> poison, <2 x i32> zeroinitializer
  %157 = fadd <2 x double> %154, %156
  %158 = fsub <2 x double> %154, %156
  %159 = shufflevector <2 x double> %157, <2 x double> %158, <2 x i32> <i32 0, i32 3>
  %160 = insertelement <2 x double> poison, double %149, i64 0
  %161 = shufflevector <2 x double> %160, <2 x double> poison, <2 x i32> zeroinitializer
  %162 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %159, <2 x double> %161, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %163 = insertelement <2 x double> poison, double %152, i64 0
  %164 = shufflevector <2 x double> %163, <2 x double> poison, <2 x i32> zeroinitializer
  %165 = fmul <2 x double> %164, %159
  %166 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> %162, <2 x double> %165)
  %167 = load double, ptr %15, align 16, !tbaa !9
  %168 = shufflevector <2 x double> %166, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %169 = fsub <2 x double> %166, %168
  %170 = extractelement <2 x double> %169, i64 0
  %171 = fmul double %147, 2.000000e+00
  %172 = fdiv double %170, %171
  %173 = call double @llvm.fabs.f64(double %172)
  %174 = fcmp ogt double %173, 1.000000e+00
  %175 = select i1 %174, double %173, double 1.000000e+00
  %176 = fsub double %167, %172
  %177 = call double @llvm.fabs.f64(double %176)
  %178 = fmul double %175, 0x3EB0C6F7A0B5ED8D
  %179 = fcmp ole double %177, %178
  %180 = select i1 %179, ptr @.str.11, ptr @.str.12
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %167, double noundef %172, ptr noundef nonnull %180)
  br i1 %179, label %185, label %182

182:                                              ; preds = %99
  %183 = load i32, ptr @n_fail, align 4, !tbaa !5
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr @n_fail, align 4, !tbaa !5
  br label %185

185:                                              ; preds = %182, %99
  %186 = load double, ptr %15, align 16, !tbaa !9
  %187 = call double @llvm.fabs.f64(double %186)
  %188 = fcmp ogt double %187, 1.000000e+00
  %189 = select i1 %188, double %187, double 1.000000e+00
  %190 = fsub double %136, %186
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = fmul double %189, 1.000000e-10
  %193 = fcmp ole double %191, %192
  %194 = select i1 %193, ptr @.str.11, ptr @.str.12
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %136, double noundef %186, ptr noundef nonnull %194)
  br i1 %193, label %199, label %196

196:                                              ; preds = %185
  %197 = load i32, ptr @n_fail, align 4, !tbaa !5
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !5
  br label %199

199:                                              ; preds = %196, %185
  %200 = call double @llvm.fabs.f64(double %149)
  %201 = fcmp ogt double %200, 1.000000e+00
  %202 = select i1 %201, double %200, double 1.000000e+00
  %203 = fmul double %202, 0x3EB0C6F7A0B5ED8D
  %204 = fadd double %149, %203
  %205 = fmul double %143, %152
  %206 = fsub double %149, %203
  %207 = insertelement <2 x double> poison, double %204, i64 0
  %208 = insertelement <2 x double> %207, double %206, i64 1
  %209 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> %208, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %210 = insertelement <2 x double> poison, double %205, i64 0
  %211 = shufflevector <2 x double> %210, <2 x double> poison, <2 x i32> zeroinitializer
  %212 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %209, <2 x double> %209, <2 x double> %211)
  %213 = load double, ptr %36, align 8, !tbaa !9
  %214 = shufflevector <2 x double> %212, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %215 = fsub <2 x double> %212, %214
  %216 = extractelement <2 x double> %215, i64 0
  %217 = fmul double %203, 2.000000e+00
  %218 = fdiv double %216, %217
  %219 = call double @llvm.fabs.f64(double %218)
  %220 = fcmp ogt double %219, 1.000000e+00
  %221 = select i1 %220, double %219, double 1.000000e+00
  %222 = fsub double %213, %218
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = fmul double %221, 0x3EB0C6F7A0B5ED8D
  %225 = fcmp ole double %223, %224
  %226 = select i1 %225, ptr @.str.11, ptr @.str.12
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %213, double noundef %218, ptr noundef nonnull %226)
  br i1 %225, label %231, label %228

228:                                              ; preds = %199
  %229 = load i32, ptr @n_fail, align 4, !tbaa !5
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr @n_fail, align 4, !tbaa !5
  br label %231

231:                                              ; preds = %228, %199
  %232 = load double, ptr %36, align 8, !tbaa !9
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = fcmp ogt double %233, 1.000000e+00
  %235 = select i1 %234, double %233, double 1.000000e+00
  %236 = fsub double %138, %232
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fmul double %235, 1.000000e-10
  %239 = fcmp ole double %237, %238
  %240 = select i1 %239, ptr @.str.11, ptr @.str.12
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %138, double noundef %232, ptr noundef nonnull %240)
  br i1 %239, label %245, label %242

242:                                              ; preds = %231
  %243 = load i32, ptr @n_fail, align 4, !tbaa !5
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr @n_fail, align 4, !tbaa !5
  br label %245

245:                                              ; preds = %242, %231
  %246 = load double, ptr %150, align 16, !tbaa !9
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = fcmp ogt double %247, 1.000000e+00
  %249 = select i1 %248, double %247, double 1.000000e+00
  %250 = fmul double %249, 0x3EB0C6F7A0B5ED8D
  %251 = call double @llvm.fmuladd.f64(double %143, double %149, double 1.000000e+00)
  %252 = call double @llvm.fmuladd.f64(double %251, double %251, double %205)
  %253 = load double, ptr %37, align 16, !tbaa !9
  %254 = fsub double %252, %252
  %255 = fmul double %250, 2.000000e+00
  %256 = fdiv double %254, %255
  %257 = call double @llvm.fabs.f64(double %256)
  %258 = fcmp ogt double %257, 1.000000e+00
  %259 = select i1 %258, double %257, double 1.000000e+00
  %260 = fsub double %253, %256
  %261 = call double @llvm.fabs.f64(double %260)
  %262 = fmul double %259, 0x3EB0C6F7A0B5ED8D
  %263 = fcmp ole double %261, %262
  %264 = select i1 %263, ptr @.str.11, ptr @.str.12
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %253, double noundef %256, ptr noundef nonnull %264)
  br i1 %263, label %269, label %266

266:                                              ; preds = %245
  %267 = load i32, ptr @n_fail, align 4, !tbaa !5
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr @n_fail, align 4, !tbaa !5
  br label %269

269:                                              ; preds = %266, %245
  %270 = load double, ptr %37, align 16, !tbaa !9
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = fcmp ogt double %271, 1.000000e+00
  %273 = select i1 %272, double %271, double 1.000000e+00
  %274 = fsub double %140, %270
  %275 = call double @llvm.fabs.f64(double %274)
  %276 = fmul double %273, 1.000000e-10
  %277 = fcmp ole double %275, %276
  %278 = select i1 %277, ptr @.str.11, ptr @.str.12
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %140, double noundef %270, ptr noundef nonnull %278)
  br i1 %277, label %283, label %280

280:                                              ; preds = %269
  %281 = load i32, ptr @n_fail, align 4, !tbaa !5
  %282 = add nsw i32 %281, 1
  store i32 %282, ptr @n_fail, align 4, !tbaa !5
  br label %283

283:                                              ; preds = %280, %269
  %284 = call double @llvm.fabs.f64(double %152)
  %285 = fcmp ogt double %284, 1.000000e+00
  %286 = select i1 %285, double %284, double 1.000000e+00
  %287 = fmul double %286, 0x3EB0C6F7A0B5ED8D
  %288 = fadd double %152, %287
  %289 = fsub double %152, %287
  %290 = insertelement <2 x double> poison, double %288, i64 0
  %291 = insertelement <2 x double> %290, double %289, i64 1
  %292 = fmul <2 x double> %154, %291
  %293 = insertelement <2 x double> poison, double %251, i64 0
  %294 = shufflevector <2 x double> %293, <2 x double> poison, <2 x i32> zeroinitializer
  %295 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %294, <2 x double> %294, <2 x double> %292)
  %296 = load double, ptr %38, align 8, !tbaa !9
  %297 = shufflevector <2 x double> %295, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %298 = fsub <2 x double> %295, %297
  %299 = extractelement <2 x double> %298, i64 0
  %300 = fmul double %287, 2.000000e+00
  %301 = fdiv double %299, %300
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = fcmp ogt double %302, 1.000000e+00
  %304 = select i1 %303, double %302, double 1.000000e+00
  %305 = fsub double %296, %301
  %306 = call double @llvm.fabs.f64(double %305)
  %307 = fmul double %304, 0x3EB0C6F7A0B5ED8D
  %308 = fcmp ole double %306, %307
  %309 = select i1 %308, ptr @.str.11, ptr @.str.12
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef %296, double noundef %301, ptr noundef nonnull %309)
  br i1 %308, label %314, label %311

311:                                              ; preds = %283
  %312 = load i32, ptr @n_fail, align 4, !tbaa !5
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr @n_fail, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %311, %283
  %315 = load double, ptr %38, align 8, !tbaa !9
  %316 = call double @llvm.fabs.f64(double %315)
  %317 = fcmp ogt double %316, 1.000000e+00
  %318 = select i1 %317, double %316, double 1.000000e+00
  %319 = fsub double %142, %315
  %320 = call double @llvm.fabs.f64(double %319)
  %321 = fmul double %318, 1.000000e-10
  %322 = fcmp ole double %320, %321
  %323 = select i1 %322, ptr @.str.11, ptr @.str.12
  %324 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef %142, double noundef %315, ptr noundef nonnull %323)
  br i1 %322, label %328, label %325

325:                                              ; preds = %314
  %326 = load i32, ptr @n_fail, align 4, !tbaa !5
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr @n_fail, align 4, !tbaa !5
  br label %328

328:                                              ; preds = %314, %325
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %329 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %330 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %329, ptr noundef nonnull %17, ptr noundef nonnull %18) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %19, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %331 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %332 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %331, ptr noundef nonnull %17, ptr noundef nonnull %19) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %66, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %333 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %334 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %333, ptr noundef nonnull %17, ptr noundef nonnull %19) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %67, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %335 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %336 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %335, ptr noundef nonnull %17, ptr noundef nonnull %19) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %68, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %337 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %338 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %337, ptr noundef nonnull %17, ptr noundef nonnull %19) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  %339 = extractelement <2 x double> %157, i64 0
  store double %339, ptr %1, align 16, !tbaa !9
  %340 = load double, ptr %39, align 8, !tbaa !9
  %341 = load double, ptr %40, align 16, !tbaa !9
  %342 = fmul double %340, %341
  %343 = bitcast double %342 to i64
  %344 = atomicrmw xchg ptr %1, i64 %343 seq_cst, align 8
  %345 = load double, ptr %41, align 8, !tbaa !9
  %346 = load double, ptr %1, align 16, !tbaa !9
  %347 = call double @cos(double noundef %346) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  %348 = extractelement <2 x double> %158, i64 1
  store double %348, ptr %1, align 16, !tbaa !9
  %349 = load double, ptr %39, align 8, !tbaa !9
  %350 = load double, ptr %40, align 16, !tbaa !9
  %351 = fmul double %349, %350
  %352 = bitcast double %351 to i64
  %353 = atomicrmw xchg ptr %1, i64 %352 seq_cst, align 8
  %354 = load double, ptr %41, align 8, !tbaa !9
  %355 = load double, ptr %1, align 16, !tbaa !9
  %356 = call double @cos(double noundef %355) #15
  %357 = insertelement <2 x i64> poison, i64 %344, i64 0
  %358 = insertelement <2 x i64> %357, i64 %353, i64 1
  %359 = bitcast <2 x i64> %358 to <2 x double>
  %360 = fmul <2 x double> %359, %359
  %361 = insertelement <2 x double> poison, double %346, i64 0
  %362 = insertelement <2 x double> %361, double %355, i64 1
  %363 = insertelement <2 x double> poison, double %347, i64 0
  %364 = insertelement <2 x double> %363, double %356, i64 1
  %365 = fmul <2 x double> %362, %364
  %366 = insertelement <2 x double> poison, double %345, i64 0
  %367 = insertelement <2 x double> %366, double %354, i64 1
  %368 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %360, <2 x double> %367, <2 x double> %365)
  %369 = load double, ptr %18, align 16, !tbaa !9
  %370 = shufflevector <2 x double> %368, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %371 = fsub <2 x double> %368, %370
  %372 = extractelement <2 x double> %371, i64 0
  %373 = fdiv double %372, %171
  %374 = call double @llvm.fabs.f64(double %373)
  %375 = fcmp ogt double %374, 1.000000e+00
  %376 = select i1 %375, double %374, double 1.000000e+00
  %377 = fsub double %369, %373
  %378 = call double @llvm.fabs.f64(double %377)
  %379 = fmul double %376, 0x3EB0C6F7A0B5ED8D
  %380 = fcmp ole double %378, %379
  %381 = select i1 %380, ptr @.str.11, ptr @.str.12
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %369, double noundef %373, ptr noundef nonnull %381)
  br i1 %380, label %386, label %383

383:                                              ; preds = %328
  %384 = load i32, ptr @n_fail, align 4, !tbaa !5
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr @n_fail, align 4, !tbaa !5
  br label %386

386:                                              ; preds = %383, %328
  %387 = load double, ptr %18, align 16, !tbaa !9
  %388 = call double @llvm.fabs.f64(double %387)
  %389 = fcmp ogt double %388, 1.000000e+00
  %390 = select i1 %389, double %388, double 1.000000e+00
  %391 = fsub double %332, %387
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = fmul double %390, 1.000000e-10
  %394 = fcmp ole double %392, %393
  %395 = select i1 %394, ptr @.str.11, ptr @.str.12
  %396 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %332, double noundef %387, ptr noundef nonnull %395)
  br i1 %394, label %400, label %397

397:                                              ; preds = %386
  %398 = load i32, ptr @n_fail, align 4, !tbaa !5
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr @n_fail, align 4, !tbaa !5
  br label %400

400:                                              ; preds = %397, %386
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  store double %204, ptr %39, align 8, !tbaa !9
  %401 = load double, ptr %40, align 16, !tbaa !9
  %402 = fmul double %204, %401
  %403 = bitcast double %402 to i64
  %404 = atomicrmw xchg ptr %1, i64 %403 seq_cst, align 8
  %405 = load double, ptr %41, align 8, !tbaa !9
  %406 = load double, ptr %1, align 16, !tbaa !9
  %407 = call double @cos(double noundef %406) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  store double %206, ptr %39, align 8, !tbaa !9
  %408 = load double, ptr %40, align 16, !tbaa !9
  %409 = fmul double %206, %408
  %410 = bitcast double %409 to i64
  %411 = atomicrmw xchg ptr %1, i64 %410 seq_cst, align 8
  %412 = load double, ptr %41, align 8, !tbaa !9
  %413 = load double, ptr %1, align 16, !tbaa !9
  %414 = call double @cos(double noundef %413) #15
  %415 = insertelement <2 x i64> poison, i64 %404, i64 0
  %416 = insertelement <2 x i64> %415, i64 %411, i64 1
  %417 = bitcast <2 x i64> %416 to <2 x double>
  %418 = fmul <2 x double> %417, %417
  %419 = insertelement <2 x double> poison, double %406, i64 0
  %420 = insertelement <2 x double> %419, double %413, i64 1
  %421 = insertelement <2 x double> poison, double %407, i64 0
  %422 = insertelement <2 x double> %421, double %414, i64 1
  %423 = fmul <2 x double> %420, %422
  %424 = insertelement <2 x double> poison, double %405, i64 0
  %425 = insertelement <2 x double> %424, double %412, i64 1
  %426 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %418, <2 x double> %425, <2 x double> %423)
  %427 = load double, ptr %42, align 8, !tbaa !9
  %428 = shufflevector <2 x double> %426, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %429 = fsub <2 x double> %426, %428
  %430 = extractelement <2 x double> %429, i64 0
  %431 = fdiv double %430, %217
  %432 = call double @llvm.fabs.f64(double %431)
  %433 = fcmp ogt double %432, 1.000000e+00
  %434 = select i1 %433, double %432, double 1.000000e+00
  %435 = fsub double %427, %431
  %436 = call double @llvm.fabs.f64(double %435)
  %437 = fmul double %434, 0x3EB0C6F7A0B5ED8D
  %438 = fcmp ole double %436, %437
  %439 = select i1 %438, ptr @.str.11, ptr @.str.12
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef %427, double noundef %431, ptr noundef nonnull %439)
  br i1 %438, label %444, label %441

441:                                              ; preds = %400
  %442 = load i32, ptr @n_fail, align 4, !tbaa !5
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @n_fail, align 4, !tbaa !5
  br label %444

444:                                              ; preds = %441, %400
  %445 = load double, ptr %42, align 8, !tbaa !9
  %446 = call double @llvm.fabs.f64(double %445)
  %447 = fcmp ogt double %446, 1.000000e+00
  %448 = select i1 %447, double %446, double 1.000000e+00
  %449 = fsub double %334, %445
  %450 = call double @llvm.fabs.f64(double %449)
  %451 = fmul double %448, 1.000000e-10
  %452 = fcmp ole double %450, %451
  %453 = select i1 %452, ptr @.str.11, ptr @.str.12
  %454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef %334, double noundef %445, ptr noundef nonnull %453)
  br i1 %452, label %458, label %455

455:                                              ; preds = %444
  %456 = load i32, ptr @n_fail, align 4, !tbaa !5
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr @n_fail, align 4, !tbaa !5
  br label %458

458:                                              ; preds = %455, %444
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  %459 = fadd double %246, %250
  store double %459, ptr %40, align 16, !tbaa !9
  %460 = load double, ptr %39, align 8, !tbaa !9
  %461 = fmul double %459, %460
  %462 = bitcast double %461 to i64
  %463 = atomicrmw xchg ptr %1, i64 %462 seq_cst, align 8
  %464 = load double, ptr %41, align 8, !tbaa !9
  %465 = load double, ptr %1, align 16, !tbaa !9
  %466 = call double @cos(double noundef %465) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  %467 = fsub double %246, %250
  store double %467, ptr %40, align 16, !tbaa !9
  %468 = load double, ptr %39, align 8, !tbaa !9
  %469 = fmul double %467, %468
  %470 = bitcast double %469 to i64
  %471 = atomicrmw xchg ptr %1, i64 %470 seq_cst, align 8
  %472 = load double, ptr %41, align 8, !tbaa !9
  %473 = load double, ptr %1, align 16, !tbaa !9
  %474 = call double @cos(double noundef %473) #15
  %475 = insertelement <2 x i64> poison, i64 %463, i64 0
  %476 = insertelement <2 x i64> %475, i64 %471, i64 1
  %477 = bitcast <2 x i64> %476 to <2 x double>
  %478 = fmul <2 x double> %477, %477
  %479 = insertelement <2 x double> poison, double %465, i64 0
  %480 = insertelement <2 x double> %479, double %473, i64 1
  %481 = insertelement <2 x double> poison, double %466, i64 0
  %482 = insertelement <2 x double> %481, double %474, i64 1
  %483 = fmul <2 x double> %480, %482
  %484 = insertelement <2 x double> poison, double %464, i64 0
  %485 = insertelement <2 x double> %484, double %472, i64 1
  %486 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %478, <2 x double> %485, <2 x double> %483)
  %487 = load double, ptr %43, align 16, !tbaa !9
  %488 = shufflevector <2 x double> %486, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %489 = fsub <2 x double> %486, %488
  %490 = extractelement <2 x double> %489, i64 0
  %491 = fdiv double %490, %255
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = fcmp ogt double %492, 1.000000e+00
  %494 = select i1 %493, double %492, double 1.000000e+00
  %495 = fsub double %487, %491
  %496 = call double @llvm.fabs.f64(double %495)
  %497 = fmul double %494, 0x3EB0C6F7A0B5ED8D
  %498 = fcmp ole double %496, %497
  %499 = select i1 %498, ptr @.str.11, ptr @.str.12
  %500 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef %487, double noundef %491, ptr noundef nonnull %499)
  br i1 %498, label %504, label %501

501:                                              ; preds = %458
  %502 = load i32, ptr @n_fail, align 4, !tbaa !5
  %503 = add nsw i32 %502, 1
  store i32 %503, ptr @n_fail, align 4, !tbaa !5
  br label %504

504:                                              ; preds = %501, %458
  %505 = load double, ptr %43, align 16, !tbaa !9
  %506 = call double @llvm.fabs.f64(double %505)
  %507 = fcmp ogt double %506, 1.000000e+00
  %508 = select i1 %507, double %506, double 1.000000e+00
  %509 = fsub double %336, %505
  %510 = call double @llvm.fabs.f64(double %509)
  %511 = fmul double %508, 1.000000e-10
  %512 = fcmp ole double %510, %511
  %513 = select i1 %512, ptr @.str.11, ptr @.str.12
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef %336, double noundef %505, ptr noundef nonnull %513)
  br i1 %512, label %518, label %515

515:                                              ; preds = %504
  %516 = load i32, ptr @n_fail, align 4, !tbaa !5
  %517 = add nsw i32 %516, 1
  store i32 %517, ptr @n_fail, align 4, !tbaa !5
  br label %518

518:                                              ; preds = %515, %504
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  store double %288, ptr %41, align 8, !tbaa !9
  %519 = load double, ptr %39, align 8, !tbaa !9
  %520 = load double, ptr %40, align 16, !tbaa !9
  %521 = fmul double %519, %520
  %522 = bitcast double %521 to i64
  %523 = atomicrmw xchg ptr %1, i64 %522 seq_cst, align 8
  %524 = load double, ptr %41, align 8, !tbaa !9
  %525 = load double, ptr %1, align 16, !tbaa !9
  %526 = call double @cos(double noundef %525) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %102, i64 32, i1 false)
  store double %289, ptr %41, align 8, !tbaa !9
  %527 = load double, ptr %39, align 8, !tbaa !9
  %528 = load double, ptr %40, align 16, !tbaa !9
  %529 = fmul double %527, %528
  %530 = bitcast double %529 to i64
  %531 = atomicrmw xchg ptr %1, i64 %530 seq_cst, align 8
  %532 = load double, ptr %41, align 8, !tbaa !9
  %533 = load double, ptr %1, align 16, !tbaa !9
  %534 = call double @cos(double noundef %533) #15
  %535 = insertelement <2 x i64> poison, i64 %523, i64 0
  %536 = insertelement <2 x i64> %535, i64 %531, i64 1
  %537 = bitcast <2 x i64> %536 to <2 x double>
  %538 = fmul <2 x double> %537, %537
  %539 = insertelement <2 x double> poison, double %525, i64 0
  %540 = insertelement <2 x double> %539, double %533, i64 1
  %541 = insertelement <2 x double> poison, double %526, i64 0
  %542 = insertelement <2 x double> %541, double %534, i64 1
  %543 = fmul <2 x double> %540, %542
  %544 = insertelement <2 x double> poison, double %524, i64 0
  %545 = insertelement <2 x double> %544, double %532, i64 1
  %546 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %538, <2 x double> %545, <2 x double> %543)
  %547 = load double, ptr %44, align 8, !tbaa !9
  %548 = shufflevector <2 x double> %546, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %549 = fsub <2 x double> %546, %548
  %550 = extractelement <2 x double> %549, i64 0
  %551 = fdiv double %550, %300
  %552 = call double @llvm.fabs.f64(double %551)
  %553 = fcmp ogt double %552, 1.000000e+00
  %554 = select i1 %553, double %552, double 1.000000e+00
  %555 = fsub double %547, %551
  %556 = call double @llvm.fabs.f64(double %555)
  %557 = fmul double %554, 0x3EB0C6F7A0B5ED8D
  %558 = fcmp ole double %556, %557
  %559 = select i1 %558, ptr @.str.11, ptr @.str.12
  %560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef %547, double noundef %551, ptr noundef nonnull %559)
  br i1 %558, label %564, label %561

561:                                              ; preds = %518
  %562 = load i32, ptr @n_fail, align 4, !tbaa !5
  %563 = add nsw i32 %562, 1
  store i32 %563, ptr @n_fail, align 4, !tbaa !5
  br label %564

564:                                              ; preds = %561, %518
  %565 = load double, ptr %44, align 8, !tbaa !9
  %566 = call double @llvm.fabs.f64(double %565)
  %567 = fcmp ogt double %566, 1.000000e+00
  %568 = select i1 %567, double %566, double 1.000000e+00
  %569 = fsub double %338, %565
  %570 = call double @llvm.fabs.f64(double %569)
  %571 = fmul double %568, 1.000000e-10
  %572 = fcmp ole double %570, %571
  %573 = select i1 %572, ptr @.str.11, ptr @.str.12
  %574 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef %338, double noundef %565, ptr noundef nonnull %573)
  br i1 %572, label %578, label %575

575:                                              ; preds = %564
  %576 = load i32, ptr @n_fail, align 4, !tbaa !5
  %577 = add nsw i32 %576, 1
  store i32 %577, ptr @n_fail, align 4, !tbaa !5
  br label %578

578:                                              ; preds = %564, %575
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %579 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %580 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %579, ptr noundef nonnull %20, ptr noundef nonnull %21) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %23, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %581 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %582 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %581, ptr noundef nonnull %20, ptr noundef nonnull %23) #15
  store double %582, ptr %22, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %69, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %583 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %584 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %583, ptr noundef nonnull %20, ptr noundef nonnull %23) #15
  store double %584, ptr %70, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %71, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %585 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %586 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %585, ptr noundef nonnull %20, ptr noundef nonnull %23) #15
  store double %586, ptr %72, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %73, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %587 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %588 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %587, ptr noundef nonnull %20, ptr noundef nonnull %23) #15
  store double %588, ptr %74, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #15
  call fastcc void @run(ptr noundef nonnull @.str.5, ptr noundef nonnull @a_atomic_type, ptr noundef nonnull %102, ptr noundef nonnull %21, ptr noundef nonnull %22)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %589 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %590 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %589, ptr noundef nonnull %24, ptr noundef nonnull %25) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %27, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %591 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %592 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %591, ptr noundef nonnull %24, ptr noundef nonnull %27) #15
  store double %592, ptr %26, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %75, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %593 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %594 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %593, ptr noundef nonnull %24, ptr noundef nonnull %27) #15
  store double %594, ptr %76, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %77, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %595 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %596 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %595, ptr noundef nonnull %24, ptr noundef nonnull %27) #15
  store double %596, ptr %78, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %79, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %597 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %598 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %597, ptr noundef nonnull %24, ptr noundef nonnull %27) #15
  store double %598, ptr %80, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #15
  call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @a_global, ptr noundef nonnull %102, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %599 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %600 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %599, ptr noundef nonnull %28, ptr noundef nonnull %29) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %31, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %601 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %602 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %601, ptr noundef nonnull %28, ptr noundef nonnull %31) #15
  store double %602, ptr %30, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %81, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %603 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %604 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %603, ptr noundef nonnull %28, ptr noundef nonnull %31) #15
  store double %604, ptr %82, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %83, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %605 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %606 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %605, ptr noundef nonnull %28, ptr noundef nonnull %31) #15
  store double %606, ptr %84, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %85, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %607 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %608 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %607, ptr noundef nonnull %28, ptr noundef nonnull %31) #15
  store double %608, ptr %86, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #15
  call fastcc void @run(ptr noundef nonnull @.str.7, ptr noundef nonnull @a_atomic_sum, ptr noundef nonnull %102, ptr noundef nonnull %29, ptr noundef nonnull %30)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %609 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %610 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_global, i32 noundef %609, ptr noundef nonnull %32, ptr noundef nonnull %33) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %35, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %35, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %611 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %612 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %611, ptr noundef nonnull %32, ptr noundef nonnull %35) #15
  store double %612, ptr %34, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %35, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %87, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %613 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %614 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %613, ptr noundef nonnull %32, ptr noundef nonnull %35) #15
  store double %614, ptr %88, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %35, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %89, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %615 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %616 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %615, ptr noundef nonnull %32, ptr noundef nonnull %35) #15
  store double %616, ptr %90, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %35, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %91, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, ptr noundef nonnull align 16 dereferenceable(32) %102, i64 32, i1 false)
  %617 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %618 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %617, ptr noundef nonnull %32, ptr noundef nonnull %35) #15
  store double %618, ptr %92, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #15
  call fastcc void @run(ptr noundef nonnull @.str.8, ptr noundef nonnull @a_atomic_global, ptr noundef nonnull %102, ptr noundef nonnull %33, ptr noundef nonnull %34)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #15
  br i1 %100, label %99, label %93, !llvm.loop !11
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
  %7 = load double, ptr %2, align 8, !tbaa !9
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = fcmp ogt double %8, 1.000000e+00
  %10 = select i1 %9, double %8, double 1.000000e+00
  %11 = fmul double %10, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %12 = fadd double %7, %11
  store double %12, ptr %6, align 16, !tbaa !9
  %13 = call double %1(ptr noundef nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %14 = load double, ptr %2, align 8, !tbaa !9
  %15 = fsub double %14, %11
  store double %15, ptr %6, align 16, !tbaa !9
  %16 = call double %1(ptr noundef nonnull %6) #15
  %17 = load double, ptr %3, align 8, !tbaa !9
  %18 = fsub double %13, %16
  %19 = fmul double %11, 2.000000e+00
  %20 = fdiv double %18, %19
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = fcmp ogt double %21, 1.000000e+00
  %23 = select i1 %22, double %21, double 1.000000e+00
  %24 = fsub double %17, %20
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %27 = fcmp ole double %25, %26
  %28 = select i1 %27, ptr @.str.11, ptr @.str.12
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 0, double noundef %17, double noundef %20, ptr noundef nonnull %28)
  br i1 %27, label %33, label %30

30:                                               ; preds = %5
  %31 = load i32, ptr @n_fail, align 4, !tbaa !5
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @n_fail, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %5, %30
  %34 = load double, ptr %4, align 8, !tbaa !9
  %35 = load double, ptr %3, align 8, !tbaa !9
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  %39 = fsub double %34, %35
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = fmul double %38, 1.000000e-10
  %42 = fcmp ole double %40, %41
  %43 = select i1 %42, ptr @.str.11, ptr @.str.12
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 0, double noundef %34, double noundef %35, ptr noundef nonnull %43)
  br i1 %42, label %48, label %45

45:                                               ; preds = %33
  %46 = load i32, ptr @n_fail, align 4, !tbaa !5
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr @n_fail, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %33, %45
  %49 = getelementptr inbounds i8, ptr %2, i64 8
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fcmp ogt double %51, 1.000000e+00
  %53 = select i1 %52, double %51, double 1.000000e+00
  %54 = fmul double %53, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %55 = fadd double %50, %54
  %56 = getelementptr inbounds i8, ptr %6, i64 8
  store double %55, ptr %56, align 8, !tbaa !9
  %57 = call double %1(ptr noundef nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %58 = load double, ptr %49, align 8, !tbaa !9
  %59 = fsub double %58, %54
  store double %59, ptr %56, align 8, !tbaa !9
  %60 = call double %1(ptr noundef nonnull %6) #15
  %61 = getelementptr inbounds i8, ptr %3, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = fsub double %57, %60
  %64 = fmul double %54, 2.000000e+00
  %65 = fdiv double %63, %64
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = fcmp ogt double %66, 1.000000e+00
  %68 = select i1 %67, double %66, double 1.000000e+00
  %69 = fsub double %62, %65
  %70 = call double @llvm.fabs.f64(double %69)
  %71 = fmul double %68, 0x3EB0C6F7A0B5ED8D
  %72 = fcmp ole double %70, %71
  %73 = select i1 %72, ptr @.str.11, ptr @.str.12
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 1, double noundef %62, double noundef %65, ptr noundef nonnull %73)
  br i1 %72, label %78, label %75

75:                                               ; preds = %48
  %76 = load i32, ptr @n_fail, align 4, !tbaa !5
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @n_fail, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %75, %48
  %79 = getelementptr inbounds i8, ptr %4, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = load double, ptr %61, align 8, !tbaa !9
  %82 = call double @llvm.fabs.f64(double %81)
  %83 = fcmp ogt double %82, 1.000000e+00
  %84 = select i1 %83, double %82, double 1.000000e+00
  %85 = fsub double %80, %81
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = fmul double %84, 1.000000e-10
  %88 = fcmp ole double %86, %87
  %89 = select i1 %88, ptr @.str.11, ptr @.str.12
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 1, double noundef %80, double noundef %81, ptr noundef nonnull %89)
  br i1 %88, label %94, label %91

91:                                               ; preds = %78
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @n_fail, align 4, !tbaa !5
  br label %94

94:                                               ; preds = %91, %78
  %95 = getelementptr inbounds i8, ptr %2, i64 16
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = fcmp ogt double %97, 1.000000e+00
  %99 = select i1 %98, double %97, double 1.000000e+00
  %100 = fmul double %99, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %101 = fadd double %96, %100
  %102 = getelementptr inbounds i8, ptr %6, i64 16
  store double %101, ptr %102, align 16, !tbaa !9
  %103 = call double %1(ptr noundef nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %104 = load double, ptr %95, align 8, !tbaa !9
  %105 = fsub double %104, %100
  store double %105, ptr %102, align 16, !tbaa !9
  %106 = call double %1(ptr noundef nonnull %6) #15
  %107 = getelementptr inbounds i8, ptr %3, i64 16
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fsub double %103, %106
  %110 = fmul double %100, 2.000000e+00
  %111 = fdiv double %109, %110
  %112 = call double @llvm.fabs.f64(double %111)
  %113 = fcmp ogt double %112, 1.000000e+00
  %114 = select i1 %113, double %112, double 1.000000e+00
  %115 = fsub double %108, %111
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fmul double %114, 0x3EB0C6F7A0B5ED8D
  %118 = fcmp ole double %116, %117
  %119 = select i1 %118, ptr @.str.11, ptr @.str.12
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 2, double noundef %108, double noundef %111, ptr noundef nonnull %119)
  br i1 %118, label %124, label %121

121:                                              ; preds = %94
  %122 = load i32, ptr @n_fail, align 4, !tbaa !5
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr @n_fail, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %121, %94
  %125 = getelementptr inbounds i8, ptr %4, i64 16
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = load double, ptr %107, align 8, !tbaa !9
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ogt double %128, 1.000000e+00
  %130 = select i1 %129, double %128, double 1.000000e+00
  %131 = fsub double %126, %127
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = fmul double %130, 1.000000e-10
  %134 = fcmp ole double %132, %133
  %135 = select i1 %134, ptr @.str.11, ptr @.str.12
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 2, double noundef %126, double noundef %127, ptr noundef nonnull %135)
  br i1 %134, label %140, label %137

137:                                              ; preds = %124
  %138 = load i32, ptr @n_fail, align 4, !tbaa !5
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr @n_fail, align 4, !tbaa !5
  br label %140

140:                                              ; preds = %137, %124
  %141 = getelementptr inbounds i8, ptr %2, i64 24
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = call double @llvm.fabs.f64(double %142)
  %144 = fcmp ogt double %143, 1.000000e+00
  %145 = select i1 %144, double %143, double 1.000000e+00
  %146 = fmul double %145, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %147 = fadd double %142, %146
  %148 = getelementptr inbounds i8, ptr %6, i64 24
  store double %147, ptr %148, align 8, !tbaa !9
  %149 = call double %1(ptr noundef nonnull %6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %150 = load double, ptr %141, align 8, !tbaa !9
  %151 = fsub double %150, %146
  store double %151, ptr %148, align 8, !tbaa !9
  %152 = call double %1(ptr noundef nonnull %6) #15
  %153 = getelementptr inbounds i8, ptr %3, i64 24
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fsub double %149, %152
  %156 = fmul double %146, 2.000000e+00
  %157 = fdiv double %155, %156
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = fcmp ogt double %158, 1.000000e+00
  %160 = select i1 %159, double %158, double 1.000000e+00
  %161 = fsub double %154, %157
  %162 = call double @llvm.fabs.f64(double %161)
  %163 = fmul double %160, 0x3EB0C6F7A0B5ED8D
  %164 = fcmp ole double %162, %163
  %165 = select i1 %164, ptr @.str.11, ptr @.str.12
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 3, double noundef %154, double noundef %157, ptr noundef nonnull %165)
  br i1 %164, label %170, label %167

167:                                              ; preds = %140
  %168 = load i32, ptr @n_fail, align 4, !tbaa !5
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr @n_fail, align 4, !tbaa !5
  br label %170

170:                                              ; preds = %167, %140
  %171 = getelementptr inbounds i8, ptr %4, i64 24
  %172 = load double, ptr %171, align 8, !tbaa !9
  %173 = load double, ptr %153, align 8, !tbaa !9
  %174 = call double @llvm.fabs.f64(double %173)
  %175 = fcmp ogt double %174, 1.000000e+00
  %176 = select i1 %175, double %174, double 1.000000e+00
  %177 = fsub double %172, %173
  %178 = call double @llvm.fabs.f64(double %177)
  %179 = fmul double %176, 1.000000e-10
  %180 = fcmp ole double %178, %179
  %181 = select i1 %180, ptr @.str.11, ptr @.str.12
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 3, double noundef %172, double noundef %173, ptr noundef nonnull %181)
  br i1 %180, label %186, label %183

183:                                              ; preds = %170
  %184 = load i32, ptr @n_fail, align 4, !tbaa !5
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr @n_fail, align 4, !tbaa !5
  br label %186

186:                                              ; preds = %183, %170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  ret void
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
  br i1 %17, label %19, label %10, !llvm.loop !14

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
  br i1 %31, label %33, label %24, !llvm.loop !14

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
  br i1 %45, label %47, label %38, !llvm.loop !14

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
  br i1 %58, label %5, label %51, !llvm.loop !14
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
