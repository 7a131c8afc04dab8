; ModuleID = 'static_buffer.c'
source_filename = "static_buffer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@scratch = internal unnamed_addr global ptr null, align 8, !dbg !0
@room = internal unnamed_addr global i1 false, align 4, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !21 {
  %1 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 2.000000e+00) #5, !dbg !27
    #dbg_value(double %1, !25, !DIExpression(), !28)
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 2.000000e+00) #5, !dbg !29
    #dbg_value(double %2, !26, !DIExpression(), !28)
  %3 = fcmp une double %1, 1.200000e+02, !dbg !30
  %4 = fcmp une double %2, 1.200000e+02, !dbg !31
  %5 = select i1 %3, i1 true, i1 %4, !dbg !32
  %6 = zext i1 %5 to i32, !dbg !32
  ret i32 %6, !dbg !33
}

declare !dbg !34 double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal noundef double @f(double noundef %0) #2 !dbg !37 {
    #dbg_value(double %0, !41, !DIExpression(), !47)
  tail call fastcc void @ensure(), !dbg !48
    #dbg_value(i32 0, !42, !DIExpression(), !49)
  %2 = load ptr, ptr @scratch, align 8, !tbaa !50
    #dbg_value(i32 0, !42, !DIExpression(), !49)
    #dbg_value(i64 0, !42, !DIExpression(), !49)
  store double %0, ptr %2, align 8, !dbg !54, !tbaa !56
    #dbg_value(i64 1, !42, !DIExpression(), !49)
  %3 = insertelement <2 x double> poison, double %0, i64 0, !dbg !58
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !58
  %5 = fmul <2 x double> %4, <double 2.000000e+00, double 3.000000e+00>, !dbg !58
  %6 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !59
    #dbg_value(i64 2, !42, !DIExpression(), !49)
  store <2 x double> %5, ptr %6, align 8, !dbg !54, !tbaa !56
    #dbg_value(i64 3, !42, !DIExpression(), !49)
  %7 = fmul double %0, 4.000000e+00, !dbg !58
  %8 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !59
  store double %7, ptr %8, align 8, !dbg !54, !tbaa !56
    #dbg_value(i64 4, !42, !DIExpression(), !49)
    #dbg_value(i32 0, !45, !DIExpression(), !60)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !47)
    #dbg_value(i64 0, !45, !DIExpression(), !60)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !47)
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 0.000000e+00), !dbg !61
    #dbg_value(double %9, !44, !DIExpression(), !47)
    #dbg_value(i64 1, !45, !DIExpression(), !60)
  %10 = extractelement <2 x double> %5, i64 0, !dbg !61
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %10, double %9), !dbg !61
    #dbg_value(double %11, !44, !DIExpression(), !47)
    #dbg_value(i64 2, !45, !DIExpression(), !60)
  %12 = extractelement <2 x double> %5, i64 1, !dbg !61
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %12, double %11), !dbg !61
    #dbg_value(double %13, !44, !DIExpression(), !47)
    #dbg_value(i64 3, !45, !DIExpression(), !60)
  %14 = tail call double @llvm.fmuladd.f64(double %7, double %7, double %13), !dbg !61
    #dbg_value(double %14, !44, !DIExpression(), !47)
    #dbg_value(i64 4, !45, !DIExpression(), !60)
  ret double %14, !dbg !63
}

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc void @ensure() unnamed_addr #2 !dbg !64 {
    #dbg_value(i32 4, !68, !DIExpression(), !69)
  %1 = load i1, ptr @room, align 4, !dbg !70
  br i1 %1, label %5, label %2, !dbg !72

2:                                                ; preds = %0
  %3 = load ptr, ptr @scratch, align 8, !dbg !73, !tbaa !50
  %4 = tail call dereferenceable_or_null(32) ptr @realloc(ptr noundef %3, i64 noundef 32) #6, !dbg !75
  store ptr %4, ptr @scratch, align 8, !dbg !76, !tbaa !50
  store i1 true, ptr @room, align 4, !dbg !77
  br label %5, !dbg !78

5:                                                ; preds = %2, %0
  ret void, !dbg !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !80 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "scratch", scope: !2, file: !3, line: 10, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "static_buffer.c", directory: "/work/probe_tree/tests/c/soundness", checksumkind: CSK_MD5, checksum: "65aa6c7685b4db4eb7d5543df56bd55e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "room", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 4, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !22, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!9}
!24 = !{!25, !26}
!25 = !DILocalVariable(name: "a", scope: !21, file: !3, line: 31, type: !11)
!26 = !DILocalVariable(name: "b", scope: !21, file: !3, line: 31, type: !11)
!27 = !DILocation(line: 31, column: 14, scope: !21)
!28 = !DILocation(line: 0, scope: !21)
!29 = !DILocation(line: 31, column: 53, scope: !21)
!30 = !DILocation(line: 33, column: 12, scope: !21)
!31 = !DILocation(line: 33, column: 21, scope: !21)
!32 = !DILocation(line: 33, column: 10, scope: !21)
!33 = !DILocation(line: 33, column: 3, scope: !21)
!34 = !DISubprogram(name: "__enzyme_autodiff", scope: !3, file: !3, line: 7, type: !35, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = !DISubroutineType(types: !36)
!36 = !{!11, !5, null}
!37 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 19, type: !38, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!11, !11}
!40 = !{!41, !42, !44, !45}
!41 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !3, line: 19, type: !11)
!42 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 21, type: !9)
!43 = distinct !DILexicalBlock(scope: !37, file: !3, line: 21, column: 3)
!44 = !DILocalVariable(name: "s", scope: !37, file: !3, line: 22, type: !11)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 23, type: !9)
!46 = distinct !DILexicalBlock(scope: !37, file: !3, line: 23, column: 3)
!47 = !DILocation(line: 0, scope: !37)
!48 = !DILocation(line: 20, column: 3, scope: !37)
!49 = !DILocation(line: 0, scope: !43)
!50 = !{!51, !51, i64 0}
!51 = !{!"any pointer", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 21, column: 42, scope: !55)
!55 = distinct !DILexicalBlock(scope: !43, file: !3, line: 21, column: 3)
!56 = !{!57, !57, i64 0}
!57 = !{!"double", !52, i64 0}
!58 = !DILocation(line: 21, column: 46, scope: !55)
!59 = !DILocation(line: 21, column: 31, scope: !55)
!60 = !DILocation(line: 0, scope: !46)
!61 = !DILocation(line: 23, column: 33, scope: !62)
!62 = distinct !DILexicalBlock(scope: !46, file: !3, line: 23, column: 3)
!63 = !DILocation(line: 24, column: 3, scope: !37)
!64 = distinct !DISubprogram(name: "ensure", scope: !3, file: !3, line: 12, type: !65, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!65 = !DISubroutineType(cc: DW_CC_nocall, types: !66)
!66 = !{null, !9}
!67 = !{!68}
!68 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !3, line: 12, type: !9)
!69 = !DILocation(line: 0, scope: !64)
!70 = !DILocation(line: 13, column: 11, scope: !71)
!71 = distinct !DILexicalBlock(scope: !64, file: !3, line: 13, column: 7)
!72 = !DILocation(line: 13, column: 7, scope: !64)
!73 = !DILocation(line: 14, column: 23, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 13, column: 17)
!75 = !DILocation(line: 14, column: 15, scope: !74)
!76 = !DILocation(line: 14, column: 13, scope: !74)
!77 = !DILocation(line: 15, column: 10, scope: !74)
!78 = !DILocation(line: 16, column: 3, scope: !74)
!79 = !DILocation(line: 17, column: 1, scope: !64)
!80 = !DISubprogram(name: "realloc", scope: !81, file: !81, line: 564, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !5, !84}
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !85, line: 18, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
