; ModuleID = 'argsort.cpp'
source_filename = "argsort.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"argsort.x\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"argsort.fwd_vs_rev\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"argsort: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z6rankedPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 personality ptr @__gxx_personality_v0 {
  %3 = sext i32 %1 to i64
  %4 = icmp slt i32 %1, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #14
  unreachable

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %164, label %8

8:                                                ; preds = %6
  %9 = shl nuw nsw i64 %3, 2
  %10 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #15
  store i32 0, ptr %10, align 4, !tbaa !5
  %11 = getelementptr i8, ptr %10, i64 4
  %12 = icmp eq i32 %1, 1
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = getelementptr i32, ptr %10, i64 %3
  %15 = add nsw i64 %9, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 %15, i1 false), !tbaa !5
  br label %16

16:                                               ; preds = %13, %8
  %17 = phi ptr [ %14, %13 ], [ %11, %8 ]
  %18 = zext nneg i32 %1 to i64
  %19 = icmp ult i32 %1, 8
  br i1 %19, label %20, label %22

20:                                               ; preds = %33, %16
  %21 = phi i64 [ 0, %16 ], [ %23, %33 ]
  br label %155

22:                                               ; preds = %16
  %23 = and i64 %18, 2147483640
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %30, %24 ]
  %26 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %22 ], [ %31, %24 ]
  %27 = add <4 x i32> %26, <i32 4, i32 4, i32 4, i32 4>
  %28 = getelementptr inbounds i32, ptr %10, i64 %25
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store <4 x i32> %26, ptr %28, align 4, !tbaa !5
  store <4 x i32> %27, ptr %29, align 4, !tbaa !5
  %30 = add nuw i64 %25, 8
  %31 = add <4 x i32> %26, <i32 8, i32 8, i32 8, i32 8>
  %32 = icmp eq i64 %30, %23
  br i1 %32, label %33, label %24, !llvm.loop !9

33:                                               ; preds = %24
  %34 = icmp eq i64 %23, %18
  br i1 %34, label %35, label %20

35:                                               ; preds = %155, %33
  %36 = icmp eq ptr %10, %17
  br i1 %36, label %151, label %37

37:                                               ; preds = %35
  %38 = ptrtoint ptr %17 to i64
  %39 = ptrtoint ptr %10 to i64
  %40 = sub i64 %38, %39
  %41 = ashr exact i64 %40, 2
  %42 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %41, i1 true)
  %43 = shl nuw nsw i64 %42, 1
  %44 = xor i64 %43, 126
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ6rankedPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %10, ptr %17, i64 noundef %44, ptr readonly %0)
  %45 = icmp sgt i64 %40, 64
  %46 = getelementptr i8, ptr %10, i64 4
  br i1 %45, label %47, label %110

47:                                               ; preds = %37, %77
  %48 = phi i64 [ %79, %77 ], [ 4, %37 ]
  %49 = phi ptr [ %50, %77 ], [ %10, %37 ]
  %50 = getelementptr inbounds i8, ptr %10, i64 %48
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = load i32, ptr %10, align 4, !tbaa !5
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !13
  %56 = sext i32 %52 to i64
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !13
  %59 = fcmp olt double %55, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %47
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %46, ptr noundef nonnull align 4 dereferenceable(1) %10, i64 %48, i1 false)
  br label %77

61:                                               ; preds = %47
  %62 = load i32, ptr %49, align 4, !tbaa !5
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !13
  %66 = fcmp olt double %55, %65
  br i1 %66, label %67, label %77

67:                                               ; preds = %61, %67
  %68 = phi i32 [ %72, %67 ], [ %62, %61 ]
  %69 = phi ptr [ %71, %67 ], [ %49, %61 ]
  %70 = phi ptr [ %69, %67 ], [ %50, %61 ]
  store i32 %68, ptr %70, align 4, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %69, i64 -4
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds double, ptr %0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !13
  %76 = fcmp olt double %55, %75
  br i1 %76, label %67, label %77, !llvm.loop !15

77:                                               ; preds = %67, %61, %60
  %78 = phi ptr [ %10, %60 ], [ %50, %61 ], [ %69, %67 ]
  store i32 %51, ptr %78, align 4, !tbaa !5
  %79 = add nuw nsw i64 %48, 4
  %80 = icmp eq i64 %79, 64
  br i1 %80, label %81, label %47, !llvm.loop !16

81:                                               ; preds = %77
  %82 = getelementptr inbounds i8, ptr %10, i64 64
  %83 = icmp eq ptr %82, %17
  br i1 %83, label %151, label %84

84:                                               ; preds = %81, %106
  %85 = phi ptr [ %108, %106 ], [ %82, %81 ]
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !13
  %90 = getelementptr inbounds i8, ptr %85, i64 -4
  %91 = load i32, ptr %90, align 4, !tbaa !5
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !13
  %95 = fcmp olt double %89, %94
  br i1 %95, label %96, label %106

96:                                               ; preds = %84, %96
  %97 = phi i32 [ %101, %96 ], [ %91, %84 ]
  %98 = phi ptr [ %100, %96 ], [ %90, %84 ]
  %99 = phi ptr [ %98, %96 ], [ %85, %84 ]
  store i32 %97, ptr %99, align 4, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %98, i64 -4
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %0, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !13
  %105 = fcmp olt double %89, %104
  br i1 %105, label %96, label %106, !llvm.loop !15

106:                                              ; preds = %96, %84
  %107 = phi ptr [ %85, %84 ], [ %98, %96 ]
  store i32 %86, ptr %107, align 4, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %85, i64 4
  %109 = icmp eq ptr %108, %17
  br i1 %109, label %151, label %84, !llvm.loop !17

110:                                              ; preds = %37
  %111 = icmp eq ptr %46, %17
  br i1 %111, label %151, label %112

112:                                              ; preds = %110, %147
  %113 = phi ptr [ %149, %147 ], [ %46, %110 ]
  %114 = phi ptr [ %113, %147 ], [ %10, %110 ]
  %115 = load i32, ptr %113, align 4, !tbaa !5
  %116 = load i32, ptr %10, align 4, !tbaa !5
  %117 = sext i32 %115 to i64
  %118 = getelementptr inbounds double, ptr %0, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !13
  %120 = sext i32 %116 to i64
  %121 = getelementptr inbounds double, ptr %0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !13
  %123 = fcmp olt double %119, %122
  br i1 %123, label %124, label %131

124:                                              ; preds = %112
  %125 = getelementptr inbounds i8, ptr %114, i64 8
  %126 = ptrtoint ptr %113 to i64
  %127 = sub i64 %126, %39
  %128 = ashr exact i64 %127, 2
  %129 = sub nsw i64 0, %128
  %130 = getelementptr inbounds i32, ptr %125, i64 %129
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %130, ptr noundef nonnull align 4 dereferenceable(1) %10, i64 %127, i1 false)
  br label %147

131:                                              ; preds = %112
  %132 = load i32, ptr %114, align 4, !tbaa !5
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds double, ptr %0, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !13
  %136 = fcmp olt double %119, %135
  br i1 %136, label %137, label %147

137:                                              ; preds = %131, %137
  %138 = phi i32 [ %142, %137 ], [ %132, %131 ]
  %139 = phi ptr [ %141, %137 ], [ %114, %131 ]
  %140 = phi ptr [ %139, %137 ], [ %113, %131 ]
  store i32 %138, ptr %140, align 4, !tbaa !5
  %141 = getelementptr inbounds i8, ptr %139, i64 -4
  %142 = load i32, ptr %141, align 4, !tbaa !5
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds double, ptr %0, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !13
  %146 = fcmp olt double %119, %145
  br i1 %146, label %137, label %147, !llvm.loop !15

147:                                              ; preds = %137, %131, %124
  %148 = phi ptr [ %10, %124 ], [ %113, %131 ], [ %139, %137 ]
  store i32 %115, ptr %148, align 4, !tbaa !5
  %149 = getelementptr inbounds i8, ptr %113, i64 4
  %150 = icmp eq ptr %149, %17
  br i1 %150, label %151, label %112, !llvm.loop !16

151:                                              ; preds = %147, %106, %35, %81, %110
  br i1 %7, label %161, label %152

152:                                              ; preds = %151
  %153 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %154 = zext nneg i32 %153 to i64
  br label %166

155:                                              ; preds = %20, %155
  %156 = phi i64 [ %159, %155 ], [ %21, %20 ]
  %157 = getelementptr inbounds i32, ptr %10, i64 %156
  %158 = trunc nuw nsw i64 %156 to i32
  store i32 %158, ptr %157, align 4, !tbaa !5
  %159 = add nuw nsw i64 %156, 1
  %160 = icmp eq i64 %159, %18
  br i1 %160, label %35, label %155, !llvm.loop !18

161:                                              ; preds = %166, %151
  %162 = phi double [ 0.000000e+00, %151 ], [ %186, %166 ]
  %163 = shl nuw nsw i64 %3, 2
  tail call void @_ZdlPvm(ptr noundef nonnull %10, i64 noundef %163) #16
  br label %164

164:                                              ; preds = %6, %161
  %165 = phi double [ %162, %161 ], [ 0.000000e+00, %6 ]
  ret double %165

166:                                              ; preds = %152, %166
  %167 = phi i64 [ 0, %152 ], [ %169, %166 ]
  %168 = phi double [ 0.000000e+00, %152 ], [ %186, %166 ]
  %169 = add nuw nsw i64 %167, 1
  %170 = trunc nuw nsw i64 %169 to i32
  %171 = uitofp nneg i32 %170 to double
  %172 = getelementptr inbounds i32, ptr %10, i64 %167
  %173 = load i32, ptr %172, align 4, !tbaa !5
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds double, ptr %0, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !13
  %177 = fmul double %176, %171
  %178 = urem i32 %170, %1
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr inbounds i32, ptr %10, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds double, ptr %0, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !13
  %185 = tail call double @cos(double noundef %184) #17
  %186 = tail call double @llvm.fmuladd.f64(double %177, double %185, double %168)
  %187 = icmp eq i64 %169, %154
  br i1 %187, label %161, label %166, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca [12 x double], align 16
  %7 = alloca [12 x double], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %5) #17
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %6, i8 0, i64 96, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7) #17
  store <2 x double> <double 0x3FD2E9CD95BABA33, double 0x3FED18F6EAD1B446>, ptr %5, align 16, !tbaa !13
  store <2 x double> <double 1.000000e+00, double 0x3FE3E43A9692E21C>, ptr %7, align 16, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = getelementptr inbounds i8, ptr %7, i64 16
  store <2 x double> <double 0xBFE0F46AEC2E1B3D, double 0xBFE8BA7C97320575>, ptr %8, align 16, !tbaa !13
  store <2 x double> <double 0xBFCD14F54F250E7A, double 0xBFECEE28B36603A6>, ptr %9, align 16, !tbaa !13
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  %11 = getelementptr inbounds i8, ptr %7, i64 32
  store <2 x double> <double 0x3FE753B6E1646386, double 0x3FE2B7A442CAD2EA>, ptr %10, align 16, !tbaa !13
  store <2 x double> <double 0xBFECB23EB4D22C59, double 0xBFCAFB5B54583D6A>, ptr %11, align 16, !tbaa !13
  %12 = getelementptr inbounds i8, ptr %5, i64 48
  %13 = getelementptr inbounds i8, ptr %7, i64 48
  store <2 x double> <double 0xBFEC2677B8F04315, double 0xBFD6ED3A82EB4F98>, ptr %12, align 16, !tbaa !13
  store <2 x double> <double 0x3FE44F676F25B08C, double 0x3FEFFED789FC7A41>, ptr %13, align 16, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %5, i64 64
  %15 = getelementptr inbounds i8, ptr %7, i64 64
  store <2 x double> <double 0x3FEF1AAF79BEA8B9, double 0x3FBB95BE4CA69224>, ptr %14, align 16, !tbaa !13
  store <2 x double> <double 0x3FE3779D2D0CA0EA, double 0xBFCF2C746FB6AF1D>, ptr %15, align 16, !tbaa !13
  %16 = getelementptr inbounds i8, ptr %5, i64 80
  %17 = getelementptr inbounds i8, ptr %7, i64 80
  store <2 x double> <double 0xBFEFFE26F29ABD25, double 0x3FC32F2D28F584CF>, ptr %16, align 16, !tbaa !13
  store <2 x double> <double 0xBFED27FAA6A6196B, double 0xBFEC7441010D641A>, ptr %17, align 16, !tbaa !13
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %20 = call noundef double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6rankedPKdi, i32 noundef %18, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %19, i32 noundef 12)
  br label %21

21:                                               ; preds = %58, %0
  %22 = phi i64 [ 0, %0 ], [ %63, %58 ]
  %23 = phi double [ 0.000000e+00, %0 ], [ %62, %58 ]
  %24 = getelementptr inbounds double, ptr %5, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !13
  %26 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  store double %26, ptr %24, align 8, !tbaa !13
  %27 = call noundef double @_Z6rankedPKdi(ptr noundef nonnull %5, i32 noundef 12)
  %28 = fadd double %25, 0xBEB0C6F7A0B5ED8D
  store double %28, ptr %24, align 8, !tbaa !13
  %29 = call noundef double @_Z6rankedPKdi(ptr noundef nonnull %5, i32 noundef 12)
  store double %25, ptr %24, align 8, !tbaa !13
  %30 = trunc nuw nsw i64 %22 to i32
  %31 = uitofp nneg i32 %30 to double
  %32 = getelementptr inbounds double, ptr %6, i64 %22
  %33 = load double, ptr %32, align 8, !tbaa !13
  %34 = fsub double %27, %29
  %35 = fdiv double %34, 2.000000e-06
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = fcmp ogt double %36, 1.000000e+00
  %38 = select i1 %37, double %36, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %33, ptr %4, align 8, !tbaa !13
  %39 = load volatile double, ptr %4, align 8, !tbaa !13
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = fcmp ueq double %40, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %41, label %53, label %42

42:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %35, ptr %3, align 8, !tbaa !13
  %43 = load volatile double, ptr %3, align 8, !tbaa !13
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = fcmp ueq double %44, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %45, label %53, label %46

46:                                               ; preds = %42
  %47 = fsub double %33, %35
  %48 = call double @llvm.fabs.f64(double %47)
  %49 = fmul double %38, 1.000000e-05
  %50 = fcmp ole double %48, %49
  %51 = select i1 %50, ptr @.str.4, ptr @.str.5
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %31, double noundef %33, double noundef %35, ptr noundef nonnull %51)
  br i1 %50, label %58, label %55

53:                                               ; preds = %42, %21
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %31, double noundef %33, double noundef %35, ptr noundef nonnull @.str.5)
  br label %55

55:                                               ; preds = %53, %46
  %56 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %55, %46
  %59 = getelementptr inbounds double, ptr %7, i64 %22
  %60 = load double, ptr %59, align 8, !tbaa !13
  %61 = load double, ptr %32, align 8, !tbaa !13
  %62 = call double @llvm.fmuladd.f64(double %60, double %61, double %23)
  %63 = add nuw nsw i64 %22, 1
  %64 = icmp eq i64 %63, 12
  br i1 %64, label %65, label %21, !llvm.loop !20

65:                                               ; preds = %58
  %66 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %67 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %68 = call noundef double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6rankedPKdi, i32 noundef %66, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %67, i32 noundef 12)
  %69 = call double @llvm.fabs.f64(double %62)
  %70 = fcmp ogt double %69, 1.000000e+00
  %71 = select i1 %70, double %69, double 1.000000e+00
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %68, ptr %2, align 8, !tbaa !13
  %72 = load volatile double, ptr %2, align 8, !tbaa !13
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = fcmp ueq double %73, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %74, label %88, label %75

75:                                               ; preds = %65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %62, ptr %1, align 8, !tbaa !13
  %76 = load volatile double, ptr %1, align 8, !tbaa !13
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = fcmp ueq double %77, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %78, label %88, label %79

79:                                               ; preds = %75
  %80 = fsub double %68, %62
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = fmul double %71, 1.000000e-09
  %83 = fcmp ole double %81, %82
  %84 = select i1 %83, ptr @.str.4, ptr @.str.5
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %68, double noundef %62, ptr noundef nonnull %84)
  br i1 %83, label %86, label %90

86:                                               ; preds = %79
  %87 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %93

88:                                               ; preds = %75, %65
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef 0.000000e+00, double noundef %68, double noundef %62, ptr noundef nonnull @.str.5)
  br label %90

90:                                               ; preds = %88, %79
  %91 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr @_ZL6n_fail, align 4, !tbaa !5
  br label %93

93:                                               ; preds = %86, %90
  %94 = phi i32 [ %87, %86 ], [ %92, %90 ]
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %94)
  %96 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !5
  %97 = icmp ne i32 %96, 0
  %98 = zext i1 %97 to i32
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #17
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %5) #17
  ret i32 %98
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare noundef double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #6

declare noundef double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ6rankedPKdiE3$_0EEEvT_SD_T0_T1_"(ptr %0, ptr %1, i64 noundef %2, ptr nocapture readonly %3) unnamed_addr #11 {
  %5 = freeze ptr %1
  %6 = freeze ptr %0
  %7 = ptrtoint ptr %6 to i64
  %8 = ptrtoint ptr %5 to i64
  %9 = sub i64 %8, %7
  %10 = ashr exact i64 %9, 2
  %11 = icmp sgt i64 %10, 16
  br i1 %11, label %12, label %278

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %6, i64 4
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %17, label %207

15:                                               ; preds = %273
  %16 = icmp eq i64 %211, 0
  br i1 %16, label %17, label %207, !llvm.loop !21

17:                                               ; preds = %15, %12
  %18 = phi i64 [ %9, %12 ], [ %275, %15 ]
  %19 = phi ptr [ %5, %12 ], [ %255, %15 ]
  %20 = lshr i64 %18, 2
  %21 = add nsw i64 %20, -2
  %22 = lshr i64 %21, 1
  %23 = add nsw i64 %20, -1
  %24 = lshr i64 %23, 1
  %25 = and i64 %18, 4
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %17
  %28 = or disjoint i64 %21, 1
  %29 = getelementptr inbounds i32, ptr %6, i64 %28
  %30 = getelementptr inbounds i32, ptr %6, i64 %22
  br label %79

31:                                               ; preds = %17, %74
  %32 = phi i64 [ %78, %74 ], [ %22, %17 ]
  %33 = getelementptr inbounds i32, ptr %6, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = icmp sgt i64 %24, %32
  br i1 %35, label %36, label %74

36:                                               ; preds = %31, %36
  %37 = phi i64 [ %52, %36 ], [ %32, %31 ]
  %38 = shl i64 %37, 1
  %39 = add i64 %38, 2
  %40 = getelementptr inbounds i32, ptr %6, i64 %39
  %41 = or disjoint i64 %38, 1
  %42 = getelementptr inbounds i32, ptr %6, i64 %41
  %43 = load i32, ptr %40, align 4, !tbaa !5
  %44 = load i32, ptr %42, align 4, !tbaa !5
  %45 = sext i32 %43 to i64
  %46 = getelementptr inbounds double, ptr %3, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !13
  %48 = sext i32 %44 to i64
  %49 = getelementptr inbounds double, ptr %3, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !13
  %51 = fcmp olt double %47, %50
  %52 = select i1 %51, i64 %41, i64 %39
  %53 = getelementptr inbounds i32, ptr %6, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, ptr %6, i64 %37
  store i32 %54, ptr %55, align 4, !tbaa !5
  %56 = icmp slt i64 %52, %24
  br i1 %56, label %36, label %57, !llvm.loop !22

57:                                               ; preds = %36
  %58 = sext i32 %34 to i64
  %59 = getelementptr inbounds double, ptr %3, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !13
  br label %61

61:                                               ; preds = %71, %57
  %62 = phi i64 [ %52, %57 ], [ %64, %71 ]
  %63 = add nsw i64 %62, -1
  %64 = sdiv i64 %63, 2
  %65 = getelementptr inbounds i32, ptr %6, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds double, ptr %3, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = fcmp olt double %69, %60
  br i1 %70, label %71, label %74

71:                                               ; preds = %61
  %72 = getelementptr inbounds i32, ptr %6, i64 %62
  store i32 %66, ptr %72, align 4, !tbaa !5
  %73 = icmp sgt i64 %64, %32
  br i1 %73, label %61, label %74, !llvm.loop !23

74:                                               ; preds = %71, %61, %31
  %75 = phi i64 [ %32, %31 ], [ %62, %61 ], [ %64, %71 ]
  %76 = getelementptr inbounds i32, ptr %6, i64 %75
  store i32 %34, ptr %76, align 4, !tbaa !5
  %77 = icmp eq i64 %32, 0
  %78 = add nsw i64 %32, -1
  br i1 %77, label %135, label %31, !llvm.loop !24

79:                                               ; preds = %130, %27
  %80 = phi i64 [ %134, %130 ], [ %22, %27 ]
  %81 = getelementptr inbounds i32, ptr %6, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = icmp sgt i64 %24, %80
  br i1 %83, label %84, label %105

84:                                               ; preds = %79, %84
  %85 = phi i64 [ %100, %84 ], [ %80, %79 ]
  %86 = shl i64 %85, 1
  %87 = add i64 %86, 2
  %88 = getelementptr inbounds i32, ptr %6, i64 %87
  %89 = or disjoint i64 %86, 1
  %90 = getelementptr inbounds i32, ptr %6, i64 %89
  %91 = load i32, ptr %88, align 4, !tbaa !5
  %92 = load i32, ptr %90, align 4, !tbaa !5
  %93 = sext i32 %91 to i64
  %94 = getelementptr inbounds double, ptr %3, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !13
  %96 = sext i32 %92 to i64
  %97 = getelementptr inbounds double, ptr %3, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !13
  %99 = fcmp olt double %95, %98
  %100 = select i1 %99, i64 %89, i64 %87
  %101 = getelementptr inbounds i32, ptr %6, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = getelementptr inbounds i32, ptr %6, i64 %85
  store i32 %102, ptr %103, align 4, !tbaa !5
  %104 = icmp slt i64 %100, %24
  br i1 %104, label %84, label %105, !llvm.loop !22

105:                                              ; preds = %84, %79
  %106 = phi i64 [ %80, %79 ], [ %100, %84 ]
  %107 = icmp eq i64 %106, %22
  br i1 %107, label %108, label %110

108:                                              ; preds = %105
  %109 = load i32, ptr %29, align 4, !tbaa !5
  store i32 %109, ptr %30, align 4, !tbaa !5
  br label %110

110:                                              ; preds = %108, %105
  %111 = phi i64 [ %28, %108 ], [ %106, %105 ]
  %112 = icmp sgt i64 %111, %80
  br i1 %112, label %113, label %130

113:                                              ; preds = %110
  %114 = sext i32 %82 to i64
  %115 = getelementptr inbounds double, ptr %3, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !13
  br label %117

117:                                              ; preds = %127, %113
  %118 = phi i64 [ %111, %113 ], [ %120, %127 ]
  %119 = add nsw i64 %118, -1
  %120 = sdiv i64 %119, 2
  %121 = getelementptr inbounds i32, ptr %6, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds double, ptr %3, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !13
  %126 = fcmp olt double %125, %116
  br i1 %126, label %127, label %130

127:                                              ; preds = %117
  %128 = getelementptr inbounds i32, ptr %6, i64 %118
  store i32 %122, ptr %128, align 4, !tbaa !5
  %129 = icmp sgt i64 %120, %80
  br i1 %129, label %117, label %130, !llvm.loop !23

130:                                              ; preds = %127, %117, %110
  %131 = phi i64 [ %111, %110 ], [ %118, %117 ], [ %120, %127 ]
  %132 = getelementptr inbounds i32, ptr %6, i64 %131
  store i32 %82, ptr %132, align 4, !tbaa !5
  %133 = icmp eq i64 %80, 0
  %134 = add nsw i64 %80, -1
  br i1 %133, label %135, label %79, !llvm.loop !24

135:                                              ; preds = %74, %130
  %136 = icmp sgt i64 %18, 4
  br i1 %136, label %137, label %278

137:                                              ; preds = %135, %203
  %138 = phi ptr [ %139, %203 ], [ %19, %135 ]
  %139 = getelementptr inbounds i8, ptr %138, i64 -4
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = load i32, ptr %6, align 4, !tbaa !5
  store i32 %141, ptr %139, align 4, !tbaa !5
  %142 = ptrtoint ptr %139 to i64
  %143 = sub i64 %142, %7
  %144 = ashr exact i64 %143, 2
  %145 = add nsw i64 %144, -1
  %146 = sdiv i64 %145, 2
  %147 = icmp sgt i64 %144, 2
  br i1 %147, label %148, label %169

148:                                              ; preds = %137, %148
  %149 = phi i64 [ %164, %148 ], [ 0, %137 ]
  %150 = shl i64 %149, 1
  %151 = add i64 %150, 2
  %152 = getelementptr inbounds i32, ptr %6, i64 %151
  %153 = or disjoint i64 %150, 1
  %154 = getelementptr inbounds i32, ptr %6, i64 %153
  %155 = load i32, ptr %152, align 4, !tbaa !5
  %156 = load i32, ptr %154, align 4, !tbaa !5
  %157 = sext i32 %155 to i64
  %158 = getelementptr inbounds double, ptr %3, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !13
  %160 = sext i32 %156 to i64
  %161 = getelementptr inbounds double, ptr %3, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !13
  %163 = fcmp olt double %159, %162
  %164 = select i1 %163, i64 %153, i64 %151
  %165 = getelementptr inbounds i32, ptr %6, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = getelementptr inbounds i32, ptr %6, i64 %149
  store i32 %166, ptr %167, align 4, !tbaa !5
  %168 = icmp slt i64 %164, %146
  br i1 %168, label %148, label %169, !llvm.loop !22

169:                                              ; preds = %148, %137
  %170 = phi i64 [ 0, %137 ], [ %164, %148 ]
  %171 = and i64 %143, 4
  %172 = icmp eq i64 %171, 0
  br i1 %172, label %173, label %183

173:                                              ; preds = %169
  %174 = add nsw i64 %144, -2
  %175 = ashr exact i64 %174, 1
  %176 = icmp eq i64 %170, %175
  br i1 %176, label %177, label %183

177:                                              ; preds = %173
  %178 = shl nsw i64 %170, 1
  %179 = or disjoint i64 %178, 1
  %180 = getelementptr inbounds i32, ptr %6, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = getelementptr inbounds i32, ptr %6, i64 %170
  store i32 %181, ptr %182, align 4, !tbaa !5
  br label %183

183:                                              ; preds = %177, %173, %169
  %184 = phi i64 [ %179, %177 ], [ %170, %173 ], [ %170, %169 ]
  %185 = icmp sgt i64 %184, 0
  br i1 %185, label %186, label %203

186:                                              ; preds = %183
  %187 = sext i32 %140 to i64
  %188 = getelementptr inbounds double, ptr %3, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !13
  br label %190

190:                                              ; preds = %200, %186
  %191 = phi i64 [ %184, %186 ], [ %193, %200 ]
  %192 = add nsw i64 %191, -1
  %193 = lshr i64 %192, 1
  %194 = getelementptr inbounds i32, ptr %6, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !5
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds double, ptr %3, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !13
  %199 = fcmp olt double %198, %189
  br i1 %199, label %200, label %203

200:                                              ; preds = %190
  %201 = getelementptr inbounds i32, ptr %6, i64 %191
  store i32 %195, ptr %201, align 4, !tbaa !5
  %202 = icmp ult i64 %192, 2
  br i1 %202, label %203, label %190, !llvm.loop !23

203:                                              ; preds = %200, %190, %183
  %204 = phi i64 [ %184, %183 ], [ %191, %190 ], [ 0, %200 ]
  %205 = getelementptr inbounds i32, ptr %6, i64 %204
  store i32 %140, ptr %205, align 4, !tbaa !5
  %206 = icmp sgt i64 %143, 4
  br i1 %206, label %137, label %278, !llvm.loop !25

207:                                              ; preds = %12, %15
  %208 = phi ptr [ %255, %15 ], [ %5, %12 ]
  %209 = phi i64 [ %211, %15 ], [ %2, %12 ]
  %210 = phi i64 [ %276, %15 ], [ %10, %12 ]
  %211 = add nsw i64 %209, -1
  %212 = lshr i64 %210, 1
  %213 = getelementptr inbounds i32, ptr %6, i64 %212
  %214 = getelementptr inbounds i8, ptr %208, i64 -4
  %215 = load i32, ptr %13, align 4, !tbaa !5
  %216 = load i32, ptr %213, align 4, !tbaa !5
  %217 = sext i32 %215 to i64
  %218 = getelementptr inbounds double, ptr %3, i64 %217
  %219 = load double, ptr %218, align 8, !tbaa !13
  %220 = sext i32 %216 to i64
  %221 = getelementptr inbounds double, ptr %3, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !13
  %223 = fcmp olt double %219, %222
  %224 = load i32, ptr %214, align 4, !tbaa !5
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds double, ptr %3, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !13
  br i1 %223, label %228, label %237

228:                                              ; preds = %207
  %229 = fcmp olt double %222, %227
  br i1 %229, label %230, label %232

230:                                              ; preds = %228
  %231 = load i32, ptr %6, align 4, !tbaa !5
  store i32 %216, ptr %6, align 4, !tbaa !5
  store i32 %231, ptr %213, align 4, !tbaa !5
  br label %246

232:                                              ; preds = %228
  %233 = fcmp olt double %219, %227
  %234 = load i32, ptr %6, align 4, !tbaa !5
  br i1 %233, label %235, label %236

235:                                              ; preds = %232
  store i32 %224, ptr %6, align 4, !tbaa !5
  store i32 %234, ptr %214, align 4, !tbaa !5
  br label %246

236:                                              ; preds = %232
  store i32 %215, ptr %6, align 4, !tbaa !5
  store i32 %234, ptr %13, align 4, !tbaa !5
  br label %246

237:                                              ; preds = %207
  %238 = fcmp olt double %219, %227
  br i1 %238, label %239, label %241

239:                                              ; preds = %237
  %240 = load i32, ptr %6, align 4, !tbaa !5
  store i32 %215, ptr %6, align 4, !tbaa !5
  store i32 %240, ptr %13, align 4, !tbaa !5
  br label %246

241:                                              ; preds = %237
  %242 = fcmp olt double %222, %227
  %243 = load i32, ptr %6, align 4, !tbaa !5
  br i1 %242, label %244, label %245

244:                                              ; preds = %241
  store i32 %224, ptr %6, align 4, !tbaa !5
  store i32 %243, ptr %214, align 4, !tbaa !5
  br label %246

245:                                              ; preds = %241
  store i32 %216, ptr %6, align 4, !tbaa !5
  store i32 %243, ptr %213, align 4, !tbaa !5
  br label %246

246:                                              ; preds = %245, %244, %239, %236, %235, %230
  br label %247

247:                                              ; preds = %246, %272
  %248 = phi ptr [ %264, %272 ], [ %208, %246 ]
  %249 = phi ptr [ %261, %272 ], [ %13, %246 ]
  %250 = load i32, ptr %6, align 4, !tbaa !5
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds double, ptr %3, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !13
  br label %254

254:                                              ; preds = %254, %247
  %255 = phi ptr [ %249, %247 ], [ %261, %254 ]
  %256 = load i32, ptr %255, align 4, !tbaa !5
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds double, ptr %3, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !13
  %260 = fcmp olt double %259, %253
  %261 = getelementptr inbounds i8, ptr %255, i64 4
  br i1 %260, label %254, label %262, !llvm.loop !26

262:                                              ; preds = %254, %262
  %263 = phi ptr [ %264, %262 ], [ %248, %254 ]
  %264 = getelementptr inbounds i8, ptr %263, i64 -4
  %265 = load i32, ptr %264, align 4, !tbaa !5
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds double, ptr %3, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !13
  %269 = fcmp olt double %253, %268
  br i1 %269, label %262, label %270, !llvm.loop !27

270:                                              ; preds = %262
  %271 = icmp ult ptr %255, %264
  br i1 %271, label %272, label %273

272:                                              ; preds = %270
  store i32 %265, ptr %255, align 4, !tbaa !5
  store i32 %256, ptr %264, align 4, !tbaa !5
  br label %247, !llvm.loop !28

273:                                              ; preds = %270
  tail call fastcc void @"_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEElNS0_5__ops15_Iter_comp_iterIZ6rankedPKdiE3$_0EEEvT_SD_T0_T1_"(ptr nonnull %255, ptr %208, i64 noundef %211, ptr nonnull %3)
  %274 = ptrtoint ptr %255 to i64
  %275 = sub i64 %274, %7
  %276 = ashr exact i64 %275, 2
  %277 = icmp sgt i64 %276, 16
  br i1 %277, label %15, label %278, !llvm.loop !21

278:                                              ; preds = %273, %203, %4, %135
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }
attributes #17 = { nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !12, !11}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
