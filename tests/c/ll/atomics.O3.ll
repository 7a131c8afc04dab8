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
  %27 = alloca [4 x double], align 16
  %28 = getelementptr inbounds i8, ptr %15, i64 8
  %29 = getelementptr inbounds i8, ptr %15, i64 16
  %30 = getelementptr inbounds i8, ptr %15, i64 24
  %31 = getelementptr inbounds i8, ptr %1, i64 8
  %32 = getelementptr inbounds i8, ptr %1, i64 16
  %33 = getelementptr inbounds i8, ptr %1, i64 24
  %34 = getelementptr inbounds i8, ptr %18, i64 8
  %35 = getelementptr inbounds i8, ptr %18, i64 16
  %36 = getelementptr inbounds i8, ptr %18, i64 24
  %37 = getelementptr inbounds i8, ptr %5, i64 8
  %38 = getelementptr inbounds i8, ptr %4, i64 8
  %39 = getelementptr inbounds i8, ptr %5, i64 16
  %40 = getelementptr inbounds i8, ptr %4, i64 16
  %41 = getelementptr inbounds i8, ptr %5, i64 24
  %42 = getelementptr inbounds i8, ptr %4, i64 24
  %43 = getelementptr inbounds i8, ptr %9, i64 8
  %44 = getelementptr inbounds i8, ptr %8, i64 8
  %45 = getelementptr inbounds i8, ptr %9, i64 16
  %46 = getelementptr inbounds i8, ptr %8, i64 16
  %47 = getelementptr inbounds i8, ptr %9, i64 24
  %48 = getelementptr inbounds i8, ptr %8, i64 24
  %49 = getelementptr inbounds i8, ptr %13, i64 8
  %50 = getelementptr inbounds i8, ptr %12, i64 8
  %51 = getelementptr inbounds i8, ptr %13, i64 16
  %52 = getelementptr inbounds i8, ptr %12, i64 16
  %53 = getelementptr inbounds i8, ptr %13, i64 24
  %54 = getelementptr inbounds i8, ptr %12, i64 24
  %55 = getelementptr inbounds i8, ptr %16, i64 8
  %56 = getelementptr inbounds i8, ptr %16, i64 16
  %57 = getelementptr inbounds i8, ptr %16, i64 24
  %58 = getelementptr inbounds i8, ptr %19, i64 8
  %59 = getelementptr inbounds i8, ptr %19, i64 16
  %60 = getelementptr inbounds i8, ptr %19, i64 24
  %61 = getelementptr inbounds i8, ptr %23, i64 8
  %62 = getelementptr inbounds i8, ptr %22, i64 8
  %63 = getelementptr inbounds i8, ptr %23, i64 16
  %64 = getelementptr inbounds i8, ptr %22, i64 16
  %65 = getelementptr inbounds i8, ptr %23, i64 24
  %66 = getelementptr inbounds i8, ptr %22, i64 24
  %67 = getelementptr inbounds i8, ptr %27, i64 8
  %68 = getelementptr inbounds i8, ptr %26, i64 8
  %69 = getelementptr inbounds i8, ptr %27, i64 16
  %70 = getelementptr inbounds i8, ptr %26, i64 16
  %71 = getelementptr inbounds i8, ptr %27, i64 24
  %72 = getelementptr inbounds i8, ptr %26, i64 24
  br label %79

73:                                               ; preds = %558
  %74 = load i32, ptr @n_fail, align 4, !tbaa !5
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %74)
  %76 = load i32, ptr @n_fail, align 4, !tbaa !5
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i32
  ret i32 %78

79:                                               ; preds = %0, %558
  %80 = phi i1 [ true, %0 ], [ false, %558 ]
  %81 = phi i64 [ 0, %0 ], [ 1, %558 ]
  %82 = getelementptr inbounds [2 x [4 x double]], ptr @main.points, i64 0, i64 %81
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %83 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %84 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_add, i32 noundef %83, ptr noundef nonnull %2, ptr noundef nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %5, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %85 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %86 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %85, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %86, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %37, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %87 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %88 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %87, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %88, ptr %38, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %39, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %89 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %90 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %89, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %90, ptr %40, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %41, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %91 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %92 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_add, i32 noundef %91, ptr noundef nonnull %2, ptr noundef nonnull %5) #13
  store double %92, ptr %42, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call fastcc void @run(ptr noundef nonnull @.str, ptr noundef nonnull @a_fetch_add, ptr noundef nonnull %82, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %93 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %94 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_old, i32 noundef %93, ptr noundef nonnull %6, ptr noundef nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %9, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %95 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %96 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %95, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %96, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %43, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %97 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %98 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %97, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %98, ptr %44, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %45, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %99 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %100 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %99, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %100, ptr %46, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %47, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %101 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %102 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_old, i32 noundef %101, ptr noundef nonnull %6, ptr noundef nonnull %9) #13
  store double %102, ptr %48, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #13
  call fastcc void @run(ptr noundef nonnull @.str.1, ptr noundef nonnull @a_fetch_old, ptr noundef nonnull %82, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %103 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %103, ptr noundef nonnull %10, ptr noundef nonnull %11) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %13, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %105 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %106 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %105, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %106, ptr %12, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %49, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %107 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %108 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %107, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %108, ptr %50, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %51, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %109 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %110 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %109, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %110, ptr %52, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %53, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %10, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %111 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %112 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_fetch_sub, i32 noundef %111, ptr noundef nonnull %10, ptr noundef nonnull %13) #13
  store double %112, ptr %54, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #13
  call fastcc void @run(ptr noundef nonnull @.str.2, ptr noundef nonnull @a_fetch_sub, ptr noundef nonnull %82, ptr noundef nonnull %11, ptr noundef nonnull %12)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %113 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %114 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_load_store, i32 noundef %113, ptr noundef nonnull %14, ptr noundef nonnull %15) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %16, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %115 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %116 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %115, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %55, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %117 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %118 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %117, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %56, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %119 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %120 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %119, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %57, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %121 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %122 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_load_store, i32 noundef %121, ptr noundef nonnull %14, ptr noundef nonnull %16) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #13
  %123 = load double, ptr %82, align 16
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = fcmp ogt double %124, 1.000000e+00
  %126 = select i1 %125, double %124, double 1.000000e+00
  %127 = fmul double %126, 0x3EB0C6F7A0B5ED8D
  %128 = getelementptr inbounds i8, ptr %82, i64 8
  %129 = load double, ptr %128, align 8
  %130 = getelementptr inbounds i8, ptr %82, i64 16
  %131 = getelementptr inbounds i8, ptr %82, i64 24
  %132 = load double, ptr %131, align 8
  %133 = insertelement <2 x double> poison, double %123, i64 0
  %134 = shufflevector <2 x double> %133, <2 x double> poison, <2 x i32> zeroinitializer
  %135 = insertelement <2 x double> poison, double %127, i64 0
  %136 = shufflevector <2 x double> %135, <2 x double> poison, <2 x i32> zeroinitializer
  %137 = fadd <2 x double> %134, %136
  %138 = fsub <2 x double> %134, %136
  %139 = shufflevector <2 x double> %137, <2 x double> %138, <2 x i32> <i32 0, i32 3>
  %140 = insertelement <2 x double> poison, double %129, i64 0
  %141 = shufflevector <2 x double> %140, <2 x double> poison, <2 x i32> zeroinitializer
  %142 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %139, <2 x double> %141, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %143 = insertelement <2 x double> poison, double %132, i64 0
  %144 = shufflevector <2 x double> %143, <2 x double> poison, <2 x i32> zeroinitializer
  %145 = fmul <2 x double> %144, %139
  %146 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %142, <2 x double> %145)
  %147 = load double, ptr %15, align 16, !tbaa !9
  %148 = shufflevector <2 x double> %146, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %149 = fsub <2 x double> %146, %148
  %150 = extractelement <2 x double> %149, i64 0
  %151 = fmul double %127, 2.000000e+00
  %152 = fdiv double %150, %151
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = fcmp ogt double %153, 1.000000e+00
  %155 = select i1 %154, double %153, double 1.000000e+00
  %156 = fsub double %147, %152
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fmul double %155, 0x3EB0C6F7A0B5ED8D
  %159 = fcmp ole double %157, %158
  %160 = select i1 %159, ptr @.str.9, ptr @.str.10
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %147, double noundef %152, ptr noundef nonnull %160)
  br i1 %159, label %165, label %162

162:                                              ; preds = %79
  %163 = load i32, ptr @n_fail, align 4, !tbaa !5
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @n_fail, align 4, !tbaa !5
  br label %165

165:                                              ; preds = %162, %79
  %166 = load double, ptr %15, align 16, !tbaa !9
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = fcmp ogt double %167, 1.000000e+00
  %169 = select i1 %168, double %167, double 1.000000e+00
  %170 = fsub double %116, %166
  %171 = call double @llvm.fabs.f64(double %170)
  %172 = fmul double %169, 1.000000e-10
  %173 = fcmp ole double %171, %172
  %174 = select i1 %173, ptr @.str.9, ptr @.str.10
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 0, double noundef %116, double noundef %166, ptr noundef nonnull %174)
  br i1 %173, label %179, label %176

176:                                              ; preds = %165
  %177 = load i32, ptr @n_fail, align 4, !tbaa !5
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr @n_fail, align 4, !tbaa !5
  br label %179

179:                                              ; preds = %176, %165
  %180 = call double @llvm.fabs.f64(double %129)
  %181 = fcmp ogt double %180, 1.000000e+00
  %182 = select i1 %181, double %180, double 1.000000e+00
  %183 = fmul double %182, 0x3EB0C6F7A0B5ED8D
  %184 = fadd double %129, %183
  %185 = fmul double %123, %132
  %186 = fsub double %129, %183
  %187 = insertelement <2 x double> poison, double %184, i64 0
  %188 = insertelement <2 x double> %187, double %186, i64 1
  %189 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %188, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %190 = insertelement <2 x double> poison, double %185, i64 0
  %191 = shufflevector <2 x double> %190, <2 x double> poison, <2 x i32> zeroinitializer
  %192 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> %189, <2 x double> %191)
  %193 = load double, ptr %28, align 8, !tbaa !9
  %194 = shufflevector <2 x double> %192, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %195 = fsub <2 x double> %192, %194
  %196 = extractelement <2 x double> %195, i64 0
  %197 = fmul double %183, 2.000000e+00
  %198 = fdiv double %196, %197
  %199 = call double @llvm.fabs.f64(double %198)
  %200 = fcmp ogt double %199, 1.000000e+00
  %201 = select i1 %200, double %199, double 1.000000e+00
  %202 = fsub double %193, %198
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = fmul double %201, 0x3EB0C6F7A0B5ED8D
  %205 = fcmp ole double %203, %204
  %206 = select i1 %205, ptr @.str.9, ptr @.str.10
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %193, double noundef %198, ptr noundef nonnull %206)
  br i1 %205, label %211, label %208

208:                                              ; preds = %179
  %209 = load i32, ptr @n_fail, align 4, !tbaa !5
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr @n_fail, align 4, !tbaa !5
  br label %211

211:                                              ; preds = %208, %179
  %212 = load double, ptr %28, align 8, !tbaa !9
  %213 = call double @llvm.fabs.f64(double %212)
  %214 = fcmp ogt double %213, 1.000000e+00
  %215 = select i1 %214, double %213, double 1.000000e+00
  %216 = fsub double %118, %212
  %217 = call double @llvm.fabs.f64(double %216)
  %218 = fmul double %215, 1.000000e-10
  %219 = fcmp ole double %217, %218
  %220 = select i1 %219, ptr @.str.9, ptr @.str.10
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 1, double noundef %118, double noundef %212, ptr noundef nonnull %220)
  br i1 %219, label %225, label %222

222:                                              ; preds = %211
  %223 = load i32, ptr @n_fail, align 4, !tbaa !5
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr @n_fail, align 4, !tbaa !5
  br label %225

225:                                              ; preds = %222, %211
  %226 = load double, ptr %130, align 16, !tbaa !9
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = fcmp ogt double %227, 1.000000e+00
  %229 = select i1 %228, double %227, double 1.000000e+00
  %230 = fmul double %229, 0x3EB0C6F7A0B5ED8D
  %231 = call double @llvm.fmuladd.f64(double %123, double %129, double 1.000000e+00)
  %232 = call double @llvm.fmuladd.f64(double %231, double %231, double %185)
  %233 = load double, ptr %29, align 16, !tbaa !9
  %234 = fsub double %232, %232
  %235 = fmul double %230, 2.000000e+00
  %236 = fdiv double %234, %235
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = fcmp ogt double %237, 1.000000e+00
  %239 = select i1 %238, double %237, double 1.000000e+00
  %240 = fsub double %233, %236
  %241 = call double @llvm.fabs.f64(double %240)
  %242 = fmul double %239, 0x3EB0C6F7A0B5ED8D
  %243 = fcmp ole double %241, %242
  %244 = select i1 %243, ptr @.str.9, ptr @.str.10
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %233, double noundef %236, ptr noundef nonnull %244)
  br i1 %243, label %249, label %246

246:                                              ; preds = %225
  %247 = load i32, ptr @n_fail, align 4, !tbaa !5
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr @n_fail, align 4, !tbaa !5
  br label %249

249:                                              ; preds = %246, %225
  %250 = load double, ptr %29, align 16, !tbaa !9
  %251 = call double @llvm.fabs.f64(double %250)
  %252 = fcmp ogt double %251, 1.000000e+00
  %253 = select i1 %252, double %251, double 1.000000e+00
  %254 = fsub double %120, %250
  %255 = call double @llvm.fabs.f64(double %254)
  %256 = fmul double %253, 1.000000e-10
  %257 = fcmp ole double %255, %256
  %258 = select i1 %257, ptr @.str.9, ptr @.str.10
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 2, double noundef %120, double noundef %250, ptr noundef nonnull %258)
  br i1 %257, label %263, label %260

260:                                              ; preds = %249
  %261 = load i32, ptr @n_fail, align 4, !tbaa !5
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr @n_fail, align 4, !tbaa !5
  br label %263

263:                                              ; preds = %260, %249
  %264 = call double @llvm.fabs.f64(double %132)
  %265 = fcmp ogt double %264, 1.000000e+00
  %266 = select i1 %265, double %264, double 1.000000e+00
  %267 = fmul double %266, 0x3EB0C6F7A0B5ED8D
  %268 = fadd double %132, %267
  %269 = fsub double %132, %267
  %270 = insertelement <2 x double> poison, double %268, i64 0
  %271 = insertelement <2 x double> %270, double %269, i64 1
  %272 = fmul <2 x double> %134, %271
  %273 = insertelement <2 x double> poison, double %231, i64 0
  %274 = shufflevector <2 x double> %273, <2 x double> poison, <2 x i32> zeroinitializer
  %275 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %274, <2 x double> %274, <2 x double> %272)
  %276 = load double, ptr %30, align 8, !tbaa !9
  %277 = shufflevector <2 x double> %275, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %278 = fsub <2 x double> %275, %277
  %279 = extractelement <2 x double> %278, i64 0
  %280 = fmul double %267, 2.000000e+00
  %281 = fdiv double %279, %280
  %282 = call double @llvm.fabs.f64(double %281)
  %283 = fcmp ogt double %282, 1.000000e+00
  %284 = select i1 %283, double %282, double 1.000000e+00
  %285 = fsub double %276, %281
  %286 = call double @llvm.fabs.f64(double %285)
  %287 = fmul double %284, 0x3EB0C6F7A0B5ED8D
  %288 = fcmp ole double %286, %287
  %289 = select i1 %288, ptr @.str.9, ptr @.str.10
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef %276, double noundef %281, ptr noundef nonnull %289)
  br i1 %288, label %294, label %291

291:                                              ; preds = %263
  %292 = load i32, ptr @n_fail, align 4, !tbaa !5
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr @n_fail, align 4, !tbaa !5
  br label %294

294:                                              ; preds = %291, %263
  %295 = load double, ptr %30, align 8, !tbaa !9
  %296 = call double @llvm.fabs.f64(double %295)
  %297 = fcmp ogt double %296, 1.000000e+00
  %298 = select i1 %297, double %296, double 1.000000e+00
  %299 = fsub double %122, %295
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = fmul double %298, 1.000000e-10
  %302 = fcmp ole double %300, %301
  %303 = select i1 %302, ptr @.str.9, ptr @.str.10
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef 3, double noundef %122, double noundef %295, ptr noundef nonnull %303)
  br i1 %302, label %308, label %305

305:                                              ; preds = %294
  %306 = load i32, ptr @n_fail, align 4, !tbaa !5
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr @n_fail, align 4, !tbaa !5
  br label %308

308:                                              ; preds = %294, %305
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %309 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %310 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_exchange, i32 noundef %309, ptr noundef nonnull %17, ptr noundef nonnull %18) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %19, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %311 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %312 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %311, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %58, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %313 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %314 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %313, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %59, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %315 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %316 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %315, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %60, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %317 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %318 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_exchange, i32 noundef %317, ptr noundef nonnull %17, ptr noundef nonnull %19) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  %319 = extractelement <2 x double> %137, i64 0
  store double %319, ptr %1, align 16, !tbaa !9
  %320 = load double, ptr %31, align 8, !tbaa !9
  %321 = load double, ptr %32, align 16, !tbaa !9
  %322 = fmul double %320, %321
  %323 = bitcast double %322 to i64
  %324 = atomicrmw xchg ptr %1, i64 %323 seq_cst, align 8
  %325 = load double, ptr %33, align 8, !tbaa !9
  %326 = load double, ptr %1, align 16, !tbaa !9
  %327 = call double @cos(double noundef %326) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  %328 = extractelement <2 x double> %138, i64 1
  store double %328, ptr %1, align 16, !tbaa !9
  %329 = load double, ptr %31, align 8, !tbaa !9
  %330 = load double, ptr %32, align 16, !tbaa !9
  %331 = fmul double %329, %330
  %332 = bitcast double %331 to i64
  %333 = atomicrmw xchg ptr %1, i64 %332 seq_cst, align 8
  %334 = load double, ptr %33, align 8, !tbaa !9
  %335 = load double, ptr %1, align 16, !tbaa !9
  %336 = call double @cos(double noundef %335) #13
  %337 = insertelement <2 x i64> poison, i64 %324, i64 0
  %338 = insertelement <2 x i64> %337, i64 %333, i64 1
  %339 = bitcast <2 x i64> %338 to <2 x double>
  %340 = fmul <2 x double> %339, %339
  %341 = insertelement <2 x double> poison, double %326, i64 0
  %342 = insertelement <2 x double> %341, double %335, i64 1
  %343 = insertelement <2 x double> poison, double %327, i64 0
  %344 = insertelement <2 x double> %343, double %336, i64 1
  %345 = fmul <2 x double> %342, %344
  %346 = insertelement <2 x double> poison, double %325, i64 0
  %347 = insertelement <2 x double> %346, double %334, i64 1
  %348 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %340, <2 x double> %347, <2 x double> %345)
  %349 = load double, ptr %18, align 16, !tbaa !9
  %350 = shufflevector <2 x double> %348, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %351 = fsub <2 x double> %348, %350
  %352 = extractelement <2 x double> %351, i64 0
  %353 = fdiv double %352, %151
  %354 = call double @llvm.fabs.f64(double %353)
  %355 = fcmp ogt double %354, 1.000000e+00
  %356 = select i1 %355, double %354, double 1.000000e+00
  %357 = fsub double %349, %353
  %358 = call double @llvm.fabs.f64(double %357)
  %359 = fmul double %356, 0x3EB0C6F7A0B5ED8D
  %360 = fcmp ole double %358, %359
  %361 = select i1 %360, ptr @.str.9, ptr @.str.10
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %349, double noundef %353, ptr noundef nonnull %361)
  br i1 %360, label %366, label %363

363:                                              ; preds = %308
  %364 = load i32, ptr @n_fail, align 4, !tbaa !5
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr @n_fail, align 4, !tbaa !5
  br label %366

366:                                              ; preds = %363, %308
  %367 = load double, ptr %18, align 16, !tbaa !9
  %368 = call double @llvm.fabs.f64(double %367)
  %369 = fcmp ogt double %368, 1.000000e+00
  %370 = select i1 %369, double %368, double 1.000000e+00
  %371 = fsub double %312, %367
  %372 = call double @llvm.fabs.f64(double %371)
  %373 = fmul double %370, 1.000000e-10
  %374 = fcmp ole double %372, %373
  %375 = select i1 %374, ptr @.str.9, ptr @.str.10
  %376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 0, double noundef %312, double noundef %367, ptr noundef nonnull %375)
  br i1 %374, label %380, label %377

377:                                              ; preds = %366
  %378 = load i32, ptr @n_fail, align 4, !tbaa !5
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr @n_fail, align 4, !tbaa !5
  br label %380

380:                                              ; preds = %377, %366
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  store double %184, ptr %31, align 8, !tbaa !9
  %381 = load double, ptr %32, align 16, !tbaa !9
  %382 = fmul double %184, %381
  %383 = bitcast double %382 to i64
  %384 = atomicrmw xchg ptr %1, i64 %383 seq_cst, align 8
  %385 = load double, ptr %33, align 8, !tbaa !9
  %386 = load double, ptr %1, align 16, !tbaa !9
  %387 = call double @cos(double noundef %386) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  store double %186, ptr %31, align 8, !tbaa !9
  %388 = load double, ptr %32, align 16, !tbaa !9
  %389 = fmul double %186, %388
  %390 = bitcast double %389 to i64
  %391 = atomicrmw xchg ptr %1, i64 %390 seq_cst, align 8
  %392 = load double, ptr %33, align 8, !tbaa !9
  %393 = load double, ptr %1, align 16, !tbaa !9
  %394 = call double @cos(double noundef %393) #13
  %395 = insertelement <2 x i64> poison, i64 %384, i64 0
  %396 = insertelement <2 x i64> %395, i64 %391, i64 1
  %397 = bitcast <2 x i64> %396 to <2 x double>
  %398 = fmul <2 x double> %397, %397
  %399 = insertelement <2 x double> poison, double %386, i64 0
  %400 = insertelement <2 x double> %399, double %393, i64 1
  %401 = insertelement <2 x double> poison, double %387, i64 0
  %402 = insertelement <2 x double> %401, double %394, i64 1
  %403 = fmul <2 x double> %400, %402
  %404 = insertelement <2 x double> poison, double %385, i64 0
  %405 = insertelement <2 x double> %404, double %392, i64 1
  %406 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %398, <2 x double> %405, <2 x double> %403)
  %407 = load double, ptr %34, align 8, !tbaa !9
  %408 = shufflevector <2 x double> %406, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %409 = fsub <2 x double> %406, %408
  %410 = extractelement <2 x double> %409, i64 0
  %411 = fdiv double %410, %197
  %412 = call double @llvm.fabs.f64(double %411)
  %413 = fcmp ogt double %412, 1.000000e+00
  %414 = select i1 %413, double %412, double 1.000000e+00
  %415 = fsub double %407, %411
  %416 = call double @llvm.fabs.f64(double %415)
  %417 = fmul double %414, 0x3EB0C6F7A0B5ED8D
  %418 = fcmp ole double %416, %417
  %419 = select i1 %418, ptr @.str.9, ptr @.str.10
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef %407, double noundef %411, ptr noundef nonnull %419)
  br i1 %418, label %424, label %421

421:                                              ; preds = %380
  %422 = load i32, ptr @n_fail, align 4, !tbaa !5
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr @n_fail, align 4, !tbaa !5
  br label %424

424:                                              ; preds = %421, %380
  %425 = load double, ptr %34, align 8, !tbaa !9
  %426 = call double @llvm.fabs.f64(double %425)
  %427 = fcmp ogt double %426, 1.000000e+00
  %428 = select i1 %427, double %426, double 1.000000e+00
  %429 = fsub double %314, %425
  %430 = call double @llvm.fabs.f64(double %429)
  %431 = fmul double %428, 1.000000e-10
  %432 = fcmp ole double %430, %431
  %433 = select i1 %432, ptr @.str.9, ptr @.str.10
  %434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 1, double noundef %314, double noundef %425, ptr noundef nonnull %433)
  br i1 %432, label %438, label %435

435:                                              ; preds = %424
  %436 = load i32, ptr @n_fail, align 4, !tbaa !5
  %437 = add nsw i32 %436, 1
  store i32 %437, ptr @n_fail, align 4, !tbaa !5
  br label %438

438:                                              ; preds = %435, %424
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  %439 = fadd double %226, %230
  store double %439, ptr %32, align 16, !tbaa !9
  %440 = load double, ptr %31, align 8, !tbaa !9
  %441 = fmul double %439, %440
  %442 = bitcast double %441 to i64
  %443 = atomicrmw xchg ptr %1, i64 %442 seq_cst, align 8
  %444 = load double, ptr %33, align 8, !tbaa !9
  %445 = load double, ptr %1, align 16, !tbaa !9
  %446 = call double @cos(double noundef %445) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  %447 = fsub double %226, %230
  store double %447, ptr %32, align 16, !tbaa !9
  %448 = load double, ptr %31, align 8, !tbaa !9
  %449 = fmul double %447, %448
  %450 = bitcast double %449 to i64
  %451 = atomicrmw xchg ptr %1, i64 %450 seq_cst, align 8
  %452 = load double, ptr %33, align 8, !tbaa !9
  %453 = load double, ptr %1, align 16, !tbaa !9
  %454 = call double @cos(double noundef %453) #13
  %455 = insertelement <2 x i64> poison, i64 %443, i64 0
  %456 = insertelement <2 x i64> %455, i64 %451, i64 1
  %457 = bitcast <2 x i64> %456 to <2 x double>
  %458 = fmul <2 x double> %457, %457
  %459 = insertelement <2 x double> poison, double %445, i64 0
  %460 = insertelement <2 x double> %459, double %453, i64 1
  %461 = insertelement <2 x double> poison, double %446, i64 0
  %462 = insertelement <2 x double> %461, double %454, i64 1
  %463 = fmul <2 x double> %460, %462
  %464 = insertelement <2 x double> poison, double %444, i64 0
  %465 = insertelement <2 x double> %464, double %452, i64 1
  %466 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %458, <2 x double> %465, <2 x double> %463)
  %467 = load double, ptr %35, align 16, !tbaa !9
  %468 = shufflevector <2 x double> %466, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %469 = fsub <2 x double> %466, %468
  %470 = extractelement <2 x double> %469, i64 0
  %471 = fdiv double %470, %235
  %472 = call double @llvm.fabs.f64(double %471)
  %473 = fcmp ogt double %472, 1.000000e+00
  %474 = select i1 %473, double %472, double 1.000000e+00
  %475 = fsub double %467, %471
  %476 = call double @llvm.fabs.f64(double %475)
  %477 = fmul double %474, 0x3EB0C6F7A0B5ED8D
  %478 = fcmp ole double %476, %477
  %479 = select i1 %478, ptr @.str.9, ptr @.str.10
  %480 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef %467, double noundef %471, ptr noundef nonnull %479)
  br i1 %478, label %484, label %481

481:                                              ; preds = %438
  %482 = load i32, ptr @n_fail, align 4, !tbaa !5
  %483 = add nsw i32 %482, 1
  store i32 %483, ptr @n_fail, align 4, !tbaa !5
  br label %484

484:                                              ; preds = %481, %438
  %485 = load double, ptr %35, align 16, !tbaa !9
  %486 = call double @llvm.fabs.f64(double %485)
  %487 = fcmp ogt double %486, 1.000000e+00
  %488 = select i1 %487, double %486, double 1.000000e+00
  %489 = fsub double %316, %485
  %490 = call double @llvm.fabs.f64(double %489)
  %491 = fmul double %488, 1.000000e-10
  %492 = fcmp ole double %490, %491
  %493 = select i1 %492, ptr @.str.9, ptr @.str.10
  %494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 2, double noundef %316, double noundef %485, ptr noundef nonnull %493)
  br i1 %492, label %498, label %495

495:                                              ; preds = %484
  %496 = load i32, ptr @n_fail, align 4, !tbaa !5
  %497 = add nsw i32 %496, 1
  store i32 %497, ptr @n_fail, align 4, !tbaa !5
  br label %498

498:                                              ; preds = %495, %484
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  store double %268, ptr %33, align 8, !tbaa !9
  %499 = load double, ptr %31, align 8, !tbaa !9
  %500 = load double, ptr %32, align 16, !tbaa !9
  %501 = fmul double %499, %500
  %502 = bitcast double %501 to i64
  %503 = atomicrmw xchg ptr %1, i64 %502 seq_cst, align 8
  %504 = load double, ptr %33, align 8, !tbaa !9
  %505 = load double, ptr %1, align 16, !tbaa !9
  %506 = call double @cos(double noundef %505) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull readonly align 16 dereferenceable(32) %82, i64 32, i1 false)
  store double %269, ptr %33, align 8, !tbaa !9
  %507 = load double, ptr %31, align 8, !tbaa !9
  %508 = load double, ptr %32, align 16, !tbaa !9
  %509 = fmul double %507, %508
  %510 = bitcast double %509 to i64
  %511 = atomicrmw xchg ptr %1, i64 %510 seq_cst, align 8
  %512 = load double, ptr %33, align 8, !tbaa !9
  %513 = load double, ptr %1, align 16, !tbaa !9
  %514 = call double @cos(double noundef %513) #13
  %515 = insertelement <2 x i64> poison, i64 %503, i64 0
  %516 = insertelement <2 x i64> %515, i64 %511, i64 1
  %517 = bitcast <2 x i64> %516 to <2 x double>
  %518 = fmul <2 x double> %517, %517
  %519 = insertelement <2 x double> poison, double %505, i64 0
  %520 = insertelement <2 x double> %519, double %513, i64 1
  %521 = insertelement <2 x double> poison, double %506, i64 0
  %522 = insertelement <2 x double> %521, double %514, i64 1
  %523 = fmul <2 x double> %520, %522
  %524 = insertelement <2 x double> poison, double %504, i64 0
  %525 = insertelement <2 x double> %524, double %512, i64 1
  %526 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %518, <2 x double> %525, <2 x double> %523)
  %527 = load double, ptr %36, align 8, !tbaa !9
  %528 = shufflevector <2 x double> %526, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %529 = fsub <2 x double> %526, %528
  %530 = extractelement <2 x double> %529, i64 0
  %531 = fdiv double %530, %280
  %532 = call double @llvm.fabs.f64(double %531)
  %533 = fcmp ogt double %532, 1.000000e+00
  %534 = select i1 %533, double %532, double 1.000000e+00
  %535 = fsub double %527, %531
  %536 = call double @llvm.fabs.f64(double %535)
  %537 = fmul double %534, 0x3EB0C6F7A0B5ED8D
  %538 = fcmp ole double %536, %537
  %539 = select i1 %538, ptr @.str.9, ptr @.str.10
  %540 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef %527, double noundef %531, ptr noundef nonnull %539)
  br i1 %538, label %544, label %541

541:                                              ; preds = %498
  %542 = load i32, ptr @n_fail, align 4, !tbaa !5
  %543 = add nsw i32 %542, 1
  store i32 %543, ptr @n_fail, align 4, !tbaa !5
  br label %544

544:                                              ; preds = %541, %498
  %545 = load double, ptr %36, align 8, !tbaa !9
  %546 = call double @llvm.fabs.f64(double %545)
  %547 = fcmp ogt double %546, 1.000000e+00
  %548 = select i1 %547, double %546, double 1.000000e+00
  %549 = fsub double %318, %545
  %550 = call double @llvm.fabs.f64(double %549)
  %551 = fmul double %548, 1.000000e-10
  %552 = fcmp ole double %550, %551
  %553 = select i1 %552, ptr @.str.9, ptr @.str.10
  %554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef 3, double noundef %318, double noundef %545, ptr noundef nonnull %553)
  br i1 %552, label %558, label %555

555:                                              ; preds = %544
  %556 = load i32, ptr @n_fail, align 4, !tbaa !5
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr @n_fail, align 4, !tbaa !5
  br label %558

558:                                              ; preds = %544, %555
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %559 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %560 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_atomic_type, i32 noundef %559, ptr noundef nonnull %20, ptr noundef nonnull %21) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %23, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %561 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %562 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %561, ptr noundef nonnull %20, ptr noundef nonnull %23) #13
  store double %562, ptr %22, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %61, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %563 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %564 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %563, ptr noundef nonnull %20, ptr noundef nonnull %23) #13
  store double %564, ptr %62, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %63, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %565 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %566 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %565, ptr noundef nonnull %20, ptr noundef nonnull %23) #13
  store double %566, ptr %64, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %65, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %20, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %567 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %568 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_atomic_type, i32 noundef %567, ptr noundef nonnull %20, ptr noundef nonnull %23) #13
  store double %568, ptr %66, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #13
  call fastcc void @run(ptr noundef nonnull @.str.5, ptr noundef nonnull @a_atomic_type, ptr noundef nonnull %82, ptr noundef nonnull %21, ptr noundef nonnull %22)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %569 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %570 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @a_global, i32 noundef %569, ptr noundef nonnull %24, ptr noundef nonnull %25) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %27, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %571 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %572 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %571, ptr noundef nonnull %24, ptr noundef nonnull %27) #13
  store double %572, ptr %26, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %67, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %573 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %574 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %573, ptr noundef nonnull %24, ptr noundef nonnull %27) #13
  store double %574, ptr %68, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %69, align 16, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %575 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %576 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %575, ptr noundef nonnull %24, ptr noundef nonnull %27) #13
  store double %576, ptr %70, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %71, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %24, ptr noundef nonnull align 16 dereferenceable(32) %82, i64 32, i1 false)
  %577 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %578 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @a_global, i32 noundef %577, ptr noundef nonnull %24, ptr noundef nonnull %27) #13
  store double %578, ptr %72, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #13
  call fastcc void @run(ptr noundef nonnull @.str.6, ptr noundef nonnull @a_global, ptr noundef nonnull %82, ptr noundef nonnull %25, ptr noundef nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #13
  br i1 %80, label %79, label %73, !llvm.loop !11
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

; Function Attrs: nounwind uwtable
define internal fastcc void @run(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #0 {
  %6 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  %7 = load double, ptr %2, align 8, !tbaa !9
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = fcmp ogt double %8, 1.000000e+00
  %10 = select i1 %9, double %8, double 1.000000e+00
  %11 = fmul double %10, 0x3EB0C6F7A0B5ED8D
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %12 = fadd double %7, %11
  store double %12, ptr %6, align 16, !tbaa !9
  %13 = call double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %14 = load double, ptr %2, align 8, !tbaa !9
  %15 = fsub double %14, %11
  store double %15, ptr %6, align 16, !tbaa !9
  %16 = call double %1(ptr noundef nonnull %6) #13
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
  %28 = select i1 %27, ptr @.str.9, ptr @.str.10
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 0, double noundef %17, double noundef %20, ptr noundef nonnull %28)
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
  %43 = select i1 %42, ptr @.str.9, ptr @.str.10
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 0, double noundef %34, double noundef %35, ptr noundef nonnull %43)
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
  %57 = call double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %58 = load double, ptr %49, align 8, !tbaa !9
  %59 = fsub double %58, %54
  store double %59, ptr %56, align 8, !tbaa !9
  %60 = call double %1(ptr noundef nonnull %6) #13
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
  %73 = select i1 %72, ptr @.str.9, ptr @.str.10
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 1, double noundef %62, double noundef %65, ptr noundef nonnull %73)
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
  %89 = select i1 %88, ptr @.str.9, ptr @.str.10
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 1, double noundef %80, double noundef %81, ptr noundef nonnull %89)
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
  %103 = call double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %104 = load double, ptr %95, align 8, !tbaa !9
  %105 = fsub double %104, %100
  store double %105, ptr %102, align 16, !tbaa !9
  %106 = call double %1(ptr noundef nonnull %6) #13
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
  %119 = select i1 %118, ptr @.str.9, ptr @.str.10
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 2, double noundef %108, double noundef %111, ptr noundef nonnull %119)
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
  %135 = select i1 %134, ptr @.str.9, ptr @.str.10
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 2, double noundef %126, double noundef %127, ptr noundef nonnull %135)
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
  %149 = call double %1(ptr noundef nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false)
  %150 = load double, ptr %141, align 8, !tbaa !9
  %151 = fsub double %150, %146
  store double %151, ptr %148, align 8, !tbaa !9
  %152 = call double %1(ptr noundef nonnull %6) #13
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
  %165 = select i1 %164, ptr @.str.9, ptr @.str.10
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 3, double noundef %154, double noundef %157, ptr noundef nonnull %165)
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
  %181 = select i1 %180, ptr @.str.9, ptr @.str.10
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, i32 noundef 3, double noundef %172, double noundef %173, ptr noundef nonnull %181)
  br i1 %180, label %186, label %183

183:                                              ; preds = %170
  %184 = load i32, ptr @n_fail, align 4, !tbaa !5
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr @n_fail, align 4, !tbaa !5
  br label %186

186:                                              ; preds = %183, %170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  ret void
}

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
