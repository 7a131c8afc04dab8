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
  %1 = load i32, ptr @enzyme_dup, align 4, !dbg !35, !tbaa !36
  %2 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %1, double noundef 2.000000e+00, double noundef 1.000000e+00) #5, !dbg !40
  %3 = fcmp une double %2, 1.200000e+01, !dbg !41
  %4 = zext i1 %3 to i32, !dbg !40
  ret i32 %4, !dbg !42
}

declare !dbg !43 double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal double @f(double noundef %0) #1 !dbg !46 {
    #dbg_value(double %0, !50, !DIExpression(), !53)
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @pool, i64 8), align 8, !dbg !54, !tbaa !55
  %3 = tail call ptr %2(i64 noundef 8) #5, !dbg !58
    #dbg_value(ptr %3, !51, !DIExpression(), !53)
  store double %0, ptr %3, align 8, !dbg !59, !tbaa !60
  tail call fastcc void @square(ptr noundef nonnull %3), !dbg !62
  %4 = load double, ptr %3, align 8, !dbg !63, !tbaa !60
  %5 = fmul double %4, %0, !dbg !64
    #dbg_value(double %5, !52, !DIExpression(), !53)
  tail call void @free(ptr noundef %3) #5, !dbg !65
  ret double %5, !dbg !66
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @square(ptr nocapture noundef %0) unnamed_addr #3 !dbg !67 {
    #dbg_value(ptr %0, !71, !DIExpression(), !72)
  %2 = load double, ptr %0, align 8, !dbg !73, !tbaa !60
  %3 = fmul double %2, %2, !dbg !74
  store double %3, ptr %0, align 8, !dbg !74, !tbaa !60
  ret void, !dbg !75
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !76 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

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
!35 = !DILocation(line: 28, column: 38, scope: !32)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 28, column: 10, scope: !32)
!41 = !DILocation(line: 28, column: 60, scope: !32)
!42 = !DILocation(line: 28, column: 3, scope: !32)
!43 = !DISubprogram(name: "__enzyme_fwddiff", scope: !3, file: !3, line: 7, type: !44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{!7, !5, null}
!46 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 17, type: !47, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!7, !7}
!49 = !{!50, !51, !52}
!50 = !DILocalVariable(name: "x", arg: 1, scope: !46, file: !3, line: 17, type: !7)
!51 = !DILocalVariable(name: "m", scope: !46, file: !3, line: 18, type: !6)
!52 = !DILocalVariable(name: "r", scope: !46, file: !3, line: 21, type: !7)
!53 = !DILocation(line: 0, scope: !46)
!54 = !DILocation(line: 18, column: 30, scope: !46)
!55 = !{!56, !57, i64 8}
!56 = !{!"", !37, i64 0, !57, i64 8}
!57 = !{!"any pointer", !38, i64 0}
!58 = !DILocation(line: 18, column: 25, scope: !46)
!59 = !DILocation(line: 19, column: 6, scope: !46)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !38, i64 0}
!62 = !DILocation(line: 20, column: 3, scope: !46)
!63 = !DILocation(line: 21, column: 14, scope: !46)
!64 = !DILocation(line: 21, column: 19, scope: !46)
!65 = !DILocation(line: 22, column: 3, scope: !46)
!66 = !DILocation(line: 23, column: 3, scope: !46)
!67 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 15, type: !68, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !6}
!70 = !{!71}
!71 = !DILocalVariable(name: "p", arg: 1, scope: !67, file: !3, line: 15, type: !6)
!72 = !DILocation(line: 0, scope: !67)
!73 = !DILocation(line: 15, column: 65, scope: !67)
!74 = !DILocation(line: 15, column: 62, scope: !67)
!75 = !DILocation(line: 15, column: 69, scope: !67)
!76 = !DISubprogram(name: "free", scope: !77, file: !77, line: 568, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!78 = !DISubroutineType(types: !79)
!79 = !{null, !5}
