; ModuleID = 'alias.c'
source_filename = "alias.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00], align 16
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00], align 16
@data_addr = dso_local global i64 0, align 8, !dbg !0
@enzyme_const = dso_local global i32 0, align 4, !dbg !16
@enzyme_dup = dso_local global i32 0, align 4, !dbg !13

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca [3 x double], align 16
  %4 = alloca [3 x double], align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !34)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.x, i64 24, i1 false), !dbg !34
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 24, i1 false), !dbg !36
    #dbg_declare(ptr %4, !37, !DIExpression(), !38)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.v, i64 24, i1 false), !dbg !38
  %5 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0, !dbg !39
  %6 = ptrtoint ptr %5 to i64, !dbg !40
  store i64 %6, ptr @data_addr, align 8, !dbg !41
  %7 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 0, !dbg !42
  %8 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 0, !dbg !43
  %9 = load i32, ptr @enzyme_const, align 4, !dbg !44
  %10 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef @f, ptr noundef %7, ptr noundef %8, i32 noundef %9, i32 noundef 3), !dbg !45
  %11 = fcmp oeq double %10, 2.000000e+00, !dbg !46
  %12 = zext i1 %11 to i64, !dbg !45
  %13 = select i1 %11, i32 0, i32 1, !dbg !45
  ret i32 %13, !dbg !47
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 !dbg !48 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
    #dbg_declare(ptr %5, !55, !DIExpression(), !56)
  %8 = load i64, ptr @data_addr, align 8, !dbg !57
  %9 = inttoptr i64 %8 to ptr, !dbg !58
  store ptr %9, ptr %5, align 8, !dbg !56
    #dbg_declare(ptr %6, !59, !DIExpression(), !60)
  store double 0.000000e+00, ptr %6, align 8, !dbg !60
    #dbg_declare(ptr %7, !61, !DIExpression(), !63)
  store i32 0, ptr %7, align 4, !dbg !63
  br label %10, !dbg !64

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4, !dbg !65
  %12 = load i32, ptr %4, align 4, !dbg !67
  %13 = icmp slt i32 %11, %12, !dbg !68
  br i1 %13, label %14, label %30, !dbg !69

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8, !dbg !70
  %16 = load i32, ptr %7, align 4, !dbg !71
  %17 = sext i32 %16 to i64, !dbg !70
  %18 = getelementptr inbounds double, ptr %15, i64 %17, !dbg !70
  %19 = load double, ptr %18, align 8, !dbg !70
  %20 = load ptr, ptr %5, align 8, !dbg !72
  %21 = load i32, ptr %7, align 4, !dbg !73
  %22 = sext i32 %21 to i64, !dbg !72
  %23 = getelementptr inbounds double, ptr %20, i64 %22, !dbg !72
  %24 = load double, ptr %23, align 8, !dbg !72
  %25 = load double, ptr %6, align 8, !dbg !74
  %26 = call double @llvm.fmuladd.f64(double %19, double %24, double %25), !dbg !74
  store double %26, ptr %6, align 8, !dbg !74
  br label %27, !dbg !75

27:                                               ; preds = %14
  %28 = load i32, ptr %7, align 4, !dbg !76
  %29 = add nsw i32 %28, 1, !dbg !76
  store i32 %29, ptr %7, align 4, !dbg !76
  br label %10, !dbg !77, !llvm.loop !78

30:                                               ; preds = %10
  %31 = load double, ptr %6, align 8, !dbg !81
  ret double %31, !dbg !82
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data_addr", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !12, splitDebugInlining: false, nameTableKind: None)
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
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !27, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!15}
!29 = !{}
!30 = !DILocalVariable(name: "x", scope: !26, file: !3, line: 20, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 3)
!34 = !DILocation(line: 20, column: 10, scope: !26)
!35 = !DILocalVariable(name: "dx", scope: !26, file: !3, line: 20, type: !31)
!36 = !DILocation(line: 20, column: 34, scope: !26)
!37 = !DILocalVariable(name: "v", scope: !26, file: !3, line: 20, type: !31)
!38 = !DILocation(line: 20, column: 59, scope: !26)
!39 = !DILocation(line: 21, column: 26, scope: !26)
!40 = !DILocation(line: 21, column: 15, scope: !26)
!41 = !DILocation(line: 21, column: 13, scope: !26)
!42 = !DILocation(line: 23, column: 38, scope: !26)
!43 = !DILocation(line: 23, column: 41, scope: !26)
!44 = !DILocation(line: 23, column: 44, scope: !26)
!45 = !DILocation(line: 23, column: 10, scope: !26)
!46 = !DILocation(line: 23, column: 61, scope: !26)
!47 = !DILocation(line: 23, column: 3, scope: !26)
!48 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!49 = !DISubroutineType(types: !50)
!50 = !{!11, !9, !15}
!51 = !DILocalVariable(name: "x", arg: 1, scope: !48, file: !3, line: 12, type: !9)
!52 = !DILocation(line: 12, column: 31, scope: !48)
!53 = !DILocalVariable(name: "n", arg: 2, scope: !48, file: !3, line: 12, type: !15)
!54 = !DILocation(line: 12, column: 38, scope: !48)
!55 = !DILocalVariable(name: "y", scope: !48, file: !3, line: 13, type: !9)
!56 = !DILocation(line: 13, column: 17, scope: !48)
!57 = !DILocation(line: 13, column: 37, scope: !48)
!58 = !DILocation(line: 13, column: 21, scope: !48)
!59 = !DILocalVariable(name: "s", scope: !48, file: !3, line: 14, type: !11)
!60 = !DILocation(line: 14, column: 10, scope: !48)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 15, type: !15)
!62 = distinct !DILexicalBlock(scope: !48, file: !3, line: 15, column: 3)
!63 = !DILocation(line: 15, column: 12, scope: !62)
!64 = !DILocation(line: 15, column: 8, scope: !62)
!65 = !DILocation(line: 15, column: 19, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 15, column: 3)
!67 = !DILocation(line: 15, column: 23, scope: !66)
!68 = !DILocation(line: 15, column: 21, scope: !66)
!69 = !DILocation(line: 15, column: 3, scope: !62)
!70 = !DILocation(line: 15, column: 36, scope: !66)
!71 = !DILocation(line: 15, column: 38, scope: !66)
!72 = !DILocation(line: 15, column: 43, scope: !66)
!73 = !DILocation(line: 15, column: 45, scope: !66)
!74 = !DILocation(line: 15, column: 33, scope: !66)
!75 = !DILocation(line: 15, column: 31, scope: !66)
!76 = !DILocation(line: 15, column: 27, scope: !66)
!77 = !DILocation(line: 15, column: 3, scope: !66)
!78 = distinct !{!78, !69, !79, !80}
!79 = !DILocation(line: 15, column: 46, scope: !62)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 16, column: 10, scope: !48)
!82 = !DILocation(line: 16, column: 3, scope: !48)
