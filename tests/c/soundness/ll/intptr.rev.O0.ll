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
  %9 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0, !dbg !44
  %10 = load i32, ptr @enzyme_const, align 4, !dbg !45
  %11 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, ptr noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef 3), !dbg !46
  %12 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0, !dbg !47
  %13 = load double, ptr %12, align 16, !dbg !47
  %14 = fcmp oeq double %13, 3.000000e+00, !dbg !48
  %15 = zext i1 %14 to i64, !dbg !47
  %16 = select i1 %14, i32 0, i32 1, !dbg !47
  ret i32 %16, !dbg !49
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 !dbg !50 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !53, !DIExpression(), !54)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !55, !DIExpression(), !56)
    #dbg_declare(ptr %5, !57, !DIExpression(), !58)
  %9 = load i64, ptr @scratch_addr, align 8, !dbg !59
  %10 = inttoptr i64 %9 to ptr, !dbg !60
  store ptr %10, ptr %5, align 8, !dbg !58
    #dbg_declare(ptr %6, !61, !DIExpression(), !63)
  store i32 0, ptr %6, align 4, !dbg !63
  br label %11, !dbg !64

11:                                               ; preds = %31, %2
  %12 = load i32, ptr %6, align 4, !dbg !65
  %13 = load i32, ptr %4, align 4, !dbg !67
  %14 = icmp slt i32 %12, %13, !dbg !68
  br i1 %14, label %15, label %34, !dbg !69

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8, !dbg !70
  %17 = load i32, ptr %6, align 4, !dbg !71
  %18 = sext i32 %17 to i64, !dbg !70
  %19 = getelementptr inbounds double, ptr %16, i64 %18, !dbg !70
  %20 = load double, ptr %19, align 8, !dbg !70
  %21 = load ptr, ptr %3, align 8, !dbg !72
  %22 = load i32, ptr %6, align 4, !dbg !73
  %23 = sext i32 %22 to i64, !dbg !72
  %24 = getelementptr inbounds double, ptr %21, i64 %23, !dbg !72
  %25 = load double, ptr %24, align 8, !dbg !72
  %26 = fmul double %20, %25, !dbg !74
  %27 = load ptr, ptr %5, align 8, !dbg !75
  %28 = load i32, ptr %6, align 4, !dbg !76
  %29 = sext i32 %28 to i64, !dbg !75
  %30 = getelementptr inbounds double, ptr %27, i64 %29, !dbg !75
  store double %26, ptr %30, align 8, !dbg !77
  br label %31, !dbg !75

31:                                               ; preds = %15
  %32 = load i32, ptr %6, align 4, !dbg !78
  %33 = add nsw i32 %32, 1, !dbg !78
  store i32 %33, ptr %6, align 4, !dbg !78
  br label %11, !dbg !79, !llvm.loop !80

34:                                               ; preds = %11
    #dbg_declare(ptr %7, !83, !DIExpression(), !84)
  store double 0.000000e+00, ptr %7, align 8, !dbg !84
    #dbg_declare(ptr %8, !85, !DIExpression(), !87)
  store i32 0, ptr %8, align 4, !dbg !87
  br label %35, !dbg !88

35:                                               ; preds = %52, %34
  %36 = load i32, ptr %8, align 4, !dbg !89
  %37 = load i32, ptr %4, align 4, !dbg !91
  %38 = icmp slt i32 %36, %37, !dbg !92
  br i1 %38, label %39, label %55, !dbg !93

39:                                               ; preds = %35
  %40 = load ptr, ptr %5, align 8, !dbg !94
  %41 = load i32, ptr %8, align 4, !dbg !95
  %42 = sext i32 %41 to i64, !dbg !94
  %43 = getelementptr inbounds double, ptr %40, i64 %42, !dbg !94
  %44 = load double, ptr %43, align 8, !dbg !94
  %45 = load ptr, ptr %3, align 8, !dbg !96
  %46 = load i32, ptr %8, align 4, !dbg !97
  %47 = sext i32 %46 to i64, !dbg !96
  %48 = getelementptr inbounds double, ptr %45, i64 %47, !dbg !96
  %49 = load double, ptr %48, align 8, !dbg !96
  %50 = load double, ptr %7, align 8, !dbg !98
  %51 = call double @llvm.fmuladd.f64(double %44, double %49, double %50), !dbg !98
  store double %51, ptr %7, align 8, !dbg !98
  br label %52, !dbg !99

52:                                               ; preds = %39
  %53 = load i32, ptr %8, align 4, !dbg !100
  %54 = add nsw i32 %53, 1, !dbg !100
  store i32 %54, ptr %8, align 4, !dbg !100
  br label %35, !dbg !101, !llvm.loop !102

55:                                               ; preds = %35
  %56 = load double, ptr %7, align 8, !dbg !104
  ret double %56, !dbg !105
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
!43 = !DILocation(line: 25, column: 32, scope: !25)
!44 = !DILocation(line: 25, column: 35, scope: !25)
!45 = !DILocation(line: 25, column: 39, scope: !25)
!46 = !DILocation(line: 25, column: 3, scope: !25)
!47 = !DILocation(line: 26, column: 10, scope: !25)
!48 = !DILocation(line: 26, column: 16, scope: !25)
!49 = !DILocation(line: 26, column: 3, scope: !25)
!50 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!51 = !DISubroutineType(types: !52)
!52 = !{!10, !9, !14}
!53 = !DILocalVariable(name: "x", arg: 1, scope: !50, file: !3, line: 11, type: !9)
!54 = !DILocation(line: 11, column: 25, scope: !50)
!55 = !DILocalVariable(name: "n", arg: 2, scope: !50, file: !3, line: 11, type: !14)
!56 = !DILocation(line: 11, column: 32, scope: !50)
!57 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 12, type: !9)
!58 = !DILocation(line: 12, column: 11, scope: !50)
!59 = !DILocation(line: 12, column: 25, scope: !50)
!60 = !DILocation(line: 12, column: 15, scope: !50)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 13, type: !14)
!62 = distinct !DILexicalBlock(scope: !50, file: !3, line: 13, column: 3)
!63 = !DILocation(line: 13, column: 12, scope: !62)
!64 = !DILocation(line: 13, column: 8, scope: !62)
!65 = !DILocation(line: 13, column: 19, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 13, column: 3)
!67 = !DILocation(line: 13, column: 23, scope: !66)
!68 = !DILocation(line: 13, column: 21, scope: !66)
!69 = !DILocation(line: 13, column: 3, scope: !62)
!70 = !DILocation(line: 13, column: 38, scope: !66)
!71 = !DILocation(line: 13, column: 40, scope: !66)
!72 = !DILocation(line: 13, column: 45, scope: !66)
!73 = !DILocation(line: 13, column: 47, scope: !66)
!74 = !DILocation(line: 13, column: 43, scope: !66)
!75 = !DILocation(line: 13, column: 31, scope: !66)
!76 = !DILocation(line: 13, column: 33, scope: !66)
!77 = !DILocation(line: 13, column: 36, scope: !66)
!78 = !DILocation(line: 13, column: 27, scope: !66)
!79 = !DILocation(line: 13, column: 3, scope: !66)
!80 = distinct !{!80, !69, !81, !82}
!81 = !DILocation(line: 13, column: 48, scope: !62)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocalVariable(name: "s", scope: !50, file: !3, line: 14, type: !10)
!84 = !DILocation(line: 14, column: 10, scope: !50)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 15, type: !14)
!86 = distinct !DILexicalBlock(scope: !50, file: !3, line: 15, column: 3)
!87 = !DILocation(line: 15, column: 12, scope: !86)
!88 = !DILocation(line: 15, column: 8, scope: !86)
!89 = !DILocation(line: 15, column: 19, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 15, column: 3)
!91 = !DILocation(line: 15, column: 23, scope: !90)
!92 = !DILocation(line: 15, column: 21, scope: !90)
!93 = !DILocation(line: 15, column: 3, scope: !86)
!94 = !DILocation(line: 15, column: 36, scope: !90)
!95 = !DILocation(line: 15, column: 38, scope: !90)
!96 = !DILocation(line: 15, column: 43, scope: !90)
!97 = !DILocation(line: 15, column: 45, scope: !90)
!98 = !DILocation(line: 15, column: 33, scope: !90)
!99 = !DILocation(line: 15, column: 31, scope: !90)
!100 = !DILocation(line: 15, column: 27, scope: !90)
!101 = !DILocation(line: 15, column: 3, scope: !90)
!102 = distinct !{!102, !93, !103, !82}
!103 = !DILocation(line: 15, column: 46, scope: !86)
!104 = !DILocation(line: 16, column: 10, scope: !50)
!105 = !DILocation(line: 16, column: 3, scope: !50)
