; ModuleID = 'static_buffer.c'
source_filename = "static_buffer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@scratch = internal global ptr null, align 8, !dbg !0
@room = internal global i32 0, align 4, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !20 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  %4 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef 2.000000e+00), !dbg !26
  store double %4, ptr %2, align 8, !dbg !25
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %5 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, double noundef 2.000000e+00), !dbg !29
  store double %5, ptr %3, align 8, !dbg !28
  %6 = load double, ptr %2, align 8, !dbg !30
  %7 = fcmp oeq double %6, 1.200000e+02, !dbg !31
  br i1 %7, label %8, label %11, !dbg !32

8:                                                ; preds = %0
  %9 = load double, ptr %3, align 8, !dbg !33
  %10 = fcmp oeq double %9, 1.200000e+02, !dbg !34
  br label %11

11:                                               ; preds = %8, %0
  %12 = phi i1 [ false, %0 ], [ %10, %8 ], !dbg !35
  %13 = zext i1 %12 to i64, !dbg !30
  %14 = select i1 %12, i32 0, i32 1, !dbg !30
  ret i32 %14, !dbg !36
}

declare double @__enzyme_autodiff(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(double noundef %0) #0 !dbg !37 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  call void @ensure(i32 noundef 4), !dbg !42
    #dbg_declare(ptr %3, !43, !DIExpression(), !45)
  store i32 0, ptr %3, align 4, !dbg !45
  br label %6, !dbg !46

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %3, align 4, !dbg !47
  %8 = icmp slt i32 %7, 4, !dbg !49
  br i1 %8, label %9, label %22, !dbg !50

9:                                                ; preds = %6
  %10 = load double, ptr %2, align 8, !dbg !51
  %11 = load i32, ptr %3, align 4, !dbg !52
  %12 = add nsw i32 %11, 1, !dbg !53
  %13 = sitofp i32 %12 to double, !dbg !54
  %14 = fmul double %10, %13, !dbg !55
  %15 = load ptr, ptr @scratch, align 8, !dbg !56
  %16 = load i32, ptr %3, align 4, !dbg !57
  %17 = sext i32 %16 to i64, !dbg !56
  %18 = getelementptr inbounds double, ptr %15, i64 %17, !dbg !56
  store double %14, ptr %18, align 8, !dbg !58
  br label %19, !dbg !56

19:                                               ; preds = %9
  %20 = load i32, ptr %3, align 4, !dbg !59
  %21 = add nsw i32 %20, 1, !dbg !59
  store i32 %21, ptr %3, align 4, !dbg !59
  br label %6, !dbg !60, !llvm.loop !61

22:                                               ; preds = %6
    #dbg_declare(ptr %4, !64, !DIExpression(), !65)
  store double 0.000000e+00, ptr %4, align 8, !dbg !65
    #dbg_declare(ptr %5, !66, !DIExpression(), !68)
  store i32 0, ptr %5, align 4, !dbg !68
  br label %23, !dbg !69

23:                                               ; preds = %39, %22
  %24 = load i32, ptr %5, align 4, !dbg !70
  %25 = icmp slt i32 %24, 4, !dbg !72
  br i1 %25, label %26, label %42, !dbg !73

26:                                               ; preds = %23
  %27 = load ptr, ptr @scratch, align 8, !dbg !74
  %28 = load i32, ptr %5, align 4, !dbg !75
  %29 = sext i32 %28 to i64, !dbg !74
  %30 = getelementptr inbounds double, ptr %27, i64 %29, !dbg !74
  %31 = load double, ptr %30, align 8, !dbg !74
  %32 = load ptr, ptr @scratch, align 8, !dbg !76
  %33 = load i32, ptr %5, align 4, !dbg !77
  %34 = sext i32 %33 to i64, !dbg !76
  %35 = getelementptr inbounds double, ptr %32, i64 %34, !dbg !76
  %36 = load double, ptr %35, align 8, !dbg !76
  %37 = load double, ptr %4, align 8, !dbg !78
  %38 = call double @llvm.fmuladd.f64(double %31, double %36, double %37), !dbg !78
  store double %38, ptr %4, align 8, !dbg !78
  br label %39, !dbg !79

39:                                               ; preds = %26
  %40 = load i32, ptr %5, align 4, !dbg !80
  %41 = add nsw i32 %40, 1, !dbg !80
  store i32 %41, ptr %5, align 4, !dbg !80
  br label %23, !dbg !81, !llvm.loop !82

42:                                               ; preds = %23
  %43 = load double, ptr %4, align 8, !dbg !84
  ret double %43, !dbg !85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ensure(i32 noundef %0) #0 !dbg !86 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !89, !DIExpression(), !90)
  %3 = load i32, ptr %2, align 4, !dbg !91
  %4 = load i32, ptr @room, align 4, !dbg !93
  %5 = icmp sgt i32 %3, %4, !dbg !94
  br i1 %5, label %6, label %13, !dbg !95

6:                                                ; preds = %1
  %7 = load ptr, ptr @scratch, align 8, !dbg !96
  %8 = load i32, ptr %2, align 4, !dbg !98
  %9 = sext i32 %8 to i64, !dbg !98
  %10 = mul i64 %9, 8, !dbg !99
  %11 = call ptr @realloc(ptr noundef %7, i64 noundef %10) #4, !dbg !100
  store ptr %11, ptr @scratch, align 8, !dbg !101
  %12 = load i32, ptr %2, align 4, !dbg !102
  store i32 %12, ptr @room, align 4, !dbg !103
  br label %13, !dbg !104

13:                                               ; preds = %6, %1
  ret void, !dbg !105
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "scratch", scope: !2, file: !3, line: 10, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "static_buffer.c", directory: "/work/probe_tree/tests/c/soundness", checksumkind: CSK_MD5, checksum: "65aa6c7685b4db4eb7d5543df56bd55e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "room", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !21, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!9}
!23 = !{}
!24 = !DILocalVariable(name: "a", scope: !20, file: !3, line: 31, type: !11)
!25 = !DILocation(line: 31, column: 10, scope: !20)
!26 = !DILocation(line: 31, column: 14, scope: !20)
!27 = !DILocalVariable(name: "b", scope: !20, file: !3, line: 31, type: !11)
!28 = !DILocation(line: 31, column: 49, scope: !20)
!29 = !DILocation(line: 31, column: 53, scope: !20)
!30 = !DILocation(line: 33, column: 10, scope: !20)
!31 = !DILocation(line: 33, column: 12, scope: !20)
!32 = !DILocation(line: 33, column: 21, scope: !20)
!33 = !DILocation(line: 33, column: 24, scope: !20)
!34 = !DILocation(line: 33, column: 26, scope: !20)
!35 = !DILocation(line: 0, scope: !20)
!36 = !DILocation(line: 33, column: 3, scope: !20)
!37 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 19, type: !38, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !23)
!38 = !DISubroutineType(types: !39)
!39 = !{!11, !11}
!40 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !3, line: 19, type: !11)
!41 = !DILocation(line: 19, column: 50, scope: !37)
!42 = !DILocation(line: 20, column: 3, scope: !37)
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 21, type: !9)
!44 = distinct !DILexicalBlock(scope: !37, file: !3, line: 21, column: 3)
!45 = !DILocation(line: 21, column: 12, scope: !44)
!46 = !DILocation(line: 21, column: 8, scope: !44)
!47 = !DILocation(line: 21, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 3)
!49 = !DILocation(line: 21, column: 21, scope: !48)
!50 = !DILocation(line: 21, column: 3, scope: !44)
!51 = !DILocation(line: 21, column: 44, scope: !48)
!52 = !DILocation(line: 21, column: 49, scope: !48)
!53 = !DILocation(line: 21, column: 51, scope: !48)
!54 = !DILocation(line: 21, column: 48, scope: !48)
!55 = !DILocation(line: 21, column: 46, scope: !48)
!56 = !DILocation(line: 21, column: 31, scope: !48)
!57 = !DILocation(line: 21, column: 39, scope: !48)
!58 = !DILocation(line: 21, column: 42, scope: !48)
!59 = !DILocation(line: 21, column: 27, scope: !48)
!60 = !DILocation(line: 21, column: 3, scope: !48)
!61 = distinct !{!61, !50, !62, !63}
!62 = !DILocation(line: 21, column: 54, scope: !44)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocalVariable(name: "s", scope: !37, file: !3, line: 22, type: !11)
!65 = !DILocation(line: 22, column: 10, scope: !37)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 23, type: !9)
!67 = distinct !DILexicalBlock(scope: !37, file: !3, line: 23, column: 3)
!68 = !DILocation(line: 23, column: 12, scope: !67)
!69 = !DILocation(line: 23, column: 8, scope: !67)
!70 = !DILocation(line: 23, column: 19, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 23, column: 3)
!72 = !DILocation(line: 23, column: 21, scope: !71)
!73 = !DILocation(line: 23, column: 3, scope: !67)
!74 = !DILocation(line: 23, column: 36, scope: !71)
!75 = !DILocation(line: 23, column: 44, scope: !71)
!76 = !DILocation(line: 23, column: 49, scope: !71)
!77 = !DILocation(line: 23, column: 57, scope: !71)
!78 = !DILocation(line: 23, column: 33, scope: !71)
!79 = !DILocation(line: 23, column: 31, scope: !71)
!80 = !DILocation(line: 23, column: 27, scope: !71)
!81 = !DILocation(line: 23, column: 3, scope: !71)
!82 = distinct !{!82, !73, !83, !63}
!83 = !DILocation(line: 23, column: 58, scope: !67)
!84 = !DILocation(line: 24, column: 10, scope: !37)
!85 = !DILocation(line: 24, column: 3, scope: !37)
!86 = distinct !DISubprogram(name: "ensure", scope: !3, file: !3, line: 12, type: !87, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !23)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !9}
!89 = !DILocalVariable(name: "n", arg: 1, scope: !86, file: !3, line: 12, type: !9)
!90 = !DILocation(line: 12, column: 50, scope: !86)
!91 = !DILocation(line: 13, column: 7, scope: !92)
!92 = distinct !DILexicalBlock(scope: !86, file: !3, line: 13, column: 7)
!93 = !DILocation(line: 13, column: 11, scope: !92)
!94 = !DILocation(line: 13, column: 9, scope: !92)
!95 = !DILocation(line: 13, column: 7, scope: !86)
!96 = !DILocation(line: 14, column: 23, scope: !97)
!97 = distinct !DILexicalBlock(scope: !92, file: !3, line: 13, column: 17)
!98 = !DILocation(line: 14, column: 32, scope: !97)
!99 = !DILocation(line: 14, column: 34, scope: !97)
!100 = !DILocation(line: 14, column: 15, scope: !97)
!101 = !DILocation(line: 14, column: 13, scope: !97)
!102 = !DILocation(line: 15, column: 12, scope: !97)
!103 = !DILocation(line: 15, column: 10, scope: !97)
!104 = !DILocation(line: 16, column: 3, scope: !97)
!105 = !DILocation(line: 17, column: 1, scope: !86)
