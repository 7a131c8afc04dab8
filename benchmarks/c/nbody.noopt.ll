; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local double @nbody(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  store ptr %0, ptr %7, align 8, !tbaa !5
  store ptr %1, ptr %8, align 8, !tbaa !5
  store ptr %2, ptr %9, align 8, !tbaa !5
  store i32 %3, ptr %10, align 4, !tbaa !9
  store i32 %4, ptr %11, align 4, !tbaa !9
  store double %5, ptr %12, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #4
  store double 1.000000e-02, ptr %13, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #4
  store i32 0, ptr %14, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %182, %6
  %30 = load i32, ptr %14, align 4, !tbaa !9
  %31 = load i32, ptr %11, align 4, !tbaa !9
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  store i32 2, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #4
  br label %185

34:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #4
  store i32 0, ptr %16, align 4, !tbaa !9
  br label %35

35:                                               ; preds = %155, %34
  %36 = load i32, ptr %16, align 4, !tbaa !9
  %37 = load i32, ptr %10, align 4, !tbaa !9
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  store i32 5, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #4
  br label %158

40:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 8, ptr %17) #4
  store double 0.000000e+00, ptr %17, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %18) #4
  store double 0.000000e+00, ptr %18, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %19) #4
  store double 0.000000e+00, ptr %19, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #4
  store i32 0, ptr %20, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %122, %40
  %42 = load i32, ptr %20, align 4, !tbaa !9
  %43 = load i32, ptr %10, align 4, !tbaa !9
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %46, label %45

45:                                               ; preds = %41
  store i32 8, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #4
  br label %125

46:                                               ; preds = %41
  call void @llvm.lifetime.start.p0(i64 8, ptr %21) #4
  %47 = load ptr, ptr %7, align 8, !tbaa !5
  %48 = load i32, ptr %20, align 4, !tbaa !9
  %49 = mul nsw i32 3, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %47, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !11
  %53 = load ptr, ptr %7, align 8, !tbaa !5
  %54 = load i32, ptr %16, align 4, !tbaa !9
  %55 = mul nsw i32 3, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %53, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !11
  %59 = fsub double %52, %58
  store double %59, ptr %21, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %22) #4
  %60 = load ptr, ptr %7, align 8, !tbaa !5
  %61 = load i32, ptr %20, align 4, !tbaa !9
  %62 = mul nsw i32 3, %61
  %63 = add nsw i32 %62, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds double, ptr %60, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !11
  %67 = load ptr, ptr %7, align 8, !tbaa !5
  %68 = load i32, ptr %16, align 4, !tbaa !9
  %69 = mul nsw i32 3, %68
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds double, ptr %67, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = fsub double %66, %73
  store double %74, ptr %22, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %23) #4
  %75 = load ptr, ptr %7, align 8, !tbaa !5
  %76 = load i32, ptr %20, align 4, !tbaa !9
  %77 = mul nsw i32 3, %76
  %78 = add nsw i32 %77, 2
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds double, ptr %75, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !11
  %82 = load ptr, ptr %7, align 8, !tbaa !5
  %83 = load i32, ptr %16, align 4, !tbaa !9
  %84 = mul nsw i32 3, %83
  %85 = add nsw i32 %84, 2
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds double, ptr %82, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !11
  %89 = fsub double %81, %88
  store double %89, ptr %23, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %24) #4
  %90 = load double, ptr %21, align 8, !tbaa !11
  %91 = load double, ptr %21, align 8, !tbaa !11
  %92 = load double, ptr %22, align 8, !tbaa !11
  %93 = load double, ptr %22, align 8, !tbaa !11
  %94 = fmul double %92, %93
  %95 = call double @llvm.fmuladd.f64(double %90, double %91, double %94)
  %96 = load double, ptr %23, align 8, !tbaa !11
  %97 = load double, ptr %23, align 8, !tbaa !11
  %98 = call double @llvm.fmuladd.f64(double %96, double %97, double %95)
  %99 = fadd double %98, 1.000000e-02
  store double %99, ptr %24, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %25) #4
  %100 = load ptr, ptr %9, align 8, !tbaa !5
  %101 = load i32, ptr %20, align 4, !tbaa !9
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %100, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = load double, ptr %24, align 8, !tbaa !11
  %106 = load double, ptr %24, align 8, !tbaa !11
  %107 = call double @sqrt(double noundef %106) #5
  %108 = fmul double %105, %107
  %109 = fdiv double %104, %108
  store double %109, ptr %25, align 8, !tbaa !11
  %110 = load double, ptr %21, align 8, !tbaa !11
  %111 = load double, ptr %25, align 8, !tbaa !11
  %112 = load double, ptr %17, align 8, !tbaa !11
  %113 = call double @llvm.fmuladd.f64(double %110, double %111, double %112)
  store double %113, ptr %17, align 8, !tbaa !11
  %114 = load double, ptr %22, align 8, !tbaa !11
  %115 = load double, ptr %25, align 8, !tbaa !11
  %116 = load double, ptr %18, align 8, !tbaa !11
  %117 = call double @llvm.fmuladd.f64(double %114, double %115, double %116)
  store double %117, ptr %18, align 8, !tbaa !11
  %118 = load double, ptr %23, align 8, !tbaa !11
  %119 = load double, ptr %25, align 8, !tbaa !11
  %120 = load double, ptr %19, align 8, !tbaa !11
  %121 = call double @llvm.fmuladd.f64(double %118, double %119, double %120)
  store double %121, ptr %19, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %25) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %24) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %23) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %22) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %21) #4
  br label %122

122:                                              ; preds = %46
  %123 = load i32, ptr %20, align 4, !tbaa !9
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %20, align 4, !tbaa !9
  br label %41, !llvm.loop !13

125:                                              ; preds = %45
  %126 = load double, ptr %12, align 8, !tbaa !11
  %127 = load double, ptr %17, align 8, !tbaa !11
  %128 = load ptr, ptr %8, align 8, !tbaa !5
  %129 = load i32, ptr %16, align 4, !tbaa !9
  %130 = mul nsw i32 3, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %128, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !11
  %134 = call double @llvm.fmuladd.f64(double %126, double %127, double %133)
  store double %134, ptr %132, align 8, !tbaa !11
  %135 = load double, ptr %12, align 8, !tbaa !11
  %136 = load double, ptr %18, align 8, !tbaa !11
  %137 = load ptr, ptr %8, align 8, !tbaa !5
  %138 = load i32, ptr %16, align 4, !tbaa !9
  %139 = mul nsw i32 3, %138
  %140 = add nsw i32 %139, 1
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds double, ptr %137, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !11
  %144 = call double @llvm.fmuladd.f64(double %135, double %136, double %143)
  store double %144, ptr %142, align 8, !tbaa !11
  %145 = load double, ptr %12, align 8, !tbaa !11
  %146 = load double, ptr %19, align 8, !tbaa !11
  %147 = load ptr, ptr %8, align 8, !tbaa !5
  %148 = load i32, ptr %16, align 4, !tbaa !9
  %149 = mul nsw i32 3, %148
  %150 = add nsw i32 %149, 2
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds double, ptr %147, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !11
  %154 = call double @llvm.fmuladd.f64(double %145, double %146, double %153)
  store double %154, ptr %152, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 8, ptr %19) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %18) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %17) #4
  br label %155

155:                                              ; preds = %125
  %156 = load i32, ptr %16, align 4, !tbaa !9
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %16, align 4, !tbaa !9
  br label %35, !llvm.loop !15

158:                                              ; preds = %39
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #4
  store i32 0, ptr %26, align 4, !tbaa !9
  br label %159

159:                                              ; preds = %178, %158
  %160 = load i32, ptr %26, align 4, !tbaa !9
  %161 = load i32, ptr %10, align 4, !tbaa !9
  %162 = mul nsw i32 3, %161
  %163 = icmp slt i32 %160, %162
  br i1 %163, label %165, label %164

164:                                              ; preds = %159
  store i32 11, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #4
  br label %181

165:                                              ; preds = %159
  %166 = load double, ptr %12, align 8, !tbaa !11
  %167 = load ptr, ptr %8, align 8, !tbaa !5
  %168 = load i32, ptr %26, align 4, !tbaa !9
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds double, ptr %167, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !11
  %172 = load ptr, ptr %7, align 8, !tbaa !5
  %173 = load i32, ptr %26, align 4, !tbaa !9
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds double, ptr %172, i64 %174
  %176 = load double, ptr %175, align 8, !tbaa !11
  %177 = call double @llvm.fmuladd.f64(double %166, double %171, double %176)
  store double %177, ptr %175, align 8, !tbaa !11
  br label %178

178:                                              ; preds = %165
  %179 = load i32, ptr %26, align 4, !tbaa !9
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %26, align 4, !tbaa !9
  br label %159, !llvm.loop !16

181:                                              ; preds = %164
  br label %182

182:                                              ; preds = %181
  %183 = load i32, ptr %14, align 4, !tbaa !9
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %14, align 4, !tbaa !9
  br label %29, !llvm.loop !17

185:                                              ; preds = %33
  call void @llvm.lifetime.start.p0(i64 8, ptr %27) #4
  store double 0.000000e+00, ptr %27, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %28) #4
  store i32 0, ptr %28, align 4, !tbaa !9
  br label %186

186:                                              ; preds = %242, %185
  %187 = load i32, ptr %28, align 4, !tbaa !9
  %188 = load i32, ptr %10, align 4, !tbaa !9
  %189 = icmp slt i32 %187, %188
  br i1 %189, label %191, label %190

190:                                              ; preds = %186
  store i32 14, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %28) #4
  br label %245

191:                                              ; preds = %186
  %192 = load ptr, ptr %9, align 8, !tbaa !5
  %193 = load i32, ptr %28, align 4, !tbaa !9
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds double, ptr %192, i64 %194
  %196 = load double, ptr %195, align 8, !tbaa !11
  %197 = load ptr, ptr %7, align 8, !tbaa !5
  %198 = load i32, ptr %28, align 4, !tbaa !9
  %199 = mul nsw i32 3, %198
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds double, ptr %197, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !11
  %203 = load ptr, ptr %7, align 8, !tbaa !5
  %204 = load i32, ptr %28, align 4, !tbaa !9
  %205 = mul nsw i32 3, %204
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds double, ptr %203, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !11
  %209 = load ptr, ptr %7, align 8, !tbaa !5
  %210 = load i32, ptr %28, align 4, !tbaa !9
  %211 = mul nsw i32 3, %210
  %212 = add nsw i32 %211, 1
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds double, ptr %209, i64 %213
  %215 = load double, ptr %214, align 8, !tbaa !11
  %216 = load ptr, ptr %7, align 8, !tbaa !5
  %217 = load i32, ptr %28, align 4, !tbaa !9
  %218 = mul nsw i32 3, %217
  %219 = add nsw i32 %218, 1
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds double, ptr %216, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !11
  %223 = fmul double %215, %222
  %224 = call double @llvm.fmuladd.f64(double %202, double %208, double %223)
  %225 = load ptr, ptr %7, align 8, !tbaa !5
  %226 = load i32, ptr %28, align 4, !tbaa !9
  %227 = mul nsw i32 3, %226
  %228 = add nsw i32 %227, 2
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds double, ptr %225, i64 %229
  %231 = load double, ptr %230, align 8, !tbaa !11
  %232 = load ptr, ptr %7, align 8, !tbaa !5
  %233 = load i32, ptr %28, align 4, !tbaa !9
  %234 = mul nsw i32 3, %233
  %235 = add nsw i32 %234, 2
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds double, ptr %232, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !11
  %239 = call double @llvm.fmuladd.f64(double %231, double %238, double %224)
  %240 = load double, ptr %27, align 8, !tbaa !11
  %241 = call double @llvm.fmuladd.f64(double %196, double %239, double %240)
  store double %241, ptr %27, align 8, !tbaa !11
  br label %242

242:                                              ; preds = %191
  %243 = load i32, ptr %28, align 4, !tbaa !9
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %28, align 4, !tbaa !9
  br label %186, !llvm.loop !18

245:                                              ; preds = %190
  %246 = load double, ptr %27, align 8, !tbaa !11
  store i32 1, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 8, ptr %27) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #4
  ret double %246
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind willreturn memory(none)
declare double @sqrt(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
