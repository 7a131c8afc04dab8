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
  %8 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0, !dbg !43
  %9 = load i32, ptr @enzyme_const, align 4, !dbg !44
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef @f, ptr noundef %7, ptr noundef %8, i32 noundef %9, i32 noundef 3), !dbg !45
  %11 = getelementptr inbounds [3 x double], ptr %3, i64 0, i64 0, !dbg !46
  %12 = load double, ptr %11, align 16, !dbg !46
  %13 = fcmp oeq double %12, 2.000000e+00, !dbg !47
  %14 = zext i1 %13 to i64, !dbg !46
  %15 = select i1 %13, i32 0, i32 1, !dbg !46
  ret i32 %15, !dbg !48
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f(ptr noundef %0, i32 noundef %1) #0 !dbg !49 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !52, !DIExpression(), !53)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !54, !DIExpression(), !55)
    #dbg_declare(ptr %5, !56, !DIExpression(), !57)
  %8 = load i64, ptr @data_addr, align 8, !dbg !58
  %9 = inttoptr i64 %8 to ptr, !dbg !59
  store ptr %9, ptr %5, align 8, !dbg !57
    #dbg_declare(ptr %6, !60, !DIExpression(), !61)
  store double 0.000000e+00, ptr %6, align 8, !dbg !61
    #dbg_declare(ptr %7, !62, !DIExpression(), !64)
  store i32 0, ptr %7, align 4, !dbg !64
  br label %10, !dbg !65

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4, !dbg !66
  %12 = load i32, ptr %4, align 4, !dbg !68
  %13 = icmp slt i32 %11, %12, !dbg !69
  br i1 %13, label %14, label %30, !dbg !70

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8, !dbg !71
  %16 = load i32, ptr %7, align 4, !dbg !72
  %17 = sext i32 %16 to i64, !dbg !71
  %18 = getelementptr inbounds double, ptr %15, i64 %17, !dbg !71
  %19 = load double, ptr %18, align 8, !dbg !71
  %20 = load ptr, ptr %5, align 8, !dbg !73
  %21 = load i32, ptr %7, align 4, !dbg !74
  %22 = sext i32 %21 to i64, !dbg !73
  %23 = getelementptr inbounds double, ptr %20, i64 %22, !dbg !73
  %24 = load double, ptr %23, align 8, !dbg !73
  %25 = load double, ptr %6, align 8, !dbg !75
  %26 = call double @llvm.fmuladd.f64(double %19, double %24, double %25), !dbg !75
  store double %26, ptr %6, align 8, !dbg !75
  br label %27, !dbg !76

27:                                               ; preds = %14
  %28 = load i32, ptr %7, align 4, !dbg !77
  %29 = add nsw i32 %28, 1, !dbg !77
  store i32 %29, ptr %7, align 4, !dbg !77
  br label %10, !dbg !78, !llvm.loop !79

30:                                               ; preds = %10
  %31 = load double, ptr %6, align 8, !dbg !82
  ret double %31, !dbg !83
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
!42 = !DILocation(line: 25, column: 32, scope: !26)
!43 = !DILocation(line: 25, column: 35, scope: !26)
!44 = !DILocation(line: 25, column: 39, scope: !26)
!45 = !DILocation(line: 25, column: 3, scope: !26)
!46 = !DILocation(line: 26, column: 10, scope: !26)
!47 = !DILocation(line: 26, column: 16, scope: !26)
!48 = !DILocation(line: 26, column: 3, scope: !26)
!49 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 12, type: !50, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!50 = !DISubroutineType(types: !51)
!51 = !{!11, !9, !15}
!52 = !DILocalVariable(name: "x", arg: 1, scope: !49, file: !3, line: 12, type: !9)
!53 = !DILocation(line: 12, column: 31, scope: !49)
!54 = !DILocalVariable(name: "n", arg: 2, scope: !49, file: !3, line: 12, type: !15)
!55 = !DILocation(line: 12, column: 38, scope: !49)
!56 = !DILocalVariable(name: "y", scope: !49, file: !3, line: 13, type: !9)
!57 = !DILocation(line: 13, column: 17, scope: !49)
!58 = !DILocation(line: 13, column: 37, scope: !49)
!59 = !DILocation(line: 13, column: 21, scope: !49)
!60 = !DILocalVariable(name: "s", scope: !49, file: !3, line: 14, type: !11)
!61 = !DILocation(line: 14, column: 10, scope: !49)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 15, type: !15)
!63 = distinct !DILexicalBlock(scope: !49, file: !3, line: 15, column: 3)
!64 = !DILocation(line: 15, column: 12, scope: !63)
!65 = !DILocation(line: 15, column: 8, scope: !63)
!66 = !DILocation(line: 15, column: 19, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 15, column: 3)
!68 = !DILocation(line: 15, column: 23, scope: !67)
!69 = !DILocation(line: 15, column: 21, scope: !67)
!70 = !DILocation(line: 15, column: 3, scope: !63)
!71 = !DILocation(line: 15, column: 36, scope: !67)
!72 = !DILocation(line: 15, column: 38, scope: !67)
!73 = !DILocation(line: 15, column: 43, scope: !67)
!74 = !DILocation(line: 15, column: 45, scope: !67)
!75 = !DILocation(line: 15, column: 33, scope: !67)
!76 = !DILocation(line: 15, column: 31, scope: !67)
!77 = !DILocation(line: 15, column: 27, scope: !67)
!78 = !DILocation(line: 15, column: 3, scope: !67)
!79 = distinct !{!79, !70, !80, !81}
!80 = !DILocation(line: 15, column: 46, scope: !63)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 16, column: 10, scope: !49)
!83 = !DILocation(line: 16, column: 3, scope: !49)
