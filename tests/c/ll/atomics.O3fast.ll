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
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %101 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %102 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %101, ptr noundef nonnull %1, ptr noundef nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %4, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %103 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %104 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %103, ptr noundef nonnull %1, ptr noundef nonnull %4) #13
  store double %104, ptr %3, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %37, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %105 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %106 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %105, ptr noundef nonnull %1, ptr noundef nonnull %4) #13
  store double %106, ptr %38, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %39, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %107 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %108 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %107, ptr noundef nonnull %1, ptr noundef nonnull %4) #13
  store double %108, ptr %40, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %41, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %109 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %110 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %109, ptr noundef nonnull %1, ptr noundef nonnull %4) #13
  store double %110, ptr %42, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @a_fetch_add, ptr noundef nonnull %100, ptr noundef nonnull %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %112 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %111, ptr noundef nonnull %5, ptr noundef nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %8, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %113 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %114 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %113, ptr noundef nonnull %5, ptr noundef nonnull %8) #13
  store double %114, ptr %7, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %43, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %115 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %116 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %115, ptr noundef nonnull %5, ptr noundef nonnull %8) #13
  store double %116, ptr %44, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %45, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %117 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %118 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %117, ptr noundef nonnull %5, ptr noundef nonnull %8) #13
  store double %118, ptr %46, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %47, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %119 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %120 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %119, ptr noundef nonnull %5, ptr noundef nonnull %8) #13
  store double %120, ptr %48, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @a_fetch_old, ptr noundef nonnull %100, ptr noundef nonnull %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %121 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %122 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %121, ptr noundef nonnull %9, ptr noundef nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %12, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %123 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %124 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %123, ptr noundef nonnull %9, ptr noundef nonnull %12) #13
  store double %124, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %49, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %125 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %126 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %125, ptr noundef nonnull %9, ptr noundef nonnull %12) #13
  store double %126, ptr %50, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %51, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %127 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %128 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %127, ptr noundef nonnull %9, ptr noundef nonnull %12) #13
  store double %128, ptr %52, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %53, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %129 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %130 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %129, ptr noundef nonnull %9, ptr noundef nonnull %12) #13
  store double %130, ptr %54, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #13
  call fastcc void @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @a_fetch_sub, ptr noundef nonnull %100, ptr noundef nonnull %10, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %131 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %132 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %131, ptr noundef nonnull %13, ptr noundef nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %16, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %133 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %134 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %133, ptr noundef nonnull %13, ptr noundef nonnull %16) #13
  store double %134, ptr %15, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %55, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %135 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %136 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %135, ptr noundef nonnull %13, ptr noundef nonnull %16) #13
  store double %136, ptr %56, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %57, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %137 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %138 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %137, ptr noundef nonnull %13, ptr noundef nonnull %16) #13
  store double %138, ptr %58, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %59, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %139 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %140 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %139, ptr noundef nonnull %13, ptr noundef nonnull %16) #13
  store double %140, ptr %60, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call fastcc void @run(ptr noundef nonnull @.str.3, ptr noundef nonnull @a_load_store, ptr noundef nonnull %100, ptr noundef nonnull %14, ptr noundef nonnull %15)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %141 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %142 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %141, ptr noundef nonnull %17, ptr noundef nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %20, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %143 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %144 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %143, ptr noundef nonnull %17, ptr noundef nonnull %20) #13
  store double %144, ptr %19, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %61, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %145 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %146 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %145, ptr noundef nonnull %17, ptr noundef nonnull %20) #13
  store double %146, ptr %62, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %147 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %148 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %147, ptr noundef nonnull %17, ptr noundef nonnull %20) #13
  store double %148, ptr %64, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %149 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %150 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %149, ptr noundef nonnull %17, ptr noundef nonnull %20) #13
  store double %150, ptr %66, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #13
  call fastcc void @run(ptr noundef nonnull @.str.4, ptr noundef nonnull @a_exchange, ptr noundef nonnull %100, ptr noundef nonnull %18, ptr noundef nonnull %19)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %151 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %152 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %151, ptr noundef nonnull %21, ptr noundef nonnull %22) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %24, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %153 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %154 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %153, ptr noundef nonnull %21, ptr noundef nonnull %24) #13
  store double %154, ptr %23, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %67, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %155 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %156 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %155, ptr noundef nonnull %21, ptr noundef nonnull %24) #13
  store double %156, ptr %68, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %69, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %157 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %158 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %157, ptr noundef nonnull %21, ptr noundef nonnull %24) #13
  store double %158, ptr %70, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %71, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %159 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %160 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %159, ptr noundef nonnull %21, ptr noundef nonnull %24) #13
  store double %160, ptr %72, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #13
  call fastcc void @run(ptr noundef nonnull @.str.5, ptr noundef nonnull @a_atomic_type, ptr noundef nonnull %100, ptr noundef nonnull %22, ptr noundef nonnull %23)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %161 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %162 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %161, ptr noundef nonnull %25, ptr noundef nonnull %26) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %28, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %163 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %164 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %163, ptr noundef nonnull %25, ptr noundef nonnull %28) #13
  store double %164, ptr %27, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %73, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %165 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %166 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %165, ptr noundef nonnull %25, ptr noundef nonnull %28) #13
  store double %166, ptr %74, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %75, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %167 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %168 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %167, ptr noundef nonnull %25, ptr noundef nonnull %28) #13
  store double %168, ptr %76, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %77, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %169 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %170 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %169, ptr noundef nonnull %25, ptr noundef nonnull %28) #13
  store double %170, ptr %78, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #13
  call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @a_global, ptr noundef nonnull %100, ptr noundef nonnull %26, ptr noundef nonnull %27)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %171 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %172 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %171, ptr noundef nonnull %29, ptr noundef nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %32, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %173 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %174 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %173, ptr noundef nonnull %29, ptr noundef nonnull %32) #13
  store double %174, ptr %31, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %79, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %175 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %176 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %175, ptr noundef nonnull %29, ptr noundef nonnull %32) #13
  store double %176, ptr %80, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %81, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %177 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %178 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %177, ptr noundef nonnull %29, ptr noundef nonnull %32) #13
  store double %178, ptr %82, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %83, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %29, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %179 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %180 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %179, ptr noundef nonnull %29, ptr noundef nonnull %32) #13
  store double %180, ptr %84, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #13
  call fastcc void @run(ptr noundef nonnull @.str.7, ptr noundef nonnull @a_atomic_sum, ptr noundef nonnull %100, ptr noundef nonnull %30, ptr noundef nonnull %31)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %181 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %182 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_global, i32 noundef %181, ptr noundef nonnull %33, ptr noundef nonnull %34) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %36, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %183 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %184 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %183, ptr noundef nonnull %33, ptr noundef nonnull %36) #13
  store double %184, ptr %35, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %85, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %185 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %186 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %185, ptr noundef nonnull %33, ptr noundef nonnull %36) #13
  store double %186, ptr %86, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %87, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %187 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %188 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %187, ptr noundef nonnull %33, ptr noundef nonnull %36) #13
  store double %188, ptr %88, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %89, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %33, ptr noundef nonnull align 16 dereferenceable(32) %100, i64 32, i1 false)
  %189 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %190 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %189, ptr noundef nonnull %33, ptr noundef nonnull %36) #13
  store double %190, ptr %90, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #13
  call fastcc void @run(ptr noundef nonnull @.str.8, ptr noundef nonnull @a_atomic_global, ptr noundef nonnull %100, ptr noundef nonnull %34, ptr noundef nonnull %35)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #13
  br i1 %98, label %97, label %91, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @a_fetch_add(ptr nocapture noundef readonly %0) #5 {
  %2 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  store double 5.000000e-01, ptr %2, align 8, !tbaa !9
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = fmul fast double %3, %3
  %5 = atomicrmw fadd ptr %2, double %4 monotonic, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = fmul fast double %7, %7
  %9 = fmul fast double %8, 2.000000e+00
  %10 = atomicrmw fadd ptr %2, double %9 monotonic, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul fast double %12, %12
  %14 = fmul fast double %13, 3.000000e+00
  %15 = atomicrmw fadd ptr %2, double %14 monotonic, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul fast double %17, %17
  %19 = fmul fast double %18, 4.000000e+00
  %20 = atomicrmw fadd ptr %2, double %19 monotonic, align 8
  %21 = load double, ptr %2, align 8, !tbaa !9
  %22 = fmul fast double %21, %3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret double %22
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #13
  br label %12

11:                                               ; preds = %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #13
  ret void

12:                                               ; preds = %5, %80
  %13 = phi i64 [ 0, %5 ], [ %81, %80 ]
  %14 = getelementptr inbounds double, ptr %2, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = call fast double @llvm.fabs.f64(double %15)
  %17 = call fast double @llvm.maxnum.f64(double %16, double 1.000000e+00)
  %18 = fmul fast double %17, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %19 = fadd fast double %18, %15
  %20 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %13
  store double %19, ptr %20, align 8, !tbaa !9
  %21 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %22 = load double, ptr %14, align 8, !tbaa !9
  %23 = fsub fast double %22, %18
  store double %23, ptr %20, align 8, !tbaa !9
  %24 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %10) #13
  %25 = getelementptr inbounds double, ptr %3, i64 %13
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = fsub fast double %21, %24
  %28 = fmul fast double %17, 2.000000e-06
  %29 = fdiv fast double %27, %28
  %30 = call fast double @llvm.fabs.f64(double %29)
  %31 = call fast double @llvm.maxnum.f64(double %30, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile double %26, ptr %9, align 8, !tbaa !9
  %32 = load volatile double, ptr %9, align 8, !tbaa !9
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ueq double %33, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  br i1 %34, label %47, label %35

35:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %29, ptr %8, align 8, !tbaa !9
  %36 = load volatile double, ptr %8, align 8, !tbaa !9
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = fcmp ueq double %37, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %38, label %47, label %39

39:                                               ; preds = %35
  %40 = fsub fast double %26, %29
  %41 = call fast double @llvm.fabs.f64(double %40)
  %42 = fmul fast double %31, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp fast ole double %41, %42
  %44 = select i1 %43, ptr @.str.11, ptr @.str.12
  %45 = trunc nuw nsw i64 %13 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %45, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %29, ptr noundef nonnull %44)
  br i1 %43, label %53, label %50

47:                                               ; preds = %35, %12
  %48 = trunc nuw nsw i64 %13 to i32
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %48, double noundef nofpclass(nan inf) %26, double noundef nofpclass(nan inf) %29, ptr noundef nonnull @.str.12)
  br label %50

50:                                               ; preds = %47, %39
  %51 = load i32, ptr @n_fail, align 4, !tbaa !5
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @n_fail, align 4, !tbaa !5
  br label %53

53:                                               ; preds = %39, %50
  %54 = getelementptr inbounds double, ptr %4, i64 %13
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = load double, ptr %25, align 8, !tbaa !9
  %57 = call fast double @llvm.fabs.f64(double %56)
  %58 = call fast double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %55, ptr %7, align 8, !tbaa !9
  %59 = load volatile double, ptr %7, align 8, !tbaa !9
  %60 = call double @llvm.fabs.f64(double %59)
  %61 = fcmp ueq double %60, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %61, label %74, label %62

62:                                               ; preds = %53
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %56, ptr %6, align 8, !tbaa !9
  %63 = load volatile double, ptr %6, align 8, !tbaa !9
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = fcmp ueq double %64, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %65, label %74, label %66

66:                                               ; preds = %62
  %67 = fsub fast double %55, %56
  %68 = call fast double @llvm.fabs.f64(double %67)
  %69 = fmul fast double %58, 1.000000e-10
  %70 = fcmp fast ole double %68, %69
  %71 = select i1 %70, ptr @.str.11, ptr @.str.12
  %72 = trunc nuw nsw i64 %13 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %72, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) %56, ptr noundef nonnull %71)
  br i1 %70, label %80, label %77

74:                                               ; preds = %62, %53
  %75 = trunc nuw nsw i64 %13 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef %75, double noundef nofpclass(nan inf) %55, double noundef nofpclass(nan inf) %56, ptr noundef nonnull @.str.12)
  br label %77

77:                                               ; preds = %74, %66
  %78 = load i32, ptr @n_fail, align 4, !tbaa !5
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @n_fail, align 4, !tbaa !5
  br label %80

80:                                               ; preds = %66, %77
  %81 = add nuw nsw i64 %13, 1
  %82 = icmp eq i64 %81, 4
  br i1 %82, label %11, label %12, !llvm.loop !13
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @a_fetch_old(ptr nocapture noundef %0) #6 {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = tail call fast double @llvm.sin.f64(double %2)
  %4 = atomicrmw fadd ptr %0, double %3 seq_cst, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = tail call fast double @llvm.sin.f64(double %6)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load double, ptr %0, align 8, !tbaa !9
  %11 = atomicrmw fadd ptr %0, double %7 seq_cst, align 8
  %12 = load double, ptr %5, align 8, !tbaa !9
  %13 = load double, ptr %8, align 8, !tbaa !9
  %14 = tail call fast double @llvm.sin.f64(double %13)
  %15 = atomicrmw fadd ptr %0, double %14 seq_cst, align 8
  %16 = load double, ptr %8, align 8, !tbaa !9
  %17 = load double, ptr %9, align 8, !tbaa !9
  %18 = tail call fast double @llvm.sin.f64(double %17)
  %19 = atomicrmw fadd ptr %0, double %18 seq_cst, align 8
  %20 = load double, ptr %9, align 8, !tbaa !9
  %21 = insertelement <4 x double> poison, double %10, i64 0
  %22 = insertelement <4 x double> %21, double %12, i64 1
  %23 = insertelement <4 x double> %22, double %16, i64 2
  %24 = insertelement <4 x double> %23, double %20, i64 3
  %25 = insertelement <4 x double> poison, double %4, i64 0
  %26 = insertelement <4 x double> %25, double %11, i64 1
  %27 = insertelement <4 x double> %26, double %15, i64 2
  %28 = insertelement <4 x double> %27, double %19, i64 3
  %29 = fmul fast <4 x double> %24, %28
  %30 = load double, ptr %0, align 8, !tbaa !9
  %31 = fmul fast double %30, %30
  %32 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double %31, <4 x double> %29)
  ret double %32
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @a_fetch_sub(ptr nocapture noundef %0) #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = fmul fast double %3, 5.000000e-01
  %5 = atomicrmw fsub ptr %2, double %4 acq_rel, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = getelementptr i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = fmul fast double %8, 5.000000e-01
  %10 = atomicrmw fsub ptr %6, double %9 acq_rel, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = getelementptr i8, ptr %0, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fmul fast double %13, 5.000000e-01
  %15 = atomicrmw fsub ptr %11, double %14 acq_rel, align 8
  %16 = load <4 x double>, ptr %0, align 8, !tbaa !9
  %17 = fmul fast <4 x double> %16, %16
  %18 = fmul fast <4 x double> %17, %16
  %19 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %18)
  ret double %19
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @a_load_store(ptr nocapture noundef %0) #6 {
  %2 = load atomic i64, ptr %0 acquire, align 8
  %3 = bitcast i64 %2 to double
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = fmul fast double %5, %3
  %7 = fadd fast double %6, 1.000000e+00
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = bitcast double %7 to i64
  store atomic i64 %9, ptr %8 release, align 8
  %10 = load atomic i64, ptr %8 seq_cst, align 8
  %11 = bitcast i64 %10 to double
  %12 = fmul fast double %11, %11
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fmul fast double %14, %3
  %16 = fadd fast double %12, %15
  ret double %16
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @a_exchange(ptr nocapture noundef %0) #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = fmul fast double %5, %3
  %7 = bitcast double %6 to i64
  %8 = atomicrmw xchg ptr %0, i64 %7 seq_cst, align 8
  %9 = bitcast i64 %8 to double
  %10 = fmul fast double %9, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul fast double %10, %12
  %14 = load double, ptr %0, align 8, !tbaa !9
  %15 = tail call fast double @llvm.cos.f64(double %14)
  %16 = fmul fast double %15, %14
  %17 = fadd fast double %16, %13
  ret double %17
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define internal nofpclass(nan inf) double @a_atomic_type(ptr nocapture noundef %0) #6 {
  %2 = load atomic double, ptr %0 seq_cst, align 8, !tbaa !14
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load atomic double, ptr %3 seq_cst, align 8, !tbaa !14
  %5 = fmul fast double %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store atomic double %5, ptr %6 seq_cst, align 8, !tbaa !14
  %7 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !14
  %10 = fmul fast double %9, %2
  %11 = fadd fast double %10, %7
  store atomic double %11, ptr %8 seq_cst, align 8, !tbaa !14
  %12 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !14
  %13 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !14
  %14 = fmul fast double %13, %12
  ret double %14
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @a_global(ptr nocapture noundef readonly %0) #7 {
  store double 0.000000e+00, ptr @g_acc, align 8, !tbaa !9
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul fast double %2, 3.000000e-01
  %4 = tail call fast double @llvm.exp.f64(double %3)
  %5 = fmul fast double %4, %2
  %6 = atomicrmw fadd ptr @g_acc, double %5 monotonic, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = fmul fast double %8, 3.000000e-01
  %10 = tail call fast double @llvm.exp.f64(double %9)
  %11 = fmul fast double %10, %8
  %12 = atomicrmw fadd ptr @g_acc, double %11 monotonic, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fmul fast double %14, 3.000000e-01
  %16 = tail call fast double @llvm.exp.f64(double %15)
  %17 = fmul fast double %16, %14
  %18 = atomicrmw fadd ptr @g_acc, double %17 monotonic, align 8
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul fast double %20, 3.000000e-01
  %22 = tail call fast double @llvm.exp.f64(double %21)
  %23 = fmul fast double %22, %20
  %24 = atomicrmw fadd ptr @g_acc, double %23 monotonic, align 8
  %25 = load double, ptr @g_acc, align 8, !tbaa !9
  %26 = fmul fast double %25, %25
  ret double %26
}

; Function Attrs: nofree norecurse nounwind memory(argmem: read) uwtable
define internal nofpclass(nan inf) double @a_atomic_sum(ptr nocapture noundef readonly %0) #8 {
  %2 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  store double 2.500000e-01, ptr %2, align 8, !tbaa !14
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = tail call fast double @llvm.sin.f64(double %3)
  %5 = fmul fast double %4, %3
  %6 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  br label %7

7:                                                ; preds = %7, %1
  %8 = phi fast double [ %6, %1 ], [ %15, %7 ]
  %9 = fadd fast double %8, %5
  %10 = bitcast double %8 to i64
  %11 = bitcast double %9 to i64
  %12 = cmpxchg ptr %2, i64 %10, i64 %11 seq_cst seq_cst, align 8
  %13 = extractvalue { i64, i1 } %12, 0
  %14 = extractvalue { i64, i1 } %12, 1
  %15 = bitcast i64 %13 to double
  br i1 %14, label %16, label %7

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = call fast double @llvm.sin.f64(double %18)
  %20 = fmul fast double %19, %18
  %21 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  br label %22

22:                                               ; preds = %22, %16
  %23 = phi fast double [ %21, %16 ], [ %30, %22 ]
  %24 = fadd fast double %23, %20
  %25 = bitcast double %23 to i64
  %26 = bitcast double %24 to i64
  %27 = cmpxchg ptr %2, i64 %25, i64 %26 seq_cst seq_cst, align 8
  %28 = extractvalue { i64, i1 } %27, 0
  %29 = extractvalue { i64, i1 } %27, 1
  %30 = bitcast i64 %28 to double
  br i1 %29, label %31, label %22

31:                                               ; preds = %22
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = call fast double @llvm.sin.f64(double %33)
  %35 = fmul fast double %34, %33
  %36 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  br label %37

37:                                               ; preds = %37, %31
  %38 = phi fast double [ %36, %31 ], [ %45, %37 ]
  %39 = fadd fast double %38, %35
  %40 = bitcast double %38 to i64
  %41 = bitcast double %39 to i64
  %42 = cmpxchg ptr %2, i64 %40, i64 %41 seq_cst seq_cst, align 8
  %43 = extractvalue { i64, i1 } %42, 0
  %44 = extractvalue { i64, i1 } %42, 1
  %45 = bitcast i64 %43 to double
  br i1 %44, label %46, label %37

46:                                               ; preds = %37
  %47 = getelementptr inbounds i8, ptr %0, i64 24
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = call fast double @llvm.sin.f64(double %48)
  %50 = fmul fast double %49, %48
  %51 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  br label %52

52:                                               ; preds = %52, %46
  %53 = phi fast double [ %51, %46 ], [ %60, %52 ]
  %54 = fadd fast double %53, %50
  %55 = bitcast double %53 to i64
  %56 = bitcast double %54 to i64
  %57 = cmpxchg ptr %2, i64 %55, i64 %56 seq_cst seq_cst, align 8
  %58 = extractvalue { i64, i1 } %57, 0
  %59 = extractvalue { i64, i1 } %57, 1
  %60 = bitcast i64 %58 to double
  br i1 %59, label %61, label %52

61:                                               ; preds = %52
  %62 = load double, ptr %17, align 8, !tbaa !9
  %63 = fmul fast double %62, 5.000000e-01
  %64 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  br label %65

65:                                               ; preds = %65, %61
  %66 = phi fast double [ %64, %61 ], [ %73, %65 ]
  %67 = fsub fast double %66, %63
  %68 = bitcast double %66 to i64
  %69 = bitcast double %67 to i64
  %70 = cmpxchg ptr %2, i64 %68, i64 %69 seq_cst seq_cst, align 8
  %71 = extractvalue { i64, i1 } %70, 0
  %72 = extractvalue { i64, i1 } %70, 1
  %73 = bitcast i64 %71 to double
  br i1 %72, label %74, label %65

74:                                               ; preds = %65
  %75 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  %76 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !14
  %77 = fmul fast double %76, %75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret double %77
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @a_atomic_global(ptr nocapture noundef readonly %0) #9 {
  store atomic double 0.000000e+00, ptr @g_at seq_cst, align 8, !tbaa !14
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul fast double %2, %2
  %4 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
  br label %54

5:                                                ; preds = %54
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = fmul fast double %7, %7
  %9 = fmul fast double %8, 2.000000e+00
  %10 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
  br label %11

11:                                               ; preds = %11, %5
  %12 = phi fast double [ %10, %5 ], [ %19, %11 ]
  %13 = fadd fast double %12, %9
  %14 = bitcast double %12 to i64
  %15 = bitcast double %13 to i64
  %16 = cmpxchg ptr @g_at, i64 %14, i64 %15 seq_cst seq_cst, align 8
  %17 = extractvalue { i64, i1 } %16, 0
  %18 = extractvalue { i64, i1 } %16, 1
  %19 = bitcast i64 %17 to double
  br i1 %18, label %20, label %11, !llvm.loop !15

20:                                               ; preds = %11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul fast double %22, %22
  %24 = fmul fast double %23, 3.000000e+00
  %25 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
  br label %26

26:                                               ; preds = %26, %20
  %27 = phi fast double [ %25, %20 ], [ %34, %26 ]
  %28 = fadd fast double %27, %24
  %29 = bitcast double %27 to i64
  %30 = bitcast double %28 to i64
  %31 = cmpxchg ptr @g_at, i64 %29, i64 %30 seq_cst seq_cst, align 8
  %32 = extractvalue { i64, i1 } %31, 0
  %33 = extractvalue { i64, i1 } %31, 1
  %34 = bitcast i64 %32 to double
  br i1 %33, label %35, label %26, !llvm.loop !15

35:                                               ; preds = %26
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul fast double %37, %37
  %39 = fmul fast double %38, 4.000000e+00
  %40 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
  br label %41

41:                                               ; preds = %41, %35
  %42 = phi fast double [ %40, %35 ], [ %49, %41 ]
  %43 = fadd fast double %42, %39
  %44 = bitcast double %42 to i64
  %45 = bitcast double %43 to i64
  %46 = cmpxchg ptr @g_at, i64 %44, i64 %45 seq_cst seq_cst, align 8
  %47 = extractvalue { i64, i1 } %46, 0
  %48 = extractvalue { i64, i1 } %46, 1
  %49 = bitcast i64 %47 to double
  br i1 %48, label %50, label %41, !llvm.loop !15

50:                                               ; preds = %41
  %51 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !14
  %52 = load double, ptr %0, align 8, !tbaa !9
  %53 = fmul fast double %52, %51
  ret double %53

54:                                               ; preds = %54, %1
  %55 = phi fast double [ %4, %1 ], [ %62, %54 ]
  %56 = fadd fast double %55, %3
  %57 = bitcast double %55 to i64
  %58 = bitcast double %56 to i64
  %59 = cmpxchg ptr @g_at, i64 %57, i64 %58 seq_cst seq_cst, align 8
  %60 = extractvalue { i64, i1 } %59, 0
  %61 = extractvalue { i64, i1 } %59, 1
  %62 = bitcast i64 %60 to double
  br i1 %61, label %5, label %54, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #12

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree norecurse nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!13 = distinct !{!13, !12}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !12}
