; ModuleID = 'grad.cu'
source_filename = "grad.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11square_leftPKdPdS0_iE1t = internal unnamed_addr addrspace(3) global [64 x double] undef, align 8
@enzyme_dup = external dso_local local_unnamed_addr addrspace(1) global i32, align 4
@enzyme_const = external dso_local local_unnamed_addr addrspace(1) global i32, align 4
@_ZZ7pair_upPKdPdE1t = internal unnamed_addr addrspace(3) global [64 x double] undef, align 8

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z11square_leftPKdPdS0_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #0 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = add nuw nsw i32 %8, %5
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %16

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = fmul contract double %14, %14
  br label %16

16:                                               ; preds = %4, %11
  %17 = phi contract double [ %15, %11 ], [ 0.000000e+00, %4 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %18
  store double %17, ptr %19, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %20, label %37

20:                                               ; preds = %16
  %21 = icmp eq i32 %5, 0
  br i1 %21, label %27, label %22

22:                                               ; preds = %20
  %23 = add nsw i32 %5, -1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !10
  br label %27

27:                                               ; preds = %20, %22
  %28 = phi contract double [ %26, %22 ], [ 0.000000e+00, %20 ]
  %29 = load double, ptr %2, align 8, !tbaa !10
  %30 = fmul contract double %28, %29
  %31 = zext nneg i32 %9 to i64
  %32 = getelementptr inbounds double, ptr %0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = tail call contract double @__nv_sin(double noundef %33) #7
  %35 = fadd contract double %30, %34
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  store double %35, ptr %36, align 8, !tbaa !10
  br label %37

37:                                               ; preds = %27, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sin(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @grad(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6) local_unnamed_addr #4 {
  %8 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_dup to ptr), align 4, !tbaa !14
  %9 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_const to ptr), align 4, !tbaa !14
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z11square_leftPKdPdS0_i, i32 noundef %8, ptr noundef %0, ptr noundef %1, i32 noundef %8, ptr noundef %2, ptr noundef %3, i32 noundef %8, ptr noundef %4, ptr noundef %5, i32 noundef %9, i32 noundef %6) #7
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @primal(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul nuw nsw i32 %6, %7
  %9 = add nuw nsw i32 %8, %5
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %16

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = fmul contract double %14, %14
  br label %16

16:                                               ; preds = %11, %4
  %17 = phi contract double [ %15, %11 ], [ 0.000000e+00, %4 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %18
  store double %17, ptr %19, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %20, label %37

20:                                               ; preds = %16
  %21 = icmp eq i32 %5, 0
  br i1 %21, label %27, label %22

22:                                               ; preds = %20
  %23 = add nsw i32 %5, -1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !10
  br label %27

27:                                               ; preds = %22, %20
  %28 = phi contract double [ %26, %22 ], [ 0.000000e+00, %20 ]
  %29 = load double, ptr %2, align 8, !tbaa !10
  %30 = fmul contract double %28, %29
  %31 = zext nneg i32 %9 to i64
  %32 = getelementptr inbounds double, ptr %0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !10
  %34 = tail call contract double @__nv_sin(double noundef %33) #7
  %35 = fadd contract double %30, %34
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  store double %35, ptr %36, align 8, !tbaa !10
  br label %37

37:                                               ; preds = %16, %27
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7pair_upPKdPd(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #5 {
  %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = add nuw nsw i32 %6, %3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !10
  %11 = fmul contract double %10, %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %12
  store double %11, ptr %13, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp ugt i32 %3, 31
  br i1 %14, label %30, label %15

15:                                               ; preds = %2
  %16 = load double, ptr %13, align 8, !tbaa !10
  %17 = or disjoint i32 %3, 32
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fmul contract double %16, %20
  tail call void @llvm.nvvm.barrier0()
  store double %21, ptr %13, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %22 = load double, ptr %13, align 8, !tbaa !10
  %23 = add nuw nsw i32 %3, 1
  %24 = and i32 %23, 31
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = fadd contract double %22, %27
  %29 = getelementptr inbounds double, ptr %1, i64 %8
  store double %28, ptr %29, align 8, !tbaa !10
  br label %30

30:                                               ; preds = %2, %15
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @grad_pairs(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #4 {
  %5 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_dup to ptr), align 4, !tbaa !14
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z7pair_upPKdPd, i32 noundef %5, ptr noundef %0, ptr noundef %1, i32 noundef %5, ptr noundef %2, ptr noundef %3) #7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @primal_pairs(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #4 {
  %3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = add nuw nsw i32 %6, %3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds double, ptr %0, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !10
  %11 = fmul contract double %10, %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %12
  store double %11, ptr %13, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp ugt i32 %3, 31
  br i1 %14, label %30, label %15

15:                                               ; preds = %2
  %16 = load double, ptr %13, align 8, !tbaa !10
  %17 = or disjoint i32 %3, 32
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fmul contract double %16, %20
  tail call void @llvm.nvvm.barrier0()
  store double %21, ptr %13, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %22 = load double, ptr %13, align 8, !tbaa !10
  %23 = add nuw nsw i32 %3, 1
  %24 = and i32 %23, 31
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = fadd contract double %22, %27
  %29 = getelementptr inbounds double, ptr %1, i64 %8
  store double %28, ptr %29, align 8, !tbaa !10
  br label %30

30:                                               ; preds = %2, %15
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z10stride_sinPKdPdi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul nuw nsw i32 %5, %11
  br label %14

13:                                               ; preds = %14, %3
  ret void

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %22, %14 ]
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = tail call contract double @__nv_sin(double noundef %18) #7
  %20 = fmul contract double %18, %19
  %21 = getelementptr inbounds double, ptr %1, i64 %16
  store double %20, ptr %21, align 8, !tbaa !10
  %22 = add nuw nsw i32 %15, %12
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %14, label %13, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @grad_stride(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_dup to ptr), align 4, !tbaa !14
  %7 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_const to ptr), align 4, !tbaa !14
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z10stride_sinPKdPdi, i32 noundef %6, ptr noundef %0, ptr noundef %1, i32 noundef %6, ptr noundef %2, ptr noundef %3, i32 noundef %7, i32 noundef %4) #7
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @primal_stride(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  %4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %23

10:                                               ; preds = %3
  %11 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul nuw nsw i32 %5, %11
  br label %13

13:                                               ; preds = %13, %10
  %14 = phi i32 [ %8, %10 ], [ %21, %13 ]
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !10, !alias.scope !18, !noalias !21
  %18 = tail call contract double @__nv_sin(double noundef %17) #7, !noalias !23
  %19 = fmul contract double %17, %18
  %20 = getelementptr inbounds double, ptr %1, i64 %15
  store double %19, ptr %20, align 8, !tbaa !10, !alias.scope !21, !noalias !18
  %21 = add nuw nsw i32 %14, %12
  %22 = icmp slt i32 %21, %2
  br i1 %22, label %13, label %23, !llvm.loop !16

23:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{ptr @grad, !"kernel", i32 1}
!1 = !{ptr @primal, !"kernel", i32 1}
!2 = !{ptr @grad_pairs, !"kernel", i32 1}
!3 = !{ptr @primal_pairs, !"kernel", i32 1}
!4 = !{ptr @grad_stride, !"kernel", i32 1}
!5 = !{ptr @primal_stride, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_Z10stride_sinPKdPdi: argument 0"}
!20 = distinct !{!20, !"_Z10stride_sinPKdPdi"}
!21 = !{!22}
!22 = distinct !{!22, !20, !"_Z10stride_sinPKdPdi: argument 1"}
!23 = !{!19, !22}
