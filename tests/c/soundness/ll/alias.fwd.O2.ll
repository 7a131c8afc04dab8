; ModuleID = 'alias.c'
source_filename = "alias.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00], align 16
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00], align 16
@data_addr = dso_local local_unnamed_addr global i64 0, align 8, !dbg !0
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4, !dbg !16
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4, !dbg !13

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !26 {
  %1 = alloca [3 x double], align 16, !DIAssignID !36
    #dbg_assign(i1 undef, !30, !DIExpression(), !36, ptr %1, !DIExpression(), !37)
    #dbg_assign(i1 undef, !34, !DIExpression(), !38, ptr undef, !DIExpression(), !37)
  %2 = alloca [3 x double], align 16, !DIAssignID !39
    #dbg_assign(i1 undef, !35, !DIExpression(), !39, ptr %2, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.x, i64 24, i1 false), !dbg !41, !DIAssignID !42
    #dbg_assign(i1 undef, !30, !DIExpression(), !42, ptr %1, !DIExpression(), !37)
    #dbg_assign(i8 0, !34, !DIExpression(), !43, ptr undef, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.v, i64 24, i1 false), !dbg !44, !DIAssignID !45
    #dbg_assign(i1 undef, !35, !DIExpression(), !45, ptr %2, !DIExpression(), !37)
  %3 = ptrtoint ptr %1 to i64, !dbg !46
  store i64 %3, ptr @data_addr, align 8, !dbg !47, !tbaa !48
  %4 = load i32, ptr @enzyme_const, align 4, !dbg !52, !tbaa !53
  %5 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %4, i32 noundef 3) #6, !dbg !55
  %6 = fcmp une double %5, 2.000000e+00, !dbg !56
  %7 = zext i1 %6 to i32, !dbg !55
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !57
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6, !dbg !57
  ret i32 %7, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare !dbg !59 double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 !dbg !62 {
    #dbg_value(ptr %0, !66, !DIExpression(), !72)
    #dbg_value(i32 %1, !67, !DIExpression(), !72)
  %3 = load i64, ptr @data_addr, align 8, !dbg !73, !tbaa !48
  %4 = inttoptr i64 %3 to ptr, !dbg !74
    #dbg_value(ptr %4, !68, !DIExpression(), !72)
    #dbg_value(double 0.000000e+00, !69, !DIExpression(), !72)
    #dbg_value(i32 0, !70, !DIExpression(), !75)
  %5 = icmp sgt i32 %1, 0, !dbg !76
  br i1 %5, label %6, label %29, !dbg !78

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64, !dbg !76
  %8 = and i64 %7, 3, !dbg !78
  %9 = icmp ult i32 %1, 4, !dbg !78
  br i1 %9, label %12, label %10, !dbg !78

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644, !dbg !78
  br label %31, !dbg !78

12:                                               ; preds = %31, %6
  %13 = phi double [ poison, %6 ], [ %57, %31 ]
  %14 = phi i64 [ 0, %6 ], [ %58, %31 ]
  %15 = phi double [ 0.000000e+00, %6 ], [ %57, %31 ]
  %16 = icmp eq i64 %8, 0, !dbg !78
  br i1 %16, label %29, label %17, !dbg !78

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %26, %17 ], [ %14, %12 ]
  %19 = phi double [ %25, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %27, %17 ], [ 0, %12 ]
    #dbg_value(i64 %18, !70, !DIExpression(), !75)
    #dbg_value(double %19, !69, !DIExpression(), !72)
  %21 = getelementptr inbounds double, ptr %0, i64 %18, !dbg !79
  %22 = load double, ptr %21, align 8, !dbg !79, !tbaa !80
  %23 = getelementptr inbounds double, ptr %4, i64 %18, !dbg !82
  %24 = load double, ptr %23, align 8, !dbg !82, !tbaa !80
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %19), !dbg !83
    #dbg_value(double %25, !69, !DIExpression(), !72)
  %26 = add nuw nsw i64 %18, 1, !dbg !84
    #dbg_value(i64 %26, !70, !DIExpression(), !75)
  %27 = add i64 %20, 1, !dbg !78
  %28 = icmp eq i64 %27, %8, !dbg !78
  br i1 %28, label %29, label %17, !dbg !78, !llvm.loop !85

29:                                               ; preds = %12, %17, %2
  %30 = phi double [ 0.000000e+00, %2 ], [ %13, %12 ], [ %25, %17 ], !dbg !72
  ret double %30, !dbg !87

31:                                               ; preds = %31, %10
  %32 = phi i64 [ 0, %10 ], [ %58, %31 ]
  %33 = phi double [ 0.000000e+00, %10 ], [ %57, %31 ]
  %34 = phi i64 [ 0, %10 ], [ %59, %31 ]
    #dbg_value(i64 %32, !70, !DIExpression(), !75)
    #dbg_value(double %33, !69, !DIExpression(), !72)
  %35 = getelementptr inbounds double, ptr %0, i64 %32, !dbg !79
  %36 = load double, ptr %35, align 8, !dbg !79, !tbaa !80
  %37 = getelementptr inbounds double, ptr %4, i64 %32, !dbg !82
  %38 = load double, ptr %37, align 8, !dbg !82, !tbaa !80
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %33), !dbg !83
    #dbg_value(double %39, !69, !DIExpression(), !72)
  %40 = or disjoint i64 %32, 1, !dbg !84
    #dbg_value(i64 %40, !70, !DIExpression(), !75)
  %41 = getelementptr inbounds double, ptr %0, i64 %40, !dbg !79
  %42 = load double, ptr %41, align 8, !dbg !79, !tbaa !80
  %43 = getelementptr inbounds double, ptr %4, i64 %40, !dbg !82
  %44 = load double, ptr %43, align 8, !dbg !82, !tbaa !80
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %39), !dbg !83
    #dbg_value(double %45, !69, !DIExpression(), !72)
  %46 = or disjoint i64 %32, 2, !dbg !84
    #dbg_value(i64 %46, !70, !DIExpression(), !75)
  %47 = getelementptr inbounds double, ptr %0, i64 %46, !dbg !79
  %48 = load double, ptr %47, align 8, !dbg !79, !tbaa !80
  %49 = getelementptr inbounds double, ptr %4, i64 %46, !dbg !82
  %50 = load double, ptr %49, align 8, !dbg !82, !tbaa !80
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45), !dbg !83
    #dbg_value(double %51, !69, !DIExpression(), !72)
  %52 = or disjoint i64 %32, 3, !dbg !84
    #dbg_value(i64 %52, !70, !DIExpression(), !75)
  %53 = getelementptr inbounds double, ptr %0, i64 %52, !dbg !79
  %54 = load double, ptr %53, align 8, !dbg !79, !tbaa !80
  %55 = getelementptr inbounds double, ptr %4, i64 %52, !dbg !82
  %56 = load double, ptr %55, align 8, !dbg !82, !tbaa !80
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51), !dbg !83
    #dbg_value(double %57, !69, !DIExpression(), !72)
  %58 = add nuw nsw i64 %32, 4, !dbg !84
    #dbg_value(i64 %58, !70, !DIExpression(), !75)
  %59 = add i64 %34, 4, !dbg !78
  %60 = icmp eq i64 %59, %11, !dbg !78
  br i1 %60, label %12, label %31, !dbg !78, !llvm.loop !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data_addr", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "alias.c", directory: "/work/wt/c-calls/tests/c/soundness", checksumkind: CSK_MD5, checksum: "1f14ff63d51e4e4c45ed4964a16b32c1")
!4 = !{!5, !8, !9}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !6, line: 90, baseType: !7)
!6 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{!13, !16, !0}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "enzyme_dup", scope: !2, file: !3, line: 8, type: !15, isLocal: false, isDefinition: true)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "enzyme_const", scope: !2, file: !3, line: 8, type: !15, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !27, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!15}
!29 = !{!30, !34, !35}
!30 = !DILocalVariable(name: "x", scope: !26, file: !3, line: 20, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 3)
!34 = !DILocalVariable(name: "dx", scope: !26, file: !3, line: 20, type: !31)
!35 = !DILocalVariable(name: "v", scope: !26, file: !3, line: 20, type: !31)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 0, scope: !26)
!38 = distinct !DIAssignID()
!39 = distinct !DIAssignID()
!40 = !DILocation(line: 20, column: 3, scope: !26)
!41 = !DILocation(line: 20, column: 10, scope: !26)
!42 = distinct !DIAssignID()
!43 = distinct !DIAssignID()
!44 = !DILocation(line: 20, column: 59, scope: !26)
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 21, column: 15, scope: !26)
!47 = !DILocation(line: 21, column: 13, scope: !26)
!48 = !{!49, !49, i64 0}
!49 = !{!"long", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 23, column: 44, scope: !26)
!53 = !{!54, !54, i64 0}
!54 = !{!"int", !50, i64 0}
!55 = !DILocation(line: 23, column: 10, scope: !26)
!56 = !DILocation(line: 23, column: 61, scope: !26)
!57 = !DILocation(line: 28, column: 1, scope: !26)
!58 = !DILocation(line: 23, column: 3, scope: !26)
!59 = !DISubprogram(name: "__enzyme_fwddiff", scope: !3, file: !3, line: 7, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubroutineType(types: !61)
!61 = !{!11, !8, null}
!62 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 12, type: !63, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!11, !9, !15}
!65 = !{!66, !67, !68, !69, !70}
!66 = !DILocalVariable(name: "x", arg: 1, scope: !62, file: !3, line: 12, type: !9)
!67 = !DILocalVariable(name: "n", arg: 2, scope: !62, file: !3, line: 12, type: !15)
!68 = !DILocalVariable(name: "y", scope: !62, file: !3, line: 13, type: !9)
!69 = !DILocalVariable(name: "s", scope: !62, file: !3, line: 14, type: !11)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 15, type: !15)
!71 = distinct !DILexicalBlock(scope: !62, file: !3, line: 15, column: 3)
!72 = !DILocation(line: 0, scope: !62)
!73 = !DILocation(line: 13, column: 37, scope: !62)
!74 = !DILocation(line: 13, column: 21, scope: !62)
!75 = !DILocation(line: 0, scope: !71)
!76 = !DILocation(line: 15, column: 21, scope: !77)
!77 = distinct !DILexicalBlock(scope: !71, file: !3, line: 15, column: 3)
!78 = !DILocation(line: 15, column: 3, scope: !71)
!79 = !DILocation(line: 15, column: 36, scope: !77)
!80 = !{!81, !81, i64 0}
!81 = !{!"double", !50, i64 0}
!82 = !DILocation(line: 15, column: 43, scope: !77)
!83 = !DILocation(line: 15, column: 33, scope: !77)
!84 = !DILocation(line: 15, column: 27, scope: !77)
!85 = distinct !{!85, !86}
!86 = !{!"llvm.loop.unroll.disable"}
!87 = !DILocation(line: 16, column: 3, scope: !62)
!88 = distinct !{!88, !78, !89, !90}
!89 = !DILocation(line: 15, column: 46, scope: !71)
!90 = !{!"llvm.loop.mustprogress"}
