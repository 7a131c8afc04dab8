; ModuleID = 'setter.c'
source_filename = "setter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal unnamed_addr global ptr null, align 8, !dbg !0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @bind(ptr noundef %0) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(ptr %0, !21, !DIExpression(), !22)
  store ptr %0, ptr @buf, align 8, !dbg !23, !tbaa !24
  ret void, !dbg !28
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #1 !dbg !29 {
  %1 = alloca [1 x double], align 8, !DIAssignID !38
    #dbg_assign(i1 undef, !34, !DIExpression(), !38, ptr %1, !DIExpression(), !39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !40
  call void @bind(ptr noundef nonnull %1), !dbg !41
  %2 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 3.000000e+00) #5, !dbg !42
  %3 = fcmp une double %2, 1.800000e+01, !dbg !43
  %4 = zext i1 %3 to i32, !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !44
  ret i32 %4, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !46 double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal noundef double @f(double noundef %0) #4 !dbg !49 {
    #dbg_value(double %0, !53, !DIExpression(), !54)
  %2 = fmul double %0, %0, !dbg !55
  %3 = load ptr, ptr @buf, align 8, !dbg !56, !tbaa !24
  store double %2, ptr %3, align 8, !dbg !57, !tbaa !58
  %4 = fmul double %2, 3.000000e+00, !dbg !60
  ret double %4, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "setter.c", directory: "/work/main/tests/c/soundness", checksumkind: CSK_MD5, checksum: "537d074c00a9e5a92f8afaafec4fccc3")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "bind", scope: !3, file: !3, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !7}
!20 = !{!21}
!21 = !DILocalVariable(name: "p", arg: 1, scope: !17, file: !3, line: 9, type: !7)
!22 = !DILocation(line: 0, scope: !17)
!23 = !DILocation(line: 9, column: 54, scope: !17)
!24 = !{!25, !25, i64 0}
!25 = !{!"any pointer", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 9, column: 59, scope: !17)
!29 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !30, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!34}
!34 = !DILocalVariable(name: "b", scope: !29, file: !3, line: 17, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 1)
!38 = distinct !DIAssignID()
!39 = !DILocation(line: 0, scope: !29)
!40 = !DILocation(line: 17, column: 3, scope: !29)
!41 = !DILocation(line: 18, column: 3, scope: !29)
!42 = !DILocation(line: 22, column: 10, scope: !29)
!43 = !DILocation(line: 22, column: 44, scope: !29)
!44 = !DILocation(line: 24, column: 1, scope: !29)
!45 = !DILocation(line: 22, column: 3, scope: !29)
!46 = !DISubprogram(name: "__enzyme_autodiff", scope: !3, file: !3, line: 5, type: !47, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!47 = !DISubroutineType(types: !48)
!48 = !{!8, !5, null}
!49 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 11, type: !50, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!8, !8}
!52 = !{!53}
!53 = !DILocalVariable(name: "x", arg: 1, scope: !49, file: !3, line: 11, type: !8)
!54 = !DILocation(line: 0, scope: !49)
!55 = !DILocation(line: 12, column: 14, scope: !49)
!56 = !DILocation(line: 12, column: 3, scope: !49)
!57 = !DILocation(line: 12, column: 10, scope: !49)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !26, i64 0}
!60 = !DILocation(line: 13, column: 17, scope: !49)
!61 = !DILocation(line: 13, column: 3, scope: !49)
