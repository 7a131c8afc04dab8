; ModuleID = 'allocfn.c'
source_filename = "allocfn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, ptr }

@pool = dso_local local_unnamed_addr global %struct.anon { i32 0, ptr @malloc }, align 8, !dbg !0
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4, !dbg !9
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4, !dbg !12

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) #0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #1 !dbg !32 {
  %1 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 2.000000e+00) #5, !dbg !35
  %2 = fcmp une double %1, 1.200000e+01, !dbg !36
  %3 = zext i1 %2 to i32, !dbg !35
  ret i32 %3, !dbg !37
}

declare !dbg !38 double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal double @f(double noundef %0) #1 !dbg !41 {
    #dbg_value(double %0, !45, !DIExpression(), !48)
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @pool, i64 8), align 8, !dbg !49, !tbaa !50
  %3 = tail call ptr %2(i64 noundef 8) #5, !dbg !56
    #dbg_value(ptr %3, !46, !DIExpression(), !48)
  store double %0, ptr %3, align 8, !dbg !57, !tbaa !58
  tail call fastcc void @square(ptr noundef nonnull %3), !dbg !60
  %4 = load double, ptr %3, align 8, !dbg !61, !tbaa !58
  %5 = fmul double %4, %0, !dbg !62
    #dbg_value(double %5, !47, !DIExpression(), !48)
  tail call void @free(ptr noundef %3) #5, !dbg !63
  ret double %5, !dbg !64
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @square(ptr nocapture noundef %0) unnamed_addr #3 !dbg !65 {
    #dbg_value(ptr %0, !69, !DIExpression(), !70)
  %2 = load double, ptr %0, align 8, !dbg !71, !tbaa !58
  %3 = fmul double %2, %2, !dbg !72
  store double %3, ptr %0, align 8, !dbg !72, !tbaa !58
  ret void, !dbg !73
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !74 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 13, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "allocfn.c", directory: "/work/wt/c-calls/tests/c/soundness", checksumkind: CSK_MD5, checksum: "15f8e38a84180dd6bad88f8bcf8e99da")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !{!0, !9, !12}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "enzyme_dup", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "enzyme_const", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 10, size: 128, elements: !15)
!15 = !{!16, !17}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !14, file: !3, line: 11, baseType: !11, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "allocfn", scope: !14, file: !3, line: 12, baseType: !18, size: 64, offset: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !21}
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !22, line: 18, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !33, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!33 = !DISubroutineType(types: !34)
!34 = !{!11}
!35 = !DILocation(line: 30, column: 10, scope: !32)
!36 = !DILocation(line: 30, column: 44, scope: !32)
!37 = !DILocation(line: 30, column: 3, scope: !32)
!38 = !DISubprogram(name: "__enzyme_autodiff", scope: !3, file: !3, line: 6, type: !39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!39 = !DISubroutineType(types: !40)
!40 = !{!7, !5, null}
!41 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 17, type: !42, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!7, !7}
!44 = !{!45, !46, !47}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !41, file: !3, line: 17, type: !7)
!46 = !DILocalVariable(name: "m", scope: !41, file: !3, line: 18, type: !6)
!47 = !DILocalVariable(name: "r", scope: !41, file: !3, line: 21, type: !7)
!48 = !DILocation(line: 0, scope: !41)
!49 = !DILocation(line: 18, column: 30, scope: !41)
!50 = !{!51, !55, i64 8}
!51 = !{!"", !52, i64 0, !55, i64 8}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !{!"any pointer", !53, i64 0}
!56 = !DILocation(line: 18, column: 25, scope: !41)
!57 = !DILocation(line: 19, column: 6, scope: !41)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !53, i64 0}
!60 = !DILocation(line: 20, column: 3, scope: !41)
!61 = !DILocation(line: 21, column: 14, scope: !41)
!62 = !DILocation(line: 21, column: 19, scope: !41)
!63 = !DILocation(line: 22, column: 3, scope: !41)
!64 = !DILocation(line: 23, column: 3, scope: !41)
!65 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 15, type: !66, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !6}
!68 = !{!69}
!69 = !DILocalVariable(name: "p", arg: 1, scope: !65, file: !3, line: 15, type: !6)
!70 = !DILocation(line: 0, scope: !65)
!71 = !DILocation(line: 15, column: 65, scope: !65)
!72 = !DILocation(line: 15, column: 62, scope: !65)
!73 = !DILocation(line: 15, column: 69, scope: !65)
!74 = !DISubprogram(name: "free", scope: !75, file: !75, line: 568, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!76 = !DISubroutineType(types: !77)
!77 = !{null, !5}
