; ModuleID = 'allocfn.c'
source_filename = "allocfn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, ptr }

@pool = dso_local global %struct.anon { i32 0, ptr @malloc }, align 8, !dbg !0
@enzyme_dup = dso_local global i32 0, align 4, !dbg !9
@enzyme_const = dso_local global i32 0, align 4, !dbg !12

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #1 !dbg !32 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef 2.000000e+00), !dbg !35
  %3 = fcmp oeq double %2, 1.200000e+01, !dbg !36
  %4 = zext i1 %3 to i64, !dbg !35
  %5 = select i1 %3, i32 0, i32 1, !dbg !35
  ret i32 %5, !dbg !37
}

declare double @__enzyme_autodiff(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0) #1 !dbg !38 {
  %2 = alloca double, align 8
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  %5 = load ptr, ptr getelementptr inbounds (%struct.anon, ptr @pool, i32 0, i32 1), align 8, !dbg !46
  %6 = call ptr %5(i64 noundef 8), !dbg !47
  store ptr %6, ptr %3, align 8, !dbg !45
  %7 = load double, ptr %2, align 8, !dbg !48
  %8 = load ptr, ptr %3, align 8, !dbg !49
  store double %7, ptr %8, align 8, !dbg !50
  %9 = load ptr, ptr %3, align 8, !dbg !51
  call void @square(ptr noundef %9), !dbg !52
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
  %10 = load ptr, ptr %3, align 8, !dbg !55
  %11 = getelementptr inbounds double, ptr %10, i64 0, !dbg !55
  %12 = load double, ptr %11, align 8, !dbg !55
  %13 = load double, ptr %2, align 8, !dbg !56
  %14 = fmul double %12, %13, !dbg !57
  store double %14, ptr %4, align 8, !dbg !54
  %15 = load ptr, ptr %3, align 8, !dbg !58
  call void @free(ptr noundef %15) #4, !dbg !59
  %16 = load double, ptr %4, align 8, !dbg !60
  ret double %16, !dbg !61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @square(ptr noundef %0) #1 !dbg !62 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !65, !DIExpression(), !66)
  %3 = load ptr, ptr %2, align 8, !dbg !67
  %4 = load double, ptr %3, align 8, !dbg !68
  %5 = load ptr, ptr %2, align 8, !dbg !69
  %6 = load double, ptr %5, align 8, !dbg !70
  %7 = fmul double %6, %4, !dbg !70
  store double %7, ptr %5, align 8, !dbg !70
  ret void, !dbg !71
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 13, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
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
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !33, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!33 = !DISubroutineType(types: !34)
!34 = !{!11}
!35 = !DILocation(line: 30, column: 10, scope: !32)
!36 = !DILocation(line: 30, column: 44, scope: !32)
!37 = !DILocation(line: 30, column: 3, scope: !32)
!38 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 17, type: !39, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!7, !7}
!41 = !{}
!42 = !DILocalVariable(name: "x", arg: 1, scope: !38, file: !3, line: 17, type: !7)
!43 = !DILocation(line: 17, column: 24, scope: !38)
!44 = !DILocalVariable(name: "m", scope: !38, file: !3, line: 18, type: !6)
!45 = !DILocation(line: 18, column: 11, scope: !38)
!46 = !DILocation(line: 18, column: 30, scope: !38)
!47 = !DILocation(line: 18, column: 25, scope: !38)
!48 = !DILocation(line: 19, column: 8, scope: !38)
!49 = !DILocation(line: 19, column: 4, scope: !38)
!50 = !DILocation(line: 19, column: 6, scope: !38)
!51 = !DILocation(line: 20, column: 10, scope: !38)
!52 = !DILocation(line: 20, column: 3, scope: !38)
!53 = !DILocalVariable(name: "r", scope: !38, file: !3, line: 21, type: !7)
!54 = !DILocation(line: 21, column: 10, scope: !38)
!55 = !DILocation(line: 21, column: 14, scope: !38)
!56 = !DILocation(line: 21, column: 21, scope: !38)
!57 = !DILocation(line: 21, column: 19, scope: !38)
!58 = !DILocation(line: 22, column: 8, scope: !38)
!59 = !DILocation(line: 22, column: 3, scope: !38)
!60 = !DILocation(line: 23, column: 10, scope: !38)
!61 = !DILocation(line: 23, column: 3, scope: !38)
!62 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 15, type: !63, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !41)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !6}
!65 = !DILocalVariable(name: "p", arg: 1, scope: !62, file: !3, line: 15, type: !6)
!66 = !DILocation(line: 15, column: 54, scope: !62)
!67 = !DILocation(line: 15, column: 66, scope: !62)
!68 = !DILocation(line: 15, column: 65, scope: !62)
!69 = !DILocation(line: 15, column: 60, scope: !62)
!70 = !DILocation(line: 15, column: 62, scope: !62)
!71 = !DILocation(line: 15, column: 69, scope: !62)
