; ModuleID = 'atomicglobal.c'
source_filename = "atomicglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.ns = internal unnamed_addr constant [3 x i32] [i32 6, i32 3, i32 1], align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"f.dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"f.fwd\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"f.fwd_rev\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"atomicglobal\00", align 1
@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_dupnoneed = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_out = dso_local local_unnamed_addr global i32 0, align 4
@rng_state = internal unnamed_addr global i64 2685821657736338717, align 8
@acc = internal global double 0.000000e+00, align 8
@.str.4 = private unnamed_addr constant [29 x i8] c"%s[%d] ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@n_fail = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"%s: %d failures\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #14
  %4 = load i64, ptr @rng_state, align 8, !tbaa !5
  %5 = mul i64 %4, 6364136223846793005
  %6 = add i64 %5, 1442695040888963407
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  %9 = mul i64 %8, 6364136223846793005
  %10 = add i64 %9, 1442695040888963407
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = insertelement <4 x i64> poison, i64 %6, i64 0
  %14 = insertelement <4 x i64> %13, i64 %8, i64 1
  %15 = insertelement <4 x i64> %14, i64 %10, i64 2
  %16 = insertelement <4 x i64> %15, i64 %12, i64 3
  %17 = lshr <4 x i64> %16, <i64 10, i64 10, i64 10, i64 10>
  %18 = and <4 x i64> %17, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %19 = uitofp nneg <4 x i64> %18 to <4 x double>
  %20 = fmul fast <4 x double> %19, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %21 = fadd fast <4 x double> %20, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %21, ptr %1, align 16, !tbaa !9
  %22 = mul i64 %12, 6364136223846793005
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = add i64 %22, 1442695040888963407
  %25 = mul i64 %24, 6364136223846793005
  %26 = add i64 %25, 1442695040888963407
  %27 = insertelement <2 x i64> poison, i64 %24, i64 0
  %28 = insertelement <2 x i64> %27, i64 %26, i64 1
  %29 = lshr <2 x i64> %28, <i64 10, i64 10>
  %30 = and <2 x i64> %29, <i64 18014398509481982, i64 18014398509481982>
  %31 = uitofp nneg <2 x i64> %30 to <2 x double>
  %32 = fmul fast <2 x double> %31, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %33 = fadd fast <2 x double> %32, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %33, ptr %23, align 16, !tbaa !9
  %34 = mul i64 %26, 6364136223846793005
  %35 = add i64 %34, 1442695040888963407
  %36 = mul i64 %35, 6364136223846793005
  %37 = add i64 %36, 1442695040888963407
  %38 = mul i64 %37, 6364136223846793005
  %39 = add i64 %38, 1442695040888963407
  %40 = mul i64 %39, 6364136223846793005
  %41 = add i64 %40, 1442695040888963407
  %42 = insertelement <4 x i64> poison, i64 %35, i64 0
  %43 = insertelement <4 x i64> %42, i64 %37, i64 1
  %44 = insertelement <4 x i64> %43, i64 %39, i64 2
  %45 = insertelement <4 x i64> %44, i64 %41, i64 3
  %46 = lshr <4 x i64> %45, <i64 10, i64 10, i64 10, i64 10>
  %47 = and <4 x i64> %46, <i64 18014398509481982, i64 18014398509481982, i64 18014398509481982, i64 18014398509481982>
  %48 = uitofp nneg <4 x i64> %47 to <4 x double>
  %49 = fmul fast <4 x double> %48, <double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000, double 0x3CA0000000000000>
  %50 = fadd fast <4 x double> %49, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  store <4 x double> %50, ptr %3, align 16, !tbaa !9
  %51 = mul i64 %41, 6364136223846793005
  %52 = getelementptr inbounds i8, ptr %3, i64 32
  %53 = add i64 %51, 1442695040888963407
  %54 = mul i64 %53, 6364136223846793005
  %55 = add i64 %54, 1442695040888963407
  %56 = insertelement <2 x i64> poison, i64 %53, i64 0
  %57 = insertelement <2 x i64> %56, i64 %55, i64 1
  %58 = lshr <2 x i64> %57, <i64 10, i64 10>
  %59 = and <2 x i64> %58, <i64 18014398509481982, i64 18014398509481982>
  %60 = uitofp nneg <2 x i64> %59 to <2 x double>
  %61 = fmul fast <2 x double> %60, <double 0x3CA0000000000000, double 0x3CA0000000000000>
  %62 = fadd fast <2 x double> %61, <double -1.000000e+00, double -1.000000e+00>
  store <2 x double> %62, ptr %52, align 16, !tbaa !9
  store i64 %55, ptr @rng_state, align 8, !tbaa !5
  br label %69

63:                                               ; preds = %240
  %64 = load i32, ptr @n_fail, align 4, !tbaa !11
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, i32 noundef %64)
  %66 = load i32, ptr @n_fail, align 4, !tbaa !11
  %67 = icmp ne i32 %66, 0
  %68 = zext i1 %67 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #14
  ret i32 %68

69:                                               ; preds = %0, %240
  %70 = phi i64 [ 0, %0 ], [ %241, %240 ]
  %71 = getelementptr inbounds [3 x i32], ptr @main.ns, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false)
  %73 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %74 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %73, i32 noundef %72) #14
  %75 = call i32 @llvm.smax.i32(i32 %72, i32 1)
  %76 = zext nneg i32 %75 to i64
  %77 = shl nuw nsw i64 %76, 3
  %78 = call noalias ptr @malloc(i64 noundef %77) #15
  %79 = sext i32 %72 to i64
  %80 = shl nsw i64 %79, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %78, ptr nonnull readonly align 16 %1, i64 %80, i1 false)
  %81 = zext i32 %72 to i64
  br label %82

82:                                               ; preds = %69, %144
  %83 = phi i64 [ 0, %69 ], [ %145, %144 ]
  %84 = getelementptr inbounds double, ptr %2, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = getelementptr inbounds double, ptr %78, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = call fast double @llvm.fabs.f64(double %87)
  %89 = call fast double @llvm.maxnum.f64(double %88, double 1.000000e+00)
  %90 = fmul fast double %89, 0x3EB0C6F7A0B5ED8D
  %91 = fadd fast double %90, %87
  store double %91, ptr %86, align 8, !tbaa !9
  call fastcc void @reset()
  br label %92

92:                                               ; preds = %104, %82
  %93 = phi i64 [ 0, %82 ], [ %105, %104 ]
  %94 = getelementptr inbounds double, ptr %78, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = fmul fast double %95, 3.000000e-01
  %97 = call fast double @llvm.exp.f64(double %96)
  %98 = fmul fast double %97, %95
  call fastcc void @bump(double noundef nofpclass(nan inf) %98)
  %99 = and i64 %93, 1
  %100 = icmp eq i64 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %92
  %102 = fmul fast double %95, %95
  %103 = fmul fast double %102, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %103)
  br label %104

104:                                              ; preds = %101, %92
  %105 = add nuw nsw i64 %93, 1
  %106 = icmp eq i64 %105, %81
  br i1 %106, label %107, label %92, !llvm.loop !13

107:                                              ; preds = %104
  %108 = fsub fast double %87, %90
  %109 = call fast fastcc nofpclass(nan inf) double @take()
  store double %108, ptr %86, align 8, !tbaa !9
  call fastcc void @reset()
  br label %110

110:                                              ; preds = %122, %107
  %111 = phi i64 [ 0, %107 ], [ %123, %122 ]
  %112 = getelementptr inbounds double, ptr %78, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = fmul fast double %113, 3.000000e-01
  %115 = call fast double @llvm.exp.f64(double %114)
  %116 = fmul fast double %115, %113
  call fastcc void @bump(double noundef nofpclass(nan inf) %116)
  %117 = and i64 %111, 1
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %122, label %119

119:                                              ; preds = %110
  %120 = fmul fast double %113, %113
  %121 = fmul fast double %120, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %121)
  br label %122

122:                                              ; preds = %119, %110
  %123 = add nuw nsw i64 %111, 1
  %124 = icmp eq i64 %123, %81
  br i1 %124, label %125, label %110, !llvm.loop !13

125:                                              ; preds = %122
  %126 = fmul fast double %109, %109
  %127 = call fast fastcc nofpclass(nan inf) double @take()
  %128 = fmul fast double %127, %127
  store double %87, ptr %86, align 8, !tbaa !9
  %129 = fsub fast double %126, %128
  %130 = fmul fast double %89, 2.000000e-06
  %131 = fdiv fast double %129, %130
  %132 = call fast double @llvm.fabs.f64(double %131)
  %133 = call fast double @llvm.maxnum.f64(double %132, double 1.000000e+00)
  %134 = fsub fast double %85, %131
  %135 = call fast double @llvm.fabs.f64(double %134)
  %136 = fmul fast double %133, 0x3EB0C6F7A0B5ED8D
  %137 = fcmp fast ole double %135, %136
  %138 = select i1 %137, ptr @.str.5, ptr @.str.6
  %139 = trunc nuw nsw i64 %83 to i32
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, i32 noundef %139, double noundef nofpclass(nan inf) %85, double noundef nofpclass(nan inf) %131, ptr noundef nonnull %138)
  br i1 %137, label %144, label %141

141:                                              ; preds = %125
  %142 = load i32, ptr @n_fail, align 4, !tbaa !11
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr @n_fail, align 4, !tbaa !11
  br label %144

144:                                              ; preds = %141, %125
  %145 = add nuw nsw i64 %83, 1
  %146 = icmp eq i64 %145, %81
  br i1 %146, label %147, label %82, !llvm.loop !15

147:                                              ; preds = %144
  call void @free(ptr noundef nonnull %78) #14
  %148 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  %149 = call fast nofpclass(nan inf) double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %148, i32 noundef %72) #14
  %150 = call noalias ptr @malloc(i64 noundef %77) #15
  %151 = call noalias ptr @malloc(i64 noundef %77) #15
  br label %185

152:                                              ; preds = %185
  call fastcc void @reset()
  br label %153

153:                                              ; preds = %165, %152
  %154 = phi i64 [ 0, %152 ], [ %166, %165 ]
  %155 = getelementptr inbounds double, ptr %150, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !9
  %157 = fmul fast double %156, 3.000000e-01
  %158 = call fast double @llvm.exp.f64(double %157)
  %159 = fmul fast double %158, %156
  call fastcc void @bump(double noundef nofpclass(nan inf) %159)
  %160 = and i64 %154, 1
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %153
  %163 = fmul fast double %156, %156
  %164 = fmul fast double %163, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %164)
  br label %165

165:                                              ; preds = %162, %153
  %166 = add nuw nsw i64 %154, 1
  %167 = icmp eq i64 %166, %81
  br i1 %167, label %168, label %153, !llvm.loop !13

168:                                              ; preds = %165
  %169 = call fast fastcc nofpclass(nan inf) double @take()
  call fastcc void @reset()
  br label %170

170:                                              ; preds = %182, %168
  %171 = phi i64 [ 0, %168 ], [ %183, %182 ]
  %172 = getelementptr inbounds double, ptr %151, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = fmul fast double %173, 3.000000e-01
  %175 = call fast double @llvm.exp.f64(double %174)
  %176 = fmul fast double %175, %173
  call fastcc void @bump(double noundef nofpclass(nan inf) %176)
  %177 = and i64 %171, 1
  %178 = icmp eq i64 %177, 0
  br i1 %178, label %182, label %179

179:                                              ; preds = %170
  %180 = fmul fast double %173, %173
  %181 = fmul fast double %180, 5.000000e-01
  call fastcc void @drop(double noundef nofpclass(nan inf) %181)
  br label %182

182:                                              ; preds = %179, %170
  %183 = add nuw nsw i64 %171, 1
  %184 = icmp eq i64 %183, %81
  br i1 %184, label %198, label %170, !llvm.loop !13

185:                                              ; preds = %185, %147
  %186 = phi i64 [ 0, %147 ], [ %196, %185 ]
  %187 = getelementptr inbounds double, ptr %1, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = getelementptr inbounds double, ptr %3, i64 %186
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = fmul fast double %190, 0x3EB0C6F7A0B5ED8D
  %192 = fadd fast double %191, %188
  %193 = getelementptr inbounds double, ptr %150, i64 %186
  store double %192, ptr %193, align 8, !tbaa !9
  %194 = fsub fast double %188, %191
  %195 = getelementptr inbounds double, ptr %151, i64 %186
  store double %194, ptr %195, align 8, !tbaa !9
  %196 = add nuw nsw i64 %186, 1
  %197 = icmp eq i64 %196, %81
  br i1 %197, label %152, label %185, !llvm.loop !16

198:                                              ; preds = %182
  %199 = fmul fast double %169, %169
  %200 = call fast fastcc nofpclass(nan inf) double @take()
  %201 = fmul fast double %200, %200
  %202 = fsub fast double %199, %201
  %203 = fmul fast double %202, 5.000000e+05
  call void @free(ptr noundef %150) #14
  call void @free(ptr noundef nonnull %151) #14
  %204 = call fast double @llvm.fabs.f64(double %203)
  %205 = call fast double @llvm.maxnum.f64(double %204, double 1.000000e+00)
  %206 = fsub fast double %149, %203
  %207 = call fast double @llvm.fabs.f64(double %206)
  %208 = fmul fast double %205, 0x3EB0C6F7A0B5ED8D
  %209 = fcmp fast ole double %207, %208
  %210 = select i1 %209, ptr @.str.5, ptr @.str.6
  %211 = trunc nuw nsw i64 %70 to i32
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, i32 noundef %211, double noundef nofpclass(nan inf) %149, double noundef nofpclass(nan inf) %203, ptr noundef nonnull %210)
  br i1 %209, label %216, label %213

213:                                              ; preds = %198
  %214 = load i32, ptr @n_fail, align 4, !tbaa !11
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr @n_fail, align 4, !tbaa !11
  br label %216

216:                                              ; preds = %198, %213
  br label %229

217:                                              ; preds = %229
  %218 = call fast double @llvm.fabs.f64(double %149)
  %219 = call fast double @llvm.maxnum.f64(double %218, double 1.000000e+00)
  %220 = fsub fast double %237, %149
  %221 = call fast double @llvm.fabs.f64(double %220)
  %222 = fmul fast double %219, 0x3EB0C6F7A0B5ED8D
  %223 = fcmp fast ole double %221, %222
  %224 = select i1 %223, ptr @.str.5, ptr @.str.6
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, i32 noundef %211, double noundef nofpclass(nan inf) %237, double noundef nofpclass(nan inf) %149, ptr noundef nonnull %224)
  br i1 %223, label %240, label %226

226:                                              ; preds = %217
  %227 = load i32, ptr @n_fail, align 4, !tbaa !11
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr @n_fail, align 4, !tbaa !11
  br label %240

229:                                              ; preds = %216, %229
  %230 = phi i64 [ %238, %229 ], [ 0, %216 ]
  %231 = phi double [ %237, %229 ], [ 0.000000e+00, %216 ]
  %232 = getelementptr inbounds double, ptr %2, i64 %230
  %233 = load double, ptr %232, align 8, !tbaa !9
  %234 = getelementptr inbounds double, ptr %3, i64 %230
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = fmul fast double %235, %233
  %237 = fadd fast double %236, %231
  %238 = add nuw nsw i64 %230, 1
  %239 = icmp eq i64 %238, %81
  br i1 %239, label %217, label %229, !llvm.loop !19

240:                                              ; preds = %217, %226
  %241 = add nuw nsw i64 %70, 1
  %242 = icmp eq i64 %241, 3
  br i1 %242, label %63, label %69, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare nofpclass(nan inf) double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal nofpclass(nan inf) double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  tail call fastcc void @reset()
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %22, %2
  %7 = tail call fast fastcc nofpclass(nan inf) double @take()
  %8 = fmul fast double %7, %7
  ret double %8

9:                                                ; preds = %4, %22
  %10 = phi i64 [ 0, %4 ], [ %23, %22 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fmul fast double %12, 3.000000e-01
  %14 = tail call fast double @llvm.exp.f64(double %13)
  %15 = fmul fast double %14, %12
  tail call fastcc void @bump(double noundef nofpclass(nan inf) %15)
  %16 = and i64 %10, 1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %9
  %19 = load double, ptr %11, align 8, !tbaa !9
  %20 = fmul fast double %19, %19
  %21 = fmul fast double %20, 5.000000e-01
  tail call fastcc void @drop(double noundef nofpclass(nan inf) %21)
  br label %22

22:                                               ; preds = %9, %18
  %23 = add nuw nsw i64 %10, 1
  %24 = icmp eq i64 %23, %5
  br i1 %24, label %6, label %9, !llvm.loop !13
}

declare nofpclass(nan inf) double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reset() unnamed_addr #5 {
  store double 0.000000e+00, ptr @acc, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @bump(double noundef nofpclass(nan inf) %0) unnamed_addr #6 {
  %2 = atomicrmw fadd ptr @acc, double %0 monotonic, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #7

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @drop(double noundef nofpclass(nan inf) %0) unnamed_addr #6 {
  %2 = atomicrmw fsub ptr @acc, double %0 seq_cst, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc nofpclass(nan inf) double @take() unnamed_addr #8 {
  %1 = load double, ptr @acc, align 8, !tbaa !9
  ret double %1
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

attributes #0 = { nounwind uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #12 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !14, !17, !18}
!20 = distinct !{!20, !14}
