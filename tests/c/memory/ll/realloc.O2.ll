; ModuleID = 'realloc.c'
source_filename = "realloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 19, i32 4, i32 1], align 4
@.str = private unnamed_addr constant [8 x i8] c"grow.dx\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"grow_out.JTw\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"realloc\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@.str.3 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [19 x double], align 16
  %2 = alloca [19 x double], align 16
  %3 = alloca [19 x double], align 16
  %4 = alloca [19 x double], align 16
  %5 = alloca [19 x double], align 16
  %6 = alloca [19 x double], align 16
  %7 = alloca [19 x double], align 16
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %7) #12
  %8 = load i64, ptr @rng_state, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %20, %0
  %10 = phi i64 [ 0, %0 ], [ %29, %20 ]
  %11 = phi i64 [ %8, %0 ], [ %23, %20 ]
  %12 = mul i64 %11, 6364136223846793005
  %13 = add i64 %12, 1442695040888963407
  %14 = lshr i64 %13, 10
  %15 = and i64 %14, 18014398509481982
  %16 = uitofp nneg i64 %15 to double
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 0x3CA0000000000000, double -1.000000e+00)
  %18 = getelementptr inbounds double, ptr %3, i64 %10
  store double %17, ptr %18, align 16, !tbaa !9
  %19 = icmp eq i64 %10, 18
  br i1 %19, label %30, label %20, !llvm.loop !11

20:                                               ; preds = %9
  %21 = or disjoint i64 %10, 1
  %22 = mul i64 %13, 6364136223846793005
  %23 = add i64 %22, 1442695040888963407
  %24 = lshr i64 %23, 10
  %25 = and i64 %24, 18014398509481982
  %26 = uitofp nneg i64 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %26, double 0x3CA0000000000000, double -1.000000e+00)
  %28 = getelementptr inbounds double, ptr %3, i64 %21
  store double %27, ptr %28, align 8, !tbaa !9
  %29 = add nuw nsw i64 %10, 2
  br label %9

30:                                               ; preds = %9, %41
  %31 = phi i64 [ %50, %41 ], [ 0, %9 ]
  %32 = phi i64 [ %44, %41 ], [ %13, %9 ]
  %33 = mul i64 %32, 6364136223846793005
  %34 = add i64 %33, 1442695040888963407
  %35 = lshr i64 %34, 10
  %36 = and i64 %35, 18014398509481982
  %37 = uitofp nneg i64 %36 to double
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 0x3CA0000000000000, double -1.000000e+00)
  %39 = getelementptr inbounds double, ptr %7, i64 %31
  store double %38, ptr %39, align 16, !tbaa !9
  %40 = icmp eq i64 %31, 18
  br i1 %40, label %51, label %41, !llvm.loop !11

41:                                               ; preds = %30
  %42 = or disjoint i64 %31, 1
  %43 = mul i64 %34, 6364136223846793005
  %44 = add i64 %43, 1442695040888963407
  %45 = lshr i64 %44, 10
  %46 = and i64 %45, 18014398509481982
  %47 = uitofp nneg i64 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %47, double 0x3CA0000000000000, double -1.000000e+00)
  %49 = getelementptr inbounds double, ptr %7, i64 %42
  store double %48, ptr %49, align 8, !tbaa !9
  %50 = add nuw nsw i64 %31, 2
  br label %30

51:                                               ; preds = %30
  store i64 %34, ptr @rng_state, align 8, !tbaa !5
  br label %58

52:                                               ; preds = %242
  %53 = load i32, ptr @n_fail, align 4, !tbaa !13
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, i32 noundef %53)
  %55 = load i32, ptr @n_fail, align 4, !tbaa !13
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i32
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %3) #12
  ret i32 %57

58:                                               ; preds = %51, %242
  %59 = phi i64 [ 0, %51 ], [ %243, %242 ]
  %60 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %4, i8 0, i64 152, i1 false)
  %62 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %61) #12
  %63 = call i32 @llvm.smax.i32(i32 %61, i32 1)
  %64 = zext nneg i32 %63 to i64
  %65 = shl nuw nsw i64 %64, 3
  %66 = call noalias ptr @malloc(i64 noundef %65) #13
  %67 = sext i32 %61 to i64
  %68 = shl nsw i64 %67, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %66, ptr nonnull readonly align 16 %3, i64 %68, i1 false)
  %69 = zext i32 %61 to i64
  br label %70

70:                                               ; preds = %100, %58
  %71 = phi i64 [ 0, %58 ], [ %101, %100 ]
  %72 = getelementptr inbounds double, ptr %4, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = getelementptr inbounds double, ptr %66, i64 %71
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = call double @llvm.fabs.f64(double %75)
  %77 = fcmp ogt double %76, 1.000000e+00
  %78 = select i1 %77, double %76, double 1.000000e+00
  %79 = fmul double %78, 0x3EB0C6F7A0B5ED8D
  %80 = fadd double %75, %79
  %81 = fsub double %75, %79
  store double %80, ptr %74, align 8, !tbaa !9
  %82 = call double @grow(ptr noundef readonly %66, i32 noundef %61)
  store double %81, ptr %74, align 8, !tbaa !9
  %83 = call double @grow(ptr noundef readonly %66, i32 noundef %61)
  store double %75, ptr %74, align 8, !tbaa !9
  %84 = fsub double %82, %83
  %85 = fsub double %80, %81
  %86 = fdiv double %84, %85
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = fcmp ogt double %87, 1.000000e+00
  %89 = select i1 %88, double %87, double 1.000000e+00
  %90 = fsub double %73, %86
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = fmul double %89, 0x3EB0C6F7A0B5ED8D
  %93 = fcmp ole double %91, %92
  %94 = select i1 %93, ptr @.str.4, ptr @.str.5
  %95 = trunc nuw nsw i64 %71 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, i32 noundef %95, double noundef %73, double noundef %86, ptr noundef nonnull %94)
  br i1 %93, label %100, label %97

97:                                               ; preds = %70
  %98 = load i32, ptr @n_fail, align 4, !tbaa !13
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr @n_fail, align 4, !tbaa !13
  br label %100

100:                                              ; preds = %97, %70
  %101 = add nuw nsw i64 %71, 1
  %102 = icmp eq i64 %101, %69
  br i1 %102, label %103, label %70, !llvm.loop !15

103:                                              ; preds = %100
  call void @free(ptr noundef nonnull %66) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %4, i8 0, i64 152, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(152) %6, ptr noundef nonnull align 16 dereferenceable(152) %7, i64 152, i1 false)
  %104 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow_out, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %61) #12
  %105 = call noalias ptr @malloc(i64 noundef %65) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %105, ptr nonnull readonly align 16 %3, i64 %68, i1 false)
  %106 = add nsw i64 %69, -1
  %107 = and i64 %69, 3
  %108 = icmp ult i64 %106, 3
  %109 = and i64 %69, 4294967292
  %110 = icmp eq i64 %107, 0
  %111 = and i64 %69, 3
  %112 = icmp ult i64 %106, 3
  %113 = and i64 %69, 4294967292
  %114 = icmp eq i64 %111, 0
  br label %115

115:                                              ; preds = %103, %239
  %116 = phi i64 [ 0, %103 ], [ %240, %239 ]
  %117 = getelementptr inbounds double, ptr %4, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = getelementptr inbounds double, ptr %105, i64 %116
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ogt double %121, 1.000000e+00
  %123 = select i1 %122, double %121, double 1.000000e+00
  %124 = fmul double %123, 0x3EB0C6F7A0B5ED8D
  %125 = fadd double %120, %124
  store double %125, ptr %119, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %1) #12
  call void @grow_out(ptr noundef readonly %105, ptr noundef nonnull %1, i32 noundef %61)
  br i1 %108, label %156, label %126

126:                                              ; preds = %115, %126
  %127 = phi i64 [ %153, %126 ], [ 0, %115 ]
  %128 = phi double [ %152, %126 ], [ 0.000000e+00, %115 ]
  %129 = phi i64 [ %154, %126 ], [ 0, %115 ]
  %130 = getelementptr inbounds double, ptr %7, i64 %127
  %131 = load double, ptr %130, align 16, !tbaa !9
  %132 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %127
  %133 = load double, ptr %132, align 16, !tbaa !9
  %134 = call double @llvm.fmuladd.f64(double %131, double %133, double %128)
  %135 = or disjoint i64 %127, 1
  %136 = getelementptr inbounds double, ptr %7, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %135
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = call double @llvm.fmuladd.f64(double %137, double %139, double %134)
  %141 = or disjoint i64 %127, 2
  %142 = getelementptr inbounds double, ptr %7, i64 %141
  %143 = load double, ptr %142, align 16, !tbaa !9
  %144 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %141
  %145 = load double, ptr %144, align 16, !tbaa !9
  %146 = call double @llvm.fmuladd.f64(double %143, double %145, double %140)
  %147 = or disjoint i64 %127, 3
  %148 = getelementptr inbounds double, ptr %7, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %147
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = call double @llvm.fmuladd.f64(double %149, double %151, double %146)
  %153 = add nuw nsw i64 %127, 4
  %154 = add i64 %129, 4
  %155 = icmp eq i64 %154, %109
  br i1 %155, label %156, label %126, !llvm.loop !16

156:                                              ; preds = %126, %115
  %157 = phi double [ poison, %115 ], [ %152, %126 ]
  %158 = phi i64 [ 0, %115 ], [ %153, %126 ]
  %159 = phi double [ 0.000000e+00, %115 ], [ %152, %126 ]
  br i1 %110, label %172, label %160

160:                                              ; preds = %156, %160
  %161 = phi i64 [ %169, %160 ], [ %158, %156 ]
  %162 = phi double [ %168, %160 ], [ %159, %156 ]
  %163 = phi i64 [ %170, %160 ], [ 0, %156 ]
  %164 = getelementptr inbounds double, ptr %7, i64 %161
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = getelementptr inbounds [19 x double], ptr %1, i64 0, i64 %161
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = call double @llvm.fmuladd.f64(double %165, double %167, double %162)
  %169 = add nuw nsw i64 %161, 1
  %170 = add i64 %163, 1
  %171 = icmp eq i64 %170, %107
  br i1 %171, label %172, label %160, !llvm.loop !17

172:                                              ; preds = %160, %156
  %173 = phi double [ %157, %156 ], [ %168, %160 ]
  %174 = fsub double %120, %124
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %1) #12
  store double %174, ptr %119, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #12
  call void @grow_out(ptr noundef readonly %105, ptr noundef nonnull %2, i32 noundef %61)
  br i1 %112, label %205, label %175

175:                                              ; preds = %172, %175
  %176 = phi i64 [ %202, %175 ], [ 0, %172 ]
  %177 = phi double [ %201, %175 ], [ 0.000000e+00, %172 ]
  %178 = phi i64 [ %203, %175 ], [ 0, %172 ]
  %179 = getelementptr inbounds double, ptr %7, i64 %176
  %180 = load double, ptr %179, align 16, !tbaa !9
  %181 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %176
  %182 = load double, ptr %181, align 16, !tbaa !9
  %183 = call double @llvm.fmuladd.f64(double %180, double %182, double %177)
  %184 = or disjoint i64 %176, 1
  %185 = getelementptr inbounds double, ptr %7, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %184
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = call double @llvm.fmuladd.f64(double %186, double %188, double %183)
  %190 = or disjoint i64 %176, 2
  %191 = getelementptr inbounds double, ptr %7, i64 %190
  %192 = load double, ptr %191, align 16, !tbaa !9
  %193 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %190
  %194 = load double, ptr %193, align 16, !tbaa !9
  %195 = call double @llvm.fmuladd.f64(double %192, double %194, double %189)
  %196 = or disjoint i64 %176, 3
  %197 = getelementptr inbounds double, ptr %7, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %196
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = call double @llvm.fmuladd.f64(double %198, double %200, double %195)
  %202 = add nuw nsw i64 %176, 4
  %203 = add i64 %178, 4
  %204 = icmp eq i64 %203, %113
  br i1 %204, label %205, label %175, !llvm.loop !16

205:                                              ; preds = %175, %172
  %206 = phi double [ poison, %172 ], [ %201, %175 ]
  %207 = phi i64 [ 0, %172 ], [ %202, %175 ]
  %208 = phi double [ 0.000000e+00, %172 ], [ %201, %175 ]
  br i1 %114, label %221, label %209

209:                                              ; preds = %205, %209
  %210 = phi i64 [ %218, %209 ], [ %207, %205 ]
  %211 = phi double [ %217, %209 ], [ %208, %205 ]
  %212 = phi i64 [ %219, %209 ], [ 0, %205 ]
  %213 = getelementptr inbounds double, ptr %7, i64 %210
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %210
  %216 = load double, ptr %215, align 8, !tbaa !9
  %217 = call double @llvm.fmuladd.f64(double %214, double %216, double %211)
  %218 = add nuw nsw i64 %210, 1
  %219 = add i64 %212, 1
  %220 = icmp eq i64 %219, %111
  br i1 %220, label %221, label %209, !llvm.loop !19

221:                                              ; preds = %209, %205
  %222 = phi double [ %206, %205 ], [ %217, %209 ]
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #12
  store double %120, ptr %119, align 8, !tbaa !9
  %223 = fsub double %173, %222
  %224 = fsub double %125, %174
  %225 = fdiv double %223, %224
  %226 = call double @llvm.fabs.f64(double %225)
  %227 = fcmp ogt double %226, 1.000000e+00
  %228 = select i1 %227, double %226, double 1.000000e+00
  %229 = fsub double %118, %225
  %230 = call double @llvm.fabs.f64(double %229)
  %231 = fmul double %228, 0x3EB0C6F7A0B5ED8D
  %232 = fcmp ole double %230, %231
  %233 = select i1 %232, ptr @.str.4, ptr @.str.5
  %234 = trunc nuw nsw i64 %116 to i32
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, i32 noundef %234, double noundef %118, double noundef %225, ptr noundef nonnull %233)
  br i1 %232, label %239, label %236

236:                                              ; preds = %221
  %237 = load i32, ptr @n_fail, align 4, !tbaa !13
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr @n_fail, align 4, !tbaa !13
  br label %239

239:                                              ; preds = %236, %221
  %240 = add nuw nsw i64 %116, 1
  %241 = icmp eq i64 %240, %69
  br i1 %241, label %242, label %115, !llvm.loop !15

242:                                              ; preds = %239
  call void @free(ptr noundef nonnull %105) #12
  %243 = add nuw nsw i64 %59, 1
  %244 = icmp eq i64 %243, 3
  br i1 %244, label %52, label %58, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #13
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %86

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %16

7:                                                ; preds = %54
  %8 = icmp sgt i64 %58, -1
  br i1 %8, label %9, label %86

9:                                                ; preds = %7
  %10 = and i64 %55, 4294967295
  %11 = and i64 %55, 4294967295
  %12 = and i64 %55, 1
  %13 = icmp eq i64 %11, 1
  br i1 %13, label %69, label %14

14:                                               ; preds = %9
  %15 = sub nsw i64 %11, %12
  br label %89

16:                                               ; preds = %5, %54
  %17 = phi i64 [ 0, %5 ], [ %24, %54 ]
  %18 = phi i32 [ 2, %5 ], [ %57, %54 ]
  %19 = phi ptr [ %3, %5 ], [ %56, %54 ]
  %20 = phi i64 [ 0, %5 ], [ %55, %54 ]
  %21 = trunc nuw nsw i64 %17 to i32
  %22 = urem i32 %21, 3
  %23 = getelementptr inbounds double, ptr %0, i64 %17
  %24 = add nuw nsw i64 %17, 1
  %25 = shl i64 %20, 32
  %26 = ashr exact i64 %25, 32
  %27 = icmp eq i64 %24, %6
  %28 = and i64 %24, 4294967295
  %29 = select i1 %27, i64 0, i64 %28
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = trunc i64 %20 to i32
  %32 = icmp eq i32 %18, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %16
  %34 = shl nsw i32 %18, 1
  %35 = sext i32 %34 to i64
  %36 = shl nsw i64 %35, 3
  %37 = tail call ptr @realloc(ptr noundef %19, i64 noundef %36) #14
  br label %38

38:                                               ; preds = %16, %33
  %39 = phi ptr [ %37, %33 ], [ %19, %16 ]
  %40 = phi i32 [ %34, %33 ], [ %18, %16 ]
  %41 = load double, ptr %23, align 8, !tbaa !9
  %42 = load double, ptr %30, align 8, !tbaa !9
  %43 = fmul double %42, 5.000000e-01
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %43)
  %45 = add nsw i64 %26, 1
  %46 = getelementptr inbounds double, ptr %39, i64 %26
  store double %44, ptr %46, align 8, !tbaa !9
  %47 = icmp eq i32 %22, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %38
  %49 = trunc nsw i64 %45 to i32
  %50 = icmp eq i32 %40, %49
  %51 = shl nsw i32 %40, 1
  %52 = sext i32 %51 to i64
  %53 = shl nsw i64 %52, 3
  br i1 %50, label %60, label %62

54:                                               ; preds = %62, %38
  %55 = phi i64 [ %45, %38 ], [ %68, %62 ]
  %56 = phi ptr [ %39, %38 ], [ %63, %62 ]
  %57 = phi i32 [ %40, %38 ], [ %64, %62 ]
  %58 = phi i64 [ %26, %38 ], [ %45, %62 ]
  %59 = icmp eq i64 %24, %6
  br i1 %59, label %7, label %16, !llvm.loop !21

60:                                               ; preds = %48
  %61 = tail call ptr @realloc(ptr noundef %39, i64 noundef %53) #14
  br label %62

62:                                               ; preds = %48, %60
  %63 = phi ptr [ %61, %60 ], [ %39, %48 ]
  %64 = phi i32 [ %51, %60 ], [ %40, %48 ]
  %65 = load double, ptr %23, align 8, !tbaa !9
  %66 = tail call double @sin(double noundef %65) #12
  %67 = getelementptr inbounds double, ptr %63, i64 %45
  store double %66, ptr %67, align 8, !tbaa !9
  %68 = add nsw i64 %26, 2
  br label %54

69:                                               ; preds = %89, %9
  %70 = phi double [ poison, %9 ], [ %115, %89 ]
  %71 = phi i64 [ 0, %9 ], [ %116, %89 ]
  %72 = phi double [ 0.000000e+00, %9 ], [ %115, %89 ]
  %73 = icmp eq i64 %12, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds double, ptr %56, i64 %71
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = xor i64 %71, -1
  %78 = add nsw i64 %10, %77
  %79 = getelementptr inbounds double, ptr %56, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fmul double %76, %80
  %82 = trunc nuw nsw i64 %71 to i32
  %83 = uitofp nneg i32 %82 to double
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 1.000000e-01, double 1.000000e+00)
  %85 = tail call double @llvm.fmuladd.f64(double %81, double %84, double %72)
  br label %86

86:                                               ; preds = %74, %69, %2, %7
  %87 = phi ptr [ %56, %7 ], [ %3, %2 ], [ %56, %69 ], [ %56, %74 ]
  %88 = phi double [ 0.000000e+00, %7 ], [ 0.000000e+00, %2 ], [ %70, %69 ], [ %85, %74 ]
  tail call void @free(ptr noundef %87) #12
  ret double %88

89:                                               ; preds = %89, %14
  %90 = phi i64 [ 0, %14 ], [ %116, %89 ]
  %91 = phi double [ 0.000000e+00, %14 ], [ %115, %89 ]
  %92 = phi i64 [ 0, %14 ], [ %117, %89 ]
  %93 = getelementptr inbounds double, ptr %56, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = xor i64 %90, -1
  %96 = add nsw i64 %10, %95
  %97 = getelementptr inbounds double, ptr %56, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fmul double %94, %98
  %100 = trunc nuw nsw i64 %90 to i32
  %101 = uitofp nneg i32 %100 to double
  %102 = tail call double @llvm.fmuladd.f64(double %101, double 1.000000e-01, double 1.000000e+00)
  %103 = tail call double @llvm.fmuladd.f64(double %99, double %102, double %91)
  %104 = or disjoint i64 %90, 1
  %105 = getelementptr inbounds double, ptr %56, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = xor i64 %90, -2
  %108 = add nsw i64 %10, %107
  %109 = getelementptr inbounds double, ptr %56, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = fmul double %106, %110
  %112 = trunc nuw nsw i64 %104 to i32
  %113 = uitofp nneg i32 %112 to double
  %114 = tail call double @llvm.fmuladd.f64(double %113, double 1.000000e-01, double 1.000000e+00)
  %115 = tail call double @llvm.fmuladd.f64(double %111, double %114, double %103)
  %116 = add nuw nsw i64 %90, 2
  %117 = add i64 %92, 2
  %118 = icmp eq i64 %117, %15
  br i1 %118, label %69, label %89, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal void @grow_out(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #0 {
  %4 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #13
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %96

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = load double, ptr %0, align 8, !tbaa !9
  %9 = fmul double %8, 2.000000e-01
  %10 = tail call double @exp(double noundef %9) #12
  store double %10, ptr %4, align 8, !tbaa !9
  %11 = icmp eq i32 %2, 1
  br i1 %11, label %13, label %71

12:                                               ; preds = %82
  br i1 %5, label %13, label %96

13:                                               ; preds = %6, %12
  %14 = phi ptr [ %84, %12 ], [ %4, %6 ]
  %15 = zext nneg i32 %2 to i64
  %16 = zext nneg i32 %2 to i64
  %17 = getelementptr double, ptr %0, i64 %15
  %18 = icmp ult i32 %2, 10
  br i1 %18, label %19, label %36

19:                                               ; preds = %69, %36, %13
  %20 = phi i64 [ 0, %36 ], [ 0, %13 ], [ %48, %69 ]
  %21 = and i64 %7, 1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %32, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds double, ptr %14, i64 %20
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = xor i64 %20, -1
  %27 = getelementptr double, ptr %17, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %25, %28
  %30 = getelementptr inbounds double, ptr %1, i64 %20
  store double %29, ptr %30, align 8, !tbaa !9
  %31 = or disjoint i64 %20, 1
  br label %32

32:                                               ; preds = %23, %19
  %33 = phi i64 [ %20, %19 ], [ %31, %23 ]
  %34 = add nsw i64 %7, -1
  %35 = icmp eq i64 %20, %34
  br i1 %35, label %96, label %98

36:                                               ; preds = %13
  %37 = shl nuw nsw i64 %7, 3
  %38 = getelementptr i8, ptr %1, i64 %37
  %39 = getelementptr i8, ptr %14, i64 %37
  %40 = icmp ugt ptr %39, %1
  %41 = icmp ult ptr %14, %38
  %42 = and i1 %40, %41
  %43 = icmp ugt ptr %17, %1
  %44 = icmp ugt ptr %38, %0
  %45 = and i1 %43, %44
  %46 = or i1 %42, %45
  br i1 %46, label %19, label %47

47:                                               ; preds = %36
  %48 = and i64 %7, 2147483644
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %67, %49 ]
  %51 = getelementptr inbounds double, ptr %14, i64 %50
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <2 x double>, ptr %51, align 8, !tbaa !9, !alias.scope !23
  %54 = load <2 x double>, ptr %52, align 8, !tbaa !9, !alias.scope !23
  %55 = xor i64 %50, -1
  %56 = getelementptr double, ptr %17, i64 %55
  %57 = getelementptr i8, ptr %56, i64 -8
  %58 = getelementptr i8, ptr %56, i64 -24
  %59 = load <2 x double>, ptr %57, align 8, !tbaa !9, !alias.scope !26
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %61 = load <2 x double>, ptr %58, align 8, !tbaa !9, !alias.scope !26
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %63 = fmul <2 x double> %53, %60
  %64 = fmul <2 x double> %54, %62
  %65 = getelementptr inbounds double, ptr %1, i64 %50
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  store <2 x double> %63, ptr %65, align 8, !tbaa !9, !alias.scope !28, !noalias !30
  store <2 x double> %64, ptr %66, align 8, !tbaa !9, !alias.scope !28, !noalias !30
  %67 = add nuw i64 %50, 4
  %68 = icmp eq i64 %67, %48
  br i1 %68, label %69, label %49, !llvm.loop !31

69:                                               ; preds = %49
  %70 = icmp eq i64 %48, %7
  br i1 %70, label %96, label %19

71:                                               ; preds = %6, %82
  %72 = phi i64 [ %94, %82 ], [ 1, %6 ]
  %73 = phi ptr [ %84, %82 ], [ %4, %6 ]
  %74 = phi i32 [ %83, %82 ], [ 1, %6 ]
  %75 = zext i32 %74 to i64
  %76 = icmp eq i64 %72, %75
  br i1 %76, label %77, label %82

77:                                               ; preds = %71
  %78 = shl nsw i32 %74, 1
  %79 = sext i32 %78 to i64
  %80 = shl nsw i64 %79, 3
  %81 = tail call ptr @realloc(ptr noundef nonnull %73, i64 noundef %80) #14
  br label %82

82:                                               ; preds = %77, %71
  %83 = phi i32 [ %78, %77 ], [ %74, %71 ]
  %84 = phi ptr [ %81, %77 ], [ %73, %71 ]
  %85 = getelementptr inbounds double, ptr %0, i64 %72
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fmul double %86, 2.000000e-01
  %88 = tail call double @exp(double noundef %87) #12
  %89 = getelementptr inbounds double, ptr %84, i64 %72
  store double %88, ptr %89, align 8, !tbaa !9
  %90 = add nsw i64 %72, -1
  %91 = getelementptr inbounds double, ptr %84, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = fmul double %88, %92
  store double %93, ptr %91, align 8, !tbaa !9
  %94 = add nuw nsw i64 %72, 1
  %95 = icmp eq i64 %94, %7
  br i1 %95, label %12, label %71, !llvm.loop !34

96:                                               ; preds = %32, %98, %69, %3, %12
  %97 = phi ptr [ %84, %12 ], [ %4, %3 ], [ %14, %69 ], [ %14, %98 ], [ %14, %32 ]
  tail call void @free(ptr noundef %97) #12
  ret void

98:                                               ; preds = %32, %98
  %99 = phi i64 [ %115, %98 ], [ %33, %32 ]
  %100 = getelementptr inbounds double, ptr %14, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = xor i64 %99, -1
  %103 = getelementptr double, ptr %17, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = fmul double %101, %104
  %106 = getelementptr inbounds double, ptr %1, i64 %99
  store double %105, ptr %106, align 8, !tbaa !9
  %107 = add nuw nsw i64 %99, 1
  %108 = getelementptr inbounds double, ptr %14, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = sub i64 -2, %99
  %111 = getelementptr double, ptr %17, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fmul double %109, %112
  %114 = getelementptr inbounds double, ptr %1, i64 %107
  store double %113, ptr %114, align 8, !tbaa !9
  %115 = add nuw nsw i64 %99, 2
  %116 = icmp eq i64 %115, %16
  br i1 %116, label %96, label %98, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = !{!29}
!29 = distinct !{!29, !25}
!30 = !{!24, !27}
!31 = distinct !{!31, !12, !32, !33}
!32 = !{!"llvm.loop.isvectorized", i32 1}
!33 = !{!"llvm.loop.unroll.runtime.disable"}
!34 = distinct !{!34, !12, !35}
!35 = !{!"llvm.loop.peeled.count", i32 1}
!36 = distinct !{!36, !12, !32}
