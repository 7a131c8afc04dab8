; ModuleID = 'intptr.c'
source_filename = "intptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00], align 16
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double 0.000000e+00], align 16
@scratch_addr = dso_local local_unnamed_addr global i64 0, align 8, !dbg !0
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4, !dbg !15
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !25 {
  %1 = alloca [3 x double], align 16, !DIAssignID !36
    #dbg_assign(i1 undef, !29, !DIExpression(), !36, ptr %1, !DIExpression(), !37)
    #dbg_assign(i1 undef, !33, !DIExpression(), !38, ptr undef, !DIExpression(), !37)
  %2 = alloca [3 x double], align 16, !DIAssignID !39
    #dbg_assign(i1 undef, !34, !DIExpression(), !39, ptr %2, !DIExpression(), !37)
  %3 = alloca [3 x double], align 16, !DIAssignID !40
    #dbg_assign(i1 undef, !35, !DIExpression(), !40, ptr %3, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !41
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.x, i64 24, i1 false), !dbg !42, !DIAssignID !43
    #dbg_assign(i1 undef, !29, !DIExpression(), !43, ptr %1, !DIExpression(), !37)
    #dbg_assign(i8 0, !33, !DIExpression(), !44, ptr undef, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !41
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.v, i64 24, i1 false), !dbg !45, !DIAssignID !46
    #dbg_assign(i1 undef, !34, !DIExpression(), !46, ptr %2, !DIExpression(), !37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6, !dbg !41
  %4 = ptrtoint ptr %3 to i64, !dbg !47
  store i64 %4, ptr @scratch_addr, align 8, !dbg !48, !tbaa !49
  %5 = load i32, ptr @enzyme_const, align 4, !dbg !53, !tbaa !54
  %6 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %5, i32 noundef 3) #6, !dbg !56
  %7 = fcmp une double %6, 3.000000e+00, !dbg !57
  %8 = zext i1 %7 to i32, !dbg !56
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6, !dbg !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #6, !dbg !58
  ret i32 %8, !dbg !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare !dbg !60 double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 !dbg !63 {
    #dbg_value(ptr %0, !67, !DIExpression(), !75)
    #dbg_value(i32 %1, !68, !DIExpression(), !75)
  %3 = load i64, ptr @scratch_addr, align 8, !dbg !76, !tbaa !49
  %4 = inttoptr i64 %3 to ptr, !dbg !77
    #dbg_value(ptr %4, !69, !DIExpression(), !75)
    #dbg_value(i32 0, !70, !DIExpression(), !78)
  %5 = icmp sgt i32 %1, 0, !dbg !79
  br i1 %5, label %6, label %93, !dbg !81

6:                                                ; preds = %2
  %7 = ptrtoint ptr %0 to i64, !dbg !76
  %8 = zext nneg i32 %1 to i64, !dbg !79
  %9 = icmp ult i32 %1, 4, !dbg !81
  %10 = sub i64 %3, %7, !dbg !81
  %11 = icmp ult i64 %10, 32, !dbg !81
  %12 = select i1 %9, i1 true, i1 %11, !dbg !81
  br i1 %12, label %13, label %31, !dbg !81

13:                                               ; preds = %45, %6
  %14 = phi i64 [ 0, %6 ], [ %32, %45 ]
  %15 = and i64 %8, 3, !dbg !81
  %16 = icmp eq i64 %15, 0, !dbg !81
  br i1 %16, label %27, label %17, !dbg !81

17:                                               ; preds = %13, %17
  %18 = phi i64 [ %24, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %25, %17 ], [ 0, %13 ]
    #dbg_value(i64 %18, !70, !DIExpression(), !78)
  %20 = getelementptr inbounds double, ptr %0, i64 %18, !dbg !82
  %21 = load double, ptr %20, align 8, !dbg !82, !tbaa !83
  %22 = fmul double %21, %21, !dbg !85
  %23 = getelementptr inbounds double, ptr %4, i64 %18, !dbg !86
  store double %22, ptr %23, align 8, !dbg !87, !tbaa !83
  %24 = add nuw nsw i64 %18, 1, !dbg !88
    #dbg_value(i64 %24, !70, !DIExpression(), !78)
  %25 = add i64 %19, 1, !dbg !81
  %26 = icmp eq i64 %25, %15, !dbg !81
  br i1 %26, label %27, label %17, !dbg !81, !llvm.loop !89

27:                                               ; preds = %17, %13
  %28 = phi i64 [ %14, %13 ], [ %24, %17 ]
  %29 = sub nsw i64 %14, %8, !dbg !81
  %30 = icmp ugt i64 %29, -4, !dbg !81
  br i1 %30, label %47, label %53, !dbg !81

31:                                               ; preds = %6
  %32 = and i64 %8, 2147483644, !dbg !81
  br label %33, !dbg !81

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %43, %33 ], !dbg !88
  %35 = getelementptr inbounds double, ptr %0, i64 %34, !dbg !82
  %36 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !82
  %37 = load <2 x double>, ptr %35, align 8, !dbg !82, !tbaa !83
  %38 = load <2 x double>, ptr %36, align 8, !dbg !82, !tbaa !83
  %39 = fmul <2 x double> %37, %37, !dbg !85
  %40 = fmul <2 x double> %38, %38, !dbg !85
  %41 = getelementptr inbounds double, ptr %4, i64 %34, !dbg !86
  %42 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !87
  store <2 x double> %39, ptr %41, align 8, !dbg !87, !tbaa !83
  store <2 x double> %40, ptr %42, align 8, !dbg !87, !tbaa !83
  %43 = add nuw i64 %34, 4, !dbg !88
  %44 = icmp eq i64 %43, %32, !dbg !88
  br i1 %44, label %45, label %33, !dbg !88, !llvm.loop !91

45:                                               ; preds = %33
  %46 = icmp eq i64 %32, %8, !dbg !81
  br i1 %46, label %47, label %13, !dbg !81

47:                                               ; preds = %27, %53, %45
    #dbg_value(i32 0, !73, !DIExpression(), !96)
    #dbg_value(double 0.000000e+00, !72, !DIExpression(), !75)
  br i1 %5, label %48, label %93, !dbg !97

48:                                               ; preds = %47
  %49 = and i64 %8, 3, !dbg !97
  %50 = icmp ult i32 %1, 4, !dbg !97
  br i1 %50, label %76, label %51, !dbg !97

51:                                               ; preds = %48
  %52 = and i64 %8, 2147483644, !dbg !97
  br label %95, !dbg !97

53:                                               ; preds = %27, %53
  %54 = phi i64 [ %74, %53 ], [ %28, %27 ]
    #dbg_value(i64 %54, !70, !DIExpression(), !78)
  %55 = getelementptr inbounds double, ptr %0, i64 %54, !dbg !82
  %56 = load double, ptr %55, align 8, !dbg !82, !tbaa !83
  %57 = fmul double %56, %56, !dbg !85
  %58 = getelementptr inbounds double, ptr %4, i64 %54, !dbg !86
  store double %57, ptr %58, align 8, !dbg !87, !tbaa !83
  %59 = add nuw nsw i64 %54, 1, !dbg !88
    #dbg_value(i64 %59, !70, !DIExpression(), !78)
  %60 = getelementptr inbounds double, ptr %0, i64 %59, !dbg !82
  %61 = load double, ptr %60, align 8, !dbg !82, !tbaa !83
  %62 = fmul double %61, %61, !dbg !85
  %63 = getelementptr inbounds double, ptr %4, i64 %59, !dbg !86
  store double %62, ptr %63, align 8, !dbg !87, !tbaa !83
  %64 = add nuw nsw i64 %54, 2, !dbg !88
    #dbg_value(i64 %64, !70, !DIExpression(), !78)
  %65 = getelementptr inbounds double, ptr %0, i64 %64, !dbg !82
  %66 = load double, ptr %65, align 8, !dbg !82, !tbaa !83
  %67 = fmul double %66, %66, !dbg !85
  %68 = getelementptr inbounds double, ptr %4, i64 %64, !dbg !86
  store double %67, ptr %68, align 8, !dbg !87, !tbaa !83
  %69 = add nuw nsw i64 %54, 3, !dbg !88
    #dbg_value(i64 %69, !70, !DIExpression(), !78)
  %70 = getelementptr inbounds double, ptr %0, i64 %69, !dbg !82
  %71 = load double, ptr %70, align 8, !dbg !82, !tbaa !83
  %72 = fmul double %71, %71, !dbg !85
  %73 = getelementptr inbounds double, ptr %4, i64 %69, !dbg !86
  store double %72, ptr %73, align 8, !dbg !87, !tbaa !83
  %74 = add nuw nsw i64 %54, 4, !dbg !88
    #dbg_value(i64 %74, !70, !DIExpression(), !78)
  %75 = icmp eq i64 %74, %8, !dbg !79
  br i1 %75, label %47, label %53, !dbg !81, !llvm.loop !98

76:                                               ; preds = %95, %48
  %77 = phi double [ poison, %48 ], [ %121, %95 ]
  %78 = phi i64 [ 0, %48 ], [ %122, %95 ]
  %79 = phi double [ 0.000000e+00, %48 ], [ %121, %95 ]
  %80 = icmp eq i64 %49, 0, !dbg !97
  br i1 %80, label %93, label %81, !dbg !97

81:                                               ; preds = %76, %81
  %82 = phi i64 [ %90, %81 ], [ %78, %76 ]
  %83 = phi double [ %89, %81 ], [ %79, %76 ]
  %84 = phi i64 [ %91, %81 ], [ 0, %76 ]
    #dbg_value(i64 %82, !73, !DIExpression(), !96)
    #dbg_value(double %83, !72, !DIExpression(), !75)
  %85 = getelementptr inbounds double, ptr %4, i64 %82, !dbg !99
  %86 = load double, ptr %85, align 8, !dbg !99, !tbaa !83
  %87 = getelementptr inbounds double, ptr %0, i64 %82, !dbg !101
  %88 = load double, ptr %87, align 8, !dbg !101, !tbaa !83
  %89 = tail call double @llvm.fmuladd.f64(double %86, double %88, double %83), !dbg !102
    #dbg_value(double %89, !72, !DIExpression(), !75)
  %90 = add nuw nsw i64 %82, 1, !dbg !103
    #dbg_value(i64 %90, !73, !DIExpression(), !96)
  %91 = add i64 %84, 1, !dbg !97
  %92 = icmp eq i64 %91, %49, !dbg !97
  br i1 %92, label %93, label %81, !dbg !97, !llvm.loop !104

93:                                               ; preds = %76, %81, %2, %47
  %94 = phi double [ 0.000000e+00, %47 ], [ 0.000000e+00, %2 ], [ %77, %76 ], [ %89, %81 ], !dbg !75
  ret double %94, !dbg !105

95:                                               ; preds = %95, %51
  %96 = phi i64 [ 0, %51 ], [ %122, %95 ]
  %97 = phi double [ 0.000000e+00, %51 ], [ %121, %95 ]
  %98 = phi i64 [ 0, %51 ], [ %123, %95 ]
    #dbg_value(i64 %96, !73, !DIExpression(), !96)
    #dbg_value(double %97, !72, !DIExpression(), !75)
  %99 = getelementptr inbounds double, ptr %4, i64 %96, !dbg !99
  %100 = load double, ptr %99, align 8, !dbg !99, !tbaa !83
  %101 = getelementptr inbounds double, ptr %0, i64 %96, !dbg !101
  %102 = load double, ptr %101, align 8, !dbg !101, !tbaa !83
  %103 = tail call double @llvm.fmuladd.f64(double %100, double %102, double %97), !dbg !102
    #dbg_value(double %103, !72, !DIExpression(), !75)
  %104 = or disjoint i64 %96, 1, !dbg !103
    #dbg_value(i64 %104, !73, !DIExpression(), !96)
  %105 = getelementptr inbounds double, ptr %4, i64 %104, !dbg !99
  %106 = load double, ptr %105, align 8, !dbg !99, !tbaa !83
  %107 = getelementptr inbounds double, ptr %0, i64 %104, !dbg !101
  %108 = load double, ptr %107, align 8, !dbg !101, !tbaa !83
  %109 = tail call double @llvm.fmuladd.f64(double %106, double %108, double %103), !dbg !102
    #dbg_value(double %109, !72, !DIExpression(), !75)
  %110 = or disjoint i64 %96, 2, !dbg !103
    #dbg_value(i64 %110, !73, !DIExpression(), !96)
  %111 = getelementptr inbounds double, ptr %4, i64 %110, !dbg !99
  %112 = load double, ptr %111, align 8, !dbg !99, !tbaa !83
  %113 = getelementptr inbounds double, ptr %0, i64 %110, !dbg !101
  %114 = load double, ptr %113, align 8, !dbg !101, !tbaa !83
  %115 = tail call double @llvm.fmuladd.f64(double %112, double %114, double %109), !dbg !102
    #dbg_value(double %115, !72, !DIExpression(), !75)
  %116 = or disjoint i64 %96, 3, !dbg !103
    #dbg_value(i64 %116, !73, !DIExpression(), !96)
  %117 = getelementptr inbounds double, ptr %4, i64 %116, !dbg !99
  %118 = load double, ptr %117, align 8, !dbg !99, !tbaa !83
  %119 = getelementptr inbounds double, ptr %0, i64 %116, !dbg !101
  %120 = load double, ptr %119, align 8, !dbg !101, !tbaa !83
  %121 = tail call double @llvm.fmuladd.f64(double %118, double %120, double %115), !dbg !102
    #dbg_value(double %121, !72, !DIExpression(), !75)
  %122 = add nuw nsw i64 %96, 4, !dbg !103
    #dbg_value(i64 %122, !73, !DIExpression(), !96)
  %123 = add i64 %98, 4, !dbg !97
  %124 = icmp eq i64 %123, %52, !dbg !97
  br i1 %124, label %76, label %95, !dbg !97, !llvm.loop !106
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "scratch_addr", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
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
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !26, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!14}
!28 = !{!29, !33, !34, !35}
!29 = !DILocalVariable(name: "x", scope: !25, file: !3, line: 20, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 192, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 3)
!33 = !DILocalVariable(name: "dx", scope: !25, file: !3, line: 20, type: !30)
!34 = !DILocalVariable(name: "v", scope: !25, file: !3, line: 20, type: !30)
!35 = !DILocalVariable(name: "t", scope: !25, file: !3, line: 20, type: !30)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 0, scope: !25)
!38 = distinct !DIAssignID()
!39 = distinct !DIAssignID()
!40 = distinct !DIAssignID()
!41 = !DILocation(line: 20, column: 3, scope: !25)
!42 = !DILocation(line: 20, column: 10, scope: !25)
!43 = distinct !DIAssignID()
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 20, column: 59, scope: !25)
!46 = distinct !DIAssignID()
!47 = !DILocation(line: 21, column: 18, scope: !25)
!48 = !DILocation(line: 21, column: 16, scope: !25)
!49 = !{!50, !50, i64 0}
!50 = !{!"long", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 23, column: 44, scope: !25)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !51, i64 0}
!56 = !DILocation(line: 23, column: 10, scope: !25)
!57 = !DILocation(line: 23, column: 61, scope: !25)
!58 = !DILocation(line: 28, column: 1, scope: !25)
!59 = !DILocation(line: 23, column: 3, scope: !25)
!60 = !DISubprogram(name: "__enzyme_fwddiff", scope: !3, file: !3, line: 6, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!10, !8, null}
!63 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 11, type: !64, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!10, !9, !14}
!66 = !{!67, !68, !69, !70, !72, !73}
!67 = !DILocalVariable(name: "x", arg: 1, scope: !63, file: !3, line: 11, type: !9)
!68 = !DILocalVariable(name: "n", arg: 2, scope: !63, file: !3, line: 11, type: !14)
!69 = !DILocalVariable(name: "t", scope: !63, file: !3, line: 12, type: !9)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 13, type: !14)
!71 = distinct !DILexicalBlock(scope: !63, file: !3, line: 13, column: 3)
!72 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 14, type: !10)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 15, type: !14)
!74 = distinct !DILexicalBlock(scope: !63, file: !3, line: 15, column: 3)
!75 = !DILocation(line: 0, scope: !63)
!76 = !DILocation(line: 12, column: 25, scope: !63)
!77 = !DILocation(line: 12, column: 15, scope: !63)
!78 = !DILocation(line: 0, scope: !71)
!79 = !DILocation(line: 13, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !71, file: !3, line: 13, column: 3)
!81 = !DILocation(line: 13, column: 3, scope: !71)
!82 = !DILocation(line: 13, column: 38, scope: !80)
!83 = !{!84, !84, i64 0}
!84 = !{!"double", !51, i64 0}
!85 = !DILocation(line: 13, column: 43, scope: !80)
!86 = !DILocation(line: 13, column: 31, scope: !80)
!87 = !DILocation(line: 13, column: 36, scope: !80)
!88 = !DILocation(line: 13, column: 27, scope: !80)
!89 = distinct !{!89, !90}
!90 = !{!"llvm.loop.unroll.disable"}
!91 = distinct !{!91, !81, !92, !93, !94, !95}
!92 = !DILocation(line: 13, column: 48, scope: !71)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !{!"llvm.loop.isvectorized", i32 1}
!95 = !{!"llvm.loop.unroll.runtime.disable"}
!96 = !DILocation(line: 0, scope: !74)
!97 = !DILocation(line: 15, column: 3, scope: !74)
!98 = distinct !{!98, !81, !92, !93, !94}
!99 = !DILocation(line: 15, column: 36, scope: !100)
!100 = distinct !DILexicalBlock(scope: !74, file: !3, line: 15, column: 3)
!101 = !DILocation(line: 15, column: 43, scope: !100)
!102 = !DILocation(line: 15, column: 33, scope: !100)
!103 = !DILocation(line: 15, column: 27, scope: !100)
!104 = distinct !{!104, !90}
!105 = !DILocation(line: 16, column: 3, scope: !63)
!106 = distinct !{!106, !97, !107, !93}
!107 = !DILocation(line: 15, column: 46, scope: !74)
