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
  %36 = alloca [4 x double], align 16
  %37 = getelementptr inbounds i8, ptr %4, i64 8
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  %39 = getelementptr inbounds i8, ptr %4, i64 16
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  %41 = getelementptr inbounds i8, ptr %4, i64 24
  %42 = getelementptr inbounds i8, ptr %3, i64 24
  %43 = getelementptr inbounds i8, ptr %8, i64 8
  %44 = getelementptr inbounds i8, ptr %7, i64 8
  %45 = getelementptr inbounds i8, ptr %8, i64 16
  %46 = getelementptr inbounds i8, ptr %7, i64 16
  %47 = getelementptr inbounds i8, ptr %8, i64 24
  %48 = getelementptr inbounds i8, ptr %7, i64 24
  %49 = getelementptr inbounds i8, ptr %12, i64 8
  %50 = getelementptr inbounds i8, ptr %11, i64 8
  %51 = getelementptr inbounds i8, ptr %12, i64 16
  %52 = getelementptr inbounds i8, ptr %11, i64 16
  %53 = getelementptr inbounds i8, ptr %12, i64 24
  %54 = getelementptr inbounds i8, ptr %11, i64 24
  %55 = getelementptr inbounds i8, ptr %16, i64 8
  %56 = getelementptr inbounds i8, ptr %15, i64 8
  %57 = getelementptr inbounds i8, ptr %16, i64 16
  %58 = getelementptr inbounds i8, ptr %15, i64 16
  %59 = getelementptr inbounds i8, ptr %16, i64 24
  %60 = getelementptr inbounds i8, ptr %15, i64 24
  %61 = getelementptr inbounds i8, ptr %20, i64 8
  %62 = getelementptr inbounds i8, ptr %19, i64 8
  %63 = getelementptr inbounds i8, ptr %20, i64 16
  %64 = getelementptr inbounds i8, ptr %19, i64 16
  %65 = getelementptr inbounds i8, ptr %20, i64 24
  %66 = getelementptr inbounds i8, ptr %19, i64 24
  %67 = getelementptr inbounds i8, ptr %24, i64 8
  %68 = getelementptr inbounds i8, ptr %23, i64 8
  %69 = getelementptr inbounds i8, ptr %24, i64 16
  %70 = getelementptr inbounds i8, ptr %23, i64 16
  %71 = getelementptr inbounds i8, ptr %24, i64 24
  %72 = getelementptr inbounds i8, ptr %23, i64 24
  %73 = getelementptr inbounds i8, ptr %28, i64 8
  %74 = getelementptr inbounds i8, ptr %27, i64 8
  %75 = getelementptr inbounds i8, ptr %28, i64 16
  %76 = getelementptr inbounds i8, ptr %27, i64 16
  %77 = getelementptr inbounds i8, ptr %28, i64 24
  %78 = getelementptr inbounds i8, ptr %27, i64 24
  %79 = getelementptr inbounds i8, ptr %32, i64 8
  %80 = getelementptr inbounds i8, ptr %31, i64 8
  %81 = getelementptr inbounds i8, ptr %32, i64 16
  %82 = getelementptr inbounds i8, ptr %31, i64 16
  %83 = getelementptr inbounds i8, ptr %32, i64 24
  %84 = getelementptr inbounds i8, ptr %31, i64 24
  %85 = getelementptr inbounds i8, ptr %36, i64 8
  %86 = getelementptr inbounds i8, ptr %35, i64 8
  %87 = getelementptr inbounds i8, ptr %36, i64 16
  %88 = getelementptr inbounds i8, ptr %35, i64 16
  %89 = getelementptr inbounds i8, ptr %36, i64 24
  %90 = getelementptr inbounds i8, ptr %35, i64 24
  br label %97

91:                                               ; preds = %97
  %92 = load i32, ptr @n_fail, align 4, !tbaa !5
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %92)
  %94 = load i32, ptr @n_fail, align 4, !tbaa !5
  %95 = icmp ne i32 %94, 0
  %96 = zext i1 %95 to i32
  ret i32 %96

97:                                               ; preds = %0, %97
  %98 = phi i1 [ true, %0 ], [ false, %97 ]
  %99 = phi i64 [ 0, %0 ], [ 1, %97 ]
  %100 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %99
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %101 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %102 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %101, ptr noundef nonnull %1, ptr noundef nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %4, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %103 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %104 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %103, ptr noundef nonnull %1, ptr noundef nonnull %4) #14
  store double %104, ptr %3, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %37, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %105 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %106 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %105, ptr noundef nonnull %1, ptr noundef nonnull %4) #14
  store double %106, ptr %38, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %39, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %107 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %108 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %107, ptr noundef nonnull %1, ptr noundef nonnull %4) #14
  store double %108, ptr %40, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %41, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %109 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %110 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %109, ptr noundef nonnull %1, ptr noundef nonnull %4) #14
  store double %110, ptr %42, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @a_fetch_add, ptr noundef nonnull %100, ptr noundef nonnull %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %112 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %111, ptr noundef nonnull %5, ptr noundef nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %8, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %113 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %114 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %113, ptr noundef nonnull %5, ptr noundef nonnull %8) #14
  store double %114, ptr %7, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %43, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %115 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %116 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %115, ptr noundef nonnull %5, ptr noundef nonnull %8) #14
  store double %116, ptr %44, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %45, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %117 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %118 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %117, ptr noundef nonnull %5, ptr noundef nonnull %8) #14
  store double %118, ptr %46, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %47, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %119 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %120 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %119, ptr noundef nonnull %5, ptr noundef nonnull %8) #14
  store double %120, ptr %48, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #14
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @a_fetch_old, ptr noundef nonnull %100, ptr noundef nonnull %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %121 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %122 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %121, ptr noundef nonnull %9, ptr noundef nonnull %10) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %12, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %123 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %124 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %123, ptr noundef nonnull %9, ptr noundef nonnull %12) #14
  store double %124, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %49, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %125 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %126 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %125, ptr noundef nonnull %9, ptr noundef nonnull %12) #14
  store double %126, ptr %50, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %51, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %127 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %128 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %127, ptr noundef nonnull %9, ptr noundef nonnull %12) #14
  store double %128, ptr %52, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %53, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %129 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %130 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %129, ptr noundef nonnull %9, ptr noundef nonnull %12) #14
  store double %130, ptr %54, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #14
  call fastcc void @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @a_fetch_sub, ptr noundef nonnull %100, ptr noundef nonnull %10, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %131 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %132 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %131, ptr noundef nonnull %13, ptr noundef nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %16, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %133 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %134 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %133, ptr noundef nonnull %13, ptr noundef nonnull %16) #14
  store double %134, ptr %15, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %55, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %135 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %136 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %135, ptr noundef nonnull %13, ptr noundef nonnull %16) #14
  store double %136, ptr %56, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %57, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %137 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %138 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %137, ptr noundef nonnull %13, ptr noundef nonnull %16) #14
  store double %138, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %59, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %139 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %140 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %139, ptr noundef nonnull %13, ptr noundef nonnull %16) #14
  store double %140, ptr %60, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #14
  call fastcc void @run(ptr noundef nonnull @.str.3, ptr noundef nonnull @a_load_store, ptr noundef nonnull %100, ptr noundef nonnull %14, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %141 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %142 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %141, ptr noundef nonnull %17, ptr noundef nonnull %18) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %20, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %143 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %144 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %143, ptr noundef nonnull %17, ptr noundef nonnull %20) #14
  store double %144, ptr %19, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %61, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %145 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %146 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %145, ptr noundef nonnull %17, ptr noundef nonnull %20) #14
  store double %146, ptr %62, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %147 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %148 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %147, ptr noundef nonnull %17, ptr noundef nonnull %20) #14
  store double %148, ptr %64, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %149 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %150 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %149, ptr noundef nonnull %17, ptr noundef nonnull %20) #14
  store double %150, ptr %66, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #14
  call fastcc void @run(ptr noundef nonnull @.str.4, ptr noundef nonnull @a_exchange, ptr noundef nonnull %100, ptr noundef nonnull %18, ptr noundef nonnull %19)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %151 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %152 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %151, ptr noundef nonnull %21, ptr noundef nonnull %22) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %24, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %153 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %154 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %153, ptr noundef nonnull %21, ptr noundef nonnull %24) #14
  store double %154, ptr %23, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %67, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %155 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %156 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %155, ptr noundef nonnull %21, ptr noundef nonnull %24) #14
  store double %156, ptr %68, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %69, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %157 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %158 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %157, ptr noundef nonnull %21, ptr noundef nonnull %24) #14
  store double %158, ptr %70, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %71, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %159 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %160 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %159, ptr noundef nonnull %21, ptr noundef nonnull %24) #14
  store double %160, ptr %72, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14
  call fastcc void @run(ptr noundef nonnull @.str.5, ptr noundef nonnull @a_atomic_type, ptr noundef nonnull %100, ptr noundef nonnull %22, ptr noundef nonnull %23)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %161 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %162 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %161, ptr noundef nonnull %25, ptr noundef nonnull %26) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %28, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %163 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %164 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %163, ptr noundef nonnull %25, ptr noundef nonnull %28) #14
  store double %164, ptr %27, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %73, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %165 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %166 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %165, ptr noundef nonnull %25, ptr noundef nonnull %28) #14
  store double %166, ptr %74, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %75, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %167 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %168 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %167, ptr noundef nonnull %25, ptr noundef nonnull %28) #14
  store double %168, ptr %76, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %77, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %169 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %170 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %169, ptr noundef nonnull %25, ptr noundef nonnull %28) #14
  store double %170, ptr %78, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #14
  call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @a_global, ptr noundef nonnull %100, ptr noundef nonnull %26, ptr noundef nonnull %27)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %171 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %172 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %171, ptr noundef nonnull %29, ptr noundef nonnull %30) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %32, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %173 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %174 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %173, ptr noundef nonnull %29, ptr noundef nonnull %32) #14
  store double %174, ptr %31, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %79, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %175 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %176 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %175, ptr noundef nonnull %29, ptr noundef nonnull %32) #14
  store double %176, ptr %80, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %81, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %177 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %178 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %177, ptr noundef nonnull %29, ptr noundef nonnull %32) #14
  store double %178, ptr %82, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %83, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %179 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %180 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %179, ptr noundef nonnull %29, ptr noundef nonnull %32) #14
  store double %180, ptr %84, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #14
  call fastcc void @run(ptr noundef nonnull @.str.7, ptr noundef nonnull @a_atomic_sum, ptr noundef nonnull %100, ptr noundef nonnull %30, ptr noundef nonnull %31)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %181 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %182 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_global, i32 noundef %181, ptr noundef nonnull %33, ptr noundef nonnull %34) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %36, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %183 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %184 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %183, ptr noundef nonnull %33, ptr noundef nonnull %36) #14
  store double %184, ptr %35, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %85, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %185 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %186 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %185, ptr noundef nonnull %33, ptr noundef nonnull %36) #14
  store double %186, ptr %86, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %87, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %187 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %188 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %187, ptr noundef nonnull %33, ptr noundef nonnull %36) #14
  store double %188, ptr %88, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %89, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %189 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %190 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %189, ptr noundef nonnull %33, ptr noundef nonnull %36) #14
  store double %190, ptr %90, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #14
  call fastcc void @run(ptr noundef nonnull @.str.8, ptr noundef nonnull @a_atomic_global, ptr noundef nonnull %100, ptr noundef nonnull %34, ptr noundef nonnull %35)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #14
  br i1 %98, label %97, label %91, !llvm.loop !11
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
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
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret double %22
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #14
  br label %12

11:                                               ; preds = %83
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #14
  ret void

12:                                               ; preds = %5, %83
  %13 = phi i64 [ 0, %5 ], [ %84, %83 ]
  %14 = getelementptr inbounds double, ptr %2, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = fcmp ogt double %16, 1.000000e+00
  %18 = select i1 %17, double %16, double 1.000000e+00
  %19 = fmul double %18, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %20 = fadd double %15, %19
  %21 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %13
  store double %20, ptr %21, align 8, !tbaa !9
  %22 = call double %1(ptr noundef nonnull %10) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %23 = load double, ptr %14, align 8, !tbaa !9
  %24 = fsub double %23, %19
  store double %24, ptr %21, align 8, !tbaa !9
  %25 = call double %1(ptr noundef nonnull %10) #14
  %26 = getelementptr inbounds double, ptr %3, i64 %13
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = fsub double %22, %25
  %29 = fmul double %19, 2.000000e+00
  %30 = fdiv double %28, %29
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fcmp ogt double %31, 1.000000e+00
  %33 = select i1 %32, double %31, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %27, ptr %9, align 8, !tbaa !9
  %34 = load volatile double, ptr %9, align 8, !tbaa !9
  %35 = call double @llvm.fabs.f64(double %34)
  %36 = fcmp ueq double %35, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %36, label %49, label %37

37:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %30, ptr %8, align 8, !tbaa !9
  %38 = load volatile double, ptr %8, align 8, !tbaa !9
  %39 = call double @llvm.fabs.f64(double %38)
  %40 = fcmp ueq double %39, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %40, label %49, label %41

41:                                               ; preds = %37
  %42 = fsub double %27, %30
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = fmul double %33, 0x3EB0C6F7A0B5ED8D
  %45 = fcmp ole double %43, %44
  %46 = select i1 %45, ptr @.str.11, ptr @.str.12
  %47 = trunc nuw nsw i64 %13 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %47, double noundef %27, double noundef %30, ptr noundef nonnull %46)
  br i1 %45, label %55, label %52

49:                                               ; preds = %37, %12
  %50 = trunc nuw nsw i64 %13 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %50, double noundef %27, double noundef %30, ptr noundef nonnull @.str.12)
  br label %52

52:                                               ; preds = %49, %41
  %53 = load i32, ptr @n_fail, align 4, !tbaa !5
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @n_fail, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %41, %52
  %56 = getelementptr inbounds double, ptr %4, i64 %13
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = load double, ptr %26, align 8, !tbaa !9
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = fcmp ogt double %59, 1.000000e+00
  %61 = select i1 %60, double %59, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %57, ptr %7, align 8, !tbaa !9
  %62 = load volatile double, ptr %7, align 8, !tbaa !9
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = fcmp ueq double %63, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %64, label %77, label %65

65:                                               ; preds = %55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %58, ptr %6, align 8, !tbaa !9
  %66 = load volatile double, ptr %6, align 8, !tbaa !9
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = fcmp ueq double %67, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %68, label %77, label %69

69:                                               ; preds = %65
  %70 = fsub double %57, %58
  %71 = call double @llvm.fabs.f64(double %70)
  %72 = fmul double %61, 1.000000e-10
  %73 = fcmp ole double %71, %72
  %74 = select i1 %73, ptr @.str.11, ptr @.str.12
  %75 = trunc nuw nsw i64 %13 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %75, double noundef %57, double noundef %58, ptr noundef nonnull %74)
  br i1 %73, label %83, label %80

77:                                               ; preds = %65, %55
  %78 = trunc nuw nsw i64 %13 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %78, double noundef %57, double noundef %58, ptr noundef nonnull @.str.12)
  br label %80

80:                                               ; preds = %77, %69
  %81 = load i32, ptr @n_fail, align 4, !tbaa !5
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr @n_fail, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %69, %80
  %84 = add nuw nsw i64 %13, 1
  %85 = icmp eq i64 %84, 4
  br i1 %85, label %11, label %12, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @a_fetch_old(ptr nocapture noundef %0) #6 {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = tail call double @sin(double noundef %2) #14
  %4 = atomicrmw fadd ptr %0, double %3 seq_cst, align 8
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double 0.000000e+00)
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = tail call double @sin(double noundef %8) #14
  %10 = atomicrmw fadd ptr %0, double %9 seq_cst, align 8
  %11 = load double, ptr %7, align 8, !tbaa !9
  %12 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %6)
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call double @sin(double noundef %14) #14
  %16 = atomicrmw fadd ptr %0, double %15 seq_cst, align 8
  %17 = load double, ptr %13, align 8, !tbaa !9
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %17, double %12)
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @sin(double noundef %20) #14
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
  %14 = tail call double @cos(double noundef %13) #14
  %15 = fmul double %13, %14
  %16 = tail call double @llvm.fmuladd.f64(double %10, double %12, double %15)
  ret double %16
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal double @a_atomic_type(ptr nocapture noundef %0) #7 {
  %2 = load atomic double, ptr %0 seq_cst, align 8, !tbaa !14
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load atomic double, ptr %3 seq_cst, align 8, !tbaa !14
  %5 = fmul double %2, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store atomic double %5, ptr %6 seq_cst, align 8, !tbaa !14
  %7 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !14
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %2, double %7)
  store atomic double %10, ptr %8 seq_cst, align 8, !tbaa !14
  %11 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !14
  %12 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !14
  %13 = fmul double %11, %12
  ret double %13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: write) uwtable
define internal double @a_global(ptr nocapture noundef readonly %0) #8 {
  store double 0.000000e+00, ptr @g_acc, align 8, !tbaa !9
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul double %2, 3.000000e-01
  %4 = tail call double @exp(double noundef %3) #14
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = fmul double %4, %5
  %7 = atomicrmw fadd ptr @g_acc, double %6 monotonic, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = fmul double %9, 3.000000e-01
  %11 = tail call double @exp(double noundef %10) #14
  %12 = load double, ptr %8, align 8, !tbaa !9
  %13 = fmul double %11, %12
  %14 = atomicrmw fadd ptr @g_acc, double %13 monotonic, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %16, 3.000000e-01
  %18 = tail call double @exp(double noundef %17) #14
  %19 = load double, ptr %15, align 8, !tbaa !9
  %20 = fmul double %18, %19
  %21 = atomicrmw fadd ptr @g_acc, double %20 monotonic, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fmul double %23, 3.000000e-01
  %25 = tail call double @exp(double noundef %24) #14
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  store double 2.500000e-01, ptr %2, align 8, !tbaa !14
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = tail call double @sin(double noundef %3) #14
  %5 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
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
  %18 = call double @sin(double noundef %17) #14
  %19 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
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
  %32 = call double @sin(double noundef %31) #14
  %33 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
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
  %46 = call double @sin(double noundef %45) #14
  %47 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
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
  %59 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
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
  %71 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  %72 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  %73 = fmul double %71, %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret double %73
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal double @a_atomic_global(ptr nocapture noundef readonly %0) #10 {
  store atomic double 0.000000e+00, ptr @g_at seq_cst, align 8, !tbaa !14
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul double %2, %2
  %4 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
  br label %51

5:                                                ; preds = %51
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = fmul double %7, %7
  %9 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
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
  %23 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
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
  %37 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
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
  %48 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
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
attributes #14 = { nounwind }

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
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !12}
