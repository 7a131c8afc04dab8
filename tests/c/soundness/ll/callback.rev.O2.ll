; ModuleID = 'callback.c'
source_filename = "callback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local global [2 x ptr] [ptr @sumsq, ptr @sum], align 16, !dbg !0
@which = dso_local global i32 0, align 4, !dbg !7
@__const.main.x = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00], align 16
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4, !dbg !13
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @sumsq(ptr nocapture noundef readonly %0, i32 noundef %1) #0 !dbg !33 {
    #dbg_value(ptr %0, !35, !DIExpression(), !40)
    #dbg_value(i32 %1, !36, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !37, !DIExpression(), !40)
    #dbg_value(i32 0, !38, !DIExpression(), !41)
  %3 = icmp sgt i32 %1, 0, !dbg !42
  br i1 %3, label %4, label %25, !dbg !44

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !42
  %6 = and i64 %5, 3, !dbg !44
  %7 = icmp ult i32 %1, 4, !dbg !44
  br i1 %7, label %10, label %8, !dbg !44

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644, !dbg !44
  br label %27, !dbg !44

10:                                               ; preds = %27, %4
  %11 = phi double [ poison, %4 ], [ %45, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %46, %27 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %45, %27 ]
  %14 = icmp eq i64 %6, 0, !dbg !44
  br i1 %14, label %25, label %15, !dbg !44

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
    #dbg_value(i64 %16, !38, !DIExpression(), !41)
    #dbg_value(double %17, !37, !DIExpression(), !40)
  %19 = getelementptr inbounds double, ptr %0, i64 %16, !dbg !45
  %20 = load double, ptr %19, align 8, !dbg !45, !tbaa !46
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %17), !dbg !50
    #dbg_value(double %21, !37, !DIExpression(), !40)
  %22 = add nuw nsw i64 %16, 1, !dbg !51
    #dbg_value(i64 %22, !38, !DIExpression(), !41)
  %23 = add i64 %18, 1, !dbg !44
  %24 = icmp eq i64 %23, %6, !dbg !44
  br i1 %24, label %25, label %15, !dbg !44, !llvm.loop !52

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ], !dbg !40
  ret double %26, !dbg !54

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %46, %27 ]
  %29 = phi double [ 0.000000e+00, %8 ], [ %45, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %47, %27 ]
    #dbg_value(i64 %28, !38, !DIExpression(), !41)
    #dbg_value(double %29, !37, !DIExpression(), !40)
  %31 = getelementptr inbounds double, ptr %0, i64 %28, !dbg !45
  %32 = load double, ptr %31, align 8, !dbg !45, !tbaa !46
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %32, double %29), !dbg !50
    #dbg_value(double %33, !37, !DIExpression(), !40)
  %34 = or disjoint i64 %28, 1, !dbg !51
    #dbg_value(i64 %34, !38, !DIExpression(), !41)
  %35 = getelementptr inbounds double, ptr %0, i64 %34, !dbg !45
  %36 = load double, ptr %35, align 8, !dbg !45, !tbaa !46
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %36, double %33), !dbg !50
    #dbg_value(double %37, !37, !DIExpression(), !40)
  %38 = or disjoint i64 %28, 2, !dbg !51
    #dbg_value(i64 %38, !38, !DIExpression(), !41)
  %39 = getelementptr inbounds double, ptr %0, i64 %38, !dbg !45
  %40 = load double, ptr %39, align 8, !dbg !45, !tbaa !46
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %40, double %37), !dbg !50
    #dbg_value(double %41, !37, !DIExpression(), !40)
  %42 = or disjoint i64 %28, 3, !dbg !51
    #dbg_value(i64 %42, !38, !DIExpression(), !41)
  %43 = getelementptr inbounds double, ptr %0, i64 %42, !dbg !45
  %44 = load double, ptr %43, align 8, !dbg !45, !tbaa !46
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %44, double %41), !dbg !50
    #dbg_value(double %45, !37, !DIExpression(), !40)
  %46 = add nuw nsw i64 %28, 4, !dbg !51
    #dbg_value(i64 %46, !38, !DIExpression(), !41)
  %47 = add i64 %30, 4, !dbg !44
  %48 = icmp eq i64 %47, %9, !dbg !44
  br i1 %48, label %10, label %27, !dbg !44, !llvm.loop !55
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @sum(ptr nocapture noundef readonly %0, i32 noundef %1) #0 !dbg !58 {
    #dbg_value(ptr %0, !60, !DIExpression(), !65)
    #dbg_value(i32 %1, !61, !DIExpression(), !65)
    #dbg_value(double 0.000000e+00, !62, !DIExpression(), !65)
    #dbg_value(i32 0, !63, !DIExpression(), !66)
  %3 = icmp sgt i32 %1, 0, !dbg !67
  br i1 %3, label %4, label %25, !dbg !69

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !67
  %6 = and i64 %5, 7, !dbg !69
  %7 = icmp ult i32 %1, 8, !dbg !69
  br i1 %7, label %10, label %8, !dbg !69

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483640, !dbg !69
  br label %27, !dbg !69

10:                                               ; preds = %27, %4
  %11 = phi double [ poison, %4 ], [ %61, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %62, %27 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %61, %27 ]
  %14 = icmp eq i64 %6, 0, !dbg !69
  br i1 %14, label %25, label %15, !dbg !69

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
    #dbg_value(i64 %16, !63, !DIExpression(), !66)
    #dbg_value(double %17, !62, !DIExpression(), !65)
  %19 = getelementptr inbounds double, ptr %0, i64 %16, !dbg !70
  %20 = load double, ptr %19, align 8, !dbg !70, !tbaa !46
  %21 = fadd double %17, %20, !dbg !71
    #dbg_value(double %21, !62, !DIExpression(), !65)
  %22 = add nuw nsw i64 %16, 1, !dbg !72
    #dbg_value(i64 %22, !63, !DIExpression(), !66)
  %23 = add i64 %18, 1, !dbg !69
  %24 = icmp eq i64 %23, %6, !dbg !69
  br i1 %24, label %25, label %15, !dbg !69, !llvm.loop !73

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ], !dbg !65
  ret double %26, !dbg !74

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %62, %27 ]
  %29 = phi double [ 0.000000e+00, %8 ], [ %61, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %63, %27 ]
    #dbg_value(i64 %28, !63, !DIExpression(), !66)
    #dbg_value(double %29, !62, !DIExpression(), !65)
  %31 = getelementptr inbounds double, ptr %0, i64 %28, !dbg !70
  %32 = load double, ptr %31, align 8, !dbg !70, !tbaa !46
  %33 = fadd double %29, %32, !dbg !71
    #dbg_value(double %33, !62, !DIExpression(), !65)
  %34 = or disjoint i64 %28, 1, !dbg !72
    #dbg_value(i64 %34, !63, !DIExpression(), !66)
  %35 = getelementptr inbounds double, ptr %0, i64 %34, !dbg !70
  %36 = load double, ptr %35, align 8, !dbg !70, !tbaa !46
  %37 = fadd double %33, %36, !dbg !71
    #dbg_value(double %37, !62, !DIExpression(), !65)
  %38 = or disjoint i64 %28, 2, !dbg !72
    #dbg_value(i64 %38, !63, !DIExpression(), !66)
  %39 = getelementptr inbounds double, ptr %0, i64 %38, !dbg !70
  %40 = load double, ptr %39, align 8, !dbg !70, !tbaa !46
  %41 = fadd double %37, %40, !dbg !71
    #dbg_value(double %41, !62, !DIExpression(), !65)
  %42 = or disjoint i64 %28, 3, !dbg !72
    #dbg_value(i64 %42, !63, !DIExpression(), !66)
  %43 = getelementptr inbounds double, ptr %0, i64 %42, !dbg !70
  %44 = load double, ptr %43, align 8, !dbg !70, !tbaa !46
  %45 = fadd double %41, %44, !dbg !71
    #dbg_value(double %45, !62, !DIExpression(), !65)
  %46 = or disjoint i64 %28, 4, !dbg !72
    #dbg_value(i64 %46, !63, !DIExpression(), !66)
  %47 = getelementptr inbounds double, ptr %0, i64 %46, !dbg !70
  %48 = load double, ptr %47, align 8, !dbg !70, !tbaa !46
  %49 = fadd double %45, %48, !dbg !71
    #dbg_value(double %49, !62, !DIExpression(), !65)
  %50 = or disjoint i64 %28, 5, !dbg !72
    #dbg_value(i64 %50, !63, !DIExpression(), !66)
  %51 = getelementptr inbounds double, ptr %0, i64 %50, !dbg !70
  %52 = load double, ptr %51, align 8, !dbg !70, !tbaa !46
  %53 = fadd double %49, %52, !dbg !71
    #dbg_value(double %53, !62, !DIExpression(), !65)
  %54 = or disjoint i64 %28, 6, !dbg !72
    #dbg_value(i64 %54, !63, !DIExpression(), !66)
  %55 = getelementptr inbounds double, ptr %0, i64 %54, !dbg !70
  %56 = load double, ptr %55, align 8, !dbg !70, !tbaa !46
  %57 = fadd double %53, %56, !dbg !71
    #dbg_value(double %57, !62, !DIExpression(), !65)
  %58 = or disjoint i64 %28, 7, !dbg !72
    #dbg_value(i64 %58, !63, !DIExpression(), !66)
  %59 = getelementptr inbounds double, ptr %0, i64 %58, !dbg !70
  %60 = load double, ptr %59, align 8, !dbg !70, !tbaa !46
  %61 = fadd double %57, %60, !dbg !71
    #dbg_value(double %61, !62, !DIExpression(), !65)
  %62 = add nuw nsw i64 %28, 8, !dbg !72
    #dbg_value(i64 %62, !63, !DIExpression(), !66)
  %63 = add i64 %30, 8, !dbg !69
  %64 = icmp eq i64 %63, %9, !dbg !69
  br i1 %64, label %10, label %27, !dbg !69, !llvm.loop !75
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #1 !dbg !77 {
  %1 = alloca [3 x double], align 16, !DIAssignID !87
    #dbg_assign(i1 undef, !81, !DIExpression(), !87, ptr %1, !DIExpression(), !88)
  %2 = alloca [3 x double], align 16, !DIAssignID !89
    #dbg_assign(i1 undef, !85, !DIExpression(), !89, ptr %2, !DIExpression(), !88)
    #dbg_assign(i1 undef, !86, !DIExpression(), !90, ptr poison, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7, !dbg !91
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.x, i64 24, i1 false), !dbg !92, !DIAssignID !93
    #dbg_assign(i1 undef, !81, !DIExpression(), !93, ptr %1, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !91
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, i8 0, i64 24, i1 false), !dbg !94, !DIAssignID !95
    #dbg_assign(i8 0, !85, !DIExpression(), !95, ptr %2, !DIExpression(), !88)
    #dbg_assign(i1 undef, !86, !DIExpression(), !96, ptr poison, !DIExpression(), !88)
  %3 = load i32, ptr @enzyme_const, align 4, !dbg !97, !tbaa !98
  %4 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %3, i32 noundef 3) #7, !dbg !100
  %5 = load double, ptr %2, align 16, !dbg !101, !tbaa !46
  %6 = fcmp une double %5, 4.000000e+00, !dbg !102
  %7 = zext i1 %6 to i32, !dbg !101
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !103
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7, !dbg !103
  ret i32 %7, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare !dbg !105 double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #1 !dbg !108 {
    #dbg_value(ptr %0, !110, !DIExpression(), !112)
    #dbg_value(i32 %1, !111, !DIExpression(), !112)
  %3 = load volatile i32, ptr @which, align 4, !dbg !113, !tbaa !98
  %4 = sext i32 %3 to i64, !dbg !114
  %5 = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %4, !dbg !114
  %6 = load volatile ptr, ptr %5, align 8, !dbg !114, !tbaa !115
  %7 = tail call double %6(ptr noundef %0, i32 noundef %1) #7, !dbg !114
  %8 = fmul double %7, 2.000000e+00, !dbg !117
  ret double %8, !dbg !118
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 17, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "callback.c", directory: "/work/wt/c-calls/tests/c/soundness", checksumkind: CSK_MD5, checksum: "58e7568caf12d6a8c35c76cc2e415192")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !11, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "which", scope: !2, file: !3, line: 18, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "enzyme_dup", scope: !2, file: !3, line: 5, type: !10, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "enzyme_const", scope: !2, file: !3, line: 5, type: !10, isLocal: false, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !23)
!16 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !21, !10}
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!23 = !{!24}
!24 = !DISubrange(count: 2)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "sumsq", scope: !3, file: !3, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!34 = !{!35, !36, !37, !38}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !33, file: !3, line: 7, type: !21)
!36 = !DILocalVariable(name: "n", arg: 2, scope: !33, file: !3, line: 7, type: !10)
!37 = !DILocalVariable(name: "s", scope: !33, file: !3, line: 8, type: !20)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 9, type: !10)
!39 = distinct !DILexicalBlock(scope: !33, file: !3, line: 9, column: 3)
!40 = !DILocation(line: 0, scope: !33)
!41 = !DILocation(line: 0, scope: !39)
!42 = !DILocation(line: 9, column: 21, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 9, column: 3)
!44 = !DILocation(line: 9, column: 3, scope: !39)
!45 = !DILocation(line: 9, column: 36, scope: !43)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 9, column: 33, scope: !43)
!51 = !DILocation(line: 9, column: 27, scope: !43)
!52 = distinct !{!52, !53}
!53 = !{!"llvm.loop.unroll.disable"}
!54 = !DILocation(line: 10, column: 3, scope: !33)
!55 = distinct !{!55, !44, !56, !57}
!56 = !DILocation(line: 9, column: 46, scope: !39)
!57 = !{!"llvm.loop.mustprogress"}
!58 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!59 = !{!60, !61, !62, !63}
!60 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !3, line: 12, type: !21)
!61 = !DILocalVariable(name: "n", arg: 2, scope: !58, file: !3, line: 12, type: !10)
!62 = !DILocalVariable(name: "s", scope: !58, file: !3, line: 13, type: !20)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 14, type: !10)
!64 = distinct !DILexicalBlock(scope: !58, file: !3, line: 14, column: 3)
!65 = !DILocation(line: 0, scope: !58)
!66 = !DILocation(line: 0, scope: !64)
!67 = !DILocation(line: 14, column: 21, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 14, column: 3)
!69 = !DILocation(line: 14, column: 3, scope: !64)
!70 = !DILocation(line: 14, column: 36, scope: !68)
!71 = !DILocation(line: 14, column: 33, scope: !68)
!72 = !DILocation(line: 14, column: 27, scope: !68)
!73 = distinct !{!73, !53}
!74 = !DILocation(line: 15, column: 3, scope: !58)
!75 = distinct !{!75, !69, !76, !57}
!76 = !DILocation(line: 14, column: 39, scope: !64)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !78, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!10}
!80 = !{!81, !85, !86}
!81 = !DILocalVariable(name: "x", scope: !77, file: !3, line: 23, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 192, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 3)
!85 = !DILocalVariable(name: "dx", scope: !77, file: !3, line: 23, type: !82)
!86 = !DILocalVariable(name: "v", scope: !77, file: !3, line: 23, type: !82)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !77)
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 23, column: 3, scope: !77)
!92 = !DILocation(line: 23, column: 10, scope: !77)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 23, column: 34, scope: !77)
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 27, column: 39, scope: !77)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !48, i64 0}
!100 = !DILocation(line: 27, column: 3, scope: !77)
!101 = !DILocation(line: 28, column: 10, scope: !77)
!102 = !DILocation(line: 28, column: 16, scope: !77)
!103 = !DILocation(line: 30, column: 1, scope: !77)
!104 = !DILocation(line: 28, column: 3, scope: !77)
!105 = !DISubprogram(name: "__enzyme_autodiff", scope: !3, file: !3, line: 3, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{!20, !5, null}
!108 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 20, type: !18, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!109 = !{!110, !111}
!110 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !3, line: 20, type: !21)
!111 = !DILocalVariable(name: "n", arg: 2, scope: !108, file: !3, line: 20, type: !10)
!112 = !DILocation(line: 0, scope: !108)
!113 = !DILocation(line: 20, column: 56, scope: !108)
!114 = !DILocation(line: 20, column: 50, scope: !108)
!115 = !{!116, !116, i64 0}
!116 = !{!"any pointer", !48, i64 0}
!117 = !DILocation(line: 20, column: 69, scope: !108)
!118 = !DILocation(line: 20, column: 43, scope: !108)
