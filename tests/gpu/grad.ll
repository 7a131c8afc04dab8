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
  %14 = load double, ptr %13, align 8, !tbaa !8
  %15 = fmul contract double %14, %14
  br label %16

16:                                               ; preds = %4, %11
  %17 = phi contract double [ %15, %11 ], [ 0.000000e+00, %4 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %18
  store double %17, ptr %19, align 8, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %20, label %37

20:                                               ; preds = %16
  %21 = icmp eq i32 %5, 0
  br i1 %21, label %27, label %22

22:                                               ; preds = %20
  %23 = add nsw i32 %5, -1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !8
  br label %27

27:                                               ; preds = %20, %22
  %28 = phi contract double [ %26, %22 ], [ 0.000000e+00, %20 ]
  %29 = load double, ptr %2, align 8, !tbaa !8
  %30 = fmul contract double %28, %29
  %31 = zext nneg i32 %9 to i64
  %32 = getelementptr inbounds double, ptr %0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !8
  %34 = tail call contract double @__nv_sin(double noundef %33) #6
  %35 = fadd contract double %30, %34
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  store double %35, ptr %36, align 8, !tbaa !8
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
  %8 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_dup to ptr), align 4, !tbaa !12
  %9 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_const to ptr), align 4, !tbaa !12
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z11square_leftPKdPdS0_i, i32 noundef %8, ptr noundef %0, ptr noundef %1, i32 noundef %8, ptr noundef %2, ptr noundef %3, i32 noundef %8, ptr noundef %4, ptr noundef %5, i32 noundef %9, i32 noundef %6) #6
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
  %14 = load double, ptr %13, align 8, !tbaa !8
  %15 = fmul contract double %14, %14
  br label %16

16:                                               ; preds = %11, %4
  %17 = phi contract double [ %15, %11 ], [ 0.000000e+00, %4 ]
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %18
  store double %17, ptr %19, align 8, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %20, label %37

20:                                               ; preds = %16
  %21 = icmp eq i32 %5, 0
  br i1 %21, label %27, label %22

22:                                               ; preds = %20
  %23 = add nsw i32 %5, -1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ11square_leftPKdPdS0_iE1t to ptr), i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !8
  br label %27

27:                                               ; preds = %22, %20
  %28 = phi contract double [ %26, %22 ], [ 0.000000e+00, %20 ]
  %29 = load double, ptr %2, align 8, !tbaa !8
  %30 = fmul contract double %28, %29
  %31 = zext nneg i32 %9 to i64
  %32 = getelementptr inbounds double, ptr %0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !8
  %34 = tail call contract double @__nv_sin(double noundef %33) #6
  %35 = fadd contract double %30, %34
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  store double %35, ptr %36, align 8, !tbaa !8
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
  %10 = load double, ptr %9, align 8, !tbaa !8
  %11 = fmul contract double %10, %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %12
  store double %11, ptr %13, align 8, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp ugt i32 %3, 31
  br i1 %14, label %30, label %15

15:                                               ; preds = %2
  %16 = load double, ptr %13, align 8, !tbaa !8
  %17 = or disjoint i32 %3, 32
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !8
  %21 = fmul contract double %16, %20
  tail call void @llvm.nvvm.barrier0()
  store double %21, ptr %13, align 8, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %22 = load double, ptr %13, align 8, !tbaa !8
  %23 = add nuw nsw i32 %3, 1
  %24 = and i32 %23, 31
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !8
  %28 = fadd contract double %22, %27
  %29 = getelementptr inbounds double, ptr %1, i64 %8
  store double %28, ptr %29, align 8, !tbaa !8
  br label %30

30:                                               ; preds = %2, %15
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @grad_pairs(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #4 {
  %5 = load i32, ptr addrspacecast (ptr addrspace(1) @enzyme_dup to ptr), align 4, !tbaa !12
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z7pair_upPKdPd, i32 noundef %5, ptr noundef %0, ptr noundef %1, i32 noundef %5, ptr noundef %2, ptr noundef %3) #6
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
  %10 = load double, ptr %9, align 8, !tbaa !8
  %11 = fmul contract double %10, %10
  %12 = zext nneg i32 %3 to i64
  %13 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %12
  store double %11, ptr %13, align 8, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp ugt i32 %3, 31
  br i1 %14, label %30, label %15

15:                                               ; preds = %2
  %16 = load double, ptr %13, align 8, !tbaa !8
  %17 = or disjoint i32 %3, 32
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !8
  %21 = fmul contract double %16, %20
  tail call void @llvm.nvvm.barrier0()
  store double %21, ptr %13, align 8, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %22 = load double, ptr %13, align 8, !tbaa !8
  %23 = add nuw nsw i32 %3, 1
  %24 = and i32 %23, 31
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7pair_upPKdPdE1t to ptr), i64 0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !8
  %28 = fadd contract double %22, %27
  %29 = getelementptr inbounds double, ptr %1, i64 %8
  store double %28, ptr %29, align 8, !tbaa !8
  br label %30

30:                                               ; preds = %2, %15
  ret void
}

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @grad, !"kernel", i32 1}
!1 = !{ptr @primal, !"kernel", i32 1}
!2 = !{ptr @grad_pairs, !"kernel", i32 1}
!3 = !{ptr @primal_pairs, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
