; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7sum_expE2sm = internal unnamed_addr addrspace(3) global [128 x double] undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sum_exp(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = add nuw nsw i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !6
  %14 = tail call contract double @__nv_exp(double noundef %13) #5
  br label %15

15:                                               ; preds = %3, %10
  %16 = phi contract double [ %14, %10 ], [ 0.000000e+00, %3 ]
  %17 = zext nneg i32 %4 to i64
  %18 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7sum_expE2sm to ptr), i64 0, i64 %17
  store double %16, ptr %18, align 8, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %19 = icmp ult i32 %6, 2
  br i1 %19, label %20, label %22

20:                                               ; preds = %33, %15
  %21 = icmp eq i32 %4, 0
  br i1 %21, label %35, label %38

22:                                               ; preds = %15, %33
  %23 = phi i32 [ %24, %33 ], [ %6, %15 ]
  %24 = lshr i32 %23, 1
  %25 = icmp ult i32 %4, %24
  br i1 %25, label %26, label %33

26:                                               ; preds = %22
  %27 = add nuw nsw i32 %24, %4
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [128 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7sum_expE2sm to ptr), i64 0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !6
  %31 = load double, ptr %18, align 8, !tbaa !6
  %32 = fadd contract double %30, %31
  store double %32, ptr %18, align 8, !tbaa !6
  br label %33

33:                                               ; preds = %26, %22
  tail call void @llvm.nvvm.barrier0()
  %34 = icmp ult i32 %23, 4
  br i1 %34, label %20, label %22, !llvm.loop !10

35:                                               ; preds = %20
  %36 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ7sum_expE2sm to ptr), align 8, !tbaa !6
  %37 = atomicrmw fadd ptr %1, double %36 seq_cst, align 8
  br label %38

38:                                               ; preds = %35, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @saxpy(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = fmul contract float %14, %0
  %16 = getelementptr inbounds float, ptr %2, i64 %12
  %17 = load float, ptr %16, align 4, !tbaa !12
  %18 = fadd contract float %15, %17
  store float %18, ptr %16, align 4, !tbaa !12
  br label %19

19:                                               ; preds = %4, %11
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @sum_exp, !"kernel", i32 1}
!1 = !{ptr @saxpy, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
