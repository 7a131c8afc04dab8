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
@.str.7 = private unnamed_addr constant [22 x i8] c"atomics: %d failures\0A\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@g_acc = internal global double 0.000000e+00, align 8

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
  %27 = getelementptr inbounds i8, ptr %15, i64 8
  %28 = getelementptr inbounds i8, ptr %15, i64 16
  %29 = getelementptr inbounds i8, ptr %15, i64 24
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = getelementptr inbounds i8, ptr %1, i64 16
  %32 = getelementptr inbounds i8, ptr %1, i64 24
  %33 = getelementptr inbounds i8, ptr %18, i64 8
  %34 = getelementptr inbounds i8, ptr %18, i64 16
  %35 = getelementptr inbounds i8, ptr %18, i64 24
  %36 = getelementptr inbounds i8, ptr %21, i64 8
  %37 = getelementptr inbounds i8, ptr %21, i64 16
  %38 = getelementptr inbounds i8, ptr %21, i64 24
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  %40 = getelementptr inbounds i8, ptr %4, i64 8
  %41 = getelementptr inbounds i8, ptr %5, i64 16
  %42 = getelementptr inbounds i8, ptr %4, i64 16
  %43 = getelementptr inbounds i8, ptr %5, i64 24
  %44 = getelementptr inbounds i8, ptr %4, i64 24
  %45 = getelementptr inbounds i8, ptr %9, i64 8
  %46 = getelementptr inbounds i8, ptr %8, i64 8
  %47 = getelementptr inbounds i8, ptr %9, i64 16
  %48 = getelementptr inbounds i8, ptr %8, i64 16
  %49 = getelementptr inbounds i8, ptr %9, i64 24
  %50 = getelementptr inbounds i8, ptr %8, i64 24
  %51 = getelementptr inbounds i8, ptr %13, i64 8
  %52 = getelementptr inbounds i8, ptr %12, i64 8
  %53 = getelementptr inbounds i8, ptr %13, i64 16
  %54 = getelementptr inbounds i8, ptr %12, i64 16
  %55 = getelementptr inbounds i8, ptr %13, i64 24
  %56 = getelementptr inbounds i8, ptr %12, i64 24
  %57 = getelementptr inbounds i8, ptr %16, i64 8
  %58 = getelementptr inbounds i8, ptr %16, i64 16
  %59 = getelementptr inbounds i8, ptr %16, i64 24
  %60 = getelementptr inbounds i8, ptr %19, i64 8
  %61 = getelementptr inbounds i8, ptr %19, i64 16
  %62 = getelementptr inbounds i8, ptr %19, i64 24
  %63 = getelementptr inbounds i8, ptr %22, i64 8
  %64 = getelementptr inbounds i8, ptr %22, i64 16
  %65 = getelementptr inbounds i8, ptr %22, i64 24
  %66 = getelementptr inbounds i8, ptr %26, i64 8
  %67 = getelementptr inbounds i8, ptr %25, i64 8
  %68 = getelementptr inbounds i8, ptr %26, i64 16
  %69 = getelementptr inbounds i8, ptr %25, i64 16
  %70 = getelementptr inbounds i8, ptr %26, i64 24
  %71 = getelementptr inbounds i8, ptr %25, i64 24
  br label %78

72:                                               ; preds = %627
  %73 = load i32, ptr @n_fail, align 4, !tbaa !5
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %73)
  %75 = load i32, ptr @n_fail, align 4, !tbaa !5
  %76 = icmp ne i32 %75, 0
  %77 = zext i1 %76 to i32
  ret i32 %77

78:                                               ; preds = %0, %627
  %79 = phi i1 [ true, %0 ], [ false, %627 ]
  %80 = phi i64 [ 0, %0 ], [ 1, %627 ]
  %81 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %80
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %82 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %83 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %82, ptr noundef nonnull %2, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %5, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %84 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %85 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %84, ptr noundef nonnull %2, ptr noundef nonnull %5) #11
  store double %85, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %39, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %86 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %87 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %86, ptr noundef nonnull %2, ptr noundef nonnull %5) #11
  store double %87, ptr %40, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %41, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %88 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %89 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %88, ptr noundef nonnull %2, ptr noundef nonnull %5) #11
  store double %89, ptr %42, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %43, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %90 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %91 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %90, ptr noundef nonnull %2, ptr noundef nonnull %5) #11
  store double %91, ptr %44, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @a_fetch_add, ptr noundef nonnull %81, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %92 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %93 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %92, ptr noundef nonnull %6, ptr noundef nonnull %7) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %9, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %94 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %95 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %94, ptr noundef nonnull %6, ptr noundef nonnull %9) #11
  store double %95, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %45, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %96 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %97 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %96, ptr noundef nonnull %6, ptr noundef nonnull %9) #11
  store double %97, ptr %46, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %47, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %98 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %99 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %98, ptr noundef nonnull %6, ptr noundef nonnull %9) #11
  store double %99, ptr %48, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %49, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %100 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %101 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %100, ptr noundef nonnull %6, ptr noundef nonnull %9) #11
  store double %101, ptr %50, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @a_fetch_old, ptr noundef nonnull %81, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %102 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %103 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %102, ptr noundef nonnull %10, ptr noundef nonnull %11) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %13, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %104 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %105 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %104, ptr noundef nonnull %10, ptr noundef nonnull %13) #11
  store double %105, ptr %12, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %51, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %106 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %107 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %106, ptr noundef nonnull %10, ptr noundef nonnull %13) #11
  store double %107, ptr %52, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %53, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %108 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %109 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %108, ptr noundef nonnull %10, ptr noundef nonnull %13) #11
  store double %109, ptr %54, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %55, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %110 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %111 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %110, ptr noundef nonnull %10, ptr noundef nonnull %13) #11
  store double %111, ptr %56, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #11
  call fastcc void @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @a_fetch_sub, ptr noundef nonnull %81, ptr noundef nonnull %11, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %112 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %113 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %112, ptr noundef nonnull %14, ptr noundef nonnull %15) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %16, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %114 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %115 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %114, ptr noundef nonnull %14, ptr noundef nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %57, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %116 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %117 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %116, ptr noundef nonnull %14, ptr noundef nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %58, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %118 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %119 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %118, ptr noundef nonnull %14, ptr noundef nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %59, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %120 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %121 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %120, ptr noundef nonnull %14, ptr noundef nonnull %16) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #11
  %122 = load double, ptr %81, align 16
  %123 = call fast double @llvm.fabs.f64(double %122)
  %124 = call fast double @llvm.maxnum.f64(double %123, double 1.000000e+00)
  %125 = fmul fast double %124, 0x3EB0C6F7A0B5ED8D
  %126 = getelementptr inbounds i8, ptr %81, i64 8
  %127 = load double, ptr %126, align 8
  %128 = getelementptr inbounds i8, ptr %81, i64 16
  %129 = getelementptr inbounds i8, ptr %81, i64 24
  %130 = load double, ptr %129, align 8
  %131 = fadd fast double %125, %122
  %132 = fmul fast double %131, %127
  %133 = fadd fast double %132, 1.000000e+00
  %134 = fmul fast double %133, %133
  %135 = fmul fast double %131, %130
  %136 = fsub fast double %122, %125
  %137 = fmul fast double %136, %127
  %138 = fadd fast double %137, 1.000000e+00
  %139 = fmul fast double %136, %130
  %140 = load double, ptr %15, align 16, !tbaa !9
  %141 = fmul fast double %138, %138
  %142 = fadd fast double %135, %134
  %143 = fadd fast double %139, %141
  %144 = fsub fast double %142, %143
  %145 = fmul fast double %124, 2.000000e-06
  %146 = fdiv fast double %144, %145
  %147 = call fast double @llvm.fabs.f64(double %146)
  %148 = call fast double @llvm.maxnum.f64(double %147, double 1.000000e+00)
  %149 = fsub fast double %140, %146
  %150 = call fast double @llvm.fabs.f64(double %149)
  %151 = fmul fast double %148, 0x3EB0C6F7A0B5ED8D
  %152 = fcmp fast ole double %150, %151
  %153 = select i1 %152, ptr @.str.9, ptr @.str.10
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %140, double noundef nofpclass(nan inf) %146, ptr noundef nonnull %153)
  br i1 %152, label %158, label %155

155:                                              ; preds = %78
  %156 = load i32, ptr @n_fail, align 4, !tbaa !5
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr @n_fail, align 4, !tbaa !5
  br label %158

158:                                              ; preds = %155, %78
  %159 = load double, ptr %15, align 16, !tbaa !9
  %160 = call fast double @llvm.fabs.f64(double %159)
  %161 = call fast double @llvm.maxnum.f64(double %160, double 1.000000e+00)
  %162 = fsub fast double %115, %159
  %163 = call fast double @llvm.fabs.f64(double %162)
  %164 = fmul fast double %161, 1.000000e-10
  %165 = fcmp fast ole double %163, %164
  %166 = select i1 %165, ptr @.str.9, ptr @.str.10
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef nofpclass(nan inf) %115, double noundef nofpclass(nan inf) %159, ptr noundef nonnull %166)
  br i1 %165, label %171, label %168

168:                                              ; preds = %158
  %169 = load i32, ptr @n_fail, align 4, !tbaa !5
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr @n_fail, align 4, !tbaa !5
  br label %171

171:                                              ; preds = %168, %158
  %172 = call fast double @llvm.fabs.f64(double %127)
  %173 = call fast double @llvm.maxnum.f64(double %172, double 1.000000e+00)
  %174 = fmul fast double %173, 0x3EB0C6F7A0B5ED8D
  %175 = fadd fast double %174, %127
  %176 = fmul fast double %175, %122
  %177 = fadd fast double %176, 1.000000e+00
  %178 = fmul fast double %177, %177
  %179 = fmul fast double %130, %122
  %180 = fsub fast double %127, %174
  %181 = fmul fast double %180, %122
  %182 = fadd fast double %181, 1.000000e+00
  %183 = fmul fast double %182, %182
  %184 = load double, ptr %27, align 8, !tbaa !9
  %185 = fsub fast double %178, %183
  %186 = fmul fast double %173, 2.000000e-06
  %187 = fdiv fast double %185, %186
  %188 = call fast double @llvm.fabs.f64(double %187)
  %189 = call fast double @llvm.maxnum.f64(double %188, double 1.000000e+00)
  %190 = fsub fast double %184, %187
  %191 = call fast double @llvm.fabs.f64(double %190)
  %192 = fmul fast double %189, 0x3EB0C6F7A0B5ED8D
  %193 = fcmp fast ole double %191, %192
  %194 = select i1 %193, ptr @.str.9, ptr @.str.10
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %184, double noundef nofpclass(nan inf) %187, ptr noundef nonnull %194)
  br i1 %193, label %199, label %196

196:                                              ; preds = %171
  %197 = load i32, ptr @n_fail, align 4, !tbaa !5
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr @n_fail, align 4, !tbaa !5
  br label %199

199:                                              ; preds = %196, %171
  %200 = load double, ptr %27, align 8, !tbaa !9
  %201 = call fast double @llvm.fabs.f64(double %200)
  %202 = call fast double @llvm.maxnum.f64(double %201, double 1.000000e+00)
  %203 = fsub fast double %117, %200
  %204 = call fast double @llvm.fabs.f64(double %203)
  %205 = fmul fast double %202, 1.000000e-10
  %206 = fcmp fast ole double %204, %205
  %207 = select i1 %206, ptr @.str.9, ptr @.str.10
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef nofpclass(nan inf) %117, double noundef nofpclass(nan inf) %200, ptr noundef nonnull %207)
  br i1 %206, label %212, label %209

209:                                              ; preds = %199
  %210 = load i32, ptr @n_fail, align 4, !tbaa !5
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr @n_fail, align 4, !tbaa !5
  br label %212

212:                                              ; preds = %209, %199
  %213 = load double, ptr %128, align 16
  %214 = call fast double @llvm.fabs.f64(double %213)
  %215 = call fast double @llvm.maxnum.f64(double %214, double 1.000000e+00)
  %216 = fmul fast double %215, 0x3EB0C6F7A0B5ED8D
  %217 = load double, ptr %28, align 16, !tbaa !9
  %218 = fmul fast double %215, 2.000000e-06
  %219 = call fast double @llvm.fabs.f64(double %217)
  %220 = fcmp fast ole double %219, 0x3EB0C6F7A0B5ED8D
  %221 = select i1 %220, ptr @.str.9, ptr @.str.10
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %217, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %221)
  br i1 %220, label %226, label %223

223:                                              ; preds = %212
  %224 = load i32, ptr @n_fail, align 4, !tbaa !5
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr @n_fail, align 4, !tbaa !5
  br label %226

226:                                              ; preds = %223, %212
  %227 = load double, ptr %28, align 16, !tbaa !9
  %228 = call fast double @llvm.fabs.f64(double %227)
  %229 = call fast double @llvm.maxnum.f64(double %228, double 1.000000e+00)
  %230 = fsub fast double %119, %227
  %231 = call fast double @llvm.fabs.f64(double %230)
  %232 = fmul fast double %229, 1.000000e-10
  %233 = fcmp fast ole double %231, %232
  %234 = select i1 %233, ptr @.str.9, ptr @.str.10
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef nofpclass(nan inf) %119, double noundef nofpclass(nan inf) %227, ptr noundef nonnull %234)
  br i1 %233, label %239, label %236

236:                                              ; preds = %226
  %237 = load i32, ptr @n_fail, align 4, !tbaa !5
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr @n_fail, align 4, !tbaa !5
  br label %239

239:                                              ; preds = %236, %226
  %240 = call fast double @llvm.fabs.f64(double %130)
  %241 = call fast double @llvm.maxnum.f64(double %240, double 1.000000e+00)
  %242 = fmul fast double %241, 0x3EB0C6F7A0B5ED8D
  %243 = fadd fast double %242, %130
  %244 = fsub fast double %130, %242
  %245 = load double, ptr %29, align 8, !tbaa !9
  %246 = fmul fast double %241, 2.000000e-06
  %247 = fmul fast double %246, %122
  %248 = fmul fast double %241, 2.000000e-06
  %249 = fdiv fast double %247, %248
  %250 = call fast double @llvm.fabs.f64(double %249)
  %251 = call fast double @llvm.maxnum.f64(double %250, double 1.000000e+00)
  %252 = fsub fast double %245, %249
  %253 = call fast double @llvm.fabs.f64(double %252)
  %254 = fmul fast double %251, 0x3EB0C6F7A0B5ED8D
  %255 = fcmp fast ole double %253, %254
  %256 = select i1 %255, ptr @.str.9, ptr @.str.10
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef nofpclass(nan inf) %245, double noundef nofpclass(nan inf) %249, ptr noundef nonnull %256)
  br i1 %255, label %261, label %258

258:                                              ; preds = %239
  %259 = load i32, ptr @n_fail, align 4, !tbaa !5
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr @n_fail, align 4, !tbaa !5
  br label %261

261:                                              ; preds = %258, %239
  %262 = load double, ptr %29, align 8, !tbaa !9
  %263 = call fast double @llvm.fabs.f64(double %262)
  %264 = call fast double @llvm.maxnum.f64(double %263, double 1.000000e+00)
  %265 = fsub fast double %121, %262
  %266 = call fast double @llvm.fabs.f64(double %265)
  %267 = fmul fast double %264, 1.000000e-10
  %268 = fcmp fast ole double %266, %267
  %269 = select i1 %268, ptr @.str.9, ptr @.str.10
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef nofpclass(nan inf) %121, double noundef nofpclass(nan inf) %262, ptr noundef nonnull %269)
  br i1 %268, label %274, label %271

271:                                              ; preds = %261
  %272 = load i32, ptr @n_fail, align 4, !tbaa !5
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr @n_fail, align 4, !tbaa !5
  br label %274

274:                                              ; preds = %261, %271
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %275 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %276 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %275, ptr noundef nonnull %17, ptr noundef nonnull %18) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %19, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %277 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %278 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %277, ptr noundef nonnull %17, ptr noundef nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %60, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %279 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %280 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %279, ptr noundef nonnull %17, ptr noundef nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %61, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %281 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %282 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %281, ptr noundef nonnull %17, ptr noundef nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %62, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %283 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %284 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %283, ptr noundef nonnull %17, ptr noundef nonnull %19) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  store double %131, ptr %1, align 16, !tbaa !9
  %285 = load double, ptr %30, align 8, !tbaa !9
  %286 = load double, ptr %31, align 16, !tbaa !9
  %287 = fmul fast double %286, %285
  %288 = bitcast double %287 to i64
  %289 = atomicrmw xchg ptr %1, i64 %288 seq_cst, align 8
  %290 = bitcast i64 %289 to double
  %291 = fmul fast double %290, %290
  %292 = load double, ptr %32, align 8, !tbaa !9
  %293 = fmul fast double %291, %292
  %294 = load double, ptr %1, align 16, !tbaa !9
  %295 = call fast double @llvm.cos.f64(double %294)
  %296 = fmul fast double %295, %294
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  store double %136, ptr %1, align 16, !tbaa !9
  %297 = load double, ptr %30, align 8, !tbaa !9
  %298 = load double, ptr %31, align 16, !tbaa !9
  %299 = fmul fast double %298, %297
  %300 = bitcast double %299 to i64
  %301 = atomicrmw xchg ptr %1, i64 %300 seq_cst, align 8
  %302 = bitcast i64 %301 to double
  %303 = load double, ptr %32, align 8, !tbaa !9
  %304 = load double, ptr %1, align 16, !tbaa !9
  %305 = call fast double @llvm.cos.f64(double %304)
  %306 = load double, ptr %18, align 16, !tbaa !9
  %307 = fmul fast double %302, %302
  %308 = fmul fast double %307, %303
  %309 = fmul fast double %305, %304
  %310 = fadd fast double %309, %308
  %311 = fadd fast double %296, %293
  %312 = fsub fast double %311, %310
  %313 = fdiv fast double %312, %145
  %314 = call fast double @llvm.fabs.f64(double %313)
  %315 = call fast double @llvm.maxnum.f64(double %314, double 1.000000e+00)
  %316 = fsub fast double %306, %313
  %317 = call fast double @llvm.fabs.f64(double %316)
  %318 = fmul fast double %315, 0x3EB0C6F7A0B5ED8D
  %319 = fcmp fast ole double %317, %318
  %320 = select i1 %319, ptr @.str.9, ptr @.str.10
  %321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %306, double noundef nofpclass(nan inf) %313, ptr noundef nonnull %320)
  br i1 %319, label %325, label %322

322:                                              ; preds = %274
  %323 = load i32, ptr @n_fail, align 4, !tbaa !5
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr @n_fail, align 4, !tbaa !5
  br label %325

325:                                              ; preds = %322, %274
  %326 = load double, ptr %18, align 16, !tbaa !9
  %327 = call fast double @llvm.fabs.f64(double %326)
  %328 = call fast double @llvm.maxnum.f64(double %327, double 1.000000e+00)
  %329 = fsub fast double %278, %326
  %330 = call fast double @llvm.fabs.f64(double %329)
  %331 = fmul fast double %328, 1.000000e-10
  %332 = fcmp fast ole double %330, %331
  %333 = select i1 %332, ptr @.str.9, ptr @.str.10
  %334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef nofpclass(nan inf) %278, double noundef nofpclass(nan inf) %326, ptr noundef nonnull %333)
  br i1 %332, label %338, label %335

335:                                              ; preds = %325
  %336 = load i32, ptr @n_fail, align 4, !tbaa !5
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr @n_fail, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %335, %325
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  store double %175, ptr %30, align 8, !tbaa !9
  %339 = load double, ptr %31, align 16, !tbaa !9
  %340 = fmul fast double %339, %175
  %341 = bitcast double %340 to i64
  %342 = atomicrmw xchg ptr %1, i64 %341 seq_cst, align 8
  %343 = bitcast i64 %342 to double
  %344 = fmul fast double %343, %343
  %345 = load double, ptr %32, align 8, !tbaa !9
  %346 = fmul fast double %344, %345
  %347 = load double, ptr %1, align 16, !tbaa !9
  %348 = call fast double @llvm.cos.f64(double %347)
  %349 = fmul fast double %348, %347
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  store double %180, ptr %30, align 8, !tbaa !9
  %350 = load double, ptr %31, align 16, !tbaa !9
  %351 = fmul fast double %350, %180
  %352 = bitcast double %351 to i64
  %353 = atomicrmw xchg ptr %1, i64 %352 seq_cst, align 8
  %354 = bitcast i64 %353 to double
  %355 = load double, ptr %32, align 8, !tbaa !9
  %356 = load double, ptr %1, align 16, !tbaa !9
  %357 = call fast double @llvm.cos.f64(double %356)
  %358 = load double, ptr %33, align 8, !tbaa !9
  %359 = fmul fast double %354, %354
  %360 = fmul fast double %359, %355
  %361 = fmul fast double %357, %356
  %362 = fadd fast double %361, %360
  %363 = fadd fast double %349, %346
  %364 = fsub fast double %363, %362
  %365 = fdiv fast double %364, %186
  %366 = call fast double @llvm.fabs.f64(double %365)
  %367 = call fast double @llvm.maxnum.f64(double %366, double 1.000000e+00)
  %368 = fsub fast double %358, %365
  %369 = call fast double @llvm.fabs.f64(double %368)
  %370 = fmul fast double %367, 0x3EB0C6F7A0B5ED8D
  %371 = fcmp fast ole double %369, %370
  %372 = select i1 %371, ptr @.str.9, ptr @.str.10
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef nofpclass(nan inf) %358, double noundef nofpclass(nan inf) %365, ptr noundef nonnull %372)
  br i1 %371, label %377, label %374

374:                                              ; preds = %338
  %375 = load i32, ptr @n_fail, align 4, !tbaa !5
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr @n_fail, align 4, !tbaa !5
  br label %377

377:                                              ; preds = %374, %338
  %378 = load double, ptr %33, align 8, !tbaa !9
  %379 = call fast double @llvm.fabs.f64(double %378)
  %380 = call fast double @llvm.maxnum.f64(double %379, double 1.000000e+00)
  %381 = fsub fast double %280, %378
  %382 = call fast double @llvm.fabs.f64(double %381)
  %383 = fmul fast double %380, 1.000000e-10
  %384 = fcmp fast ole double %382, %383
  %385 = select i1 %384, ptr @.str.9, ptr @.str.10
  %386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef nofpclass(nan inf) %280, double noundef nofpclass(nan inf) %378, ptr noundef nonnull %385)
  br i1 %384, label %390, label %387

387:                                              ; preds = %377
  %388 = load i32, ptr @n_fail, align 4, !tbaa !5
  %389 = add nsw i32 %388, 1
  store i32 %389, ptr @n_fail, align 4, !tbaa !5
  br label %390

390:                                              ; preds = %387, %377
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  %391 = fadd fast double %216, %213
  store double %391, ptr %31, align 16, !tbaa !9
  %392 = load double, ptr %30, align 8, !tbaa !9
  %393 = fmul fast double %392, %391
  %394 = bitcast double %393 to i64
  %395 = atomicrmw xchg ptr %1, i64 %394 seq_cst, align 8
  %396 = bitcast i64 %395 to double
  %397 = fmul fast double %396, %396
  %398 = load double, ptr %32, align 8, !tbaa !9
  %399 = fmul fast double %397, %398
  %400 = load double, ptr %1, align 16, !tbaa !9
  %401 = call fast double @llvm.cos.f64(double %400)
  %402 = fmul fast double %401, %400
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  %403 = fsub fast double %213, %216
  store double %403, ptr %31, align 16, !tbaa !9
  %404 = load double, ptr %30, align 8, !tbaa !9
  %405 = fmul fast double %404, %403
  %406 = bitcast double %405 to i64
  %407 = atomicrmw xchg ptr %1, i64 %406 seq_cst, align 8
  %408 = bitcast i64 %407 to double
  %409 = load double, ptr %32, align 8, !tbaa !9
  %410 = load double, ptr %1, align 16, !tbaa !9
  %411 = call fast double @llvm.cos.f64(double %410)
  %412 = load double, ptr %34, align 16, !tbaa !9
  %413 = fmul fast double %408, %408
  %414 = fmul fast double %413, %409
  %415 = fmul fast double %411, %410
  %416 = fadd fast double %415, %414
  %417 = fadd fast double %402, %399
  %418 = fsub fast double %417, %416
  %419 = fdiv fast double %418, %218
  %420 = call fast double @llvm.fabs.f64(double %419)
  %421 = call fast double @llvm.maxnum.f64(double %420, double 1.000000e+00)
  %422 = fsub fast double %412, %419
  %423 = call fast double @llvm.fabs.f64(double %422)
  %424 = fmul fast double %421, 0x3EB0C6F7A0B5ED8D
  %425 = fcmp fast ole double %423, %424
  %426 = select i1 %425, ptr @.str.9, ptr @.str.10
  %427 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef nofpclass(nan inf) %412, double noundef nofpclass(nan inf) %419, ptr noundef nonnull %426)
  br i1 %425, label %431, label %428

428:                                              ; preds = %390
  %429 = load i32, ptr @n_fail, align 4, !tbaa !5
  %430 = add nsw i32 %429, 1
  store i32 %430, ptr @n_fail, align 4, !tbaa !5
  br label %431

431:                                              ; preds = %428, %390
  %432 = load double, ptr %34, align 16, !tbaa !9
  %433 = call fast double @llvm.fabs.f64(double %432)
  %434 = call fast double @llvm.maxnum.f64(double %433, double 1.000000e+00)
  %435 = fsub fast double %282, %432
  %436 = call fast double @llvm.fabs.f64(double %435)
  %437 = fmul fast double %434, 1.000000e-10
  %438 = fcmp fast ole double %436, %437
  %439 = select i1 %438, ptr @.str.9, ptr @.str.10
  %440 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef nofpclass(nan inf) %282, double noundef nofpclass(nan inf) %432, ptr noundef nonnull %439)
  br i1 %438, label %444, label %441

441:                                              ; preds = %431
  %442 = load i32, ptr @n_fail, align 4, !tbaa !5
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr @n_fail, align 4, !tbaa !5
  br label %444

444:                                              ; preds = %441, %431
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  store double %243, ptr %32, align 8, !tbaa !9
  %445 = load double, ptr %30, align 8, !tbaa !9
  %446 = load double, ptr %31, align 16, !tbaa !9
  %447 = fmul fast double %446, %445
  %448 = bitcast double %447 to i64
  %449 = atomicrmw xchg ptr %1, i64 %448 seq_cst, align 8
  %450 = bitcast i64 %449 to double
  %451 = fmul fast double %450, %450
  %452 = load double, ptr %32, align 8, !tbaa !9
  %453 = fmul fast double %451, %452
  %454 = load double, ptr %1, align 16, !tbaa !9
  %455 = call fast double @llvm.cos.f64(double %454)
  %456 = fmul fast double %455, %454
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %81, i64 32, i1 false)
  store double %244, ptr %32, align 8, !tbaa !9
  %457 = load double, ptr %30, align 8, !tbaa !9
  %458 = load double, ptr %31, align 16, !tbaa !9
  %459 = fmul fast double %458, %457
  %460 = bitcast double %459 to i64
  %461 = atomicrmw xchg ptr %1, i64 %460 seq_cst, align 8
  %462 = bitcast i64 %461 to double
  %463 = load double, ptr %32, align 8, !tbaa !9
  %464 = load double, ptr %1, align 16, !tbaa !9
  %465 = call fast double @llvm.cos.f64(double %464)
  %466 = load double, ptr %35, align 8, !tbaa !9
  %467 = fmul fast double %462, %462
  %468 = fmul fast double %467, %463
  %469 = fmul fast double %465, %464
  %470 = fadd fast double %469, %468
  %471 = fadd fast double %456, %453
  %472 = fsub fast double %471, %470
  %473 = fdiv fast double %472, %248
  %474 = call fast double @llvm.fabs.f64(double %473)
  %475 = call fast double @llvm.maxnum.f64(double %474, double 1.000000e+00)
  %476 = fsub fast double %466, %473
  %477 = call fast double @llvm.fabs.f64(double %476)
  %478 = fmul fast double %475, 0x3EB0C6F7A0B5ED8D
  %479 = fcmp fast ole double %477, %478
  %480 = select i1 %479, ptr @.str.9, ptr @.str.10
  %481 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef nofpclass(nan inf) %466, double noundef nofpclass(nan inf) %473, ptr noundef nonnull %480)
  br i1 %479, label %485, label %482

482:                                              ; preds = %444
  %483 = load i32, ptr @n_fail, align 4, !tbaa !5
  %484 = add nsw i32 %483, 1
  store i32 %484, ptr @n_fail, align 4, !tbaa !5
  br label %485

485:                                              ; preds = %482, %444
  %486 = load double, ptr %35, align 8, !tbaa !9
  %487 = call fast double @llvm.fabs.f64(double %486)
  %488 = call fast double @llvm.maxnum.f64(double %487, double 1.000000e+00)
  %489 = fsub fast double %284, %486
  %490 = call fast double @llvm.fabs.f64(double %489)
  %491 = fmul fast double %488, 1.000000e-10
  %492 = fcmp fast ole double %490, %491
  %493 = select i1 %492, ptr @.str.9, ptr @.str.10
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef nofpclass(nan inf) %284, double noundef nofpclass(nan inf) %486, ptr noundef nonnull %493)
  br i1 %492, label %498, label %495

495:                                              ; preds = %485
  %496 = load i32, ptr @n_fail, align 4, !tbaa !5
  %497 = add nsw i32 %496, 1
  store i32 %497, ptr @n_fail, align 4, !tbaa !5
  br label %498

498:                                              ; preds = %485, %495
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %499 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %500 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %499, ptr noundef nonnull %20, ptr noundef nonnull %21) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %22, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %501 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %502 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %501, ptr noundef nonnull %20, ptr noundef nonnull %22) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %503 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %504 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %503, ptr noundef nonnull %20, ptr noundef nonnull %22) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %64, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %505 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %506 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %505, ptr noundef nonnull %20, ptr noundef nonnull %22) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %507 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %508 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %507, ptr noundef nonnull %20, ptr noundef nonnull %22) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #11
  %509 = fmul fast double %213, %131
  %510 = fadd fast double %509, %135
  %511 = fmul fast double %510, %509
  %512 = fmul fast double %213, %136
  %513 = fadd fast double %512, %139
  %514 = fmul fast double %513, %512
  %515 = load double, ptr %21, align 16, !tbaa !9
  %516 = fsub fast double %511, %514
  %517 = fdiv fast double %516, %145
  %518 = call fast double @llvm.fabs.f64(double %517)
  %519 = call fast double @llvm.maxnum.f64(double %518, double 1.000000e+00)
  %520 = fsub fast double %515, %517
  %521 = call fast double @llvm.fabs.f64(double %520)
  %522 = fmul fast double %519, 0x3EB0C6F7A0B5ED8D
  %523 = fcmp fast ole double %521, %522
  %524 = select i1 %523, ptr @.str.9, ptr @.str.10
  %525 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %515, double noundef nofpclass(nan inf) %517, ptr noundef nonnull %524)
  br i1 %523, label %529, label %526

526:                                              ; preds = %498
  %527 = load i32, ptr @n_fail, align 4, !tbaa !5
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr @n_fail, align 4, !tbaa !5
  br label %529

529:                                              ; preds = %526, %498
  %530 = load double, ptr %21, align 16, !tbaa !9
  %531 = call fast double @llvm.fabs.f64(double %530)
  %532 = call fast double @llvm.maxnum.f64(double %531, double 1.000000e+00)
  %533 = fsub fast double %502, %530
  %534 = call fast double @llvm.fabs.f64(double %533)
  %535 = fmul fast double %532, 1.000000e-10
  %536 = fcmp fast ole double %534, %535
  %537 = select i1 %536, ptr @.str.9, ptr @.str.10
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 0, double noundef nofpclass(nan inf) %502, double noundef nofpclass(nan inf) %530, ptr noundef nonnull %537)
  br i1 %536, label %542, label %539

539:                                              ; preds = %529
  %540 = load i32, ptr @n_fail, align 4, !tbaa !5
  %541 = add nsw i32 %540, 1
  store i32 %541, ptr @n_fail, align 4, !tbaa !5
  br label %542

542:                                              ; preds = %539, %529
  %543 = load double, ptr %36, align 8, !tbaa !9
  %544 = call fast double @llvm.fabs.f64(double %543)
  %545 = fcmp fast ole double %544, 0x3EB0C6F7A0B5ED8D
  %546 = select i1 %545, ptr @.str.9, ptr @.str.10
  %547 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 1, double noundef nofpclass(nan inf) %543, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %546)
  br i1 %545, label %551, label %548

548:                                              ; preds = %542
  %549 = load i32, ptr @n_fail, align 4, !tbaa !5
  %550 = add nsw i32 %549, 1
  store i32 %550, ptr @n_fail, align 4, !tbaa !5
  br label %551

551:                                              ; preds = %548, %542
  %552 = load double, ptr %36, align 8, !tbaa !9
  %553 = call fast double @llvm.fabs.f64(double %552)
  %554 = call fast double @llvm.maxnum.f64(double %553, double 1.000000e+00)
  %555 = fsub fast double %504, %552
  %556 = call fast double @llvm.fabs.f64(double %555)
  %557 = fmul fast double %554, 1.000000e-10
  %558 = fcmp fast ole double %556, %557
  %559 = select i1 %558, ptr @.str.9, ptr @.str.10
  %560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 1, double noundef nofpclass(nan inf) %504, double noundef nofpclass(nan inf) %552, ptr noundef nonnull %559)
  br i1 %558, label %564, label %561

561:                                              ; preds = %551
  %562 = load i32, ptr @n_fail, align 4, !tbaa !5
  %563 = add nsw i32 %562, 1
  store i32 %563, ptr @n_fail, align 4, !tbaa !5
  br label %564

564:                                              ; preds = %561, %551
  %565 = fmul fast double %391, %122
  %566 = fadd fast double %565, %179
  %567 = fmul fast double %566, %565
  %568 = fmul fast double %403, %122
  %569 = fadd fast double %568, %179
  %570 = fmul fast double %569, %568
  %571 = load double, ptr %37, align 16, !tbaa !9
  %572 = fsub fast double %567, %570
  %573 = fdiv fast double %572, %218
  %574 = call fast double @llvm.fabs.f64(double %573)
  %575 = call fast double @llvm.maxnum.f64(double %574, double 1.000000e+00)
  %576 = fsub fast double %571, %573
  %577 = call fast double @llvm.fabs.f64(double %576)
  %578 = fmul fast double %575, 0x3EB0C6F7A0B5ED8D
  %579 = fcmp fast ole double %577, %578
  %580 = select i1 %579, ptr @.str.9, ptr @.str.10
  %581 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 2, double noundef nofpclass(nan inf) %571, double noundef nofpclass(nan inf) %573, ptr noundef nonnull %580)
  br i1 %579, label %585, label %582

582:                                              ; preds = %564
  %583 = load i32, ptr @n_fail, align 4, !tbaa !5
  %584 = add nsw i32 %583, 1
  store i32 %584, ptr @n_fail, align 4, !tbaa !5
  br label %585

585:                                              ; preds = %582, %564
  %586 = load double, ptr %37, align 16, !tbaa !9
  %587 = call fast double @llvm.fabs.f64(double %586)
  %588 = call fast double @llvm.maxnum.f64(double %587, double 1.000000e+00)
  %589 = fsub fast double %506, %586
  %590 = call fast double @llvm.fabs.f64(double %589)
  %591 = fmul fast double %588, 1.000000e-10
  %592 = fcmp fast ole double %590, %591
  %593 = select i1 %592, ptr @.str.9, ptr @.str.10
  %594 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 2, double noundef nofpclass(nan inf) %506, double noundef nofpclass(nan inf) %586, ptr noundef nonnull %593)
  br i1 %592, label %598, label %595

595:                                              ; preds = %585
  %596 = load i32, ptr @n_fail, align 4, !tbaa !5
  %597 = add nsw i32 %596, 1
  store i32 %597, ptr @n_fail, align 4, !tbaa !5
  br label %598

598:                                              ; preds = %595, %585
  %599 = load double, ptr %38, align 8, !tbaa !9
  %600 = fmul fast double %247, %122
  %601 = fmul fast double %600, %213
  %602 = fdiv fast double %601, %248
  %603 = call fast double @llvm.fabs.f64(double %602)
  %604 = call fast double @llvm.maxnum.f64(double %603, double 1.000000e+00)
  %605 = fsub fast double %599, %602
  %606 = call fast double @llvm.fabs.f64(double %605)
  %607 = fmul fast double %604, 0x3EB0C6F7A0B5ED8D
  %608 = fcmp fast ole double %606, %607
  %609 = select i1 %608, ptr @.str.9, ptr @.str.10
  %610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 3, double noundef nofpclass(nan inf) %599, double noundef nofpclass(nan inf) %602, ptr noundef nonnull %609)
  br i1 %608, label %614, label %611

611:                                              ; preds = %598
  %612 = load i32, ptr @n_fail, align 4, !tbaa !5
  %613 = add nsw i32 %612, 1
  store i32 %613, ptr @n_fail, align 4, !tbaa !5
  br label %614

614:                                              ; preds = %611, %598
  %615 = load double, ptr %38, align 8, !tbaa !9
  %616 = call fast double @llvm.fabs.f64(double %615)
  %617 = call fast double @llvm.maxnum.f64(double %616, double 1.000000e+00)
  %618 = fsub fast double %508, %615
  %619 = call fast double @llvm.fabs.f64(double %618)
  %620 = fmul fast double %617, 1.000000e-10
  %621 = fcmp fast ole double %619, %620
  %622 = select i1 %621, ptr @.str.9, ptr @.str.10
  %623 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i32 noundef 3, double noundef nofpclass(nan inf) %508, double noundef nofpclass(nan inf) %615, ptr noundef nonnull %622)
  br i1 %621, label %627, label %624

624:                                              ; preds = %614
  %625 = load i32, ptr @n_fail, align 4, !tbaa !5
  %626 = add nsw i32 %625, 1
  store i32 %626, ptr @n_fail, align 4, !tbaa !5
  br label %627

627:                                              ; preds = %614, %624
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %628 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %629 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %628, ptr noundef nonnull %23, ptr noundef nonnull %24) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %26, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %630 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %631 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %630, ptr noundef nonnull %23, ptr noundef nonnull %26) #11
  store double %631, ptr %25, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %66, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %632 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %633 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %632, ptr noundef nonnull %23, ptr noundef nonnull %26) #11
  store double %633, ptr %67, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %68, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %634 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %635 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %634, ptr noundef nonnull %23, ptr noundef nonnull %26) #11
  store double %635, ptr %69, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %70, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, ptr noundef nonnull align 16 dereferenceable(32) %81, i64 32, i1 false)
  %636 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %637 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %636, ptr noundef nonnull %23, ptr noundef nonnull %26) #11
  store double %637, ptr %71, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #11
  call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @a_global, ptr noundef nonnull %81, ptr noundef nonnull %24, ptr noundef nonnull %25)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #11
  br i1 %79, label %78, label %72, !llvm.loop !11
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
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
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret double %22
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #0 {
  %6 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  %7 = load double, ptr %2, align 8, !tbaa !9
  %8 = tail call fast double @llvm.fabs.f64(double %7)
  %9 = tail call fast double @llvm.maxnum.f64(double %8, double 1.000000e+00)
  %10 = fmul fast double %9, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %11 = fadd fast double %10, %7
  store double %11, ptr %6, align 16, !tbaa !9
  %12 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %13 = load double, ptr %2, align 8, !tbaa !9
  %14 = fsub fast double %13, %10
  store double %14, ptr %6, align 16, !tbaa !9
  %15 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
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
  %26 = select i1 %25, ptr @.str.9, ptr @.str.10
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %16, double noundef nofpclass(nan inf) %19, ptr noundef nonnull %26)
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
  %40 = select i1 %39, ptr @.str.9, ptr @.str.10
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 0, double noundef nofpclass(nan inf) %32, double noundef nofpclass(nan inf) %33, ptr noundef nonnull %40)
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
  %53 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %54 = load double, ptr %46, align 8, !tbaa !9
  %55 = fsub fast double %54, %50
  store double %55, ptr %52, align 8, !tbaa !9
  %56 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
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
  %68 = select i1 %67, ptr @.str.9, ptr @.str.10
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %58, double noundef nofpclass(nan inf) %61, ptr noundef nonnull %68)
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
  %83 = select i1 %82, ptr @.str.9, ptr @.str.10
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 1, double noundef nofpclass(nan inf) %75, double noundef nofpclass(nan inf) %76, ptr noundef nonnull %83)
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
  %96 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %97 = load double, ptr %89, align 8, !tbaa !9
  %98 = fsub fast double %97, %93
  store double %98, ptr %95, align 16, !tbaa !9
  %99 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
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
  %111 = select i1 %110, ptr @.str.9, ptr @.str.10
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %101, double noundef nofpclass(nan inf) %104, ptr noundef nonnull %111)
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
  %126 = select i1 %125, ptr @.str.9, ptr @.str.10
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 2, double noundef nofpclass(nan inf) %118, double noundef nofpclass(nan inf) %119, ptr noundef nonnull %126)
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
  %139 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %140 = load double, ptr %132, align 8, !tbaa !9
  %141 = fsub fast double %140, %136
  store double %141, ptr %138, align 8, !tbaa !9
  %142 = call fast nofpclass(nan inf) double %1(ptr noundef nonnull %6) #11
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
  %154 = select i1 %153, ptr @.str.9, ptr @.str.10
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %144, double noundef nofpclass(nan inf) %147, ptr noundef nonnull %154)
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
  %169 = select i1 %168, ptr @.str.9, ptr @.str.10
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 3, double noundef nofpclass(nan inf) %161, double noundef nofpclass(nan inf) %162, ptr noundef nonnull %169)
  br i1 %168, label %174, label %171

171:                                              ; preds = %159
  %172 = load i32, ptr @n_fail, align 4, !tbaa !5
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr @n_fail, align 4, !tbaa !5
  br label %174

174:                                              ; preds = %171, %159
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
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

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #10

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: read) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
