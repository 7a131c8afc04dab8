; ModuleID = 'setter.c'
source_filename = "setter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal global ptr null, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @bind(ptr noundef %0) #0 !dbg !17 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
  %3 = load ptr, ptr %2, align 8, !dbg !23
  store ptr %3, ptr @buf, align 8, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca [1 x double], align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !34)
  %3 = getelementptr inbounds [1 x double], ptr %2, i64 0, i64 0, !dbg !35
  call void @bind(ptr noundef %3), !dbg !36
  %4 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, double noundef 3.000000e+00, double noundef 1.000000e+00), !dbg !37
  %5 = fcmp oeq double %4, 1.800000e+01, !dbg !38
  %6 = zext i1 %5 to i64, !dbg !37
  %7 = select i1 %5, i32 0, i32 1, !dbg !37
  ret i32 %7, !dbg !39
}

declare double @__enzyme_fwddiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0) #0 !dbg !40 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !43, !DIExpression(), !44)
  %3 = load double, ptr %2, align 8, !dbg !45
  %4 = load double, ptr %2, align 8, !dbg !46
  %5 = fmul double %3, %4, !dbg !47
  %6 = load ptr, ptr @buf, align 8, !dbg !48
  %7 = getelementptr inbounds double, ptr %6, i64 0, !dbg !48
  store double %5, ptr %7, align 8, !dbg !49
  %8 = load ptr, ptr @buf, align 8, !dbg !50
  %9 = getelementptr inbounds double, ptr %8, i64 0, !dbg !50
  %10 = load double, ptr %9, align 8, !dbg !50
  %11 = fmul double %10, 3.000000e+00, !dbg !51
  ret double %11, !dbg !52
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
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
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "bind", scope: !3, file: !3, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !7}
!20 = !{}
!21 = !DILocalVariable(name: "p", arg: 1, scope: !17, file: !3, line: 9, type: !7)
!22 = !DILocation(line: 9, column: 45, scope: !17)
!23 = !DILocation(line: 9, column: 56, scope: !17)
!24 = !DILocation(line: 9, column: 54, scope: !17)
!25 = !DILocation(line: 9, column: 59, scope: !17)
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !27, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!27 = !DISubroutineType(types: !28)
!28 = !{!29}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DILocalVariable(name: "b", scope: !26, file: !3, line: 17, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 1)
!34 = !DILocation(line: 17, column: 10, scope: !26)
!35 = !DILocation(line: 18, column: 8, scope: !26)
!36 = !DILocation(line: 18, column: 3, scope: !26)
!37 = !DILocation(line: 20, column: 10, scope: !26)
!38 = !DILocation(line: 20, column: 48, scope: !26)
!39 = !DILocation(line: 20, column: 3, scope: !26)
!40 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!41 = !DISubroutineType(types: !42)
!42 = !{!8, !8}
!43 = !DILocalVariable(name: "x", arg: 1, scope: !40, file: !3, line: 11, type: !8)
!44 = !DILocation(line: 11, column: 50, scope: !40)
!45 = !DILocation(line: 12, column: 12, scope: !40)
!46 = !DILocation(line: 12, column: 16, scope: !40)
!47 = !DILocation(line: 12, column: 14, scope: !40)
!48 = !DILocation(line: 12, column: 3, scope: !40)
!49 = !DILocation(line: 12, column: 10, scope: !40)
!50 = !DILocation(line: 13, column: 10, scope: !40)
!51 = !DILocation(line: 13, column: 17, scope: !40)
!52 = !DILocation(line: 13, column: 3, scope: !40)
