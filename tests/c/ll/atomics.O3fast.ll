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
  %35 = getelementptr inbounds i8, ptr %15, i64 8
  %36 = getelementptr inbounds i8, ptr %15, i64 16
  %37 = getelementptr inbounds i8, ptr %15, i64 24
  %38 = getelementptr inbounds i8, ptr %1, i64 8
  %39 = getelementptr inbounds i8, ptr %1, i64 16
  %40 = getelementptr inbounds i8, ptr %1, i64 24
  %41 = getelementptr inbounds i8, ptr %18, i64 8
  %42 = getelementptr inbounds i8, ptr %18, i64 16
  %43 = getelementptr inbounds i8, ptr %18, i64 24
  %44 = getelementptr inbounds i8, ptr %21, i64 8
  %45 = getelementptr inbounds i8, ptr %21, i64 16
  %46 = getelementptr inbounds i8, ptr %21, i64 24
  %47 = getelementptr inbounds i8, ptr %5, i64 8
  %48 = getelementptr inbounds i8, ptr %4, i64 8
  %49 = getelementptr inbounds i8, ptr %5, i64 16
  %50 = getelementptr inbounds i8, ptr %4, i64 16
  %51 = getelementptr inbounds i8, ptr %5, i64 24
  %52 = getelementptr inbounds i8, ptr %4, i64 24
  %53 = getelementptr inbounds i8, ptr %9, i64 8
  %54 = getelementptr inbounds i8, ptr %8, i64 8
  %55 = getelementptr inbounds i8, ptr %9, i64 16
  %56 = getelementptr inbounds i8, ptr %8, i64 16
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  %58 = getelementptr inbounds i8, ptr %8, i64 24
  %59 = getelementptr inbounds i8, ptr %13, i64 8
  %60 = getelementptr inbounds i8, ptr %12, i64 8
  %61 = getelementptr inbounds i8, ptr %13, i64 16
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  %63 = getelementptr inbounds i8, ptr %13, i64 24
  %64 = getelementptr inbounds i8, ptr %12, i64 24
  %65 = getelementptr inbounds i8, ptr %16, i64 8
  %66 = getelementptr inbounds i8, ptr %16, i64 16
  %67 = getelementptr inbounds i8, ptr %16, i64 24
  %68 = getelementptr inbounds i8, ptr %19, i64 8
  %69 = getelementptr inbounds i8, ptr %19, i64 16
  %70 = getelementptr inbounds i8, ptr %19, i64 24
  %71 = getelementptr inbounds i8, ptr %22, i64 8
  %72 = getelementptr inbounds i8, ptr %22, i64 16
  %73 = getelementptr inbounds i8, ptr %22, i64 24
  %74 = getelementptr inbounds i8, ptr %26, i64 8
  %75 = getelementptr inbounds i8, ptr %25, i64 8
  %76 = getelementptr inbounds i8, ptr %26, i64 16
  %77 = getelementptr inbounds i8, ptr %25, i64 16
  %78 = getelementptr inbounds i8, ptr %26, i64 24
  %79 = getelementptr inbounds i8, ptr %25, i64 24
  %80 = getelementptr inbounds i8, ptr %30, i64 8
  %81 = getelementptr inbounds i8, ptr %29, i64 8
  %82 = getelementptr inbounds i8, ptr %30, i64 16
  %83 = getelementptr inbounds i8, ptr %29, i64 16
  %84 = getelementptr inbounds i8, ptr %30, i64 24
  %85 = getelementptr inbounds i8, ptr %29, i64 24
  %86 = getelementptr inbounds i8, ptr %34, i64 8
  %87 = getelementptr inbounds i8, ptr %33, i64 8
  %88 = getelementptr inbounds i8, ptr %34, i64 16
  %89 = getelementptr inbounds i8, ptr %33, i64 16
  %90 = getelementptr inbounds i8, ptr %34, i64 24
  %91 = getelementptr inbounds i8, ptr %33, i64 24
  br label %98

92:                                               ; preds = %647
  %93 = load i32, ptr @n_fail, align 4, !tbaa !5
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %93)
  %95 = load i32, ptr @n_fail, align 4, !tbaa !5
  %96 = icmp ne i32 %95, 0
  %97 = zext i1 %96 to i32
  ret i32 %97

98:                                               ; preds = %0, %647
  %99 = phi i1 [ true, %0 ], [ false, %647 ]
  %100 = phi i64 [ 0, %0 ], [ 1, %647 ]
  %101 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %100
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %102 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %103 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %102, ptr noundef nonnull %2, ptr noundef nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %5, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %104 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %105 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %104, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %105, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %47, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %106 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %107 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %106, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %107, ptr %48, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %49, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %108 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %109 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %108, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %109, ptr %50, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %51, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %110 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %111 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %110, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %111, ptr %52, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @a_fetch_add, ptr noundef nonnull %101, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %112 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %113 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %112, ptr noundef nonnull %6, ptr noundef nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %9, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %114 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %115 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %114, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %115, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %53, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %116 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %117 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %116, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %117, ptr %54, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %55, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %118 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %119 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %118, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %119, ptr %56, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %57, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %120 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %121 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %120, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %121, ptr %58, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @a_fetch_old, ptr noundef nonnull %101, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %122 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %123 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %122, ptr noundef nonnull %10, ptr noundef nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %13, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %124 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %125 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %124, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %125, ptr %12, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %59, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %126 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %127 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %126, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %127, ptr %60, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %61, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %128 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %129 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %128, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %129, ptr %62, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %130 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %131 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %130, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %131, ptr %64, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call fastcc void @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @a_fetch_sub, ptr noundef nonnull %101, ptr noundef nonnull %11, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %132 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %133 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %132, ptr noundef nonnull %14, ptr noundef nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %16, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %134 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %135 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %134, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %136 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %137 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %136, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %66, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %138 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %139 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %138, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %67, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %140 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %141 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %140, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  %142 = load double, ptr %101, align 16
  %143 = call fast double @llvm.fabs.f64(double %142)
  %144 = call fast double @llvm.maxnum.f64(double %143, double 1.000000e+00)
  %145 = fmul fast double %144, 0x3EB0C6F7A0B5ED8D
  %146 = getelementptr inbounds i8, ptr %101, i64 8
  %147 = load double, ptr %146, align 8
  %148 = getelementptr inbounds i8, ptr %101, i64 16
  %149 = getelementptr inbounds i8, ptr %101, i64 24
  %150 = load double, ptr %149, align 8
  %151 = fadd fast double %145, %142
  %152 = fmul fast double %151, %147
  %153 = fadd fast double %152, 1.000000e+00
  %154 = fmul fast double %153, %153
  %155 = fmul fast double %151, %150
  %156 = fsub fast double %142, %145
  %157 = fmul fast double %156, %147
  %158 = fadd fast double %157, 1.000000e+00
  %159 = fmul fast double %156, %150
  %160 = load double, ptr %15, align 16, !tbaa !9
  %161 = fmul fast double %158, %158
  %162 = fadd fast double %155, %154
  %163 = fadd fast double %159, %161
  %164 = fsub fast double %162, %163
  %165 = fmul fast double %144, 2.000000e-06
  %166 = fdiv fast double %164, %165
  %167 = call fast double @llvm.fabs.f64(double %166)
  %168 = call fast double @llvm.maxnum.f64(double %167, double 1.000000e+00)
  %169 = fsub fast double %160, %166
  %170 = call fast double @llvm.fabs.f64(double %169)
  %171 = fmul fast double %168, 0x3EB0C6F7A0B5ED8D
  %172 = fcmp fast ole double %170, %171
  %173 = select i1 %172, ptr @.str.11, ptr @.str.12
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %160, double noundef nofpclass(nan inf) %166, ptr noundef nonnull %173)
  br i1 %172, label %178, label %175

175:                                              ; preds = %98
  %176 = load i32, ptr @n_fail, align 4, !tbaa !5
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr @n_fail, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %175, %98
  %179 = load double, ptr %15, align 16, !tbaa !9
  %180 = call fast double @llvm.fabs.f64(double %179)
  %181 = call fast double @llvm.maxnum.f64(double %180, double 1.000000e+00)
  %182 = fsub fast double %135, %179
  %183 = call fast double @llvm.fabs.f64(double %182)
  %184 = fmul fast double %181, 1.000000e-10
  %185 = fcmp fast ole double %183, %184
  %186 = select i1 %185, ptr @.str.11, ptr @.str.12
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %135, double noundef nofpclass(nan inf) %179, ptr noundef nonnull %186)
  br i1 %185, label %191, label %188

188:                                              ; preds = %178
  %189 = load i32, ptr @n_fail, align 4, !tbaa !5
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr @n_fail, align 4, !tbaa !5
  br label %191

191:                                              ; preds = %188, %178
  %192 = call fast double @llvm.fabs.f64(double %147)
  %193 = call fast double @llvm.maxnum.f64(double %192, double 1.000000e+00)
  %194 = fmul fast double %193, 0x3EB0C6F7A0B5ED8D
  %195 = fadd fast double %194, %147
  %196 = fmul fast double %195, %142
  %197 = fadd fast double %196, 1.000000e+00
  %198 = fmul fast double %197, %197
  %199 = fmul fast double %150, %142
  %200 = fsub fast double %147, %194
  %201 = fmul fast double %200, %142
  %202 = fadd fast double %201, 1.000000e+00
  %203 = fmul fast double %202, %202
  %204 = load double, ptr %35, align 8, !tbaa !9
  %205 = fsub fast double %198, %203
  %206 = fmul fast double %193, 2.000000e-06
  %207 = fdiv fast double %205, %206
  %208 = call fast double @llvm.fabs.f64(double %207)
  %209 = call fast double @llvm.maxnum.f64(double %208, double 1.000000e+00)
  %210 = fsub fast double %204, %207
  %211 = call fast double @llvm.fabs.f64(double %210)
  %212 = fmul fast double %209, 0x3EB0C6F7A0B5ED8D
  %213 = fcmp fast ole double %211, %212
  %214 = select i1 %213, ptr @.str.11, ptr @.str.12
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %204, double noundef nofpclass(nan inf) %207, ptr noundef nonnull %214)
  br i1 %213, label %219, label %216

216:                                              ; preds = %191
  %217 = load i32, ptr @n_fail, align 4, !tbaa !5
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr @n_fail, align 4, !tbaa !5
  br label %219

219:                                              ; preds = %216, %191
  %220 = load double, ptr %35, align 8, !tbaa !9
  %221 = call fast double @llvm.fabs.f64(double %220)
  %222 = call fast double @llvm.maxnum.f64(double %221, double 1.000000e+00)
  %223 = fsub fast double %137, %220
  %224 = call fast double @llvm.fabs.f64(double %223)
  %225 = fmul fast double %222, 1.000000e-10
  %226 = fcmp fast ole double %224, %225
  %227 = select i1 %226, ptr @.str.11, ptr @.str.12
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %137, double noundef nofpclass(nan inf) %220, ptr noundef nonnull %227)
  br i1 %226, label %232, label %229

229:                                              ; preds = %219
  %230 = load i32, ptr @n_fail, align 4, !tbaa !5
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr @n_fail, align 4, !tbaa !5
  br label %232

232:                                              ; preds = %229, %219
  %233 = load double, ptr %148, align 16
  %234 = call fast double @llvm.fabs.f64(double %233)
  %235 = call fast double @llvm.maxnum.f64(double %234, double 1.000000e+00)
  %236 = fmul fast double %235, 0x3EB0C6F7A0B5ED8D
  %237 = load double, ptr %36, align 16, !tbaa !9
  %238 = fmul fast double %235, 2.000000e-06
  %239 = call fast double @llvm.fabs.f64(double %237)
  %240 = fcmp fast ole double %239, 0x3EB0C6F7A0B5ED8D
  %241 = select i1 %240, ptr @.str.11, ptr @.str.12
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %241)
  br i1 %240, label %246, label %243

243:                                              ; preds = %232
  %244 = load i32, ptr @n_fail, align 4, !tbaa !5
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr @n_fail, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %243, %232
  %247 = load double, ptr %36, align 16, !tbaa !9
  %248 = call fast double @llvm.fabs.f64(double %247)
  %249 = call fast double @llvm.maxnum.f64(double %248, double 1.000000e+00)
  %250 = fsub fast double %139, %247
  %251 = call fast double @llvm.fabs.f64(double %250)
  %252 = fmul fast double %249, 1.000000e-10
  %253 = fcmp fast ole double %251, %252
  %254 = select i1 %253, ptr @.str.11, ptr @.str.12
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %139, double noundef nofpclass(nan inf) %247, ptr noundef nonnull %254)
  br i1 %253, label %259, label %256

256:                                              ; preds = %246
  %257 = load i32, ptr @n_fail, align 4, !tbaa !5
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr @n_fail, align 4, !tbaa !5
  br label %259

259:                                              ; preds = %256, %246
  %260 = call fast double @llvm.fabs.f64(double %150)
  %261 = call fast double @llvm.maxnum.f64(double %260, double 1.000000e+00)
  %262 = fmul fast double %261, 0x3EB0C6F7A0B5ED8D
  %263 = fadd fast double %262, %150
  %264 = fsub fast double %150, %262
  %265 = load double, ptr %37, align 8, !tbaa !9
  %266 = fmul fast double %261, 2.000000e-06
  %267 = fmul fast double %266, %142
  %268 = fmul fast double %261, 2.000000e-06
  %269 = fdiv fast double %267, %268
  %270 = call fast double @llvm.fabs.f64(double %269)
  %271 = call fast double @llvm.maxnum.f64(double %270, double 1.000000e+00)
  %272 = fsub fast double %265, %269
  %273 = call fast double @llvm.fabs.f64(double %272)
  %274 = fmul fast double %271, 0x3EB0C6F7A0B5ED8D
  %275 = fcmp fast ole double %273, %274
  %276 = select i1 %275, ptr @.str.11, ptr @.str.12
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef nofpclass(nan inf) %265, double noundef nofpclass(nan inf) %269, ptr noundef nonnull %276)
  br i1 %275, label %281, label %278

278:                                              ; preds = %259
  %279 = load i32, ptr @n_fail, align 4, !tbaa !5
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr @n_fail, align 4, !tbaa !5
  br label %281

281:                                              ; preds = %278, %259
  %282 = load double, ptr %37, align 8, !tbaa !9
  %283 = call fast double @llvm.fabs.f64(double %282)
  %284 = call fast double @llvm.maxnum.f64(double %283, double 1.000000e+00)
  %285 = fsub fast double %141, %282
  %286 = call fast double @llvm.fabs.f64(double %285)
  %287 = fmul fast double %284, 1.000000e-10
  %288 = fcmp fast ole double %286, %287
  %289 = select i1 %288, ptr @.str.11, ptr @.str.12
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef nofpclass(nan inf) %141, double noundef nofpclass(nan inf) %282, ptr noundef nonnull %289)
  br i1 %288, label %294, label %291

291:                                              ; preds = %281
  %292 = load i32, ptr @n_fail, align 4, !tbaa !5
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr @n_fail, align 4, !tbaa !5
  br label %294

294:                                              ; preds = %281, %291
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %295 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %296 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %295, ptr noundef nonnull %17, ptr noundef nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %19, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %297 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %298 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %297, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %68, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %299 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %300 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %299, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %69, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %301 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %302 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %301, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %70, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %303 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %304 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %303, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  store double %151, ptr %1, align 16, !tbaa !9
  %305 = load double, ptr %38, align 8, !tbaa !9
  %306 = load double, ptr %39, align 16, !tbaa !9
  %307 = fmul fast double %306, %305
  %308 = bitcast double %307 to i64
  %309 = atomicrmw xchg ptr %1, i64 %308 seq_cst, align 8
  %310 = bitcast i64 %309 to double
  %311 = fmul fast double %310, %310
  %312 = load double, ptr %40, align 8, !tbaa !9
  %313 = fmul fast double %311, %312
  %314 = load double, ptr %1, align 16, !tbaa !9
  %315 = call fast double @llvm.cos.f64(double %314)
  %316 = fmul fast double %315, %314
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  store double %156, ptr %1, align 16, !tbaa !9
  %317 = load double, ptr %38, align 8, !tbaa !9
  %318 = load double, ptr %39, align 16, !tbaa !9
  %319 = fmul fast double %318, %317
  %320 = bitcast double %319 to i64
  %321 = atomicrmw xchg ptr %1, i64 %320 seq_cst, align 8
  %322 = bitcast i64 %321 to double
  %323 = load double, ptr %40, align 8, !tbaa !9
  %324 = load double, ptr %1, align 16, !tbaa !9
  %325 = call fast double @llvm.cos.f64(double %324)
  %326 = load double, ptr %18, align 16, !tbaa !9
  %327 = fmul fast double %322, %322
  %328 = fmul fast double %327, %323
  %329 = fmul fast double %325, %324
  %330 = fadd fast double %329, %328
  %331 = fadd fast double %316, %313
  %332 = fsub fast double %331, %330
  %333 = fdiv fast double %332, %165
  %334 = call fast double @llvm.fabs.f64(double %333)
  %335 = call fast double @llvm.maxnum.f64(double %334, double 1.000000e+00)
  %336 = fsub fast double %326, %333
  %337 = call fast double @llvm.fabs.f64(double %336)
  %338 = fmul fast double %335, 0x3EB0C6F7A0B5ED8D
  %339 = fcmp fast ole double %337, %338
  %340 = select i1 %339, ptr @.str.11, ptr @.str.12
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %326, double noundef nofpclass(nan inf) %333, ptr noundef nonnull %340)
  br i1 %339, label %345, label %342

342:                                              ; preds = %294
  %343 = load i32, ptr @n_fail, align 4, !tbaa !5
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @n_fail, align 4, !tbaa !5
  br label %345

345:                                              ; preds = %342, %294
  %346 = load double, ptr %18, align 16, !tbaa !9
  %347 = call fast double @llvm.fabs.f64(double %346)
  %348 = call fast double @llvm.maxnum.f64(double %347, double 1.000000e+00)
  %349 = fsub fast double %298, %346
  %350 = call fast double @llvm.fabs.f64(double %349)
  %351 = fmul fast double %348, 1.000000e-10
  %352 = fcmp fast ole double %350, %351
  %353 = select i1 %352, ptr @.str.11, ptr @.str.12
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %298, double noundef nofpclass(nan inf) %346, ptr noundef nonnull %353)
  br i1 %352, label %358, label %355

355:                                              ; preds = %345
  %356 = load i32, ptr @n_fail, align 4, !tbaa !5
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr @n_fail, align 4, !tbaa !5
  br label %358

358:                                              ; preds = %355, %345
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  store double %195, ptr %38, align 8, !tbaa !9
  %359 = load double, ptr %39, align 16, !tbaa !9
  %360 = fmul fast double %359, %195
  %361 = bitcast double %360 to i64
  %362 = atomicrmw xchg ptr %1, i64 %361 seq_cst, align 8
  %363 = bitcast i64 %362 to double
  %364 = fmul fast double %363, %363
  %365 = load double, ptr %40, align 8, !tbaa !9
  %366 = fmul fast double %364, %365
  %367 = load double, ptr %1, align 16, !tbaa !9
  %368 = call fast double @llvm.cos.f64(double %367)
  %369 = fmul fast double %368, %367
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  store double %200, ptr %38, align 8, !tbaa !9
  %370 = load double, ptr %39, align 16, !tbaa !9
  %371 = fmul fast double %370, %200
  %372 = bitcast double %371 to i64
  %373 = atomicrmw xchg ptr %1, i64 %372 seq_cst, align 8
  %374 = bitcast i64 %373 to double
  %375 = load double, ptr %40, align 8, !tbaa !9
  %376 = load double, ptr %1, align 16, !tbaa !9
  %377 = call fast double @llvm.cos.f64(double %376)
  %378 = load double, ptr %41, align 8, !tbaa !9
  %379 = fmul fast double %374, %374
  %380 = fmul fast double %379, %375
  %381 = fmul fast double %377, %376
  %382 = fadd fast double %381, %380
  %383 = fadd fast double %369, %366
  %384 = fsub fast double %383, %382
  %385 = fdiv fast double %384, %206
  %386 = call fast double @llvm.fabs.f64(double %385)
  %387 = call fast double @llvm.maxnum.f64(double %386, double 1.000000e+00)
  %388 = fsub fast double %378, %385
  %389 = call fast double @llvm.fabs.f64(double %388)
  %390 = fmul fast double %387, 0x3EB0C6F7A0B5ED8D
  %391 = fcmp fast ole double %389, %390
  %392 = select i1 %391, ptr @.str.11, ptr @.str.12
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef nofpclass(nan inf) %378, double noundef nofpclass(nan inf) %385, ptr noundef nonnull %392)
  br i1 %391, label %397, label %394

394:                                              ; preds = %358
  %395 = load i32, ptr @n_fail, align 4, !tbaa !5
  %396 = add nsw i32 %395, 1
  store i32 %396, ptr @n_fail, align 4, !tbaa !5
  br label %397

397:                                              ; preds = %394, %358
  %398 = load double, ptr %41, align 8, !tbaa !9
  %399 = call fast double @llvm.fabs.f64(double %398)
  %400 = call fast double @llvm.maxnum.f64(double %399, double 1.000000e+00)
  %401 = fsub fast double %300, %398
  %402 = call fast double @llvm.fabs.f64(double %401)
  %403 = fmul fast double %400, 1.000000e-10
  %404 = fcmp fast ole double %402, %403
  %405 = select i1 %404, ptr @.str.11, ptr @.str.12
  %406 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef nofpclass(nan inf) %300, double noundef nofpclass(nan inf) %398, ptr noundef nonnull %405)
  br i1 %404, label %410, label %407

407:                                              ; preds = %397
  %408 = load i32, ptr @n_fail, align 4, !tbaa !5
  %409 = add nsw i32 %408, 1
  store i32 %409, ptr @n_fail, align 4, !tbaa !5
  br label %410

410:                                              ; preds = %407, %397
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  %411 = fadd fast double %236, %233
  store double %411, ptr %39, align 16, !tbaa !9
  %412 = load double, ptr %38, align 8, !tbaa !9
  %413 = fmul fast double %412, %411
  %414 = bitcast double %413 to i64
  %415 = atomicrmw xchg ptr %1, i64 %414 seq_cst, align 8
  %416 = bitcast i64 %415 to double
  %417 = fmul fast double %416, %416
  %418 = load double, ptr %40, align 8, !tbaa !9
  %419 = fmul fast double %417, %418
  %420 = load double, ptr %1, align 16, !tbaa !9
  %421 = call fast double @llvm.cos.f64(double %420)
  %422 = fmul fast double %421, %420
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  %423 = fsub fast double %233, %236
  store double %423, ptr %39, align 16, !tbaa !9
  %424 = load double, ptr %38, align 8, !tbaa !9
  %425 = fmul fast double %424, %423
  %426 = bitcast double %425 to i64
  %427 = atomicrmw xchg ptr %1, i64 %426 seq_cst, align 8
  %428 = bitcast i64 %427 to double
  %429 = load double, ptr %40, align 8, !tbaa !9
  %430 = load double, ptr %1, align 16, !tbaa !9
  %431 = call fast double @llvm.cos.f64(double %430)
  %432 = load double, ptr %42, align 16, !tbaa !9
  %433 = fmul fast double %428, %428
  %434 = fmul fast double %433, %429
  %435 = fmul fast double %431, %430
  %436 = fadd fast double %435, %434
  %437 = fadd fast double %422, %419
  %438 = fsub fast double %437, %436
  %439 = fdiv fast double %438, %238
  %440 = call fast double @llvm.fabs.f64(double %439)
  %441 = call fast double @llvm.maxnum.f64(double %440, double 1.000000e+00)
  %442 = fsub fast double %432, %439
  %443 = call fast double @llvm.fabs.f64(double %442)
  %444 = fmul fast double %441, 0x3EB0C6F7A0B5ED8D
  %445 = fcmp fast ole double %443, %444
  %446 = select i1 %445, ptr @.str.11, ptr @.str.12
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef nofpclass(nan inf) %432, double noundef nofpclass(nan inf) %439, ptr noundef nonnull %446)
  br i1 %445, label %451, label %448

448:                                              ; preds = %410
  %449 = load i32, ptr @n_fail, align 4, !tbaa !5
  %450 = add nsw i32 %449, 1
  store i32 %450, ptr @n_fail, align 4, !tbaa !5
  br label %451

451:                                              ; preds = %448, %410
  %452 = load double, ptr %42, align 16, !tbaa !9
  %453 = call fast double @llvm.fabs.f64(double %452)
  %454 = call fast double @llvm.maxnum.f64(double %453, double 1.000000e+00)
  %455 = fsub fast double %302, %452
  %456 = call fast double @llvm.fabs.f64(double %455)
  %457 = fmul fast double %454, 1.000000e-10
  %458 = fcmp fast ole double %456, %457
  %459 = select i1 %458, ptr @.str.11, ptr @.str.12
  %460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef nofpclass(nan inf) %302, double noundef nofpclass(nan inf) %452, ptr noundef nonnull %459)
  br i1 %458, label %464, label %461

461:                                              ; preds = %451
  %462 = load i32, ptr @n_fail, align 4, !tbaa !5
  %463 = add nsw i32 %462, 1
  store i32 %463, ptr @n_fail, align 4, !tbaa !5
  br label %464

464:                                              ; preds = %461, %451
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  store double %263, ptr %40, align 8, !tbaa !9
  %465 = load double, ptr %38, align 8, !tbaa !9
  %466 = load double, ptr %39, align 16, !tbaa !9
  %467 = fmul fast double %466, %465
  %468 = bitcast double %467 to i64
  %469 = atomicrmw xchg ptr %1, i64 %468 seq_cst, align 8
  %470 = bitcast i64 %469 to double
  %471 = fmul fast double %470, %470
  %472 = load double, ptr %40, align 8, !tbaa !9
  %473 = fmul fast double %471, %472
  %474 = load double, ptr %1, align 16, !tbaa !9
  %475 = call fast double @llvm.cos.f64(double %474)
  %476 = fmul fast double %475, %474
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %101, i64 32, i1 false)
  store double %264, ptr %40, align 8, !tbaa !9
  %477 = load double, ptr %38, align 8, !tbaa !9
  %478 = load double, ptr %39, align 16, !tbaa !9
  %479 = fmul fast double %478, %477
  %480 = bitcast double %479 to i64
  %481 = atomicrmw xchg ptr %1, i64 %480 seq_cst, align 8
  %482 = bitcast i64 %481 to double
  %483 = load double, ptr %40, align 8, !tbaa !9
  %484 = load double, ptr %1, align 16, !tbaa !9
  %485 = call fast double @llvm.cos.f64(double %484)
  %486 = load double, ptr %43, align 8, !tbaa !9
  %487 = fmul fast double %482, %482
  %488 = fmul fast double %487, %483
  %489 = fmul fast double %485, %484
  %490 = fadd fast double %489, %488
  %491 = fadd fast double %476, %473
  %492 = fsub fast double %491, %490
  %493 = fdiv fast double %492, %268
  %494 = call fast double @llvm.fabs.f64(double %493)
  %495 = call fast double @llvm.maxnum.f64(double %494, double 1.000000e+00)
  %496 = fsub fast double %486, %493
  %497 = call fast double @llvm.fabs.f64(double %496)
  %498 = fmul fast double %495, 0x3EB0C6F7A0B5ED8D
  %499 = fcmp fast ole double %497, %498
  %500 = select i1 %499, ptr @.str.11, ptr @.str.12
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef nofpclass(nan inf) %486, double noundef nofpclass(nan inf) %493, ptr noundef nonnull %500)
  br i1 %499, label %505, label %502

502:                                              ; preds = %464
  %503 = load i32, ptr @n_fail, align 4, !tbaa !5
  %504 = add nsw i32 %503, 1
  store i32 %504, ptr @n_fail, align 4, !tbaa !5
  br label %505

505:                                              ; preds = %502, %464
  %506 = load double, ptr %43, align 8, !tbaa !9
  %507 = call fast double @llvm.fabs.f64(double %506)
  %508 = call fast double @llvm.maxnum.f64(double %507, double 1.000000e+00)
  %509 = fsub fast double %304, %506
  %510 = call fast double @llvm.fabs.f64(double %509)
  %511 = fmul fast double %508, 1.000000e-10
  %512 = fcmp fast ole double %510, %511
  %513 = select i1 %512, ptr @.str.11, ptr @.str.12
  %514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef nofpclass(nan inf) %304, double noundef nofpclass(nan inf) %506, ptr noundef nonnull %513)
  br i1 %512, label %518, label %515

515:                                              ; preds = %505
  %516 = load i32, ptr @n_fail, align 4, !tbaa !5
  %517 = add nsw i32 %516, 1
  store i32 %517, ptr @n_fail, align 4, !tbaa !5
  br label %518

518:                                              ; preds = %505, %515
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %519 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %520 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %519, ptr noundef nonnull %20, ptr noundef nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %22, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %521 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %522 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %521, ptr noundef nonnull %20, ptr noundef nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %71, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %523 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %524 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %523, ptr noundef nonnull %20, ptr noundef nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %72, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %525 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %526 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %525, ptr noundef nonnull %20, ptr noundef nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %73, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %527 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %528 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %527, ptr noundef nonnull %20, ptr noundef nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #13
  %529 = fmul fast double %233, %151
  %530 = fadd fast double %529, %155
  %531 = fmul fast double %530, %529
  %532 = fmul fast double %233, %156
  %533 = fadd fast double %532, %159
  %534 = fmul fast double %533, %532
  %535 = load double, ptr %21, align 16, !tbaa !9
  %536 = fsub fast double %531, %534
  %537 = fdiv fast double %536, %165
  %538 = call fast double @llvm.fabs.f64(double %537)
  %539 = call fast double @llvm.maxnum.f64(double %538, double 1.000000e+00)
  %540 = fsub fast double %535, %537
  %541 = call fast double @llvm.fabs.f64(double %540)
  %542 = fmul fast double %539, 0x3EB0C6F7A0B5ED8D
  %543 = fcmp fast ole double %541, %542
  %544 = select i1 %543, ptr @.str.11, ptr @.str.12
  %545 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %535, double noundef nofpclass(nan inf) %537, ptr noundef nonnull %544)
  br i1 %543, label %549, label %546

546:                                              ; preds = %518
  %547 = load i32, ptr @n_fail, align 4, !tbaa !5
  %548 = add nsw i32 %547, 1
  store i32 %548, ptr @n_fail, align 4, !tbaa !5
  br label %549

549:                                              ; preds = %546, %518
  %550 = load double, ptr %21, align 16, !tbaa !9
  %551 = call fast double @llvm.fabs.f64(double %550)
  %552 = call fast double @llvm.maxnum.f64(double %551, double 1.000000e+00)
  %553 = fsub fast double %522, %550
  %554 = call fast double @llvm.fabs.f64(double %553)
  %555 = fmul fast double %552, 1.000000e-10
  %556 = fcmp fast ole double %554, %555
  %557 = select i1 %556, ptr @.str.11, ptr @.str.12
  %558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %522, double noundef nofpclass(nan inf) %550, ptr noundef nonnull %557)
  br i1 %556, label %562, label %559

559:                                              ; preds = %549
  %560 = load i32, ptr @n_fail, align 4, !tbaa !5
  %561 = add nsw i32 %560, 1
  store i32 %561, ptr @n_fail, align 4, !tbaa !5
  br label %562

562:                                              ; preds = %559, %549
  %563 = load double, ptr %44, align 8, !tbaa !9
  %564 = call fast double @llvm.fabs.f64(double %563)
  %565 = fcmp fast ole double %564, 0x3EB0C6F7A0B5ED8D
  %566 = select i1 %565, ptr @.str.11, ptr @.str.12
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 1, double noundef nofpclass(nan inf) %563, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %566)
  br i1 %565, label %571, label %568

568:                                              ; preds = %562
  %569 = load i32, ptr @n_fail, align 4, !tbaa !5
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr @n_fail, align 4, !tbaa !5
  br label %571

571:                                              ; preds = %568, %562
  %572 = load double, ptr %44, align 8, !tbaa !9
  %573 = call fast double @llvm.fabs.f64(double %572)
  %574 = call fast double @llvm.maxnum.f64(double %573, double 1.000000e+00)
  %575 = fsub fast double %524, %572
  %576 = call fast double @llvm.fabs.f64(double %575)
  %577 = fmul fast double %574, 1.000000e-10
  %578 = fcmp fast ole double %576, %577
  %579 = select i1 %578, ptr @.str.11, ptr @.str.12
  %580 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 1, double noundef nofpclass(nan inf) %524, double noundef nofpclass(nan inf) %572, ptr noundef nonnull %579)
  br i1 %578, label %584, label %581

581:                                              ; preds = %571
  %582 = load i32, ptr @n_fail, align 4, !tbaa !5
  %583 = add nsw i32 %582, 1
  store i32 %583, ptr @n_fail, align 4, !tbaa !5
  br label %584

584:                                              ; preds = %581, %571
  %585 = fmul fast double %411, %142
  %586 = fadd fast double %585, %199
  %587 = fmul fast double %586, %585
  %588 = fmul fast double %423, %142
  %589 = fadd fast double %588, %199
  %590 = fmul fast double %589, %588
  %591 = load double, ptr %45, align 16, !tbaa !9
  %592 = fsub fast double %587, %590
  %593 = fdiv fast double %592, %238
  %594 = call fast double @llvm.fabs.f64(double %593)
  %595 = call fast double @llvm.maxnum.f64(double %594, double 1.000000e+00)
  %596 = fsub fast double %591, %593
  %597 = call fast double @llvm.fabs.f64(double %596)
  %598 = fmul fast double %595, 0x3EB0C6F7A0B5ED8D
  %599 = fcmp fast ole double %597, %598
  %600 = select i1 %599, ptr @.str.11, ptr @.str.12
  %601 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 2, double noundef nofpclass(nan inf) %591, double noundef nofpclass(nan inf) %593, ptr noundef nonnull %600)
  br i1 %599, label %605, label %602

602:                                              ; preds = %584
  %603 = load i32, ptr @n_fail, align 4, !tbaa !5
  %604 = add nsw i32 %603, 1
  store i32 %604, ptr @n_fail, align 4, !tbaa !5
  br label %605

605:                                              ; preds = %602, %584
  %606 = load double, ptr %45, align 16, !tbaa !9
  %607 = call fast double @llvm.fabs.f64(double %606)
  %608 = call fast double @llvm.maxnum.f64(double %607, double 1.000000e+00)
  %609 = fsub fast double %526, %606
  %610 = call fast double @llvm.fabs.f64(double %609)
  %611 = fmul fast double %608, 1.000000e-10
  %612 = fcmp fast ole double %610, %611
  %613 = select i1 %612, ptr @.str.11, ptr @.str.12
  %614 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 2, double noundef nofpclass(nan inf) %526, double noundef nofpclass(nan inf) %606, ptr noundef nonnull %613)
  br i1 %612, label %618, label %615

615:                                              ; preds = %605
  %616 = load i32, ptr @n_fail, align 4, !tbaa !5
  %617 = add nsw i32 %616, 1
  store i32 %617, ptr @n_fail, align 4, !tbaa !5
  br label %618

618:                                              ; preds = %615, %605
  %619 = load double, ptr %46, align 8, !tbaa !9
  %620 = fmul fast double %267, %142
  %621 = fmul fast double %620, %233
  %622 = fdiv fast double %621, %268
  %623 = call fast double @llvm.fabs.f64(double %622)
  %624 = call fast double @llvm.maxnum.f64(double %623, double 1.000000e+00)
  %625 = fsub fast double %619, %622
  %626 = call fast double @llvm.fabs.f64(double %625)
  %627 = fmul fast double %624, 0x3EB0C6F7A0B5ED8D
  %628 = fcmp fast ole double %626, %627
  %629 = select i1 %628, ptr @.str.11, ptr @.str.12
  %630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 3, double noundef nofpclass(nan inf) %619, double noundef nofpclass(nan inf) %622, ptr noundef nonnull %629)
  br i1 %628, label %634, label %631

631:                                              ; preds = %618
  %632 = load i32, ptr @n_fail, align 4, !tbaa !5
  %633 = add nsw i32 %632, 1
  store i32 %633, ptr @n_fail, align 4, !tbaa !5
  br label %634

634:                                              ; preds = %631, %618
  %635 = load double, ptr %46, align 8, !tbaa !9
  %636 = call fast double @llvm.fabs.f64(double %635)
  %637 = call fast double @llvm.maxnum.f64(double %636, double 1.000000e+00)
  %638 = fsub fast double %528, %635
  %639 = call fast double @llvm.fabs.f64(double %638)
  %640 = fmul fast double %637, 1.000000e-10
  %641 = fcmp fast ole double %639, %640
  %642 = select i1 %641, ptr @.str.11, ptr @.str.12
  %643 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, i32 noundef 3, double noundef nofpclass(nan inf) %528, double noundef nofpclass(nan inf) %635, ptr noundef nonnull %642)
  br i1 %641, label %647, label %644

644:                                              ; preds = %634
  %645 = load i32, ptr @n_fail, align 4, !tbaa !5
  %646 = add nsw i32 %645, 1
  store i32 %646, ptr @n_fail, align 4, !tbaa !5
  br label %647

647:                                              ; preds = %634, %644
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %648 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %649 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %648, ptr noundef nonnull %23, ptr noundef nonnull %24) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %26, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %650 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %651 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %650, ptr noundef nonnull %23, ptr noundef nonnull %26) #13
  store double %651, ptr %25, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %74, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %652 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %653 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %652, ptr noundef nonnull %23, ptr noundef nonnull %26) #13
  store double %653, ptr %75, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %76, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %654 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %655 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %654, ptr noundef nonnull %23, ptr noundef nonnull %26) #13
  store double %655, ptr %77, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %78, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %656 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %657 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %656, ptr noundef nonnull %23, ptr noundef nonnull %26) #13
  store double %657, ptr %79, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #13
  call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @a_global, ptr noundef nonnull %101, ptr noundef nonnull %24, ptr noundef nonnull %25)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %658 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %659 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %658, ptr noundef nonnull %27, ptr noundef nonnull %28) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %30, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %660 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %661 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %660, ptr noundef nonnull %27, ptr noundef nonnull %30) #13
  store double %661, ptr %29, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %80, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %662 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %663 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %662, ptr noundef nonnull %27, ptr noundef nonnull %30) #13
  store double %663, ptr %81, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %82, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %664 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %665 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %664, ptr noundef nonnull %27, ptr noundef nonnull %30) #13
  store double %665, ptr %83, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %84, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %666 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %667 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_sum, i32 noundef %666, ptr noundef nonnull %27, ptr noundef nonnull %30) #13
  store double %667, ptr %85, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #13
  call fastcc void @run(ptr noundef nonnull @.str.7, ptr noundef nonnull @a_atomic_sum, ptr noundef nonnull %101, ptr noundef nonnull %28, ptr noundef nonnull %29)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %668 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %669 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_global, i32 noundef %668, ptr noundef nonnull %31, ptr noundef nonnull %32) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %34, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %670 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %671 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %670, ptr noundef nonnull %31, ptr noundef nonnull %34) #13
  store double %671, ptr %33, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %86, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %672 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %673 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %672, ptr noundef nonnull %31, ptr noundef nonnull %34) #13
  store double %673, ptr %87, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %88, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %674 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %675 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %674, ptr noundef nonnull %31, ptr noundef nonnull %34) #13
  store double %675, ptr %89, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %90, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %31, ptr noundef nonnull align 16 dereferenceable(32) %101, i64 32, i1 false)
  %676 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %677 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_global, i32 noundef %676, ptr noundef nonnull %31, ptr noundef nonnull %34) #13
  store double %677, ptr %91, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #13
  call fastcc void @run(ptr noundef nonnull @.str.8, ptr noundef nonnull @a_atomic_global, ptr noundef nonnull %101, ptr noundef nonnull %32, ptr noundef nonnull %33)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #13
  br i1 %99, label %98, label %92, !llvm.loop !11
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
  %6 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  %7 = load double, ptr %2, align 8, !tbaa !9
  %8 = tail call fast double @llvm.fabs.f64(double %7)
  %9 = tail call fast double @llvm.maxnum.f64(double %8, double 1.000000e+00)
  %10 = fmul fast double %9, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %11 = fadd fast double %10, %7
  store double %11, ptr %6, align 16, !tbaa !9
  %12 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %13 = load double, ptr %2, align 8, !tbaa !9
  %14 = fsub fast double %13, %10
  store double %14, ptr %6, align 16, !tbaa !9
  %15 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  %16 = load double, ptr %3, align 8, !tbaa !9
  %17 = fsub fast double %12, %15
  %18 = fmul fast double %9, 2.000000e-06
  %19 = fdiv fast double %17, %18
  %20 = call fast double @llvm.fabs.f64(double %19)
  %21 = call fast double @llvm.maxnum.f64(double %20, double 1.000000e+00)
  %22 = fsub fast double %16, %19
  %23 = call fast double @llvm.fabs.f64(double %22)
  %24 = fmul fast double %21, 0x3EB0C6F7A0B5ED8D
  %25 = fcmp fast ole double %23, %24
  %26 = select i1 %25, ptr @.str.11, ptr @.str.12
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %19, ptr noundef nonnull %26)
  br i1 %25, label %31, label %28

28:                                               ; preds = %5
  %29 = load i32, ptr @n_fail, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @n_fail, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %5, %28
  %32 = load double, ptr %4, align 8, !tbaa !9
  %33 = load double, ptr %3, align 8, !tbaa !9
  %34 = call fast double @llvm.fabs.f64(double %33)
  %35 = call fast double @llvm.maxnum.f64(double %34, double 1.000000e+00)
  %36 = fsub fast double %32, %33
  %37 = call fast double @llvm.fabs.f64(double %36)
  %38 = fmul fast double %35, 1.000000e-10
  %39 = fcmp fast ole double %37, %38
  %40 = select i1 %39, ptr @.str.11, ptr @.str.12
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %33, ptr noundef nonnull %40)
  br i1 %39, label %45, label %42

42:                                               ; preds = %31
  %43 = load i32, ptr @n_fail, align 4, !tbaa !5
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @n_fail, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %31, %42
  %46 = getelementptr inbounds i8, ptr %2, i64 8
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = call fast double @llvm.fabs.f64(double %47)
  %49 = call fast double @llvm.maxnum.f64(double %48, double 1.000000e+00)
  %50 = fmul fast double %49, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %51 = fadd fast double %50, %47
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  store double %51, ptr %52, align 8, !tbaa !9
  %53 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %54 = load double, ptr %46, align 8, !tbaa !9
  %55 = fsub fast double %54, %50
  store double %55, ptr %52, align 8, !tbaa !9
  %56 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  %57 = getelementptr inbounds i8, ptr %3, i64 8
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fsub fast double %53, %56
  %60 = fmul fast double %49, 2.000000e-06
  %61 = fdiv fast double %59, %60
  %62 = call fast double @llvm.fabs.f64(double %61)
  %63 = call fast double @llvm.maxnum.f64(double %62, double 1.000000e+00)
  %64 = fsub fast double %58, %61
  %65 = call fast double @llvm.fabs.f64(double %64)
  %66 = fmul fast double %63, 0x3EB0C6F7A0B5ED8D
  %67 = fcmp fast ole double %65, %66
  %68 = select i1 %67, ptr @.str.11, ptr @.str.12
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %61, ptr noundef nonnull %68)
  br i1 %67, label %73, label %70

70:                                               ; preds = %45
  %71 = load i32, ptr @n_fail, align 4, !tbaa !5
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr @n_fail, align 4, !tbaa !5
  br label %73

73:                                               ; preds = %70, %45
  %74 = getelementptr inbounds i8, ptr %4, i64 8
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = load double, ptr %57, align 8, !tbaa !9
  %77 = call fast double @llvm.fabs.f64(double %76)
  %78 = call fast double @llvm.maxnum.f64(double %77, double 1.000000e+00)
  %79 = fsub fast double %75, %76
  %80 = call fast double @llvm.fabs.f64(double %79)
  %81 = fmul fast double %78, 1.000000e-10
  %82 = fcmp fast ole double %80, %81
  %83 = select i1 %82, ptr @.str.11, ptr @.str.12
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %75, double noundef nofpclass(nan inf) %76, ptr noundef nonnull %83)
  br i1 %82, label %88, label %85

85:                                               ; preds = %73
  %86 = load i32, ptr @n_fail, align 4, !tbaa !5
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr @n_fail, align 4, !tbaa !5
  br label %88

88:                                               ; preds = %85, %73
  %89 = getelementptr inbounds i8, ptr %2, i64 16
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = call fast double @llvm.fabs.f64(double %90)
  %92 = call fast double @llvm.maxnum.f64(double %91, double 1.000000e+00)
  %93 = fmul fast double %92, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %94 = fadd fast double %93, %90
  %95 = getelementptr inbounds i8, ptr %6, i64 16
  store double %94, ptr %95, align 16, !tbaa !9
  %96 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %97 = load double, ptr %89, align 8, !tbaa !9
  %98 = fsub fast double %97, %93
  store double %98, ptr %95, align 16, !tbaa !9
  %99 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  %100 = getelementptr inbounds i8, ptr %3, i64 16
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = fsub fast double %96, %99
  %103 = fmul fast double %92, 2.000000e-06
  %104 = fdiv fast double %102, %103
  %105 = call fast double @llvm.fabs.f64(double %104)
  %106 = call fast double @llvm.maxnum.f64(double %105, double 1.000000e+00)
  %107 = fsub fast double %101, %104
  %108 = call fast double @llvm.fabs.f64(double %107)
  %109 = fmul fast double %106, 0x3EB0C6F7A0B5ED8D
  %110 = fcmp fast ole double %108, %109
  %111 = select i1 %110, ptr @.str.11, ptr @.str.12
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %101, double noundef nofpclass(nan inf) %104, ptr noundef nonnull %111)
  br i1 %110, label %116, label %113

113:                                              ; preds = %88
  %114 = load i32, ptr @n_fail, align 4, !tbaa !5
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr @n_fail, align 4, !tbaa !5
  br label %116

116:                                              ; preds = %113, %88
  %117 = getelementptr inbounds i8, ptr %4, i64 16
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = load double, ptr %100, align 8, !tbaa !9
  %120 = call fast double @llvm.fabs.f64(double %119)
  %121 = call fast double @llvm.maxnum.f64(double %120, double 1.000000e+00)
  %122 = fsub fast double %118, %119
  %123 = call fast double @llvm.fabs.f64(double %122)
  %124 = fmul fast double %121, 1.000000e-10
  %125 = fcmp fast ole double %123, %124
  %126 = select i1 %125, ptr @.str.11, ptr @.str.12
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %118, double noundef nofpclass(nan inf) %119, ptr noundef nonnull %126)
  br i1 %125, label %131, label %128

128:                                              ; preds = %116
  %129 = load i32, ptr @n_fail, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @n_fail, align 4, !tbaa !5
  br label %131

131:                                              ; preds = %128, %116
  %132 = getelementptr inbounds i8, ptr %2, i64 24
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = call fast double @llvm.fabs.f64(double %133)
  %135 = call fast double @llvm.maxnum.f64(double %134, double 1.000000e+00)
  %136 = fmul fast double %135, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %137 = fadd fast double %136, %133
  %138 = getelementptr inbounds i8, ptr %6, i64 24
  store double %137, ptr %138, align 8, !tbaa !9
  %139 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %140 = load double, ptr %132, align 8, !tbaa !9
  %141 = fsub fast double %140, %136
  store double %141, ptr %138, align 8, !tbaa !9
  %142 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #13
  %143 = getelementptr inbounds i8, ptr %3, i64 24
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = fsub fast double %139, %142
  %146 = fmul fast double %135, 2.000000e-06
  %147 = fdiv fast double %145, %146
  %148 = call fast double @llvm.fabs.f64(double %147)
  %149 = call fast double @llvm.maxnum.f64(double %148, double 1.000000e+00)
  %150 = fsub fast double %144, %147
  %151 = call fast double @llvm.fabs.f64(double %150)
  %152 = fmul fast double %149, 0x3EB0C6F7A0B5ED8D
  %153 = fcmp fast ole double %151, %152
  %154 = select i1 %153, ptr @.str.11, ptr @.str.12
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %147, ptr noundef nonnull %154)
  br i1 %153, label %159, label %156

156:                                              ; preds = %131
  %157 = load i32, ptr @n_fail, align 4, !tbaa !5
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr @n_fail, align 4, !tbaa !5
  br label %159

159:                                              ; preds = %156, %131
  %160 = getelementptr inbounds i8, ptr %4, i64 24
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = load double, ptr %143, align 8, !tbaa !9
  %163 = call fast double @llvm.fabs.f64(double %162)
  %164 = call fast double @llvm.maxnum.f64(double %163, double 1.000000e+00)
  %165 = fsub fast double %161, %162
  %166 = call fast double @llvm.fabs.f64(double %165)
  %167 = fmul fast double %164, 1.000000e-10
  %168 = fcmp fast ole double %166, %167
  %169 = select i1 %168, ptr @.str.11, ptr @.str.12
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %161, double noundef nofpclass(nan inf) %162, ptr noundef nonnull %169)
  br i1 %168, label %174, label %171

171:                                              ; preds = %159
  %172 = load i32, ptr @n_fail, align 4, !tbaa !5
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr @n_fail, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %171, %159
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  ret void
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
  %2 = load atomic double, ptr %0 seq_cst, align 8, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load atomic double, ptr %3 seq_cst, align 8, !tbaa !13
  %5 = fmul fast double %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store atomic double %5, ptr %6 seq_cst, align 8, !tbaa !13
  %7 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !13
  %10 = fmul fast double %9, %2
  %11 = fadd fast double %10, %7
  store atomic double %11, ptr %8 seq_cst, align 8, !tbaa !13
  %12 = load atomic double, ptr %8 seq_cst, align 8, !tbaa !13
  %13 = load atomic double, ptr %6 seq_cst, align 8, !tbaa !13
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
  store double 2.500000e-01, ptr %2, align 8, !tbaa !13
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = tail call fast double @llvm.sin.f64(double %3)
  %5 = fmul fast double %4, %3
  %6 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
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
  %21 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
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
  %36 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
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
  %51 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
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
  %64 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
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
  %75 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  %76 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !13
  %77 = fmul fast double %76, %75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret double %77
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @a_atomic_global(ptr nocapture noundef readonly %0) #9 {
  store atomic double 0.000000e+00, ptr @g_at seq_cst, align 8, !tbaa !13
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul fast double %2, %2
  %4 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
  br label %54

5:                                                ; preds = %54
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = fmul fast double %7, %7
  %9 = fmul fast double %8, 2.000000e+00
  %10 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
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
  br i1 %18, label %20, label %11, !llvm.loop !14

20:                                               ; preds = %11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul fast double %22, %22
  %24 = fmul fast double %23, 3.000000e+00
  %25 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
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
  br i1 %33, label %35, label %26, !llvm.loop !14

35:                                               ; preds = %26
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fmul fast double %37, %37
  %39 = fmul fast double %38, 4.000000e+00
  %40 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
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
  br i1 %48, label %50, label %41, !llvm.loop !14

50:                                               ; preds = %41
  %51 = load atomic double, ptr @g_at seq_cst, align 8, !tbaa !13
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
  br i1 %61, label %5, label %54, !llvm.loop !14
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
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
