; ModuleID = 'callback.c'
source_filename = "callback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local global [2 x ptr] [ptr @sumsq, ptr @sum], align 16, !dbg !0
@which = dso_local global i32 0, align 4, !dbg !7
@__const.main.x = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00], align 16
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00], align 16
@enzyme_const = dso_local global i32 0, align 4, !dbg !13
@enzyme_dup = dso_local global i32 0, align 4, !dbg !11

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sumsq(ptr noundef %0, i32 noundef %1) #0 !dbg !33 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !37, !DIExpression(), !38)
    #dbg_declare(ptr %5, !39, !DIExpression(), !40)
  store double 0.000000e+00, ptr %5, align 8, !dbg !40
    #dbg_declare(ptr %6, !41, !DIExpression(), !43)
  store i32 0, ptr %6, align 4, !dbg !43
  br label %7, !dbg !44

7:                                                ; preds = %24, %2
  %8 = load i32, ptr %6, align 4, !dbg !45
  %9 = load i32, ptr %4, align 4, !dbg !47
  %10 = icmp slt i32 %8, %9, !dbg !48
  br i1 %10, label %11, label %27, !dbg !49

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !50
  %13 = load i32, ptr %6, align 4, !dbg !51
  %14 = sext i32 %13 to i64, !dbg !50
  %15 = getelementptr inbounds double, ptr %12, i64 %14, !dbg !50
  %16 = load double, ptr %15, align 8, !dbg !50
  %17 = load ptr, ptr %3, align 8, !dbg !52
  %18 = load i32, ptr %6, align 4, !dbg !53
  %19 = sext i32 %18 to i64, !dbg !52
  %20 = getelementptr inbounds double, ptr %17, i64 %19, !dbg !52
  %21 = load double, ptr %20, align 8, !dbg !52
  %22 = load double, ptr %5, align 8, !dbg !54
  %23 = call double @llvm.fmuladd.f64(double %16, double %21, double %22), !dbg !54
  store double %23, ptr %5, align 8, !dbg !54
  br label %24, !dbg !55

24:                                               ; preds = %11
  %25 = load i32, ptr %6, align 4, !dbg !56
  %26 = add nsw i32 %25, 1, !dbg !56
  store i32 %26, ptr %6, align 4, !dbg !56
  br label %7, !dbg !57, !llvm.loop !58

27:                                               ; preds = %7
  %28 = load double, ptr %5, align 8, !dbg !61
  ret double %28, !dbg !62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum(ptr noundef %0, i32 noundef %1) #0 !dbg !63 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !64, !DIExpression(), !65)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !66, !DIExpression(), !67)
    #dbg_declare(ptr %5, !68, !DIExpression(), !69)
  store double 0.000000e+00, ptr %5, align 8, !dbg !69
    #dbg_declare(ptr %6, !70, !DIExpression(), !72)
  store i32 0, ptr %6, align 4, !dbg !72
  br label %7, !dbg !73

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !74
  %9 = load i32, ptr %4, align 4, !dbg !76
  %10 = icmp slt i32 %8, %9, !dbg !77
  br i1 %10, label %11, label %22, !dbg !78

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !79
  %13 = load i32, ptr %6, align 4, !dbg !80
  %14 = sext i32 %13 to i64, !dbg !79
  %15 = getelementptr inbounds double, ptr %12, i64 %14, !dbg !79
  %16 = load double, ptr %15, align 8, !dbg !79
  %17 = load double, ptr %5, align 8, !dbg !81
  %18 = fadd double %17, %16, !dbg !81
  store double %18, ptr %5, align 8, !dbg !81
  br label %19, !dbg !82

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !83
  %21 = add nsw i32 %20, 1, !dbg !83
  store i32 %21, ptr %6, align 4, !dbg !83
  br label %7, !dbg !84, !llvm.loop !85

22:                                               ; preds = %7
  %23 = load double, ptr %5, align 8, !dbg !87
  ret double %23, !dbg !88
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !89 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !92, !DIExpression(), !96)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.x, i64 24, i1 false), !dbg !96
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 24, i1 false), !dbg !98
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.v, i64 24, i1 false), !dbg !100
  %5 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0, !dbg !101
  %6 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0, !dbg !102
  %7 = load i32, ptr @enzyme_const, align 4, !dbg !103
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, ptr noundef %5, ptr noundef %6, i32 noundef %7, i32 noundef 3), !dbg !104
  %9 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0, !dbg !105
  %10 = load double, ptr %9, align 16, !dbg !105
  %11 = fcmp oeq double %10, 4.000000e+00, !dbg !106
  %12 = zext i1 %11 to i64, !dbg !105
  %13 = select i1 %11, i32 0, i32 1, !dbg !105
  ret i32 %13, !dbg !107
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 !dbg !108 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !109, !DIExpression(), !110)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !111, !DIExpression(), !112)
  %5 = load volatile i32, ptr @which, align 4, !dbg !113
  %6 = sext i32 %5 to i64, !dbg !114
  %7 = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %6, !dbg !114
  %8 = load volatile ptr, ptr %7, align 8, !dbg !114
  %9 = load ptr, ptr %3, align 8, !dbg !115
  %10 = load i32, ptr %4, align 4, !dbg !116
  %11 = call double %8(ptr noundef %9, i32 noundef %10), !dbg !114
  %12 = fmul double %11, 2.000000e+00, !dbg !117
  ret double %12, !dbg !118
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 17, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
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
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "sumsq", scope: !3, file: !3, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!34 = !{}
!35 = !DILocalVariable(name: "x", arg: 1, scope: !33, file: !3, line: 7, type: !21)
!36 = !DILocation(line: 7, column: 35, scope: !33)
!37 = !DILocalVariable(name: "n", arg: 2, scope: !33, file: !3, line: 7, type: !10)
!38 = !DILocation(line: 7, column: 42, scope: !33)
!39 = !DILocalVariable(name: "s", scope: !33, file: !3, line: 8, type: !20)
!40 = !DILocation(line: 8, column: 10, scope: !33)
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 9, type: !10)
!42 = distinct !DILexicalBlock(scope: !33, file: !3, line: 9, column: 3)
!43 = !DILocation(line: 9, column: 12, scope: !42)
!44 = !DILocation(line: 9, column: 8, scope: !42)
!45 = !DILocation(line: 9, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 9, column: 3)
!47 = !DILocation(line: 9, column: 23, scope: !46)
!48 = !DILocation(line: 9, column: 21, scope: !46)
!49 = !DILocation(line: 9, column: 3, scope: !42)
!50 = !DILocation(line: 9, column: 36, scope: !46)
!51 = !DILocation(line: 9, column: 38, scope: !46)
!52 = !DILocation(line: 9, column: 43, scope: !46)
!53 = !DILocation(line: 9, column: 45, scope: !46)
!54 = !DILocation(line: 9, column: 33, scope: !46)
!55 = !DILocation(line: 9, column: 31, scope: !46)
!56 = !DILocation(line: 9, column: 27, scope: !46)
!57 = !DILocation(line: 9, column: 3, scope: !46)
!58 = distinct !{!58, !49, !59, !60}
!59 = !DILocation(line: 9, column: 46, scope: !42)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 10, column: 10, scope: !33)
!62 = !DILocation(line: 10, column: 3, scope: !33)
!63 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!64 = !DILocalVariable(name: "x", arg: 1, scope: !63, file: !3, line: 12, type: !21)
!65 = !DILocation(line: 12, column: 33, scope: !63)
!66 = !DILocalVariable(name: "n", arg: 2, scope: !63, file: !3, line: 12, type: !10)
!67 = !DILocation(line: 12, column: 40, scope: !63)
!68 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 13, type: !20)
!69 = !DILocation(line: 13, column: 10, scope: !63)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 14, type: !10)
!71 = distinct !DILexicalBlock(scope: !63, file: !3, line: 14, column: 3)
!72 = !DILocation(line: 14, column: 12, scope: !71)
!73 = !DILocation(line: 14, column: 8, scope: !71)
!74 = !DILocation(line: 14, column: 19, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 14, column: 3)
!76 = !DILocation(line: 14, column: 23, scope: !75)
!77 = !DILocation(line: 14, column: 21, scope: !75)
!78 = !DILocation(line: 14, column: 3, scope: !71)
!79 = !DILocation(line: 14, column: 36, scope: !75)
!80 = !DILocation(line: 14, column: 38, scope: !75)
!81 = !DILocation(line: 14, column: 33, scope: !75)
!82 = !DILocation(line: 14, column: 31, scope: !75)
!83 = !DILocation(line: 14, column: 27, scope: !75)
!84 = !DILocation(line: 14, column: 3, scope: !75)
!85 = distinct !{!85, !78, !86, !60}
!86 = !DILocation(line: 14, column: 39, scope: !71)
!87 = !DILocation(line: 15, column: 10, scope: !63)
!88 = !DILocation(line: 15, column: 3, scope: !63)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !90, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!90 = !DISubroutineType(types: !91)
!91 = !{!10}
!92 = !DILocalVariable(name: "x", scope: !89, file: !3, line: 23, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 192, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 3)
!96 = !DILocation(line: 23, column: 10, scope: !89)
!97 = !DILocalVariable(name: "dx", scope: !89, file: !3, line: 23, type: !93)
!98 = !DILocation(line: 23, column: 34, scope: !89)
!99 = !DILocalVariable(name: "v", scope: !89, file: !3, line: 23, type: !93)
!100 = !DILocation(line: 23, column: 59, scope: !89)
!101 = !DILocation(line: 27, column: 32, scope: !89)
!102 = !DILocation(line: 27, column: 35, scope: !89)
!103 = !DILocation(line: 27, column: 39, scope: !89)
!104 = !DILocation(line: 27, column: 3, scope: !89)
!105 = !DILocation(line: 28, column: 10, scope: !89)
!106 = !DILocation(line: 28, column: 16, scope: !89)
!107 = !DILocation(line: 28, column: 3, scope: !89)
!108 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 20, type: !18, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!109 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !3, line: 20, type: !21)
!110 = !DILocation(line: 20, column: 31, scope: !108)
!111 = !DILocalVariable(name: "n", arg: 2, scope: !108, file: !3, line: 20, type: !10)
!112 = !DILocation(line: 20, column: 38, scope: !108)
!113 = !DILocation(line: 20, column: 56, scope: !108)
!114 = !DILocation(line: 20, column: 50, scope: !108)
!115 = !DILocation(line: 20, column: 63, scope: !108)
!116 = !DILocation(line: 20, column: 66, scope: !108)
!117 = !DILocation(line: 20, column: 69, scope: !108)
!118 = !DILocation(line: 20, column: 43, scope: !108)
