; ModuleID = 'intptr.c'
source_filename = "intptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00], align 16
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00], align 16
@scratch_addr = dso_local global i64 0, align 8, !dbg !0
@enzyme_const = dso_local global i32 0, align 4, !dbg !15
@enzyme_dup = dso_local global i32 0, align 4, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !25 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca [3 x double], align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !29, !DIExpression(), !33)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.x, i64 24, i1 false), !dbg !33
    #dbg_declare(ptr %3, !34, !DIExpression(), !35)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 24, i1 false), !dbg !35
    #dbg_declare(ptr %4, !36, !DIExpression(), !37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.v, i64 24, i1 false), !dbg !37
    #dbg_declare(ptr %5, !38, !DIExpression(), !39)
  %6 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 0, !dbg !40
  %7 = ptrtoint ptr %6 to i64, !dbg !41
  store i64 %7, ptr @scratch_addr, align 8, !dbg !42
  %8 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0, !dbg !43
  %9 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0, !dbg !44
  %10 = load i32, ptr @enzyme_const, align 4, !dbg !45
  %11 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef 3), !dbg !46
  %12 = fcmp oeq double %11, 3.000000e+00, !dbg !47
  %13 = zext i1 %12 to i64, !dbg !46
  %14 = select i1 %12, i32 0, i32 1, !dbg !46
  ret i32 %14, !dbg !48
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 !dbg !49 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !52, !DIExpression(), !53)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !54, !DIExpression(), !55)
    #dbg_declare(ptr %5, !56, !DIExpression(), !57)
  %9 = load i64, ptr @scratch_addr, align 8, !dbg !58
  %10 = inttoptr i64 %9 to ptr, !dbg !59
  store ptr %10, ptr %5, align 8, !dbg !57
    #dbg_declare(ptr %6, !60, !DIExpression(), !62)
  store i32 0, ptr %6, align 4, !dbg !62
  br label %11, !dbg !63

11:                                               ; preds = %31, %2
  %12 = load i32, ptr %6, align 4, !dbg !64
  %13 = load i32, ptr %4, align 4, !dbg !66
  %14 = icmp slt i32 %12, %13, !dbg !67
  br i1 %14, label %15, label %34, !dbg !68

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8, !dbg !69
  %17 = load i32, ptr %6, align 4, !dbg !70
  %18 = sext i32 %17 to i64, !dbg !69
  %19 = getelementptr inbounds double, ptr %16, i64 %18, !dbg !69
  %20 = load double, ptr %19, align 8, !dbg !69
  %21 = load ptr, ptr %3, align 8, !dbg !71
  %22 = load i32, ptr %6, align 4, !dbg !72
  %23 = sext i32 %22 to i64, !dbg !71
  %24 = getelementptr inbounds double, ptr %21, i64 %23, !dbg !71
  %25 = load double, ptr %24, align 8, !dbg !71
  %26 = fmul double %20, %25, !dbg !73
  %27 = load ptr, ptr %5, align 8, !dbg !74
  %28 = load i32, ptr %6, align 4, !dbg !75
  %29 = sext i32 %28 to i64, !dbg !74
  %30 = getelementptr inbounds double, ptr %27, i64 %29, !dbg !74
  store double %26, ptr %30, align 8, !dbg !76
  br label %31, !dbg !74

31:                                               ; preds = %15
  %32 = load i32, ptr %6, align 4, !dbg !77
  %33 = add nsw i32 %32, 1, !dbg !77
  store i32 %33, ptr %6, align 4, !dbg !77
  br label %11, !dbg !78, !llvm.loop !79

34:                                               ; preds = %11
    #dbg_declare(ptr %7, !82, !DIExpression(), !83)
  store double 0.000000e+00, ptr %7, align 8, !dbg !83
    #dbg_declare(ptr %8, !84, !DIExpression(), !86)
  store i32 0, ptr %8, align 4, !dbg !86
  br label %35, !dbg !87

35:                                               ; preds = %52, %34
  %36 = load i32, ptr %8, align 4, !dbg !88
  %37 = load i32, ptr %4, align 4, !dbg !90
  %38 = icmp slt i32 %36, %37, !dbg !91
  br i1 %38, label %39, label %55, !dbg !92

39:                                               ; preds = %35
  %40 = load ptr, ptr %5, align 8, !dbg !93
  %41 = load i32, ptr %8, align 4, !dbg !94
  %42 = sext i32 %41 to i64, !dbg !93
  %43 = getelementptr inbounds double, ptr %40, i64 %42, !dbg !93
  %44 = load double, ptr %43, align 8, !dbg !93
  %45 = load ptr, ptr %3, align 8, !dbg !95
  %46 = load i32, ptr %8, align 4, !dbg !96
  %47 = sext i32 %46 to i64, !dbg !95
  %48 = getelementptr inbounds double, ptr %45, i64 %47, !dbg !95
  %49 = load double, ptr %48, align 8, !dbg !95
  %50 = load double, ptr %7, align 8, !dbg !97
  %51 = call double @llvm.fmuladd.f64(double %44, double %49, double %50), !dbg !97
  store double %51, ptr %7, align 8, !dbg !97
  br label %52, !dbg !98

52:                                               ; preds = %39
  %53 = load i32, ptr %8, align 4, !dbg !99
  %54 = add nsw i32 %53, 1, !dbg !99
  store i32 %54, ptr %8, align 4, !dbg !99
  br label %35, !dbg !100, !llvm.loop !101

55:                                               ; preds = %35
  %56 = load double, ptr %7, align 8, !dbg !103
  ret double %56, !dbg !104
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "scratch_addr", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "intptr.c", directory: "/work/wt/c-calls/tests/c/soundness", checksumkind: CSK_MD5, checksum: "72cf58b1bca95f68f6d9be1dad22dd98")
!4 = !{!5, !8, !9}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !6, line: 90, baseType: !7)
!6 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !{!12, !15, !0}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "enzyme_dup", scope: !2, file: !3, line: 7, type: !14, isLocal: false, isDefinition: true)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "enzyme_const", scope: !2, file: !3, line: 7, type: !14, isLocal: false, isDefinition: true)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !26, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!14}
!28 = !{}
!29 = !DILocalVariable(name: "x", scope: !25, file: !3, line: 20, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 192, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 3)
!33 = !DILocation(line: 20, column: 10, scope: !25)
!34 = !DILocalVariable(name: "dx", scope: !25, file: !3, line: 20, type: !30)
!35 = !DILocation(line: 20, column: 34, scope: !25)
!36 = !DILocalVariable(name: "v", scope: !25, file: !3, line: 20, type: !30)
!37 = !DILocation(line: 20, column: 59, scope: !25)
!38 = !DILocalVariable(name: "t", scope: !25, file: !3, line: 20, type: !30)
!39 = !DILocation(line: 20, column: 83, scope: !25)
!40 = !DILocation(line: 21, column: 29, scope: !25)
!41 = !DILocation(line: 21, column: 18, scope: !25)
!42 = !DILocation(line: 21, column: 16, scope: !25)
!43 = !DILocation(line: 23, column: 38, scope: !25)
!44 = !DILocation(line: 23, column: 41, scope: !25)
!45 = !DILocation(line: 23, column: 44, scope: !25)
!46 = !DILocation(line: 23, column: 10, scope: !25)
!47 = !DILocation(line: 23, column: 61, scope: !25)
!48 = !DILocation(line: 23, column: 3, scope: !25)
!49 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 11, type: !50, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!50 = !DISubroutineType(types: !51)
!51 = !{!10, !9, !14}
!52 = !DILocalVariable(name: "x", arg: 1, scope: !49, file: !3, line: 11, type: !9)
!53 = !DILocation(line: 11, column: 25, scope: !49)
!54 = !DILocalVariable(name: "n", arg: 2, scope: !49, file: !3, line: 11, type: !14)
!55 = !DILocation(line: 11, column: 32, scope: !49)
!56 = !DILocalVariable(name: "t", scope: !49, file: !3, line: 12, type: !9)
!57 = !DILocation(line: 12, column: 11, scope: !49)
!58 = !DILocation(line: 12, column: 25, scope: !49)
!59 = !DILocation(line: 12, column: 15, scope: !49)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 13, type: !14)
!61 = distinct !DILexicalBlock(scope: !49, file: !3, line: 13, column: 3)
!62 = !DILocation(line: 13, column: 12, scope: !61)
!63 = !DILocation(line: 13, column: 8, scope: !61)
!64 = !DILocation(line: 13, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 13, column: 3)
!66 = !DILocation(line: 13, column: 23, scope: !65)
!67 = !DILocation(line: 13, column: 21, scope: !65)
!68 = !DILocation(line: 13, column: 3, scope: !61)
!69 = !DILocation(line: 13, column: 38, scope: !65)
!70 = !DILocation(line: 13, column: 40, scope: !65)
!71 = !DILocation(line: 13, column: 45, scope: !65)
!72 = !DILocation(line: 13, column: 47, scope: !65)
!73 = !DILocation(line: 13, column: 43, scope: !65)
!74 = !DILocation(line: 13, column: 31, scope: !65)
!75 = !DILocation(line: 13, column: 33, scope: !65)
!76 = !DILocation(line: 13, column: 36, scope: !65)
!77 = !DILocation(line: 13, column: 27, scope: !65)
!78 = !DILocation(line: 13, column: 3, scope: !65)
!79 = distinct !{!79, !68, !80, !81}
!80 = !DILocation(line: 13, column: 48, scope: !61)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocalVariable(name: "s", scope: !49, file: !3, line: 14, type: !10)
!83 = !DILocation(line: 14, column: 10, scope: !49)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 15, type: !14)
!85 = distinct !DILexicalBlock(scope: !49, file: !3, line: 15, column: 3)
!86 = !DILocation(line: 15, column: 12, scope: !85)
!87 = !DILocation(line: 15, column: 8, scope: !85)
!88 = !DILocation(line: 15, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 15, column: 3)
!90 = !DILocation(line: 15, column: 23, scope: !89)
!91 = !DILocation(line: 15, column: 21, scope: !89)
!92 = !DILocation(line: 15, column: 3, scope: !85)
!93 = !DILocation(line: 15, column: 36, scope: !89)
!94 = !DILocation(line: 15, column: 38, scope: !89)
!95 = !DILocation(line: 15, column: 43, scope: !89)
!96 = !DILocation(line: 15, column: 45, scope: !89)
!97 = !DILocation(line: 15, column: 33, scope: !89)
!98 = !DILocation(line: 15, column: 31, scope: !89)
!99 = !DILocation(line: 15, column: 27, scope: !89)
!100 = !DILocation(line: 15, column: 3, scope: !89)
!101 = distinct !{!101, !92, !102, !81}
!102 = !DILocation(line: 15, column: 46, scope: !85)
!103 = !DILocation(line: 16, column: 10, scope: !49)
!104 = !DILocation(line: 16, column: 3, scope: !49)
