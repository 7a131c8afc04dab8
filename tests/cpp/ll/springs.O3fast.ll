; ModuleID = 'springs.cpp'
source_filename = "springs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::array" = type { [2 x double] }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::array<double, 2>, std::allocator<std::array<double, 2>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl" }
%"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl" = type { %"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Spring, std::allocator<Spring>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%struct.Spring = type { double, i32, i32 }

@enzyme_dup = dso_local local_unnamed_addr global i32 0, align 4
@enzyme_const = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"springs.dpos\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"springs.dk\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"springs.shadow_ints_kept\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"springs.fwd_vs_rev\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"springs: %d failures\0A\00", align 1
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local noundef nofpclass(nan inf) double @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %1) #0 {
  %3 = load ptr, ptr %1, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %411, label %7

7:                                                ; preds = %2
  %8 = ptrtoint ptr %5 to i64
  %9 = ptrtoint ptr %3 to i64
  %10 = load ptr, ptr %0, align 8, !tbaa !9
  %11 = add i64 %8, -16
  %12 = sub i64 %11, %9
  %13 = icmp ult i64 %12, 256
  br i1 %13, label %14, label %17

14:                                               ; preds = %406, %7
  %15 = phi double [ 0.000000e+00, %7 ], [ %410, %406 ]
  %16 = phi ptr [ %3, %7 ], [ %25, %406 ]
  br label %413

17:                                               ; preds = %7
  %18 = lshr i64 %12, 4
  %19 = add nuw nsw i64 %18, 1
  %20 = and i64 %19, 15
  %21 = icmp eq i64 %20, 0
  %22 = select i1 %21, i64 16, i64 %20
  %23 = sub nsw i64 %19, %22
  %24 = shl i64 %23, 4
  %25 = getelementptr i8, ptr %3, i64 %24
  br label %26

26:                                               ; preds = %26, %17
  %27 = phi i64 [ 0, %17 ], [ %404, %26 ]
  %28 = phi <4 x double> [ zeroinitializer, %17 ], [ %400, %26 ]
  %29 = phi <4 x double> [ zeroinitializer, %17 ], [ %401, %26 ]
  %30 = phi <4 x double> [ zeroinitializer, %17 ], [ %402, %26 ]
  %31 = phi <4 x double> [ zeroinitializer, %17 ], [ %403, %26 ]
  %32 = shl i64 %27, 4
  %33 = or disjoint i64 %32, 16
  %34 = or disjoint i64 %32, 32
  %35 = or disjoint i64 %32, 48
  %36 = or disjoint i64 %32, 64
  %37 = or disjoint i64 %32, 80
  %38 = or disjoint i64 %32, 96
  %39 = or disjoint i64 %32, 112
  %40 = or disjoint i64 %32, 128
  %41 = or disjoint i64 %32, 144
  %42 = or disjoint i64 %32, 160
  %43 = or disjoint i64 %32, 176
  %44 = or disjoint i64 %32, 192
  %45 = or disjoint i64 %32, 208
  %46 = or disjoint i64 %32, 224
  %47 = or disjoint i64 %32, 240
  %48 = getelementptr i8, ptr %3, i64 %32
  %49 = getelementptr i8, ptr %3, i64 %33
  %50 = getelementptr i8, ptr %3, i64 %34
  %51 = getelementptr i8, ptr %3, i64 %35
  %52 = getelementptr i8, ptr %3, i64 %36
  %53 = getelementptr i8, ptr %3, i64 %37
  %54 = getelementptr i8, ptr %3, i64 %38
  %55 = getelementptr i8, ptr %3, i64 %39
  %56 = getelementptr i8, ptr %3, i64 %40
  %57 = getelementptr i8, ptr %3, i64 %41
  %58 = getelementptr i8, ptr %3, i64 %42
  %59 = getelementptr i8, ptr %3, i64 %43
  %60 = getelementptr i8, ptr %3, i64 %44
  %61 = getelementptr i8, ptr %3, i64 %45
  %62 = getelementptr i8, ptr %3, i64 %46
  %63 = getelementptr i8, ptr %3, i64 %47
  %64 = getelementptr inbounds i8, ptr %48, i64 8
  %65 = getelementptr inbounds i8, ptr %49, i64 8
  %66 = getelementptr inbounds i8, ptr %50, i64 8
  %67 = getelementptr inbounds i8, ptr %51, i64 8
  %68 = getelementptr inbounds i8, ptr %52, i64 8
  %69 = getelementptr inbounds i8, ptr %53, i64 8
  %70 = getelementptr inbounds i8, ptr %54, i64 8
  %71 = getelementptr inbounds i8, ptr %55, i64 8
  %72 = getelementptr inbounds i8, ptr %56, i64 8
  %73 = getelementptr inbounds i8, ptr %57, i64 8
  %74 = getelementptr inbounds i8, ptr %58, i64 8
  %75 = getelementptr inbounds i8, ptr %59, i64 8
  %76 = getelementptr inbounds i8, ptr %60, i64 8
  %77 = getelementptr inbounds i8, ptr %61, i64 8
  %78 = getelementptr inbounds i8, ptr %62, i64 8
  %79 = getelementptr inbounds i8, ptr %63, i64 8
  %80 = load i32, ptr %64, align 8, !tbaa !11
  %81 = load i32, ptr %65, align 8, !tbaa !11
  %82 = load i32, ptr %66, align 8, !tbaa !11
  %83 = load i32, ptr %67, align 8, !tbaa !11
  %84 = load i32, ptr %68, align 8, !tbaa !11
  %85 = load i32, ptr %69, align 8, !tbaa !11
  %86 = load i32, ptr %70, align 8, !tbaa !11
  %87 = load i32, ptr %71, align 8, !tbaa !11
  %88 = load i32, ptr %72, align 8, !tbaa !11
  %89 = load i32, ptr %73, align 8, !tbaa !11
  %90 = load i32, ptr %74, align 8, !tbaa !11
  %91 = load i32, ptr %75, align 8, !tbaa !11
  %92 = load i32, ptr %76, align 8, !tbaa !11
  %93 = load i32, ptr %77, align 8, !tbaa !11
  %94 = load i32, ptr %78, align 8, !tbaa !11
  %95 = load i32, ptr %79, align 8, !tbaa !11
  %96 = sext i32 %80 to i64
  %97 = sext i32 %81 to i64
  %98 = sext i32 %82 to i64
  %99 = sext i32 %83 to i64
  %100 = sext i32 %84 to i64
  %101 = sext i32 %85 to i64
  %102 = sext i32 %86 to i64
  %103 = sext i32 %87 to i64
  %104 = sext i32 %88 to i64
  %105 = sext i32 %89 to i64
  %106 = sext i32 %90 to i64
  %107 = sext i32 %91 to i64
  %108 = sext i32 %92 to i64
  %109 = sext i32 %93 to i64
  %110 = sext i32 %94 to i64
  %111 = sext i32 %95 to i64
  %112 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %96
  %113 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %97
  %114 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %98
  %115 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %99
  %116 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %100
  %117 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %101
  %118 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %102
  %119 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %103
  %120 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %104
  %121 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %105
  %122 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %106
  %123 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %107
  %124 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %108
  %125 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %109
  %126 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %110
  %127 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %111
  %128 = load double, ptr %112, align 8, !tbaa !15
  %129 = load double, ptr %113, align 8, !tbaa !15
  %130 = load double, ptr %114, align 8, !tbaa !15
  %131 = load double, ptr %115, align 8, !tbaa !15
  %132 = insertelement <4 x double> poison, double %128, i64 0
  %133 = insertelement <4 x double> %132, double %129, i64 1
  %134 = insertelement <4 x double> %133, double %130, i64 2
  %135 = insertelement <4 x double> %134, double %131, i64 3
  %136 = load double, ptr %116, align 8, !tbaa !15
  %137 = load double, ptr %117, align 8, !tbaa !15
  %138 = load double, ptr %118, align 8, !tbaa !15
  %139 = load double, ptr %119, align 8, !tbaa !15
  %140 = insertelement <4 x double> poison, double %136, i64 0
  %141 = insertelement <4 x double> %140, double %137, i64 1
  %142 = insertelement <4 x double> %141, double %138, i64 2
  %143 = insertelement <4 x double> %142, double %139, i64 3
  %144 = load double, ptr %120, align 8, !tbaa !15
  %145 = load double, ptr %121, align 8, !tbaa !15
  %146 = load double, ptr %122, align 8, !tbaa !15
  %147 = load double, ptr %123, align 8, !tbaa !15
  %148 = insertelement <4 x double> poison, double %144, i64 0
  %149 = insertelement <4 x double> %148, double %145, i64 1
  %150 = insertelement <4 x double> %149, double %146, i64 2
  %151 = insertelement <4 x double> %150, double %147, i64 3
  %152 = load double, ptr %124, align 8, !tbaa !15
  %153 = load double, ptr %125, align 8, !tbaa !15
  %154 = load double, ptr %126, align 8, !tbaa !15
  %155 = load double, ptr %127, align 8, !tbaa !15
  %156 = insertelement <4 x double> poison, double %152, i64 0
  %157 = insertelement <4 x double> %156, double %153, i64 1
  %158 = insertelement <4 x double> %157, double %154, i64 2
  %159 = insertelement <4 x double> %158, double %155, i64 3
  %160 = getelementptr inbounds i8, ptr %48, i64 12
  %161 = getelementptr inbounds i8, ptr %49, i64 12
  %162 = getelementptr inbounds i8, ptr %50, i64 12
  %163 = getelementptr inbounds i8, ptr %51, i64 12
  %164 = getelementptr inbounds i8, ptr %52, i64 12
  %165 = getelementptr inbounds i8, ptr %53, i64 12
  %166 = getelementptr inbounds i8, ptr %54, i64 12
  %167 = getelementptr inbounds i8, ptr %55, i64 12
  %168 = getelementptr inbounds i8, ptr %56, i64 12
  %169 = getelementptr inbounds i8, ptr %57, i64 12
  %170 = getelementptr inbounds i8, ptr %58, i64 12
  %171 = getelementptr inbounds i8, ptr %59, i64 12
  %172 = getelementptr inbounds i8, ptr %60, i64 12
  %173 = getelementptr inbounds i8, ptr %61, i64 12
  %174 = getelementptr inbounds i8, ptr %62, i64 12
  %175 = getelementptr inbounds i8, ptr %63, i64 12
  %176 = load i32, ptr %160, align 4, !tbaa !16
  %177 = load i32, ptr %161, align 4, !tbaa !16
  %178 = load i32, ptr %162, align 4, !tbaa !16
  %179 = load i32, ptr %163, align 4, !tbaa !16
  %180 = load i32, ptr %164, align 4, !tbaa !16
  %181 = load i32, ptr %165, align 4, !tbaa !16
  %182 = load i32, ptr %166, align 4, !tbaa !16
  %183 = load i32, ptr %167, align 4, !tbaa !16
  %184 = load i32, ptr %168, align 4, !tbaa !16
  %185 = load i32, ptr %169, align 4, !tbaa !16
  %186 = load i32, ptr %170, align 4, !tbaa !16
  %187 = load i32, ptr %171, align 4, !tbaa !16
  %188 = load i32, ptr %172, align 4, !tbaa !16
  %189 = load i32, ptr %173, align 4, !tbaa !16
  %190 = load i32, ptr %174, align 4, !tbaa !16
  %191 = load i32, ptr %175, align 4, !tbaa !16
  %192 = sext i32 %176 to i64
  %193 = sext i32 %177 to i64
  %194 = sext i32 %178 to i64
  %195 = sext i32 %179 to i64
  %196 = sext i32 %180 to i64
  %197 = sext i32 %181 to i64
  %198 = sext i32 %182 to i64
  %199 = sext i32 %183 to i64
  %200 = sext i32 %184 to i64
  %201 = sext i32 %185 to i64
  %202 = sext i32 %186 to i64
  %203 = sext i32 %187 to i64
  %204 = sext i32 %188 to i64
  %205 = sext i32 %189 to i64
  %206 = sext i32 %190 to i64
  %207 = sext i32 %191 to i64
  %208 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %192
  %209 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %193
  %210 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %194
  %211 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %195
  %212 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %196
  %213 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %197
  %214 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %198
  %215 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %199
  %216 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %200
  %217 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %201
  %218 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %202
  %219 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %203
  %220 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %204
  %221 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %205
  %222 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %206
  %223 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %207
  %224 = load double, ptr %208, align 8, !tbaa !15
  %225 = load double, ptr %209, align 8, !tbaa !15
  %226 = load double, ptr %210, align 8, !tbaa !15
  %227 = load double, ptr %211, align 8, !tbaa !15
  %228 = insertelement <4 x double> poison, double %224, i64 0
  %229 = insertelement <4 x double> %228, double %225, i64 1
  %230 = insertelement <4 x double> %229, double %226, i64 2
  %231 = insertelement <4 x double> %230, double %227, i64 3
  %232 = load double, ptr %212, align 8, !tbaa !15
  %233 = load double, ptr %213, align 8, !tbaa !15
  %234 = load double, ptr %214, align 8, !tbaa !15
  %235 = load double, ptr %215, align 8, !tbaa !15
  %236 = insertelement <4 x double> poison, double %232, i64 0
  %237 = insertelement <4 x double> %236, double %233, i64 1
  %238 = insertelement <4 x double> %237, double %234, i64 2
  %239 = insertelement <4 x double> %238, double %235, i64 3
  %240 = load double, ptr %216, align 8, !tbaa !15
  %241 = load double, ptr %217, align 8, !tbaa !15
  %242 = load double, ptr %218, align 8, !tbaa !15
  %243 = load double, ptr %219, align 8, !tbaa !15
  %244 = insertelement <4 x double> poison, double %240, i64 0
  %245 = insertelement <4 x double> %244, double %241, i64 1
  %246 = insertelement <4 x double> %245, double %242, i64 2
  %247 = insertelement <4 x double> %246, double %243, i64 3
  %248 = load double, ptr %220, align 8, !tbaa !15
  %249 = load double, ptr %221, align 8, !tbaa !15
  %250 = load double, ptr %222, align 8, !tbaa !15
  %251 = load double, ptr %223, align 8, !tbaa !15
  %252 = insertelement <4 x double> poison, double %248, i64 0
  %253 = insertelement <4 x double> %252, double %249, i64 1
  %254 = insertelement <4 x double> %253, double %250, i64 2
  %255 = insertelement <4 x double> %254, double %251, i64 3
  %256 = fsub fast <4 x double> %135, %231
  %257 = fsub fast <4 x double> %143, %239
  %258 = fsub fast <4 x double> %151, %247
  %259 = fsub fast <4 x double> %159, %255
  %260 = getelementptr inbounds i8, ptr %112, i64 8
  %261 = getelementptr inbounds i8, ptr %113, i64 8
  %262 = getelementptr inbounds i8, ptr %114, i64 8
  %263 = getelementptr inbounds i8, ptr %115, i64 8
  %264 = getelementptr inbounds i8, ptr %116, i64 8
  %265 = getelementptr inbounds i8, ptr %117, i64 8
  %266 = getelementptr inbounds i8, ptr %118, i64 8
  %267 = getelementptr inbounds i8, ptr %119, i64 8
  %268 = getelementptr inbounds i8, ptr %120, i64 8
  %269 = getelementptr inbounds i8, ptr %121, i64 8
  %270 = getelementptr inbounds i8, ptr %122, i64 8
  %271 = getelementptr inbounds i8, ptr %123, i64 8
  %272 = getelementptr inbounds i8, ptr %124, i64 8
  %273 = getelementptr inbounds i8, ptr %125, i64 8
  %274 = getelementptr inbounds i8, ptr %126, i64 8
  %275 = getelementptr inbounds i8, ptr %127, i64 8
  %276 = load double, ptr %260, align 8, !tbaa !15
  %277 = load double, ptr %261, align 8, !tbaa !15
  %278 = load double, ptr %262, align 8, !tbaa !15
  %279 = load double, ptr %263, align 8, !tbaa !15
  %280 = insertelement <4 x double> poison, double %276, i64 0
  %281 = insertelement <4 x double> %280, double %277, i64 1
  %282 = insertelement <4 x double> %281, double %278, i64 2
  %283 = insertelement <4 x double> %282, double %279, i64 3
  %284 = load double, ptr %264, align 8, !tbaa !15
  %285 = load double, ptr %265, align 8, !tbaa !15
  %286 = load double, ptr %266, align 8, !tbaa !15
  %287 = load double, ptr %267, align 8, !tbaa !15
  %288 = insertelement <4 x double> poison, double %284, i64 0
  %289 = insertelement <4 x double> %288, double %285, i64 1
  %290 = insertelement <4 x double> %289, double %286, i64 2
  %291 = insertelement <4 x double> %290, double %287, i64 3
  %292 = load double, ptr %268, align 8, !tbaa !15
  %293 = load double, ptr %269, align 8, !tbaa !15
  %294 = load double, ptr %270, align 8, !tbaa !15
  %295 = load double, ptr %271, align 8, !tbaa !15
  %296 = insertelement <4 x double> poison, double %292, i64 0
  %297 = insertelement <4 x double> %296, double %293, i64 1
  %298 = insertelement <4 x double> %297, double %294, i64 2
  %299 = insertelement <4 x double> %298, double %295, i64 3
  %300 = load double, ptr %272, align 8, !tbaa !15
  %301 = load double, ptr %273, align 8, !tbaa !15
  %302 = load double, ptr %274, align 8, !tbaa !15
  %303 = load double, ptr %275, align 8, !tbaa !15
  %304 = insertelement <4 x double> poison, double %300, i64 0
  %305 = insertelement <4 x double> %304, double %301, i64 1
  %306 = insertelement <4 x double> %305, double %302, i64 2
  %307 = insertelement <4 x double> %306, double %303, i64 3
  %308 = getelementptr inbounds i8, ptr %208, i64 8
  %309 = getelementptr inbounds i8, ptr %209, i64 8
  %310 = getelementptr inbounds i8, ptr %210, i64 8
  %311 = getelementptr inbounds i8, ptr %211, i64 8
  %312 = getelementptr inbounds i8, ptr %212, i64 8
  %313 = getelementptr inbounds i8, ptr %213, i64 8
  %314 = getelementptr inbounds i8, ptr %214, i64 8
  %315 = getelementptr inbounds i8, ptr %215, i64 8
  %316 = getelementptr inbounds i8, ptr %216, i64 8
  %317 = getelementptr inbounds i8, ptr %217, i64 8
  %318 = getelementptr inbounds i8, ptr %218, i64 8
  %319 = getelementptr inbounds i8, ptr %219, i64 8
  %320 = getelementptr inbounds i8, ptr %220, i64 8
  %321 = getelementptr inbounds i8, ptr %221, i64 8
  %322 = getelementptr inbounds i8, ptr %222, i64 8
  %323 = getelementptr inbounds i8, ptr %223, i64 8
  %324 = load double, ptr %308, align 8, !tbaa !15
  %325 = load double, ptr %309, align 8, !tbaa !15
  %326 = load double, ptr %310, align 8, !tbaa !15
  %327 = load double, ptr %311, align 8, !tbaa !15
  %328 = insertelement <4 x double> poison, double %324, i64 0
  %329 = insertelement <4 x double> %328, double %325, i64 1
  %330 = insertelement <4 x double> %329, double %326, i64 2
  %331 = insertelement <4 x double> %330, double %327, i64 3
  %332 = load double, ptr %312, align 8, !tbaa !15
  %333 = load double, ptr %313, align 8, !tbaa !15
  %334 = load double, ptr %314, align 8, !tbaa !15
  %335 = load double, ptr %315, align 8, !tbaa !15
  %336 = insertelement <4 x double> poison, double %332, i64 0
  %337 = insertelement <4 x double> %336, double %333, i64 1
  %338 = insertelement <4 x double> %337, double %334, i64 2
  %339 = insertelement <4 x double> %338, double %335, i64 3
  %340 = load double, ptr %316, align 8, !tbaa !15
  %341 = load double, ptr %317, align 8, !tbaa !15
  %342 = load double, ptr %318, align 8, !tbaa !15
  %343 = load double, ptr %319, align 8, !tbaa !15
  %344 = insertelement <4 x double> poison, double %340, i64 0
  %345 = insertelement <4 x double> %344, double %341, i64 1
  %346 = insertelement <4 x double> %345, double %342, i64 2
  %347 = insertelement <4 x double> %346, double %343, i64 3
  %348 = load double, ptr %320, align 8, !tbaa !15
  %349 = load double, ptr %321, align 8, !tbaa !15
  %350 = load double, ptr %322, align 8, !tbaa !15
  %351 = load double, ptr %323, align 8, !tbaa !15
  %352 = insertelement <4 x double> poison, double %348, i64 0
  %353 = insertelement <4 x double> %352, double %349, i64 1
  %354 = insertelement <4 x double> %353, double %350, i64 2
  %355 = insertelement <4 x double> %354, double %351, i64 3
  %356 = fsub fast <4 x double> %283, %331
  %357 = fsub fast <4 x double> %291, %339
  %358 = fsub fast <4 x double> %299, %347
  %359 = fsub fast <4 x double> %307, %355
  %360 = fmul fast <4 x double> %256, %256
  %361 = fmul fast <4 x double> %257, %257
  %362 = fmul fast <4 x double> %258, %258
  %363 = fmul fast <4 x double> %259, %259
  %364 = fmul fast <4 x double> %356, %356
  %365 = fmul fast <4 x double> %357, %357
  %366 = fmul fast <4 x double> %358, %358
  %367 = fmul fast <4 x double> %359, %359
  %368 = fadd fast <4 x double> %364, %360
  %369 = fadd fast <4 x double> %365, %361
  %370 = fadd fast <4 x double> %366, %362
  %371 = fadd fast <4 x double> %367, %363
  %372 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %368)
  %373 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %369)
  %374 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %370)
  %375 = tail call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %371)
  %376 = load <8 x double>, ptr %48, align 8, !tbaa !17
  %377 = load <8 x double>, ptr %52, align 8, !tbaa !17
  %378 = load <8 x double>, ptr %56, align 8, !tbaa !17
  %379 = load <8 x double>, ptr %60, align 8, !tbaa !17
  %380 = shufflevector <8 x double> %376, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %381 = shufflevector <8 x double> %377, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %382 = shufflevector <8 x double> %378, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %383 = shufflevector <8 x double> %379, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %384 = fadd fast <4 x double> %372, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %385 = fadd fast <4 x double> %373, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %386 = fadd fast <4 x double> %374, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %387 = fadd fast <4 x double> %375, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %388 = fmul fast <4 x double> %380, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %389 = fmul fast <4 x double> %381, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %390 = fmul fast <4 x double> %382, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %391 = fmul fast <4 x double> %383, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %392 = fmul fast <4 x double> %384, %384
  %393 = fmul fast <4 x double> %385, %385
  %394 = fmul fast <4 x double> %386, %386
  %395 = fmul fast <4 x double> %387, %387
  %396 = fmul fast <4 x double> %392, %388
  %397 = fmul fast <4 x double> %393, %389
  %398 = fmul fast <4 x double> %394, %390
  %399 = fmul fast <4 x double> %395, %391
  %400 = fadd fast <4 x double> %396, %28
  %401 = fadd fast <4 x double> %397, %29
  %402 = fadd fast <4 x double> %398, %30
  %403 = fadd fast <4 x double> %399, %31
  %404 = add nuw i64 %27, 16
  %405 = icmp eq i64 %404, %23
  br i1 %405, label %406, label %26, !llvm.loop !18

406:                                              ; preds = %26
  %407 = fadd fast <4 x double> %401, %400
  %408 = fadd fast <4 x double> %402, %407
  %409 = fadd fast <4 x double> %403, %408
  %410 = tail call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %409)
  br label %14

411:                                              ; preds = %413, %2
  %412 = phi double [ 0.000000e+00, %2 ], [ %437, %413 ]
  ret double %412

413:                                              ; preds = %14, %413
  %414 = phi double [ %437, %413 ], [ %15, %14 ]
  %415 = phi ptr [ %438, %413 ], [ %16, %14 ]
  %416 = getelementptr inbounds i8, ptr %415, i64 8
  %417 = load i32, ptr %416, align 8, !tbaa !11
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %418
  %420 = getelementptr inbounds i8, ptr %415, i64 12
  %421 = load i32, ptr %420, align 4, !tbaa !16
  %422 = sext i32 %421 to i64
  %423 = getelementptr inbounds %"struct.std::array", ptr %10, i64 %422
  %424 = load <2 x double>, ptr %419, align 8, !tbaa !15
  %425 = load <2 x double>, ptr %423, align 8, !tbaa !15
  %426 = fsub fast <2 x double> %424, %425
  %427 = fmul fast <2 x double> %426, %426
  %428 = shufflevector <2 x double> %427, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %429 = fadd fast <2 x double> %428, %427
  %430 = extractelement <2 x double> %429, i64 0
  %431 = tail call fast double @llvm.sqrt.f64(double %430)
  %432 = load double, ptr %415, align 8, !tbaa !17
  %433 = fadd fast double %431, -1.000000e+00
  %434 = fmul fast double %432, 5.000000e-01
  %435 = fmul fast double %433, %433
  %436 = fmul fast double %435, %434
  %437 = fadd fast double %436, %414
  %438 = getelementptr inbounds i8, ptr %415, i64 16
  %439 = icmp eq ptr %438, %5
  br i1 %439, label %411, label %413, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %"class.std::vector.0", align 8
  %12 = alloca %"class.std::vector.0", align 8
  %13 = alloca %"class.std::vector.0", align 8
  %14 = alloca %"class.std::vector", align 8
  %15 = alloca %"class.std::vector", align 8
  %16 = alloca %"class.std::vector", align 8
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %9)
  %17 = load i32, ptr %9, align 4
  %18 = or i32 %17, 32832
  store i32 %18, ptr %10, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #5
  %19 = call noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #14
  store ptr %19, ptr %11, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %19, i64 96
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %20, ptr %21, align 8, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %19, i64 32
  %23 = getelementptr inbounds i8, ptr %19, i64 64
  %24 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %19, i8 0, i64 96, i1 false)
  store ptr %20, ptr %24, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #5
  %25 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #14
          to label %26 unwind label %37

26:                                               ; preds = %0
  store ptr %25, ptr %12, align 8, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %12, i64 8
  %28 = getelementptr inbounds i8, ptr %25, i64 96
  %29 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %28, ptr %29, align 8, !tbaa !22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %25, i8 0, i64 96, i1 false)
  store ptr %28, ptr %27, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #5
  %30 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #14
          to label %31 unwind label %39

31:                                               ; preds = %26
  store ptr %30, ptr %13, align 8, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %30, i64 96
  %33 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %32, ptr %33, align 8, !tbaa !22
  %34 = getelementptr inbounds i8, ptr %13, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %30, i8 0, i64 96, i1 false)
  store ptr %32, ptr %34, align 8, !tbaa !23
  store <4 x double> <double 1.000000e+00, double 0.000000e+00, double 0x3FDFEEE40774EAC7, double 0x3FEB03D4CFAC801E>, ptr %19, align 8
  store <4 x double> <double 0xBFE699338DD73686, double 0x3FF62ACD5608D6E8, double 0xBFF48A21DD062E03, double 0x3FF7694E398F5318>, ptr %22, align 8
  store <4 x double> <double 0xBFDB897A7AF0AA21, double 0x3FF228E955A4463F, double 0x3FF102112D05DF36, double 0x3FE4C66240A2CEF0>, ptr %23, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %16, i8 0, i64 24, i1 false)
  %35 = getelementptr inbounds i8, ptr %14, i64 8
  %36 = getelementptr inbounds i8, ptr %14, i64 16
  br label %96

37:                                               ; preds = %0
  %38 = landingpad { ptr, i32 }
          cleanup
  br label %3349

39:                                               ; preds = %26
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %3340

41:                                               ; preds = %152
  %42 = ptrtoint ptr %155 to i64
  %43 = ptrtoint ptr %153 to i64
  %44 = sub i64 %42, %43
  %45 = getelementptr inbounds i8, ptr %15, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !24
  %47 = load ptr, ptr %15, align 8, !tbaa !5
  %48 = ptrtoint ptr %46 to i64
  %49 = ptrtoint ptr %47 to i64
  %50 = sub i64 %48, %49
  %51 = icmp ugt i64 %44, %50
  br i1 %51, label %52, label %66

52:                                               ; preds = %41
  %53 = icmp ugt i64 %44, 9223372036854775792
  br i1 %53, label %54, label %56, !prof !26

54:                                               ; preds = %52
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #15
          to label %55 unwind label %170

55:                                               ; preds = %54
  unreachable

56:                                               ; preds = %52
  %57 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %44) #14
          to label %58 unwind label %170

58:                                               ; preds = %56
  %59 = icmp eq ptr %155, %153
  br i1 %59, label %61, label %60

60:                                               ; preds = %58
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %57, ptr align 8 %153, i64 %44, i1 false)
  br label %61

61:                                               ; preds = %60, %58
  %62 = icmp eq ptr %47, null
  br i1 %62, label %64, label %63

63:                                               ; preds = %61
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %50) #16
  br label %64

64:                                               ; preds = %63, %61
  store ptr %57, ptr %15, align 8, !tbaa !27
  %65 = getelementptr inbounds i8, ptr %57, i64 %44
  store ptr %65, ptr %45, align 8, !tbaa !24
  br label %162

66:                                               ; preds = %41
  %67 = getelementptr inbounds i8, ptr %15, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !28
  %69 = ptrtoint ptr %68 to i64
  %70 = sub i64 %69, %49
  %71 = icmp ult i64 %70, %44
  br i1 %71, label %75, label %72

72:                                               ; preds = %66
  %73 = icmp eq ptr %155, %153
  br i1 %73, label %162, label %74

74:                                               ; preds = %72
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %47, ptr align 8 %153, i64 %44, i1 false)
  br label %162

75:                                               ; preds = %66
  %76 = icmp eq ptr %68, %47
  br i1 %76, label %85, label %77

77:                                               ; preds = %75
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %47, ptr align 8 %153, i64 %70, i1 false)
  %78 = load ptr, ptr %14, align 8, !tbaa !27
  %79 = load ptr, ptr %67, align 8, !tbaa !28
  %80 = load ptr, ptr %15, align 8, !tbaa !27
  %81 = load ptr, ptr %35, align 8, !tbaa !28
  %82 = ptrtoint ptr %79 to i64
  %83 = ptrtoint ptr %80 to i64
  %84 = sub i64 %82, %83
  br label %85

85:                                               ; preds = %77, %75
  %86 = phi i64 [ %70, %75 ], [ %84, %77 ]
  %87 = phi ptr [ %155, %75 ], [ %81, %77 ]
  %88 = phi ptr [ %68, %75 ], [ %79, %77 ]
  %89 = phi ptr [ %153, %75 ], [ %78, %77 ]
  %90 = getelementptr inbounds i8, ptr %89, i64 %86
  %91 = icmp eq ptr %87, %90
  br i1 %91, label %162, label %92

92:                                               ; preds = %85
  %93 = ptrtoint ptr %87 to i64
  %94 = ptrtoint ptr %90 to i64
  %95 = sub i64 %93, %94
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %88, ptr align 8 %90, i64 %95, i1 false)
  br label %162

96:                                               ; preds = %31, %152
  %97 = phi ptr [ null, %31 ], [ %153, %152 ]
  %98 = phi ptr [ null, %31 ], [ %154, %152 ]
  %99 = phi ptr [ null, %31 ], [ %155, %152 ]
  %100 = phi i32 [ 0, %31 ], [ %156, %152 ]
  %101 = uitofp nneg i32 %100 to double
  %102 = fmul fast double %101, 5.000000e-02
  %103 = fadd fast double %102, 5.000000e-01
  %104 = trunc nuw i32 %100 to i8
  %105 = urem i8 %104, 6
  %106 = zext nneg i8 %105 to i32
  %107 = add nuw nsw i32 %106, 1
  %108 = udiv i8 %104, 6
  %109 = zext nneg i8 %108 to i32
  %110 = add nsw i32 %109, -5
  %111 = icmp ult i32 %100, 30
  %112 = select i1 %111, i32 %109, i32 %110
  %113 = add nuw nsw i32 %107, %112
  %114 = urem i32 %113, 6
  %115 = icmp eq ptr %99, %98
  br i1 %115, label %120, label %116

116:                                              ; preds = %96
  store double %103, ptr %99, align 8, !tbaa !15
  %117 = getelementptr inbounds i8, ptr %99, i64 8
  store i32 %106, ptr %117, align 8, !tbaa !29
  %118 = getelementptr inbounds i8, ptr %99, i64 12
  store i32 %114, ptr %118, align 4, !tbaa !29
  %119 = getelementptr inbounds i8, ptr %99, i64 16
  store ptr %119, ptr %35, align 8, !tbaa !28
  br label %152

120:                                              ; preds = %96
  %121 = ptrtoint ptr %98 to i64
  %122 = ptrtoint ptr %97 to i64
  %123 = sub i64 %121, %122
  %124 = icmp eq i64 %123, 9223372036854775792
  br i1 %124, label %125, label %127

125:                                              ; preds = %120
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #15
          to label %126 unwind label %160

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %120
  %128 = ashr exact i64 %123, 4
  %129 = call i64 @llvm.umax.i64(i64 %128, i64 1)
  %130 = add nsw i64 %129, %128
  %131 = icmp ult i64 %130, %128
  %132 = call i64 @llvm.umin.i64(i64 %130, i64 576460752303423487)
  %133 = select i1 %131, i64 576460752303423487, i64 %132
  %134 = icmp eq i64 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %127
  %136 = shl nuw nsw i64 %133, 4
  %137 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %136) #14
          to label %138 unwind label %158

138:                                              ; preds = %135, %127
  %139 = phi ptr [ null, %127 ], [ %137, %135 ]
  %140 = getelementptr inbounds %struct.Spring, ptr %139, i64 %128
  store double %103, ptr %140, align 8, !tbaa !15
  %141 = getelementptr inbounds i8, ptr %140, i64 8
  store i32 %106, ptr %141, align 8, !tbaa !29
  %142 = getelementptr inbounds i8, ptr %140, i64 12
  store i32 %114, ptr %142, align 4, !tbaa !29
  %143 = icmp sgt i64 %123, 0
  br i1 %143, label %144, label %145

144:                                              ; preds = %138
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %139, ptr align 8 %97, i64 %123, i1 false)
  br label %145

145:                                              ; preds = %144, %138
  %146 = getelementptr inbounds i8, ptr %139, i64 %123
  %147 = getelementptr inbounds i8, ptr %146, i64 16
  %148 = icmp eq ptr %97, null
  br i1 %148, label %150, label %149

149:                                              ; preds = %145
  call void @_ZdlPvm(ptr noundef nonnull %97, i64 noundef %123) #16
  br label %150

150:                                              ; preds = %149, %145
  store ptr %139, ptr %14, align 8, !tbaa !27
  store ptr %147, ptr %35, align 8, !tbaa !28
  %151 = getelementptr inbounds %struct.Spring, ptr %139, i64 %133
  store ptr %151, ptr %36, align 8, !tbaa !24
  br label %152

152:                                              ; preds = %150, %116
  %153 = phi ptr [ %139, %150 ], [ %97, %116 ]
  %154 = phi ptr [ %151, %150 ], [ %98, %116 ]
  %155 = phi ptr [ %147, %150 ], [ %119, %116 ]
  %156 = add nuw nsw i32 %100, 1
  %157 = icmp eq i32 %156, 40
  br i1 %157, label %41, label %96, !llvm.loop !30

158:                                              ; preds = %135
  %159 = landingpad { ptr, i32 }
          cleanup
  br label %3305

160:                                              ; preds = %125
  %161 = landingpad { ptr, i32 }
          cleanup
  br label %3305

162:                                              ; preds = %92, %85, %74, %72, %64
  %163 = load ptr, ptr %15, align 8, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %163, i64 %44
  %165 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %164, ptr %165, align 8, !tbaa !28
  %166 = icmp eq ptr %155, %153
  br i1 %166, label %167, label %172

167:                                              ; preds = %172, %162
  %168 = load i32, ptr @enzyme_dup, align 4, !tbaa !29
  %169 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE, i32 noundef %168, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef %168, ptr noundef nonnull %14, ptr noundef nonnull %15)
          to label %176 unwind label %170

170:                                              ; preds = %56, %54, %167
  %171 = landingpad { ptr, i32 }
          cleanup
  br label %3305

172:                                              ; preds = %162, %172
  %173 = phi ptr [ %174, %172 ], [ %163, %162 ]
  store double 0.000000e+00, ptr %173, align 8, !tbaa !17
  %174 = getelementptr inbounds i8, ptr %173, i64 16
  %175 = icmp eq ptr %174, %164
  br i1 %175, label %167, label %172

176:                                              ; preds = %167, %1997
  %177 = phi i64 [ %1998, %1997 ], [ 0, %167 ]
  %178 = shl nuw nsw i64 %177, 1
  %179 = load ptr, ptr %11, align 8, !tbaa !9
  %180 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %177
  %181 = load double, ptr %180, align 8, !tbaa !15
  %182 = fadd fast double %181, 0x3EB0C6F7A0B5ED8D
  store double %182, ptr %180, align 8, !tbaa !15
  %183 = load ptr, ptr %14, align 8, !tbaa !5
  %184 = ptrtoint ptr %183 to i64
  %185 = load ptr, ptr %35, align 8, !tbaa !5
  %186 = ptrtoint ptr %185 to i64
  %187 = icmp eq ptr %183, %185
  br i1 %187, label %591, label %188

188:                                              ; preds = %176
  %189 = add i64 %186, -16
  %190 = sub i64 %189, %184
  %191 = icmp ult i64 %190, 256
  br i1 %191, label %192, label %195

192:                                              ; preds = %584, %188
  %193 = phi double [ 0.000000e+00, %188 ], [ %588, %584 ]
  %194 = phi ptr [ %183, %188 ], [ %203, %584 ]
  br label %593

195:                                              ; preds = %188
  %196 = lshr i64 %190, 4
  %197 = add nuw nsw i64 %196, 1
  %198 = and i64 %197, 15
  %199 = icmp eq i64 %198, 0
  %200 = select i1 %199, i64 16, i64 %198
  %201 = sub nsw i64 %197, %200
  %202 = shl i64 %201, 4
  %203 = getelementptr i8, ptr %183, i64 %202
  br label %204

204:                                              ; preds = %204, %195
  %205 = phi i64 [ 0, %195 ], [ %582, %204 ]
  %206 = phi <4 x double> [ zeroinitializer, %195 ], [ %578, %204 ]
  %207 = phi <4 x double> [ zeroinitializer, %195 ], [ %579, %204 ]
  %208 = phi <4 x double> [ zeroinitializer, %195 ], [ %580, %204 ]
  %209 = phi <4 x double> [ zeroinitializer, %195 ], [ %581, %204 ]
  %210 = shl i64 %205, 4
  %211 = or disjoint i64 %210, 16
  %212 = or disjoint i64 %210, 32
  %213 = or disjoint i64 %210, 48
  %214 = or disjoint i64 %210, 64
  %215 = or disjoint i64 %210, 80
  %216 = or disjoint i64 %210, 96
  %217 = or disjoint i64 %210, 112
  %218 = or disjoint i64 %210, 128
  %219 = or disjoint i64 %210, 144
  %220 = or disjoint i64 %210, 160
  %221 = or disjoint i64 %210, 176
  %222 = or disjoint i64 %210, 192
  %223 = or disjoint i64 %210, 208
  %224 = or disjoint i64 %210, 224
  %225 = or disjoint i64 %210, 240
  %226 = getelementptr i8, ptr %183, i64 %210
  %227 = getelementptr i8, ptr %183, i64 %211
  %228 = getelementptr i8, ptr %183, i64 %212
  %229 = getelementptr i8, ptr %183, i64 %213
  %230 = getelementptr i8, ptr %183, i64 %214
  %231 = getelementptr i8, ptr %183, i64 %215
  %232 = getelementptr i8, ptr %183, i64 %216
  %233 = getelementptr i8, ptr %183, i64 %217
  %234 = getelementptr i8, ptr %183, i64 %218
  %235 = getelementptr i8, ptr %183, i64 %219
  %236 = getelementptr i8, ptr %183, i64 %220
  %237 = getelementptr i8, ptr %183, i64 %221
  %238 = getelementptr i8, ptr %183, i64 %222
  %239 = getelementptr i8, ptr %183, i64 %223
  %240 = getelementptr i8, ptr %183, i64 %224
  %241 = getelementptr i8, ptr %183, i64 %225
  %242 = getelementptr inbounds i8, ptr %226, i64 8
  %243 = getelementptr inbounds i8, ptr %227, i64 8
  %244 = getelementptr inbounds i8, ptr %228, i64 8
  %245 = getelementptr inbounds i8, ptr %229, i64 8
  %246 = getelementptr inbounds i8, ptr %230, i64 8
  %247 = getelementptr inbounds i8, ptr %231, i64 8
  %248 = getelementptr inbounds i8, ptr %232, i64 8
  %249 = getelementptr inbounds i8, ptr %233, i64 8
  %250 = getelementptr inbounds i8, ptr %234, i64 8
  %251 = getelementptr inbounds i8, ptr %235, i64 8
  %252 = getelementptr inbounds i8, ptr %236, i64 8
  %253 = getelementptr inbounds i8, ptr %237, i64 8
  %254 = getelementptr inbounds i8, ptr %238, i64 8
  %255 = getelementptr inbounds i8, ptr %239, i64 8
  %256 = getelementptr inbounds i8, ptr %240, i64 8
  %257 = getelementptr inbounds i8, ptr %241, i64 8
  %258 = load i32, ptr %242, align 8, !tbaa !11
  %259 = load i32, ptr %243, align 8, !tbaa !11
  %260 = load i32, ptr %244, align 8, !tbaa !11
  %261 = load i32, ptr %245, align 8, !tbaa !11
  %262 = load i32, ptr %246, align 8, !tbaa !11
  %263 = load i32, ptr %247, align 8, !tbaa !11
  %264 = load i32, ptr %248, align 8, !tbaa !11
  %265 = load i32, ptr %249, align 8, !tbaa !11
  %266 = load i32, ptr %250, align 8, !tbaa !11
  %267 = load i32, ptr %251, align 8, !tbaa !11
  %268 = load i32, ptr %252, align 8, !tbaa !11
  %269 = load i32, ptr %253, align 8, !tbaa !11
  %270 = load i32, ptr %254, align 8, !tbaa !11
  %271 = load i32, ptr %255, align 8, !tbaa !11
  %272 = load i32, ptr %256, align 8, !tbaa !11
  %273 = load i32, ptr %257, align 8, !tbaa !11
  %274 = sext i32 %258 to i64
  %275 = sext i32 %259 to i64
  %276 = sext i32 %260 to i64
  %277 = sext i32 %261 to i64
  %278 = sext i32 %262 to i64
  %279 = sext i32 %263 to i64
  %280 = sext i32 %264 to i64
  %281 = sext i32 %265 to i64
  %282 = sext i32 %266 to i64
  %283 = sext i32 %267 to i64
  %284 = sext i32 %268 to i64
  %285 = sext i32 %269 to i64
  %286 = sext i32 %270 to i64
  %287 = sext i32 %271 to i64
  %288 = sext i32 %272 to i64
  %289 = sext i32 %273 to i64
  %290 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %274
  %291 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %275
  %292 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %276
  %293 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %277
  %294 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %278
  %295 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %279
  %296 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %280
  %297 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %281
  %298 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %282
  %299 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %283
  %300 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %284
  %301 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %285
  %302 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %286
  %303 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %287
  %304 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %288
  %305 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %289
  %306 = load double, ptr %290, align 8, !tbaa !15
  %307 = load double, ptr %291, align 8, !tbaa !15
  %308 = load double, ptr %292, align 8, !tbaa !15
  %309 = load double, ptr %293, align 8, !tbaa !15
  %310 = insertelement <4 x double> poison, double %306, i64 0
  %311 = insertelement <4 x double> %310, double %307, i64 1
  %312 = insertelement <4 x double> %311, double %308, i64 2
  %313 = insertelement <4 x double> %312, double %309, i64 3
  %314 = load double, ptr %294, align 8, !tbaa !15
  %315 = load double, ptr %295, align 8, !tbaa !15
  %316 = load double, ptr %296, align 8, !tbaa !15
  %317 = load double, ptr %297, align 8, !tbaa !15
  %318 = insertelement <4 x double> poison, double %314, i64 0
  %319 = insertelement <4 x double> %318, double %315, i64 1
  %320 = insertelement <4 x double> %319, double %316, i64 2
  %321 = insertelement <4 x double> %320, double %317, i64 3
  %322 = load double, ptr %298, align 8, !tbaa !15
  %323 = load double, ptr %299, align 8, !tbaa !15
  %324 = load double, ptr %300, align 8, !tbaa !15
  %325 = load double, ptr %301, align 8, !tbaa !15
  %326 = insertelement <4 x double> poison, double %322, i64 0
  %327 = insertelement <4 x double> %326, double %323, i64 1
  %328 = insertelement <4 x double> %327, double %324, i64 2
  %329 = insertelement <4 x double> %328, double %325, i64 3
  %330 = load double, ptr %302, align 8, !tbaa !15
  %331 = load double, ptr %303, align 8, !tbaa !15
  %332 = load double, ptr %304, align 8, !tbaa !15
  %333 = load double, ptr %305, align 8, !tbaa !15
  %334 = insertelement <4 x double> poison, double %330, i64 0
  %335 = insertelement <4 x double> %334, double %331, i64 1
  %336 = insertelement <4 x double> %335, double %332, i64 2
  %337 = insertelement <4 x double> %336, double %333, i64 3
  %338 = getelementptr inbounds i8, ptr %226, i64 12
  %339 = getelementptr inbounds i8, ptr %227, i64 12
  %340 = getelementptr inbounds i8, ptr %228, i64 12
  %341 = getelementptr inbounds i8, ptr %229, i64 12
  %342 = getelementptr inbounds i8, ptr %230, i64 12
  %343 = getelementptr inbounds i8, ptr %231, i64 12
  %344 = getelementptr inbounds i8, ptr %232, i64 12
  %345 = getelementptr inbounds i8, ptr %233, i64 12
  %346 = getelementptr inbounds i8, ptr %234, i64 12
  %347 = getelementptr inbounds i8, ptr %235, i64 12
  %348 = getelementptr inbounds i8, ptr %236, i64 12
  %349 = getelementptr inbounds i8, ptr %237, i64 12
  %350 = getelementptr inbounds i8, ptr %238, i64 12
  %351 = getelementptr inbounds i8, ptr %239, i64 12
  %352 = getelementptr inbounds i8, ptr %240, i64 12
  %353 = getelementptr inbounds i8, ptr %241, i64 12
  %354 = load i32, ptr %338, align 4, !tbaa !16
  %355 = load i32, ptr %339, align 4, !tbaa !16
  %356 = load i32, ptr %340, align 4, !tbaa !16
  %357 = load i32, ptr %341, align 4, !tbaa !16
  %358 = load i32, ptr %342, align 4, !tbaa !16
  %359 = load i32, ptr %343, align 4, !tbaa !16
  %360 = load i32, ptr %344, align 4, !tbaa !16
  %361 = load i32, ptr %345, align 4, !tbaa !16
  %362 = load i32, ptr %346, align 4, !tbaa !16
  %363 = load i32, ptr %347, align 4, !tbaa !16
  %364 = load i32, ptr %348, align 4, !tbaa !16
  %365 = load i32, ptr %349, align 4, !tbaa !16
  %366 = load i32, ptr %350, align 4, !tbaa !16
  %367 = load i32, ptr %351, align 4, !tbaa !16
  %368 = load i32, ptr %352, align 4, !tbaa !16
  %369 = load i32, ptr %353, align 4, !tbaa !16
  %370 = sext i32 %354 to i64
  %371 = sext i32 %355 to i64
  %372 = sext i32 %356 to i64
  %373 = sext i32 %357 to i64
  %374 = sext i32 %358 to i64
  %375 = sext i32 %359 to i64
  %376 = sext i32 %360 to i64
  %377 = sext i32 %361 to i64
  %378 = sext i32 %362 to i64
  %379 = sext i32 %363 to i64
  %380 = sext i32 %364 to i64
  %381 = sext i32 %365 to i64
  %382 = sext i32 %366 to i64
  %383 = sext i32 %367 to i64
  %384 = sext i32 %368 to i64
  %385 = sext i32 %369 to i64
  %386 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %370
  %387 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %371
  %388 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %372
  %389 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %373
  %390 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %374
  %391 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %375
  %392 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %376
  %393 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %377
  %394 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %378
  %395 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %379
  %396 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %380
  %397 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %381
  %398 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %382
  %399 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %383
  %400 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %384
  %401 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %385
  %402 = load double, ptr %386, align 8, !tbaa !15
  %403 = load double, ptr %387, align 8, !tbaa !15
  %404 = load double, ptr %388, align 8, !tbaa !15
  %405 = load double, ptr %389, align 8, !tbaa !15
  %406 = insertelement <4 x double> poison, double %402, i64 0
  %407 = insertelement <4 x double> %406, double %403, i64 1
  %408 = insertelement <4 x double> %407, double %404, i64 2
  %409 = insertelement <4 x double> %408, double %405, i64 3
  %410 = load double, ptr %390, align 8, !tbaa !15
  %411 = load double, ptr %391, align 8, !tbaa !15
  %412 = load double, ptr %392, align 8, !tbaa !15
  %413 = load double, ptr %393, align 8, !tbaa !15
  %414 = insertelement <4 x double> poison, double %410, i64 0
  %415 = insertelement <4 x double> %414, double %411, i64 1
  %416 = insertelement <4 x double> %415, double %412, i64 2
  %417 = insertelement <4 x double> %416, double %413, i64 3
  %418 = load double, ptr %394, align 8, !tbaa !15
  %419 = load double, ptr %395, align 8, !tbaa !15
  %420 = load double, ptr %396, align 8, !tbaa !15
  %421 = load double, ptr %397, align 8, !tbaa !15
  %422 = insertelement <4 x double> poison, double %418, i64 0
  %423 = insertelement <4 x double> %422, double %419, i64 1
  %424 = insertelement <4 x double> %423, double %420, i64 2
  %425 = insertelement <4 x double> %424, double %421, i64 3
  %426 = load double, ptr %398, align 8, !tbaa !15
  %427 = load double, ptr %399, align 8, !tbaa !15
  %428 = load double, ptr %400, align 8, !tbaa !15
  %429 = load double, ptr %401, align 8, !tbaa !15
  %430 = insertelement <4 x double> poison, double %426, i64 0
  %431 = insertelement <4 x double> %430, double %427, i64 1
  %432 = insertelement <4 x double> %431, double %428, i64 2
  %433 = insertelement <4 x double> %432, double %429, i64 3
  %434 = fsub fast <4 x double> %313, %409
  %435 = fsub fast <4 x double> %321, %417
  %436 = fsub fast <4 x double> %329, %425
  %437 = fsub fast <4 x double> %337, %433
  %438 = getelementptr inbounds i8, ptr %290, i64 8
  %439 = getelementptr inbounds i8, ptr %291, i64 8
  %440 = getelementptr inbounds i8, ptr %292, i64 8
  %441 = getelementptr inbounds i8, ptr %293, i64 8
  %442 = getelementptr inbounds i8, ptr %294, i64 8
  %443 = getelementptr inbounds i8, ptr %295, i64 8
  %444 = getelementptr inbounds i8, ptr %296, i64 8
  %445 = getelementptr inbounds i8, ptr %297, i64 8
  %446 = getelementptr inbounds i8, ptr %298, i64 8
  %447 = getelementptr inbounds i8, ptr %299, i64 8
  %448 = getelementptr inbounds i8, ptr %300, i64 8
  %449 = getelementptr inbounds i8, ptr %301, i64 8
  %450 = getelementptr inbounds i8, ptr %302, i64 8
  %451 = getelementptr inbounds i8, ptr %303, i64 8
  %452 = getelementptr inbounds i8, ptr %304, i64 8
  %453 = getelementptr inbounds i8, ptr %305, i64 8
  %454 = load double, ptr %438, align 8, !tbaa !15
  %455 = load double, ptr %439, align 8, !tbaa !15
  %456 = load double, ptr %440, align 8, !tbaa !15
  %457 = load double, ptr %441, align 8, !tbaa !15
  %458 = insertelement <4 x double> poison, double %454, i64 0
  %459 = insertelement <4 x double> %458, double %455, i64 1
  %460 = insertelement <4 x double> %459, double %456, i64 2
  %461 = insertelement <4 x double> %460, double %457, i64 3
  %462 = load double, ptr %442, align 8, !tbaa !15
  %463 = load double, ptr %443, align 8, !tbaa !15
  %464 = load double, ptr %444, align 8, !tbaa !15
  %465 = load double, ptr %445, align 8, !tbaa !15
  %466 = insertelement <4 x double> poison, double %462, i64 0
  %467 = insertelement <4 x double> %466, double %463, i64 1
  %468 = insertelement <4 x double> %467, double %464, i64 2
  %469 = insertelement <4 x double> %468, double %465, i64 3
  %470 = load double, ptr %446, align 8, !tbaa !15
  %471 = load double, ptr %447, align 8, !tbaa !15
  %472 = load double, ptr %448, align 8, !tbaa !15
  %473 = load double, ptr %449, align 8, !tbaa !15
  %474 = insertelement <4 x double> poison, double %470, i64 0
  %475 = insertelement <4 x double> %474, double %471, i64 1
  %476 = insertelement <4 x double> %475, double %472, i64 2
  %477 = insertelement <4 x double> %476, double %473, i64 3
  %478 = load double, ptr %450, align 8, !tbaa !15
  %479 = load double, ptr %451, align 8, !tbaa !15
  %480 = load double, ptr %452, align 8, !tbaa !15
  %481 = load double, ptr %453, align 8, !tbaa !15
  %482 = insertelement <4 x double> poison, double %478, i64 0
  %483 = insertelement <4 x double> %482, double %479, i64 1
  %484 = insertelement <4 x double> %483, double %480, i64 2
  %485 = insertelement <4 x double> %484, double %481, i64 3
  %486 = getelementptr inbounds i8, ptr %386, i64 8
  %487 = getelementptr inbounds i8, ptr %387, i64 8
  %488 = getelementptr inbounds i8, ptr %388, i64 8
  %489 = getelementptr inbounds i8, ptr %389, i64 8
  %490 = getelementptr inbounds i8, ptr %390, i64 8
  %491 = getelementptr inbounds i8, ptr %391, i64 8
  %492 = getelementptr inbounds i8, ptr %392, i64 8
  %493 = getelementptr inbounds i8, ptr %393, i64 8
  %494 = getelementptr inbounds i8, ptr %394, i64 8
  %495 = getelementptr inbounds i8, ptr %395, i64 8
  %496 = getelementptr inbounds i8, ptr %396, i64 8
  %497 = getelementptr inbounds i8, ptr %397, i64 8
  %498 = getelementptr inbounds i8, ptr %398, i64 8
  %499 = getelementptr inbounds i8, ptr %399, i64 8
  %500 = getelementptr inbounds i8, ptr %400, i64 8
  %501 = getelementptr inbounds i8, ptr %401, i64 8
  %502 = load double, ptr %486, align 8, !tbaa !15
  %503 = load double, ptr %487, align 8, !tbaa !15
  %504 = load double, ptr %488, align 8, !tbaa !15
  %505 = load double, ptr %489, align 8, !tbaa !15
  %506 = insertelement <4 x double> poison, double %502, i64 0
  %507 = insertelement <4 x double> %506, double %503, i64 1
  %508 = insertelement <4 x double> %507, double %504, i64 2
  %509 = insertelement <4 x double> %508, double %505, i64 3
  %510 = load double, ptr %490, align 8, !tbaa !15
  %511 = load double, ptr %491, align 8, !tbaa !15
  %512 = load double, ptr %492, align 8, !tbaa !15
  %513 = load double, ptr %493, align 8, !tbaa !15
  %514 = insertelement <4 x double> poison, double %510, i64 0
  %515 = insertelement <4 x double> %514, double %511, i64 1
  %516 = insertelement <4 x double> %515, double %512, i64 2
  %517 = insertelement <4 x double> %516, double %513, i64 3
  %518 = load double, ptr %494, align 8, !tbaa !15
  %519 = load double, ptr %495, align 8, !tbaa !15
  %520 = load double, ptr %496, align 8, !tbaa !15
  %521 = load double, ptr %497, align 8, !tbaa !15
  %522 = insertelement <4 x double> poison, double %518, i64 0
  %523 = insertelement <4 x double> %522, double %519, i64 1
  %524 = insertelement <4 x double> %523, double %520, i64 2
  %525 = insertelement <4 x double> %524, double %521, i64 3
  %526 = load double, ptr %498, align 8, !tbaa !15
  %527 = load double, ptr %499, align 8, !tbaa !15
  %528 = load double, ptr %500, align 8, !tbaa !15
  %529 = load double, ptr %501, align 8, !tbaa !15
  %530 = insertelement <4 x double> poison, double %526, i64 0
  %531 = insertelement <4 x double> %530, double %527, i64 1
  %532 = insertelement <4 x double> %531, double %528, i64 2
  %533 = insertelement <4 x double> %532, double %529, i64 3
  %534 = fsub fast <4 x double> %461, %509
  %535 = fsub fast <4 x double> %469, %517
  %536 = fsub fast <4 x double> %477, %525
  %537 = fsub fast <4 x double> %485, %533
  %538 = fmul fast <4 x double> %434, %434
  %539 = fmul fast <4 x double> %435, %435
  %540 = fmul fast <4 x double> %436, %436
  %541 = fmul fast <4 x double> %437, %437
  %542 = fmul fast <4 x double> %534, %534
  %543 = fmul fast <4 x double> %535, %535
  %544 = fmul fast <4 x double> %536, %536
  %545 = fmul fast <4 x double> %537, %537
  %546 = fadd fast <4 x double> %542, %538
  %547 = fadd fast <4 x double> %543, %539
  %548 = fadd fast <4 x double> %544, %540
  %549 = fadd fast <4 x double> %545, %541
  %550 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %546)
  %551 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %547)
  %552 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %548)
  %553 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %549)
  %554 = load <8 x double>, ptr %226, align 8, !tbaa !17
  %555 = load <8 x double>, ptr %230, align 8, !tbaa !17
  %556 = load <8 x double>, ptr %234, align 8, !tbaa !17
  %557 = load <8 x double>, ptr %238, align 8, !tbaa !17
  %558 = shufflevector <8 x double> %554, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %559 = shufflevector <8 x double> %555, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %560 = shufflevector <8 x double> %556, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %561 = shufflevector <8 x double> %557, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %562 = fadd fast <4 x double> %550, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %563 = fadd fast <4 x double> %551, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %564 = fadd fast <4 x double> %552, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %565 = fadd fast <4 x double> %553, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %566 = fmul fast <4 x double> %558, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %567 = fmul fast <4 x double> %559, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %568 = fmul fast <4 x double> %560, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %569 = fmul fast <4 x double> %561, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %570 = fmul fast <4 x double> %562, %562
  %571 = fmul fast <4 x double> %563, %563
  %572 = fmul fast <4 x double> %564, %564
  %573 = fmul fast <4 x double> %565, %565
  %574 = fmul fast <4 x double> %570, %566
  %575 = fmul fast <4 x double> %571, %567
  %576 = fmul fast <4 x double> %572, %568
  %577 = fmul fast <4 x double> %573, %569
  %578 = fadd fast <4 x double> %574, %206
  %579 = fadd fast <4 x double> %575, %207
  %580 = fadd fast <4 x double> %576, %208
  %581 = fadd fast <4 x double> %577, %209
  %582 = add nuw i64 %205, 16
  %583 = icmp eq i64 %582, %201
  br i1 %583, label %584, label %204, !llvm.loop !32

584:                                              ; preds = %204
  %585 = fadd fast <4 x double> %579, %578
  %586 = fadd fast <4 x double> %580, %585
  %587 = fadd fast <4 x double> %581, %586
  %588 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %587)
  br label %192

589:                                              ; preds = %1997
  %590 = load ptr, ptr %14, align 8, !tbaa !5
  br label %2088

591:                                              ; preds = %176
  %592 = fadd fast double %181, 0xBEB0C6F7A0B5ED8D
  store double %592, ptr %180, align 8, !tbaa !15
  br label %1059

593:                                              ; preds = %192, %593
  %594 = phi double [ %621, %593 ], [ %193, %192 ]
  %595 = phi ptr [ %622, %593 ], [ %194, %192 ]
  %596 = getelementptr inbounds i8, ptr %595, i64 8
  %597 = load i32, ptr %596, align 8, !tbaa !11
  %598 = sext i32 %597 to i64
  %599 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %598
  %600 = load double, ptr %599, align 8, !tbaa !15
  %601 = getelementptr inbounds i8, ptr %595, i64 12
  %602 = load i32, ptr %601, align 4, !tbaa !16
  %603 = sext i32 %602 to i64
  %604 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %603
  %605 = load double, ptr %604, align 8, !tbaa !15
  %606 = fsub fast double %600, %605
  %607 = getelementptr inbounds i8, ptr %599, i64 8
  %608 = load double, ptr %607, align 8, !tbaa !15
  %609 = getelementptr inbounds i8, ptr %604, i64 8
  %610 = load double, ptr %609, align 8, !tbaa !15
  %611 = fsub fast double %608, %610
  %612 = fmul fast double %606, %606
  %613 = fmul fast double %611, %611
  %614 = fadd fast double %613, %612
  %615 = call fast double @llvm.sqrt.f64(double %614)
  %616 = load double, ptr %595, align 8, !tbaa !17
  %617 = fadd fast double %615, -1.000000e+00
  %618 = fmul fast double %616, 5.000000e-01
  %619 = fmul fast double %617, %617
  %620 = fmul fast double %619, %618
  %621 = fadd fast double %620, %594
  %622 = getelementptr inbounds i8, ptr %595, i64 16
  %623 = icmp eq ptr %622, %185
  br i1 %623, label %624, label %593, !llvm.loop !33

624:                                              ; preds = %593
  %625 = fadd fast double %181, 0xBEB0C6F7A0B5ED8D
  store double %625, ptr %180, align 8, !tbaa !15
  %626 = add i64 %186, -16
  %627 = sub i64 %626, %184
  %628 = icmp ult i64 %627, 256
  br i1 %628, label %1023, label %629

629:                                              ; preds = %624
  %630 = lshr i64 %627, 4
  %631 = add nuw nsw i64 %630, 1
  %632 = and i64 %631, 15
  %633 = icmp eq i64 %632, 0
  %634 = select i1 %633, i64 16, i64 %632
  %635 = sub nsw i64 %631, %634
  %636 = shl i64 %635, 4
  %637 = getelementptr i8, ptr %183, i64 %636
  br label %638

638:                                              ; preds = %638, %629
  %639 = phi i64 [ 0, %629 ], [ %1016, %638 ]
  %640 = phi <4 x double> [ zeroinitializer, %629 ], [ %1012, %638 ]
  %641 = phi <4 x double> [ zeroinitializer, %629 ], [ %1013, %638 ]
  %642 = phi <4 x double> [ zeroinitializer, %629 ], [ %1014, %638 ]
  %643 = phi <4 x double> [ zeroinitializer, %629 ], [ %1015, %638 ]
  %644 = shl i64 %639, 4
  %645 = or disjoint i64 %644, 16
  %646 = or disjoint i64 %644, 32
  %647 = or disjoint i64 %644, 48
  %648 = or disjoint i64 %644, 64
  %649 = or disjoint i64 %644, 80
  %650 = or disjoint i64 %644, 96
  %651 = or disjoint i64 %644, 112
  %652 = or disjoint i64 %644, 128
  %653 = or disjoint i64 %644, 144
  %654 = or disjoint i64 %644, 160
  %655 = or disjoint i64 %644, 176
  %656 = or disjoint i64 %644, 192
  %657 = or disjoint i64 %644, 208
  %658 = or disjoint i64 %644, 224
  %659 = or disjoint i64 %644, 240
  %660 = getelementptr i8, ptr %183, i64 %644
  %661 = getelementptr i8, ptr %183, i64 %645
  %662 = getelementptr i8, ptr %183, i64 %646
  %663 = getelementptr i8, ptr %183, i64 %647
  %664 = getelementptr i8, ptr %183, i64 %648
  %665 = getelementptr i8, ptr %183, i64 %649
  %666 = getelementptr i8, ptr %183, i64 %650
  %667 = getelementptr i8, ptr %183, i64 %651
  %668 = getelementptr i8, ptr %183, i64 %652
  %669 = getelementptr i8, ptr %183, i64 %653
  %670 = getelementptr i8, ptr %183, i64 %654
  %671 = getelementptr i8, ptr %183, i64 %655
  %672 = getelementptr i8, ptr %183, i64 %656
  %673 = getelementptr i8, ptr %183, i64 %657
  %674 = getelementptr i8, ptr %183, i64 %658
  %675 = getelementptr i8, ptr %183, i64 %659
  %676 = getelementptr inbounds i8, ptr %660, i64 8
  %677 = getelementptr inbounds i8, ptr %661, i64 8
  %678 = getelementptr inbounds i8, ptr %662, i64 8
  %679 = getelementptr inbounds i8, ptr %663, i64 8
  %680 = getelementptr inbounds i8, ptr %664, i64 8
  %681 = getelementptr inbounds i8, ptr %665, i64 8
  %682 = getelementptr inbounds i8, ptr %666, i64 8
  %683 = getelementptr inbounds i8, ptr %667, i64 8
  %684 = getelementptr inbounds i8, ptr %668, i64 8
  %685 = getelementptr inbounds i8, ptr %669, i64 8
  %686 = getelementptr inbounds i8, ptr %670, i64 8
  %687 = getelementptr inbounds i8, ptr %671, i64 8
  %688 = getelementptr inbounds i8, ptr %672, i64 8
  %689 = getelementptr inbounds i8, ptr %673, i64 8
  %690 = getelementptr inbounds i8, ptr %674, i64 8
  %691 = getelementptr inbounds i8, ptr %675, i64 8
  %692 = load i32, ptr %676, align 8, !tbaa !11
  %693 = load i32, ptr %677, align 8, !tbaa !11
  %694 = load i32, ptr %678, align 8, !tbaa !11
  %695 = load i32, ptr %679, align 8, !tbaa !11
  %696 = load i32, ptr %680, align 8, !tbaa !11
  %697 = load i32, ptr %681, align 8, !tbaa !11
  %698 = load i32, ptr %682, align 8, !tbaa !11
  %699 = load i32, ptr %683, align 8, !tbaa !11
  %700 = load i32, ptr %684, align 8, !tbaa !11
  %701 = load i32, ptr %685, align 8, !tbaa !11
  %702 = load i32, ptr %686, align 8, !tbaa !11
  %703 = load i32, ptr %687, align 8, !tbaa !11
  %704 = load i32, ptr %688, align 8, !tbaa !11
  %705 = load i32, ptr %689, align 8, !tbaa !11
  %706 = load i32, ptr %690, align 8, !tbaa !11
  %707 = load i32, ptr %691, align 8, !tbaa !11
  %708 = sext i32 %692 to i64
  %709 = sext i32 %693 to i64
  %710 = sext i32 %694 to i64
  %711 = sext i32 %695 to i64
  %712 = sext i32 %696 to i64
  %713 = sext i32 %697 to i64
  %714 = sext i32 %698 to i64
  %715 = sext i32 %699 to i64
  %716 = sext i32 %700 to i64
  %717 = sext i32 %701 to i64
  %718 = sext i32 %702 to i64
  %719 = sext i32 %703 to i64
  %720 = sext i32 %704 to i64
  %721 = sext i32 %705 to i64
  %722 = sext i32 %706 to i64
  %723 = sext i32 %707 to i64
  %724 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %708
  %725 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %709
  %726 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %710
  %727 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %711
  %728 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %712
  %729 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %713
  %730 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %714
  %731 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %715
  %732 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %716
  %733 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %717
  %734 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %718
  %735 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %719
  %736 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %720
  %737 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %721
  %738 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %722
  %739 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %723
  %740 = load double, ptr %724, align 8, !tbaa !15
  %741 = load double, ptr %725, align 8, !tbaa !15
  %742 = load double, ptr %726, align 8, !tbaa !15
  %743 = load double, ptr %727, align 8, !tbaa !15
  %744 = insertelement <4 x double> poison, double %740, i64 0
  %745 = insertelement <4 x double> %744, double %741, i64 1
  %746 = insertelement <4 x double> %745, double %742, i64 2
  %747 = insertelement <4 x double> %746, double %743, i64 3
  %748 = load double, ptr %728, align 8, !tbaa !15
  %749 = load double, ptr %729, align 8, !tbaa !15
  %750 = load double, ptr %730, align 8, !tbaa !15
  %751 = load double, ptr %731, align 8, !tbaa !15
  %752 = insertelement <4 x double> poison, double %748, i64 0
  %753 = insertelement <4 x double> %752, double %749, i64 1
  %754 = insertelement <4 x double> %753, double %750, i64 2
  %755 = insertelement <4 x double> %754, double %751, i64 3
  %756 = load double, ptr %732, align 8, !tbaa !15
  %757 = load double, ptr %733, align 8, !tbaa !15
  %758 = load double, ptr %734, align 8, !tbaa !15
  %759 = load double, ptr %735, align 8, !tbaa !15
  %760 = insertelement <4 x double> poison, double %756, i64 0
  %761 = insertelement <4 x double> %760, double %757, i64 1
  %762 = insertelement <4 x double> %761, double %758, i64 2
  %763 = insertelement <4 x double> %762, double %759, i64 3
  %764 = load double, ptr %736, align 8, !tbaa !15
  %765 = load double, ptr %737, align 8, !tbaa !15
  %766 = load double, ptr %738, align 8, !tbaa !15
  %767 = load double, ptr %739, align 8, !tbaa !15
  %768 = insertelement <4 x double> poison, double %764, i64 0
  %769 = insertelement <4 x double> %768, double %765, i64 1
  %770 = insertelement <4 x double> %769, double %766, i64 2
  %771 = insertelement <4 x double> %770, double %767, i64 3
  %772 = getelementptr inbounds i8, ptr %660, i64 12
  %773 = getelementptr inbounds i8, ptr %661, i64 12
  %774 = getelementptr inbounds i8, ptr %662, i64 12
  %775 = getelementptr inbounds i8, ptr %663, i64 12
  %776 = getelementptr inbounds i8, ptr %664, i64 12
  %777 = getelementptr inbounds i8, ptr %665, i64 12
  %778 = getelementptr inbounds i8, ptr %666, i64 12
  %779 = getelementptr inbounds i8, ptr %667, i64 12
  %780 = getelementptr inbounds i8, ptr %668, i64 12
  %781 = getelementptr inbounds i8, ptr %669, i64 12
  %782 = getelementptr inbounds i8, ptr %670, i64 12
  %783 = getelementptr inbounds i8, ptr %671, i64 12
  %784 = getelementptr inbounds i8, ptr %672, i64 12
  %785 = getelementptr inbounds i8, ptr %673, i64 12
  %786 = getelementptr inbounds i8, ptr %674, i64 12
  %787 = getelementptr inbounds i8, ptr %675, i64 12
  %788 = load i32, ptr %772, align 4, !tbaa !16
  %789 = load i32, ptr %773, align 4, !tbaa !16
  %790 = load i32, ptr %774, align 4, !tbaa !16
  %791 = load i32, ptr %775, align 4, !tbaa !16
  %792 = load i32, ptr %776, align 4, !tbaa !16
  %793 = load i32, ptr %777, align 4, !tbaa !16
  %794 = load i32, ptr %778, align 4, !tbaa !16
  %795 = load i32, ptr %779, align 4, !tbaa !16
  %796 = load i32, ptr %780, align 4, !tbaa !16
  %797 = load i32, ptr %781, align 4, !tbaa !16
  %798 = load i32, ptr %782, align 4, !tbaa !16
  %799 = load i32, ptr %783, align 4, !tbaa !16
  %800 = load i32, ptr %784, align 4, !tbaa !16
  %801 = load i32, ptr %785, align 4, !tbaa !16
  %802 = load i32, ptr %786, align 4, !tbaa !16
  %803 = load i32, ptr %787, align 4, !tbaa !16
  %804 = sext i32 %788 to i64
  %805 = sext i32 %789 to i64
  %806 = sext i32 %790 to i64
  %807 = sext i32 %791 to i64
  %808 = sext i32 %792 to i64
  %809 = sext i32 %793 to i64
  %810 = sext i32 %794 to i64
  %811 = sext i32 %795 to i64
  %812 = sext i32 %796 to i64
  %813 = sext i32 %797 to i64
  %814 = sext i32 %798 to i64
  %815 = sext i32 %799 to i64
  %816 = sext i32 %800 to i64
  %817 = sext i32 %801 to i64
  %818 = sext i32 %802 to i64
  %819 = sext i32 %803 to i64
  %820 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %804
  %821 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %805
  %822 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %806
  %823 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %807
  %824 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %808
  %825 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %809
  %826 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %810
  %827 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %811
  %828 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %812
  %829 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %813
  %830 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %814
  %831 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %815
  %832 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %816
  %833 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %817
  %834 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %818
  %835 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %819
  %836 = load double, ptr %820, align 8, !tbaa !15
  %837 = load double, ptr %821, align 8, !tbaa !15
  %838 = load double, ptr %822, align 8, !tbaa !15
  %839 = load double, ptr %823, align 8, !tbaa !15
  %840 = insertelement <4 x double> poison, double %836, i64 0
  %841 = insertelement <4 x double> %840, double %837, i64 1
  %842 = insertelement <4 x double> %841, double %838, i64 2
  %843 = insertelement <4 x double> %842, double %839, i64 3
  %844 = load double, ptr %824, align 8, !tbaa !15
  %845 = load double, ptr %825, align 8, !tbaa !15
  %846 = load double, ptr %826, align 8, !tbaa !15
  %847 = load double, ptr %827, align 8, !tbaa !15
  %848 = insertelement <4 x double> poison, double %844, i64 0
  %849 = insertelement <4 x double> %848, double %845, i64 1
  %850 = insertelement <4 x double> %849, double %846, i64 2
  %851 = insertelement <4 x double> %850, double %847, i64 3
  %852 = load double, ptr %828, align 8, !tbaa !15
  %853 = load double, ptr %829, align 8, !tbaa !15
  %854 = load double, ptr %830, align 8, !tbaa !15
  %855 = load double, ptr %831, align 8, !tbaa !15
  %856 = insertelement <4 x double> poison, double %852, i64 0
  %857 = insertelement <4 x double> %856, double %853, i64 1
  %858 = insertelement <4 x double> %857, double %854, i64 2
  %859 = insertelement <4 x double> %858, double %855, i64 3
  %860 = load double, ptr %832, align 8, !tbaa !15
  %861 = load double, ptr %833, align 8, !tbaa !15
  %862 = load double, ptr %834, align 8, !tbaa !15
  %863 = load double, ptr %835, align 8, !tbaa !15
  %864 = insertelement <4 x double> poison, double %860, i64 0
  %865 = insertelement <4 x double> %864, double %861, i64 1
  %866 = insertelement <4 x double> %865, double %862, i64 2
  %867 = insertelement <4 x double> %866, double %863, i64 3
  %868 = fsub fast <4 x double> %747, %843
  %869 = fsub fast <4 x double> %755, %851
  %870 = fsub fast <4 x double> %763, %859
  %871 = fsub fast <4 x double> %771, %867
  %872 = getelementptr inbounds i8, ptr %724, i64 8
  %873 = getelementptr inbounds i8, ptr %725, i64 8
  %874 = getelementptr inbounds i8, ptr %726, i64 8
  %875 = getelementptr inbounds i8, ptr %727, i64 8
  %876 = getelementptr inbounds i8, ptr %728, i64 8
  %877 = getelementptr inbounds i8, ptr %729, i64 8
  %878 = getelementptr inbounds i8, ptr %730, i64 8
  %879 = getelementptr inbounds i8, ptr %731, i64 8
  %880 = getelementptr inbounds i8, ptr %732, i64 8
  %881 = getelementptr inbounds i8, ptr %733, i64 8
  %882 = getelementptr inbounds i8, ptr %734, i64 8
  %883 = getelementptr inbounds i8, ptr %735, i64 8
  %884 = getelementptr inbounds i8, ptr %736, i64 8
  %885 = getelementptr inbounds i8, ptr %737, i64 8
  %886 = getelementptr inbounds i8, ptr %738, i64 8
  %887 = getelementptr inbounds i8, ptr %739, i64 8
  %888 = load double, ptr %872, align 8, !tbaa !15
  %889 = load double, ptr %873, align 8, !tbaa !15
  %890 = load double, ptr %874, align 8, !tbaa !15
  %891 = load double, ptr %875, align 8, !tbaa !15
  %892 = insertelement <4 x double> poison, double %888, i64 0
  %893 = insertelement <4 x double> %892, double %889, i64 1
  %894 = insertelement <4 x double> %893, double %890, i64 2
  %895 = insertelement <4 x double> %894, double %891, i64 3
  %896 = load double, ptr %876, align 8, !tbaa !15
  %897 = load double, ptr %877, align 8, !tbaa !15
  %898 = load double, ptr %878, align 8, !tbaa !15
  %899 = load double, ptr %879, align 8, !tbaa !15
  %900 = insertelement <4 x double> poison, double %896, i64 0
  %901 = insertelement <4 x double> %900, double %897, i64 1
  %902 = insertelement <4 x double> %901, double %898, i64 2
  %903 = insertelement <4 x double> %902, double %899, i64 3
  %904 = load double, ptr %880, align 8, !tbaa !15
  %905 = load double, ptr %881, align 8, !tbaa !15
  %906 = load double, ptr %882, align 8, !tbaa !15
  %907 = load double, ptr %883, align 8, !tbaa !15
  %908 = insertelement <4 x double> poison, double %904, i64 0
  %909 = insertelement <4 x double> %908, double %905, i64 1
  %910 = insertelement <4 x double> %909, double %906, i64 2
  %911 = insertelement <4 x double> %910, double %907, i64 3
  %912 = load double, ptr %884, align 8, !tbaa !15
  %913 = load double, ptr %885, align 8, !tbaa !15
  %914 = load double, ptr %886, align 8, !tbaa !15
  %915 = load double, ptr %887, align 8, !tbaa !15
  %916 = insertelement <4 x double> poison, double %912, i64 0
  %917 = insertelement <4 x double> %916, double %913, i64 1
  %918 = insertelement <4 x double> %917, double %914, i64 2
  %919 = insertelement <4 x double> %918, double %915, i64 3
  %920 = getelementptr inbounds i8, ptr %820, i64 8
  %921 = getelementptr inbounds i8, ptr %821, i64 8
  %922 = getelementptr inbounds i8, ptr %822, i64 8
  %923 = getelementptr inbounds i8, ptr %823, i64 8
  %924 = getelementptr inbounds i8, ptr %824, i64 8
  %925 = getelementptr inbounds i8, ptr %825, i64 8
  %926 = getelementptr inbounds i8, ptr %826, i64 8
  %927 = getelementptr inbounds i8, ptr %827, i64 8
  %928 = getelementptr inbounds i8, ptr %828, i64 8
  %929 = getelementptr inbounds i8, ptr %829, i64 8
  %930 = getelementptr inbounds i8, ptr %830, i64 8
  %931 = getelementptr inbounds i8, ptr %831, i64 8
  %932 = getelementptr inbounds i8, ptr %832, i64 8
  %933 = getelementptr inbounds i8, ptr %833, i64 8
  %934 = getelementptr inbounds i8, ptr %834, i64 8
  %935 = getelementptr inbounds i8, ptr %835, i64 8
  %936 = load double, ptr %920, align 8, !tbaa !15
  %937 = load double, ptr %921, align 8, !tbaa !15
  %938 = load double, ptr %922, align 8, !tbaa !15
  %939 = load double, ptr %923, align 8, !tbaa !15
  %940 = insertelement <4 x double> poison, double %936, i64 0
  %941 = insertelement <4 x double> %940, double %937, i64 1
  %942 = insertelement <4 x double> %941, double %938, i64 2
  %943 = insertelement <4 x double> %942, double %939, i64 3
  %944 = load double, ptr %924, align 8, !tbaa !15
  %945 = load double, ptr %925, align 8, !tbaa !15
  %946 = load double, ptr %926, align 8, !tbaa !15
  %947 = load double, ptr %927, align 8, !tbaa !15
  %948 = insertelement <4 x double> poison, double %944, i64 0
  %949 = insertelement <4 x double> %948, double %945, i64 1
  %950 = insertelement <4 x double> %949, double %946, i64 2
  %951 = insertelement <4 x double> %950, double %947, i64 3
  %952 = load double, ptr %928, align 8, !tbaa !15
  %953 = load double, ptr %929, align 8, !tbaa !15
  %954 = load double, ptr %930, align 8, !tbaa !15
  %955 = load double, ptr %931, align 8, !tbaa !15
  %956 = insertelement <4 x double> poison, double %952, i64 0
  %957 = insertelement <4 x double> %956, double %953, i64 1
  %958 = insertelement <4 x double> %957, double %954, i64 2
  %959 = insertelement <4 x double> %958, double %955, i64 3
  %960 = load double, ptr %932, align 8, !tbaa !15
  %961 = load double, ptr %933, align 8, !tbaa !15
  %962 = load double, ptr %934, align 8, !tbaa !15
  %963 = load double, ptr %935, align 8, !tbaa !15
  %964 = insertelement <4 x double> poison, double %960, i64 0
  %965 = insertelement <4 x double> %964, double %961, i64 1
  %966 = insertelement <4 x double> %965, double %962, i64 2
  %967 = insertelement <4 x double> %966, double %963, i64 3
  %968 = fsub fast <4 x double> %895, %943
  %969 = fsub fast <4 x double> %903, %951
  %970 = fsub fast <4 x double> %911, %959
  %971 = fsub fast <4 x double> %919, %967
  %972 = fmul fast <4 x double> %868, %868
  %973 = fmul fast <4 x double> %869, %869
  %974 = fmul fast <4 x double> %870, %870
  %975 = fmul fast <4 x double> %871, %871
  %976 = fmul fast <4 x double> %968, %968
  %977 = fmul fast <4 x double> %969, %969
  %978 = fmul fast <4 x double> %970, %970
  %979 = fmul fast <4 x double> %971, %971
  %980 = fadd fast <4 x double> %976, %972
  %981 = fadd fast <4 x double> %977, %973
  %982 = fadd fast <4 x double> %978, %974
  %983 = fadd fast <4 x double> %979, %975
  %984 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %980)
  %985 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %981)
  %986 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %982)
  %987 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %983)
  %988 = load <8 x double>, ptr %660, align 8, !tbaa !17
  %989 = load <8 x double>, ptr %664, align 8, !tbaa !17
  %990 = load <8 x double>, ptr %668, align 8, !tbaa !17
  %991 = load <8 x double>, ptr %672, align 8, !tbaa !17
  %992 = shufflevector <8 x double> %988, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %993 = shufflevector <8 x double> %989, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %994 = shufflevector <8 x double> %990, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %995 = shufflevector <8 x double> %991, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %996 = fadd fast <4 x double> %984, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %997 = fadd fast <4 x double> %985, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %998 = fadd fast <4 x double> %986, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %999 = fadd fast <4 x double> %987, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1000 = fmul fast <4 x double> %992, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1001 = fmul fast <4 x double> %993, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1002 = fmul fast <4 x double> %994, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1003 = fmul fast <4 x double> %995, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1004 = fmul fast <4 x double> %996, %996
  %1005 = fmul fast <4 x double> %997, %997
  %1006 = fmul fast <4 x double> %998, %998
  %1007 = fmul fast <4 x double> %999, %999
  %1008 = fmul fast <4 x double> %1004, %1000
  %1009 = fmul fast <4 x double> %1005, %1001
  %1010 = fmul fast <4 x double> %1006, %1002
  %1011 = fmul fast <4 x double> %1007, %1003
  %1012 = fadd fast <4 x double> %1008, %640
  %1013 = fadd fast <4 x double> %1009, %641
  %1014 = fadd fast <4 x double> %1010, %642
  %1015 = fadd fast <4 x double> %1011, %643
  %1016 = add nuw i64 %639, 16
  %1017 = icmp eq i64 %1016, %635
  br i1 %1017, label %1018, label %638, !llvm.loop !34

1018:                                             ; preds = %638
  %1019 = fadd fast <4 x double> %1013, %1012
  %1020 = fadd fast <4 x double> %1014, %1019
  %1021 = fadd fast <4 x double> %1015, %1020
  %1022 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1021)
  br label %1023

1023:                                             ; preds = %1018, %624
  %1024 = phi double [ 0.000000e+00, %624 ], [ %1022, %1018 ]
  %1025 = phi ptr [ %183, %624 ], [ %637, %1018 ]
  br label %1026

1026:                                             ; preds = %1023, %1026
  %1027 = phi double [ %1054, %1026 ], [ %1024, %1023 ]
  %1028 = phi ptr [ %1055, %1026 ], [ %1025, %1023 ]
  %1029 = getelementptr inbounds i8, ptr %1028, i64 8
  %1030 = load i32, ptr %1029, align 8, !tbaa !11
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %1031
  %1033 = load double, ptr %1032, align 8, !tbaa !15
  %1034 = getelementptr inbounds i8, ptr %1028, i64 12
  %1035 = load i32, ptr %1034, align 4, !tbaa !16
  %1036 = sext i32 %1035 to i64
  %1037 = getelementptr inbounds %"struct.std::array", ptr %179, i64 %1036
  %1038 = load double, ptr %1037, align 8, !tbaa !15
  %1039 = fsub fast double %1033, %1038
  %1040 = getelementptr inbounds i8, ptr %1032, i64 8
  %1041 = load double, ptr %1040, align 8, !tbaa !15
  %1042 = getelementptr inbounds i8, ptr %1037, i64 8
  %1043 = load double, ptr %1042, align 8, !tbaa !15
  %1044 = fsub fast double %1041, %1043
  %1045 = fmul fast double %1039, %1039
  %1046 = fmul fast double %1044, %1044
  %1047 = fadd fast double %1046, %1045
  %1048 = call fast double @llvm.sqrt.f64(double %1047)
  %1049 = load double, ptr %1028, align 8, !tbaa !17
  %1050 = fadd fast double %1048, -1.000000e+00
  %1051 = fmul fast double %1049, 5.000000e-01
  %1052 = fmul fast double %1050, %1050
  %1053 = fmul fast double %1052, %1051
  %1054 = fadd fast double %1053, %1027
  %1055 = getelementptr inbounds i8, ptr %1028, i64 16
  %1056 = icmp eq ptr %1055, %185
  br i1 %1056, label %1057, label %1026, !llvm.loop !35

1057:                                             ; preds = %1026
  %1058 = fsub fast double %621, %1054
  br label %1059

1059:                                             ; preds = %1057, %591
  %1060 = phi double [ 0.000000e+00, %591 ], [ %1058, %1057 ]
  store double %181, ptr %180, align 8, !tbaa !15
  %1061 = trunc nuw nsw i64 %178 to i32
  %1062 = uitofp nneg i32 %1061 to double
  %1063 = load ptr, ptr %12, align 8, !tbaa !9
  %1064 = getelementptr inbounds %"struct.std::array", ptr %1063, i64 %177
  %1065 = load double, ptr %1064, align 8, !tbaa !15
  %1066 = fmul fast double %1060, 5.000000e+05
  %1067 = call fast double @llvm.fabs.f64(double %1066)
  %1068 = call fast double @llvm.maxnum.f64(double %1067, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1065, ptr %8, align 8, !tbaa !15
  %1069 = load volatile double, ptr %8, align 8, !tbaa !15
  %1070 = call double @llvm.fabs.f64(double %1069)
  %1071 = fcmp ueq double %1070, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1071, label %1083, label %1072

1072:                                             ; preds = %1059
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1066, ptr %7, align 8, !tbaa !15
  %1073 = load volatile double, ptr %7, align 8, !tbaa !15
  %1074 = call double @llvm.fabs.f64(double %1073)
  %1075 = fcmp ueq double %1074, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1075, label %1083, label %1076

1076:                                             ; preds = %1072
  %1077 = fsub fast double %1065, %1066
  %1078 = call fast double @llvm.fabs.f64(double %1077)
  %1079 = fmul fast double %1068, 0x3EB0C6F7A0B5ED8D
  %1080 = fcmp fast ole double %1078, %1079
  %1081 = select i1 %1080, ptr @.str.6, ptr @.str.7
  %1082 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1062, double noundef nofpclass(nan inf) %1065, double noundef nofpclass(nan inf) %1066, ptr noundef nonnull %1081)
  br i1 %1080, label %1088, label %1085

1083:                                             ; preds = %1072, %1059
  %1084 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1062, double noundef nofpclass(nan inf) %1065, double noundef nofpclass(nan inf) %1066, ptr noundef nonnull @.str.7)
  br label %1085

1085:                                             ; preds = %1083, %1076
  %1086 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %1087 = add nsw i32 %1086, 1
  store i32 %1087, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %1088

1088:                                             ; preds = %1085, %1076
  %1089 = load ptr, ptr %11, align 8, !tbaa !9
  %1090 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %177, i32 0, i64 1
  %1091 = load double, ptr %1090, align 8, !tbaa !15
  %1092 = fadd fast double %1091, 0x3EB0C6F7A0B5ED8D
  store double %1092, ptr %1090, align 8, !tbaa !15
  %1093 = load ptr, ptr %14, align 8, !tbaa !5
  %1094 = ptrtoint ptr %1093 to i64
  %1095 = load ptr, ptr %35, align 8, !tbaa !5
  %1096 = ptrtoint ptr %1095 to i64
  %1097 = icmp eq ptr %1093, %1095
  br i1 %1097, label %1965, label %1098

1098:                                             ; preds = %1088
  %1099 = add i64 %1096, -16
  %1100 = sub i64 %1099, %1094
  %1101 = icmp ult i64 %1100, 256
  br i1 %1101, label %1496, label %1102

1102:                                             ; preds = %1098
  %1103 = lshr i64 %1100, 4
  %1104 = add nuw nsw i64 %1103, 1
  %1105 = and i64 %1104, 15
  %1106 = icmp eq i64 %1105, 0
  %1107 = select i1 %1106, i64 16, i64 %1105
  %1108 = sub nsw i64 %1104, %1107
  %1109 = shl i64 %1108, 4
  %1110 = getelementptr i8, ptr %1093, i64 %1109
  br label %1111

1111:                                             ; preds = %1111, %1102
  %1112 = phi i64 [ 0, %1102 ], [ %1489, %1111 ]
  %1113 = phi <4 x double> [ zeroinitializer, %1102 ], [ %1485, %1111 ]
  %1114 = phi <4 x double> [ zeroinitializer, %1102 ], [ %1486, %1111 ]
  %1115 = phi <4 x double> [ zeroinitializer, %1102 ], [ %1487, %1111 ]
  %1116 = phi <4 x double> [ zeroinitializer, %1102 ], [ %1488, %1111 ]
  %1117 = shl i64 %1112, 4
  %1118 = or disjoint i64 %1117, 16
  %1119 = or disjoint i64 %1117, 32
  %1120 = or disjoint i64 %1117, 48
  %1121 = or disjoint i64 %1117, 64
  %1122 = or disjoint i64 %1117, 80
  %1123 = or disjoint i64 %1117, 96
  %1124 = or disjoint i64 %1117, 112
  %1125 = or disjoint i64 %1117, 128
  %1126 = or disjoint i64 %1117, 144
  %1127 = or disjoint i64 %1117, 160
  %1128 = or disjoint i64 %1117, 176
  %1129 = or disjoint i64 %1117, 192
  %1130 = or disjoint i64 %1117, 208
  %1131 = or disjoint i64 %1117, 224
  %1132 = or disjoint i64 %1117, 240
  %1133 = getelementptr i8, ptr %1093, i64 %1117
  %1134 = getelementptr i8, ptr %1093, i64 %1118
  %1135 = getelementptr i8, ptr %1093, i64 %1119
  %1136 = getelementptr i8, ptr %1093, i64 %1120
  %1137 = getelementptr i8, ptr %1093, i64 %1121
  %1138 = getelementptr i8, ptr %1093, i64 %1122
  %1139 = getelementptr i8, ptr %1093, i64 %1123
  %1140 = getelementptr i8, ptr %1093, i64 %1124
  %1141 = getelementptr i8, ptr %1093, i64 %1125
  %1142 = getelementptr i8, ptr %1093, i64 %1126
  %1143 = getelementptr i8, ptr %1093, i64 %1127
  %1144 = getelementptr i8, ptr %1093, i64 %1128
  %1145 = getelementptr i8, ptr %1093, i64 %1129
  %1146 = getelementptr i8, ptr %1093, i64 %1130
  %1147 = getelementptr i8, ptr %1093, i64 %1131
  %1148 = getelementptr i8, ptr %1093, i64 %1132
  %1149 = getelementptr inbounds i8, ptr %1133, i64 8
  %1150 = getelementptr inbounds i8, ptr %1134, i64 8
  %1151 = getelementptr inbounds i8, ptr %1135, i64 8
  %1152 = getelementptr inbounds i8, ptr %1136, i64 8
  %1153 = getelementptr inbounds i8, ptr %1137, i64 8
  %1154 = getelementptr inbounds i8, ptr %1138, i64 8
  %1155 = getelementptr inbounds i8, ptr %1139, i64 8
  %1156 = getelementptr inbounds i8, ptr %1140, i64 8
  %1157 = getelementptr inbounds i8, ptr %1141, i64 8
  %1158 = getelementptr inbounds i8, ptr %1142, i64 8
  %1159 = getelementptr inbounds i8, ptr %1143, i64 8
  %1160 = getelementptr inbounds i8, ptr %1144, i64 8
  %1161 = getelementptr inbounds i8, ptr %1145, i64 8
  %1162 = getelementptr inbounds i8, ptr %1146, i64 8
  %1163 = getelementptr inbounds i8, ptr %1147, i64 8
  %1164 = getelementptr inbounds i8, ptr %1148, i64 8
  %1165 = load i32, ptr %1149, align 8, !tbaa !11
  %1166 = load i32, ptr %1150, align 8, !tbaa !11
  %1167 = load i32, ptr %1151, align 8, !tbaa !11
  %1168 = load i32, ptr %1152, align 8, !tbaa !11
  %1169 = load i32, ptr %1153, align 8, !tbaa !11
  %1170 = load i32, ptr %1154, align 8, !tbaa !11
  %1171 = load i32, ptr %1155, align 8, !tbaa !11
  %1172 = load i32, ptr %1156, align 8, !tbaa !11
  %1173 = load i32, ptr %1157, align 8, !tbaa !11
  %1174 = load i32, ptr %1158, align 8, !tbaa !11
  %1175 = load i32, ptr %1159, align 8, !tbaa !11
  %1176 = load i32, ptr %1160, align 8, !tbaa !11
  %1177 = load i32, ptr %1161, align 8, !tbaa !11
  %1178 = load i32, ptr %1162, align 8, !tbaa !11
  %1179 = load i32, ptr %1163, align 8, !tbaa !11
  %1180 = load i32, ptr %1164, align 8, !tbaa !11
  %1181 = sext i32 %1165 to i64
  %1182 = sext i32 %1166 to i64
  %1183 = sext i32 %1167 to i64
  %1184 = sext i32 %1168 to i64
  %1185 = sext i32 %1169 to i64
  %1186 = sext i32 %1170 to i64
  %1187 = sext i32 %1171 to i64
  %1188 = sext i32 %1172 to i64
  %1189 = sext i32 %1173 to i64
  %1190 = sext i32 %1174 to i64
  %1191 = sext i32 %1175 to i64
  %1192 = sext i32 %1176 to i64
  %1193 = sext i32 %1177 to i64
  %1194 = sext i32 %1178 to i64
  %1195 = sext i32 %1179 to i64
  %1196 = sext i32 %1180 to i64
  %1197 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1181
  %1198 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1182
  %1199 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1183
  %1200 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1184
  %1201 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1185
  %1202 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1186
  %1203 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1187
  %1204 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1188
  %1205 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1189
  %1206 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1190
  %1207 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1191
  %1208 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1192
  %1209 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1193
  %1210 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1194
  %1211 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1195
  %1212 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1196
  %1213 = load double, ptr %1197, align 8, !tbaa !15
  %1214 = load double, ptr %1198, align 8, !tbaa !15
  %1215 = load double, ptr %1199, align 8, !tbaa !15
  %1216 = load double, ptr %1200, align 8, !tbaa !15
  %1217 = insertelement <4 x double> poison, double %1213, i64 0
  %1218 = insertelement <4 x double> %1217, double %1214, i64 1
  %1219 = insertelement <4 x double> %1218, double %1215, i64 2
  %1220 = insertelement <4 x double> %1219, double %1216, i64 3
  %1221 = load double, ptr %1201, align 8, !tbaa !15
  %1222 = load double, ptr %1202, align 8, !tbaa !15
  %1223 = load double, ptr %1203, align 8, !tbaa !15
  %1224 = load double, ptr %1204, align 8, !tbaa !15
  %1225 = insertelement <4 x double> poison, double %1221, i64 0
  %1226 = insertelement <4 x double> %1225, double %1222, i64 1
  %1227 = insertelement <4 x double> %1226, double %1223, i64 2
  %1228 = insertelement <4 x double> %1227, double %1224, i64 3
  %1229 = load double, ptr %1205, align 8, !tbaa !15
  %1230 = load double, ptr %1206, align 8, !tbaa !15
  %1231 = load double, ptr %1207, align 8, !tbaa !15
  %1232 = load double, ptr %1208, align 8, !tbaa !15
  %1233 = insertelement <4 x double> poison, double %1229, i64 0
  %1234 = insertelement <4 x double> %1233, double %1230, i64 1
  %1235 = insertelement <4 x double> %1234, double %1231, i64 2
  %1236 = insertelement <4 x double> %1235, double %1232, i64 3
  %1237 = load double, ptr %1209, align 8, !tbaa !15
  %1238 = load double, ptr %1210, align 8, !tbaa !15
  %1239 = load double, ptr %1211, align 8, !tbaa !15
  %1240 = load double, ptr %1212, align 8, !tbaa !15
  %1241 = insertelement <4 x double> poison, double %1237, i64 0
  %1242 = insertelement <4 x double> %1241, double %1238, i64 1
  %1243 = insertelement <4 x double> %1242, double %1239, i64 2
  %1244 = insertelement <4 x double> %1243, double %1240, i64 3
  %1245 = getelementptr inbounds i8, ptr %1133, i64 12
  %1246 = getelementptr inbounds i8, ptr %1134, i64 12
  %1247 = getelementptr inbounds i8, ptr %1135, i64 12
  %1248 = getelementptr inbounds i8, ptr %1136, i64 12
  %1249 = getelementptr inbounds i8, ptr %1137, i64 12
  %1250 = getelementptr inbounds i8, ptr %1138, i64 12
  %1251 = getelementptr inbounds i8, ptr %1139, i64 12
  %1252 = getelementptr inbounds i8, ptr %1140, i64 12
  %1253 = getelementptr inbounds i8, ptr %1141, i64 12
  %1254 = getelementptr inbounds i8, ptr %1142, i64 12
  %1255 = getelementptr inbounds i8, ptr %1143, i64 12
  %1256 = getelementptr inbounds i8, ptr %1144, i64 12
  %1257 = getelementptr inbounds i8, ptr %1145, i64 12
  %1258 = getelementptr inbounds i8, ptr %1146, i64 12
  %1259 = getelementptr inbounds i8, ptr %1147, i64 12
  %1260 = getelementptr inbounds i8, ptr %1148, i64 12
  %1261 = load i32, ptr %1245, align 4, !tbaa !16
  %1262 = load i32, ptr %1246, align 4, !tbaa !16
  %1263 = load i32, ptr %1247, align 4, !tbaa !16
  %1264 = load i32, ptr %1248, align 4, !tbaa !16
  %1265 = load i32, ptr %1249, align 4, !tbaa !16
  %1266 = load i32, ptr %1250, align 4, !tbaa !16
  %1267 = load i32, ptr %1251, align 4, !tbaa !16
  %1268 = load i32, ptr %1252, align 4, !tbaa !16
  %1269 = load i32, ptr %1253, align 4, !tbaa !16
  %1270 = load i32, ptr %1254, align 4, !tbaa !16
  %1271 = load i32, ptr %1255, align 4, !tbaa !16
  %1272 = load i32, ptr %1256, align 4, !tbaa !16
  %1273 = load i32, ptr %1257, align 4, !tbaa !16
  %1274 = load i32, ptr %1258, align 4, !tbaa !16
  %1275 = load i32, ptr %1259, align 4, !tbaa !16
  %1276 = load i32, ptr %1260, align 4, !tbaa !16
  %1277 = sext i32 %1261 to i64
  %1278 = sext i32 %1262 to i64
  %1279 = sext i32 %1263 to i64
  %1280 = sext i32 %1264 to i64
  %1281 = sext i32 %1265 to i64
  %1282 = sext i32 %1266 to i64
  %1283 = sext i32 %1267 to i64
  %1284 = sext i32 %1268 to i64
  %1285 = sext i32 %1269 to i64
  %1286 = sext i32 %1270 to i64
  %1287 = sext i32 %1271 to i64
  %1288 = sext i32 %1272 to i64
  %1289 = sext i32 %1273 to i64
  %1290 = sext i32 %1274 to i64
  %1291 = sext i32 %1275 to i64
  %1292 = sext i32 %1276 to i64
  %1293 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1277
  %1294 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1278
  %1295 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1279
  %1296 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1280
  %1297 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1281
  %1298 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1282
  %1299 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1283
  %1300 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1284
  %1301 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1285
  %1302 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1286
  %1303 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1287
  %1304 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1288
  %1305 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1289
  %1306 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1290
  %1307 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1291
  %1308 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1292
  %1309 = load double, ptr %1293, align 8, !tbaa !15
  %1310 = load double, ptr %1294, align 8, !tbaa !15
  %1311 = load double, ptr %1295, align 8, !tbaa !15
  %1312 = load double, ptr %1296, align 8, !tbaa !15
  %1313 = insertelement <4 x double> poison, double %1309, i64 0
  %1314 = insertelement <4 x double> %1313, double %1310, i64 1
  %1315 = insertelement <4 x double> %1314, double %1311, i64 2
  %1316 = insertelement <4 x double> %1315, double %1312, i64 3
  %1317 = load double, ptr %1297, align 8, !tbaa !15
  %1318 = load double, ptr %1298, align 8, !tbaa !15
  %1319 = load double, ptr %1299, align 8, !tbaa !15
  %1320 = load double, ptr %1300, align 8, !tbaa !15
  %1321 = insertelement <4 x double> poison, double %1317, i64 0
  %1322 = insertelement <4 x double> %1321, double %1318, i64 1
  %1323 = insertelement <4 x double> %1322, double %1319, i64 2
  %1324 = insertelement <4 x double> %1323, double %1320, i64 3
  %1325 = load double, ptr %1301, align 8, !tbaa !15
  %1326 = load double, ptr %1302, align 8, !tbaa !15
  %1327 = load double, ptr %1303, align 8, !tbaa !15
  %1328 = load double, ptr %1304, align 8, !tbaa !15
  %1329 = insertelement <4 x double> poison, double %1325, i64 0
  %1330 = insertelement <4 x double> %1329, double %1326, i64 1
  %1331 = insertelement <4 x double> %1330, double %1327, i64 2
  %1332 = insertelement <4 x double> %1331, double %1328, i64 3
  %1333 = load double, ptr %1305, align 8, !tbaa !15
  %1334 = load double, ptr %1306, align 8, !tbaa !15
  %1335 = load double, ptr %1307, align 8, !tbaa !15
  %1336 = load double, ptr %1308, align 8, !tbaa !15
  %1337 = insertelement <4 x double> poison, double %1333, i64 0
  %1338 = insertelement <4 x double> %1337, double %1334, i64 1
  %1339 = insertelement <4 x double> %1338, double %1335, i64 2
  %1340 = insertelement <4 x double> %1339, double %1336, i64 3
  %1341 = fsub fast <4 x double> %1220, %1316
  %1342 = fsub fast <4 x double> %1228, %1324
  %1343 = fsub fast <4 x double> %1236, %1332
  %1344 = fsub fast <4 x double> %1244, %1340
  %1345 = getelementptr inbounds i8, ptr %1197, i64 8
  %1346 = getelementptr inbounds i8, ptr %1198, i64 8
  %1347 = getelementptr inbounds i8, ptr %1199, i64 8
  %1348 = getelementptr inbounds i8, ptr %1200, i64 8
  %1349 = getelementptr inbounds i8, ptr %1201, i64 8
  %1350 = getelementptr inbounds i8, ptr %1202, i64 8
  %1351 = getelementptr inbounds i8, ptr %1203, i64 8
  %1352 = getelementptr inbounds i8, ptr %1204, i64 8
  %1353 = getelementptr inbounds i8, ptr %1205, i64 8
  %1354 = getelementptr inbounds i8, ptr %1206, i64 8
  %1355 = getelementptr inbounds i8, ptr %1207, i64 8
  %1356 = getelementptr inbounds i8, ptr %1208, i64 8
  %1357 = getelementptr inbounds i8, ptr %1209, i64 8
  %1358 = getelementptr inbounds i8, ptr %1210, i64 8
  %1359 = getelementptr inbounds i8, ptr %1211, i64 8
  %1360 = getelementptr inbounds i8, ptr %1212, i64 8
  %1361 = load double, ptr %1345, align 8, !tbaa !15
  %1362 = load double, ptr %1346, align 8, !tbaa !15
  %1363 = load double, ptr %1347, align 8, !tbaa !15
  %1364 = load double, ptr %1348, align 8, !tbaa !15
  %1365 = insertelement <4 x double> poison, double %1361, i64 0
  %1366 = insertelement <4 x double> %1365, double %1362, i64 1
  %1367 = insertelement <4 x double> %1366, double %1363, i64 2
  %1368 = insertelement <4 x double> %1367, double %1364, i64 3
  %1369 = load double, ptr %1349, align 8, !tbaa !15
  %1370 = load double, ptr %1350, align 8, !tbaa !15
  %1371 = load double, ptr %1351, align 8, !tbaa !15
  %1372 = load double, ptr %1352, align 8, !tbaa !15
  %1373 = insertelement <4 x double> poison, double %1369, i64 0
  %1374 = insertelement <4 x double> %1373, double %1370, i64 1
  %1375 = insertelement <4 x double> %1374, double %1371, i64 2
  %1376 = insertelement <4 x double> %1375, double %1372, i64 3
  %1377 = load double, ptr %1353, align 8, !tbaa !15
  %1378 = load double, ptr %1354, align 8, !tbaa !15
  %1379 = load double, ptr %1355, align 8, !tbaa !15
  %1380 = load double, ptr %1356, align 8, !tbaa !15
  %1381 = insertelement <4 x double> poison, double %1377, i64 0
  %1382 = insertelement <4 x double> %1381, double %1378, i64 1
  %1383 = insertelement <4 x double> %1382, double %1379, i64 2
  %1384 = insertelement <4 x double> %1383, double %1380, i64 3
  %1385 = load double, ptr %1357, align 8, !tbaa !15
  %1386 = load double, ptr %1358, align 8, !tbaa !15
  %1387 = load double, ptr %1359, align 8, !tbaa !15
  %1388 = load double, ptr %1360, align 8, !tbaa !15
  %1389 = insertelement <4 x double> poison, double %1385, i64 0
  %1390 = insertelement <4 x double> %1389, double %1386, i64 1
  %1391 = insertelement <4 x double> %1390, double %1387, i64 2
  %1392 = insertelement <4 x double> %1391, double %1388, i64 3
  %1393 = getelementptr inbounds i8, ptr %1293, i64 8
  %1394 = getelementptr inbounds i8, ptr %1294, i64 8
  %1395 = getelementptr inbounds i8, ptr %1295, i64 8
  %1396 = getelementptr inbounds i8, ptr %1296, i64 8
  %1397 = getelementptr inbounds i8, ptr %1297, i64 8
  %1398 = getelementptr inbounds i8, ptr %1298, i64 8
  %1399 = getelementptr inbounds i8, ptr %1299, i64 8
  %1400 = getelementptr inbounds i8, ptr %1300, i64 8
  %1401 = getelementptr inbounds i8, ptr %1301, i64 8
  %1402 = getelementptr inbounds i8, ptr %1302, i64 8
  %1403 = getelementptr inbounds i8, ptr %1303, i64 8
  %1404 = getelementptr inbounds i8, ptr %1304, i64 8
  %1405 = getelementptr inbounds i8, ptr %1305, i64 8
  %1406 = getelementptr inbounds i8, ptr %1306, i64 8
  %1407 = getelementptr inbounds i8, ptr %1307, i64 8
  %1408 = getelementptr inbounds i8, ptr %1308, i64 8
  %1409 = load double, ptr %1393, align 8, !tbaa !15
  %1410 = load double, ptr %1394, align 8, !tbaa !15
  %1411 = load double, ptr %1395, align 8, !tbaa !15
  %1412 = load double, ptr %1396, align 8, !tbaa !15
  %1413 = insertelement <4 x double> poison, double %1409, i64 0
  %1414 = insertelement <4 x double> %1413, double %1410, i64 1
  %1415 = insertelement <4 x double> %1414, double %1411, i64 2
  %1416 = insertelement <4 x double> %1415, double %1412, i64 3
  %1417 = load double, ptr %1397, align 8, !tbaa !15
  %1418 = load double, ptr %1398, align 8, !tbaa !15
  %1419 = load double, ptr %1399, align 8, !tbaa !15
  %1420 = load double, ptr %1400, align 8, !tbaa !15
  %1421 = insertelement <4 x double> poison, double %1417, i64 0
  %1422 = insertelement <4 x double> %1421, double %1418, i64 1
  %1423 = insertelement <4 x double> %1422, double %1419, i64 2
  %1424 = insertelement <4 x double> %1423, double %1420, i64 3
  %1425 = load double, ptr %1401, align 8, !tbaa !15
  %1426 = load double, ptr %1402, align 8, !tbaa !15
  %1427 = load double, ptr %1403, align 8, !tbaa !15
  %1428 = load double, ptr %1404, align 8, !tbaa !15
  %1429 = insertelement <4 x double> poison, double %1425, i64 0
  %1430 = insertelement <4 x double> %1429, double %1426, i64 1
  %1431 = insertelement <4 x double> %1430, double %1427, i64 2
  %1432 = insertelement <4 x double> %1431, double %1428, i64 3
  %1433 = load double, ptr %1405, align 8, !tbaa !15
  %1434 = load double, ptr %1406, align 8, !tbaa !15
  %1435 = load double, ptr %1407, align 8, !tbaa !15
  %1436 = load double, ptr %1408, align 8, !tbaa !15
  %1437 = insertelement <4 x double> poison, double %1433, i64 0
  %1438 = insertelement <4 x double> %1437, double %1434, i64 1
  %1439 = insertelement <4 x double> %1438, double %1435, i64 2
  %1440 = insertelement <4 x double> %1439, double %1436, i64 3
  %1441 = fsub fast <4 x double> %1368, %1416
  %1442 = fsub fast <4 x double> %1376, %1424
  %1443 = fsub fast <4 x double> %1384, %1432
  %1444 = fsub fast <4 x double> %1392, %1440
  %1445 = fmul fast <4 x double> %1341, %1341
  %1446 = fmul fast <4 x double> %1342, %1342
  %1447 = fmul fast <4 x double> %1343, %1343
  %1448 = fmul fast <4 x double> %1344, %1344
  %1449 = fmul fast <4 x double> %1441, %1441
  %1450 = fmul fast <4 x double> %1442, %1442
  %1451 = fmul fast <4 x double> %1443, %1443
  %1452 = fmul fast <4 x double> %1444, %1444
  %1453 = fadd fast <4 x double> %1449, %1445
  %1454 = fadd fast <4 x double> %1450, %1446
  %1455 = fadd fast <4 x double> %1451, %1447
  %1456 = fadd fast <4 x double> %1452, %1448
  %1457 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1453)
  %1458 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1454)
  %1459 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1455)
  %1460 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1456)
  %1461 = load <8 x double>, ptr %1133, align 8, !tbaa !17
  %1462 = load <8 x double>, ptr %1137, align 8, !tbaa !17
  %1463 = load <8 x double>, ptr %1141, align 8, !tbaa !17
  %1464 = load <8 x double>, ptr %1145, align 8, !tbaa !17
  %1465 = shufflevector <8 x double> %1461, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1466 = shufflevector <8 x double> %1462, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1467 = shufflevector <8 x double> %1463, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1468 = shufflevector <8 x double> %1464, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1469 = fadd fast <4 x double> %1457, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1470 = fadd fast <4 x double> %1458, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1471 = fadd fast <4 x double> %1459, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1472 = fadd fast <4 x double> %1460, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1473 = fmul fast <4 x double> %1465, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1474 = fmul fast <4 x double> %1466, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1475 = fmul fast <4 x double> %1467, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1476 = fmul fast <4 x double> %1468, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1477 = fmul fast <4 x double> %1469, %1469
  %1478 = fmul fast <4 x double> %1470, %1470
  %1479 = fmul fast <4 x double> %1471, %1471
  %1480 = fmul fast <4 x double> %1472, %1472
  %1481 = fmul fast <4 x double> %1477, %1473
  %1482 = fmul fast <4 x double> %1478, %1474
  %1483 = fmul fast <4 x double> %1479, %1475
  %1484 = fmul fast <4 x double> %1480, %1476
  %1485 = fadd fast <4 x double> %1481, %1113
  %1486 = fadd fast <4 x double> %1482, %1114
  %1487 = fadd fast <4 x double> %1483, %1115
  %1488 = fadd fast <4 x double> %1484, %1116
  %1489 = add nuw i64 %1112, 16
  %1490 = icmp eq i64 %1489, %1108
  br i1 %1490, label %1491, label %1111, !llvm.loop !36

1491:                                             ; preds = %1111
  %1492 = fadd fast <4 x double> %1486, %1485
  %1493 = fadd fast <4 x double> %1487, %1492
  %1494 = fadd fast <4 x double> %1488, %1493
  %1495 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1494)
  br label %1496

1496:                                             ; preds = %1491, %1098
  %1497 = phi double [ 0.000000e+00, %1098 ], [ %1495, %1491 ]
  %1498 = phi ptr [ %1093, %1098 ], [ %1110, %1491 ]
  br label %1499

1499:                                             ; preds = %1496, %1499
  %1500 = phi double [ %1527, %1499 ], [ %1497, %1496 ]
  %1501 = phi ptr [ %1528, %1499 ], [ %1498, %1496 ]
  %1502 = getelementptr inbounds i8, ptr %1501, i64 8
  %1503 = load i32, ptr %1502, align 8, !tbaa !11
  %1504 = sext i32 %1503 to i64
  %1505 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1504
  %1506 = load double, ptr %1505, align 8, !tbaa !15
  %1507 = getelementptr inbounds i8, ptr %1501, i64 12
  %1508 = load i32, ptr %1507, align 4, !tbaa !16
  %1509 = sext i32 %1508 to i64
  %1510 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1509
  %1511 = load double, ptr %1510, align 8, !tbaa !15
  %1512 = fsub fast double %1506, %1511
  %1513 = getelementptr inbounds i8, ptr %1505, i64 8
  %1514 = load double, ptr %1513, align 8, !tbaa !15
  %1515 = getelementptr inbounds i8, ptr %1510, i64 8
  %1516 = load double, ptr %1515, align 8, !tbaa !15
  %1517 = fsub fast double %1514, %1516
  %1518 = fmul fast double %1512, %1512
  %1519 = fmul fast double %1517, %1517
  %1520 = fadd fast double %1519, %1518
  %1521 = call fast double @llvm.sqrt.f64(double %1520)
  %1522 = load double, ptr %1501, align 8, !tbaa !17
  %1523 = fadd fast double %1521, -1.000000e+00
  %1524 = fmul fast double %1522, 5.000000e-01
  %1525 = fmul fast double %1523, %1523
  %1526 = fmul fast double %1525, %1524
  %1527 = fadd fast double %1526, %1500
  %1528 = getelementptr inbounds i8, ptr %1501, i64 16
  %1529 = icmp eq ptr %1528, %1095
  br i1 %1529, label %1530, label %1499, !llvm.loop !37

1530:                                             ; preds = %1499
  %1531 = fadd fast double %1091, 0xBEB0C6F7A0B5ED8D
  store double %1531, ptr %1090, align 8, !tbaa !15
  %1532 = add i64 %1096, -16
  %1533 = sub i64 %1532, %1094
  %1534 = icmp ult i64 %1533, 256
  br i1 %1534, label %1929, label %1535

1535:                                             ; preds = %1530
  %1536 = lshr i64 %1533, 4
  %1537 = add nuw nsw i64 %1536, 1
  %1538 = and i64 %1537, 15
  %1539 = icmp eq i64 %1538, 0
  %1540 = select i1 %1539, i64 16, i64 %1538
  %1541 = sub nsw i64 %1537, %1540
  %1542 = shl i64 %1541, 4
  %1543 = getelementptr i8, ptr %1093, i64 %1542
  br label %1544

1544:                                             ; preds = %1544, %1535
  %1545 = phi i64 [ 0, %1535 ], [ %1922, %1544 ]
  %1546 = phi <4 x double> [ zeroinitializer, %1535 ], [ %1918, %1544 ]
  %1547 = phi <4 x double> [ zeroinitializer, %1535 ], [ %1919, %1544 ]
  %1548 = phi <4 x double> [ zeroinitializer, %1535 ], [ %1920, %1544 ]
  %1549 = phi <4 x double> [ zeroinitializer, %1535 ], [ %1921, %1544 ]
  %1550 = shl i64 %1545, 4
  %1551 = or disjoint i64 %1550, 16
  %1552 = or disjoint i64 %1550, 32
  %1553 = or disjoint i64 %1550, 48
  %1554 = or disjoint i64 %1550, 64
  %1555 = or disjoint i64 %1550, 80
  %1556 = or disjoint i64 %1550, 96
  %1557 = or disjoint i64 %1550, 112
  %1558 = or disjoint i64 %1550, 128
  %1559 = or disjoint i64 %1550, 144
  %1560 = or disjoint i64 %1550, 160
  %1561 = or disjoint i64 %1550, 176
  %1562 = or disjoint i64 %1550, 192
  %1563 = or disjoint i64 %1550, 208
  %1564 = or disjoint i64 %1550, 224
  %1565 = or disjoint i64 %1550, 240
  %1566 = getelementptr i8, ptr %1093, i64 %1550
  %1567 = getelementptr i8, ptr %1093, i64 %1551
  %1568 = getelementptr i8, ptr %1093, i64 %1552
  %1569 = getelementptr i8, ptr %1093, i64 %1553
  %1570 = getelementptr i8, ptr %1093, i64 %1554
  %1571 = getelementptr i8, ptr %1093, i64 %1555
  %1572 = getelementptr i8, ptr %1093, i64 %1556
  %1573 = getelementptr i8, ptr %1093, i64 %1557
  %1574 = getelementptr i8, ptr %1093, i64 %1558
  %1575 = getelementptr i8, ptr %1093, i64 %1559
  %1576 = getelementptr i8, ptr %1093, i64 %1560
  %1577 = getelementptr i8, ptr %1093, i64 %1561
  %1578 = getelementptr i8, ptr %1093, i64 %1562
  %1579 = getelementptr i8, ptr %1093, i64 %1563
  %1580 = getelementptr i8, ptr %1093, i64 %1564
  %1581 = getelementptr i8, ptr %1093, i64 %1565
  %1582 = getelementptr inbounds i8, ptr %1566, i64 8
  %1583 = getelementptr inbounds i8, ptr %1567, i64 8
  %1584 = getelementptr inbounds i8, ptr %1568, i64 8
  %1585 = getelementptr inbounds i8, ptr %1569, i64 8
  %1586 = getelementptr inbounds i8, ptr %1570, i64 8
  %1587 = getelementptr inbounds i8, ptr %1571, i64 8
  %1588 = getelementptr inbounds i8, ptr %1572, i64 8
  %1589 = getelementptr inbounds i8, ptr %1573, i64 8
  %1590 = getelementptr inbounds i8, ptr %1574, i64 8
  %1591 = getelementptr inbounds i8, ptr %1575, i64 8
  %1592 = getelementptr inbounds i8, ptr %1576, i64 8
  %1593 = getelementptr inbounds i8, ptr %1577, i64 8
  %1594 = getelementptr inbounds i8, ptr %1578, i64 8
  %1595 = getelementptr inbounds i8, ptr %1579, i64 8
  %1596 = getelementptr inbounds i8, ptr %1580, i64 8
  %1597 = getelementptr inbounds i8, ptr %1581, i64 8
  %1598 = load i32, ptr %1582, align 8, !tbaa !11
  %1599 = load i32, ptr %1583, align 8, !tbaa !11
  %1600 = load i32, ptr %1584, align 8, !tbaa !11
  %1601 = load i32, ptr %1585, align 8, !tbaa !11
  %1602 = load i32, ptr %1586, align 8, !tbaa !11
  %1603 = load i32, ptr %1587, align 8, !tbaa !11
  %1604 = load i32, ptr %1588, align 8, !tbaa !11
  %1605 = load i32, ptr %1589, align 8, !tbaa !11
  %1606 = load i32, ptr %1590, align 8, !tbaa !11
  %1607 = load i32, ptr %1591, align 8, !tbaa !11
  %1608 = load i32, ptr %1592, align 8, !tbaa !11
  %1609 = load i32, ptr %1593, align 8, !tbaa !11
  %1610 = load i32, ptr %1594, align 8, !tbaa !11
  %1611 = load i32, ptr %1595, align 8, !tbaa !11
  %1612 = load i32, ptr %1596, align 8, !tbaa !11
  %1613 = load i32, ptr %1597, align 8, !tbaa !11
  %1614 = sext i32 %1598 to i64
  %1615 = sext i32 %1599 to i64
  %1616 = sext i32 %1600 to i64
  %1617 = sext i32 %1601 to i64
  %1618 = sext i32 %1602 to i64
  %1619 = sext i32 %1603 to i64
  %1620 = sext i32 %1604 to i64
  %1621 = sext i32 %1605 to i64
  %1622 = sext i32 %1606 to i64
  %1623 = sext i32 %1607 to i64
  %1624 = sext i32 %1608 to i64
  %1625 = sext i32 %1609 to i64
  %1626 = sext i32 %1610 to i64
  %1627 = sext i32 %1611 to i64
  %1628 = sext i32 %1612 to i64
  %1629 = sext i32 %1613 to i64
  %1630 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1614
  %1631 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1615
  %1632 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1616
  %1633 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1617
  %1634 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1618
  %1635 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1619
  %1636 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1620
  %1637 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1621
  %1638 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1622
  %1639 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1623
  %1640 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1624
  %1641 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1625
  %1642 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1626
  %1643 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1627
  %1644 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1628
  %1645 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1629
  %1646 = load double, ptr %1630, align 8, !tbaa !15
  %1647 = load double, ptr %1631, align 8, !tbaa !15
  %1648 = load double, ptr %1632, align 8, !tbaa !15
  %1649 = load double, ptr %1633, align 8, !tbaa !15
  %1650 = insertelement <4 x double> poison, double %1646, i64 0
  %1651 = insertelement <4 x double> %1650, double %1647, i64 1
  %1652 = insertelement <4 x double> %1651, double %1648, i64 2
  %1653 = insertelement <4 x double> %1652, double %1649, i64 3
  %1654 = load double, ptr %1634, align 8, !tbaa !15
  %1655 = load double, ptr %1635, align 8, !tbaa !15
  %1656 = load double, ptr %1636, align 8, !tbaa !15
  %1657 = load double, ptr %1637, align 8, !tbaa !15
  %1658 = insertelement <4 x double> poison, double %1654, i64 0
  %1659 = insertelement <4 x double> %1658, double %1655, i64 1
  %1660 = insertelement <4 x double> %1659, double %1656, i64 2
  %1661 = insertelement <4 x double> %1660, double %1657, i64 3
  %1662 = load double, ptr %1638, align 8, !tbaa !15
  %1663 = load double, ptr %1639, align 8, !tbaa !15
  %1664 = load double, ptr %1640, align 8, !tbaa !15
  %1665 = load double, ptr %1641, align 8, !tbaa !15
  %1666 = insertelement <4 x double> poison, double %1662, i64 0
  %1667 = insertelement <4 x double> %1666, double %1663, i64 1
  %1668 = insertelement <4 x double> %1667, double %1664, i64 2
  %1669 = insertelement <4 x double> %1668, double %1665, i64 3
  %1670 = load double, ptr %1642, align 8, !tbaa !15
  %1671 = load double, ptr %1643, align 8, !tbaa !15
  %1672 = load double, ptr %1644, align 8, !tbaa !15
  %1673 = load double, ptr %1645, align 8, !tbaa !15
  %1674 = insertelement <4 x double> poison, double %1670, i64 0
  %1675 = insertelement <4 x double> %1674, double %1671, i64 1
  %1676 = insertelement <4 x double> %1675, double %1672, i64 2
  %1677 = insertelement <4 x double> %1676, double %1673, i64 3
  %1678 = getelementptr inbounds i8, ptr %1566, i64 12
  %1679 = getelementptr inbounds i8, ptr %1567, i64 12
  %1680 = getelementptr inbounds i8, ptr %1568, i64 12
  %1681 = getelementptr inbounds i8, ptr %1569, i64 12
  %1682 = getelementptr inbounds i8, ptr %1570, i64 12
  %1683 = getelementptr inbounds i8, ptr %1571, i64 12
  %1684 = getelementptr inbounds i8, ptr %1572, i64 12
  %1685 = getelementptr inbounds i8, ptr %1573, i64 12
  %1686 = getelementptr inbounds i8, ptr %1574, i64 12
  %1687 = getelementptr inbounds i8, ptr %1575, i64 12
  %1688 = getelementptr inbounds i8, ptr %1576, i64 12
  %1689 = getelementptr inbounds i8, ptr %1577, i64 12
  %1690 = getelementptr inbounds i8, ptr %1578, i64 12
  %1691 = getelementptr inbounds i8, ptr %1579, i64 12
  %1692 = getelementptr inbounds i8, ptr %1580, i64 12
  %1693 = getelementptr inbounds i8, ptr %1581, i64 12
  %1694 = load i32, ptr %1678, align 4, !tbaa !16
  %1695 = load i32, ptr %1679, align 4, !tbaa !16
  %1696 = load i32, ptr %1680, align 4, !tbaa !16
  %1697 = load i32, ptr %1681, align 4, !tbaa !16
  %1698 = load i32, ptr %1682, align 4, !tbaa !16
  %1699 = load i32, ptr %1683, align 4, !tbaa !16
  %1700 = load i32, ptr %1684, align 4, !tbaa !16
  %1701 = load i32, ptr %1685, align 4, !tbaa !16
  %1702 = load i32, ptr %1686, align 4, !tbaa !16
  %1703 = load i32, ptr %1687, align 4, !tbaa !16
  %1704 = load i32, ptr %1688, align 4, !tbaa !16
  %1705 = load i32, ptr %1689, align 4, !tbaa !16
  %1706 = load i32, ptr %1690, align 4, !tbaa !16
  %1707 = load i32, ptr %1691, align 4, !tbaa !16
  %1708 = load i32, ptr %1692, align 4, !tbaa !16
  %1709 = load i32, ptr %1693, align 4, !tbaa !16
  %1710 = sext i32 %1694 to i64
  %1711 = sext i32 %1695 to i64
  %1712 = sext i32 %1696 to i64
  %1713 = sext i32 %1697 to i64
  %1714 = sext i32 %1698 to i64
  %1715 = sext i32 %1699 to i64
  %1716 = sext i32 %1700 to i64
  %1717 = sext i32 %1701 to i64
  %1718 = sext i32 %1702 to i64
  %1719 = sext i32 %1703 to i64
  %1720 = sext i32 %1704 to i64
  %1721 = sext i32 %1705 to i64
  %1722 = sext i32 %1706 to i64
  %1723 = sext i32 %1707 to i64
  %1724 = sext i32 %1708 to i64
  %1725 = sext i32 %1709 to i64
  %1726 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1710
  %1727 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1711
  %1728 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1712
  %1729 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1713
  %1730 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1714
  %1731 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1715
  %1732 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1716
  %1733 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1717
  %1734 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1718
  %1735 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1719
  %1736 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1720
  %1737 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1721
  %1738 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1722
  %1739 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1723
  %1740 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1724
  %1741 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1725
  %1742 = load double, ptr %1726, align 8, !tbaa !15
  %1743 = load double, ptr %1727, align 8, !tbaa !15
  %1744 = load double, ptr %1728, align 8, !tbaa !15
  %1745 = load double, ptr %1729, align 8, !tbaa !15
  %1746 = insertelement <4 x double> poison, double %1742, i64 0
  %1747 = insertelement <4 x double> %1746, double %1743, i64 1
  %1748 = insertelement <4 x double> %1747, double %1744, i64 2
  %1749 = insertelement <4 x double> %1748, double %1745, i64 3
  %1750 = load double, ptr %1730, align 8, !tbaa !15
  %1751 = load double, ptr %1731, align 8, !tbaa !15
  %1752 = load double, ptr %1732, align 8, !tbaa !15
  %1753 = load double, ptr %1733, align 8, !tbaa !15
  %1754 = insertelement <4 x double> poison, double %1750, i64 0
  %1755 = insertelement <4 x double> %1754, double %1751, i64 1
  %1756 = insertelement <4 x double> %1755, double %1752, i64 2
  %1757 = insertelement <4 x double> %1756, double %1753, i64 3
  %1758 = load double, ptr %1734, align 8, !tbaa !15
  %1759 = load double, ptr %1735, align 8, !tbaa !15
  %1760 = load double, ptr %1736, align 8, !tbaa !15
  %1761 = load double, ptr %1737, align 8, !tbaa !15
  %1762 = insertelement <4 x double> poison, double %1758, i64 0
  %1763 = insertelement <4 x double> %1762, double %1759, i64 1
  %1764 = insertelement <4 x double> %1763, double %1760, i64 2
  %1765 = insertelement <4 x double> %1764, double %1761, i64 3
  %1766 = load double, ptr %1738, align 8, !tbaa !15
  %1767 = load double, ptr %1739, align 8, !tbaa !15
  %1768 = load double, ptr %1740, align 8, !tbaa !15
  %1769 = load double, ptr %1741, align 8, !tbaa !15
  %1770 = insertelement <4 x double> poison, double %1766, i64 0
  %1771 = insertelement <4 x double> %1770, double %1767, i64 1
  %1772 = insertelement <4 x double> %1771, double %1768, i64 2
  %1773 = insertelement <4 x double> %1772, double %1769, i64 3
  %1774 = fsub fast <4 x double> %1653, %1749
  %1775 = fsub fast <4 x double> %1661, %1757
  %1776 = fsub fast <4 x double> %1669, %1765
  %1777 = fsub fast <4 x double> %1677, %1773
  %1778 = getelementptr inbounds i8, ptr %1630, i64 8
  %1779 = getelementptr inbounds i8, ptr %1631, i64 8
  %1780 = getelementptr inbounds i8, ptr %1632, i64 8
  %1781 = getelementptr inbounds i8, ptr %1633, i64 8
  %1782 = getelementptr inbounds i8, ptr %1634, i64 8
  %1783 = getelementptr inbounds i8, ptr %1635, i64 8
  %1784 = getelementptr inbounds i8, ptr %1636, i64 8
  %1785 = getelementptr inbounds i8, ptr %1637, i64 8
  %1786 = getelementptr inbounds i8, ptr %1638, i64 8
  %1787 = getelementptr inbounds i8, ptr %1639, i64 8
  %1788 = getelementptr inbounds i8, ptr %1640, i64 8
  %1789 = getelementptr inbounds i8, ptr %1641, i64 8
  %1790 = getelementptr inbounds i8, ptr %1642, i64 8
  %1791 = getelementptr inbounds i8, ptr %1643, i64 8
  %1792 = getelementptr inbounds i8, ptr %1644, i64 8
  %1793 = getelementptr inbounds i8, ptr %1645, i64 8
  %1794 = load double, ptr %1778, align 8, !tbaa !15
  %1795 = load double, ptr %1779, align 8, !tbaa !15
  %1796 = load double, ptr %1780, align 8, !tbaa !15
  %1797 = load double, ptr %1781, align 8, !tbaa !15
  %1798 = insertelement <4 x double> poison, double %1794, i64 0
  %1799 = insertelement <4 x double> %1798, double %1795, i64 1
  %1800 = insertelement <4 x double> %1799, double %1796, i64 2
  %1801 = insertelement <4 x double> %1800, double %1797, i64 3
  %1802 = load double, ptr %1782, align 8, !tbaa !15
  %1803 = load double, ptr %1783, align 8, !tbaa !15
  %1804 = load double, ptr %1784, align 8, !tbaa !15
  %1805 = load double, ptr %1785, align 8, !tbaa !15
  %1806 = insertelement <4 x double> poison, double %1802, i64 0
  %1807 = insertelement <4 x double> %1806, double %1803, i64 1
  %1808 = insertelement <4 x double> %1807, double %1804, i64 2
  %1809 = insertelement <4 x double> %1808, double %1805, i64 3
  %1810 = load double, ptr %1786, align 8, !tbaa !15
  %1811 = load double, ptr %1787, align 8, !tbaa !15
  %1812 = load double, ptr %1788, align 8, !tbaa !15
  %1813 = load double, ptr %1789, align 8, !tbaa !15
  %1814 = insertelement <4 x double> poison, double %1810, i64 0
  %1815 = insertelement <4 x double> %1814, double %1811, i64 1
  %1816 = insertelement <4 x double> %1815, double %1812, i64 2
  %1817 = insertelement <4 x double> %1816, double %1813, i64 3
  %1818 = load double, ptr %1790, align 8, !tbaa !15
  %1819 = load double, ptr %1791, align 8, !tbaa !15
  %1820 = load double, ptr %1792, align 8, !tbaa !15
  %1821 = load double, ptr %1793, align 8, !tbaa !15
  %1822 = insertelement <4 x double> poison, double %1818, i64 0
  %1823 = insertelement <4 x double> %1822, double %1819, i64 1
  %1824 = insertelement <4 x double> %1823, double %1820, i64 2
  %1825 = insertelement <4 x double> %1824, double %1821, i64 3
  %1826 = getelementptr inbounds i8, ptr %1726, i64 8
  %1827 = getelementptr inbounds i8, ptr %1727, i64 8
  %1828 = getelementptr inbounds i8, ptr %1728, i64 8
  %1829 = getelementptr inbounds i8, ptr %1729, i64 8
  %1830 = getelementptr inbounds i8, ptr %1730, i64 8
  %1831 = getelementptr inbounds i8, ptr %1731, i64 8
  %1832 = getelementptr inbounds i8, ptr %1732, i64 8
  %1833 = getelementptr inbounds i8, ptr %1733, i64 8
  %1834 = getelementptr inbounds i8, ptr %1734, i64 8
  %1835 = getelementptr inbounds i8, ptr %1735, i64 8
  %1836 = getelementptr inbounds i8, ptr %1736, i64 8
  %1837 = getelementptr inbounds i8, ptr %1737, i64 8
  %1838 = getelementptr inbounds i8, ptr %1738, i64 8
  %1839 = getelementptr inbounds i8, ptr %1739, i64 8
  %1840 = getelementptr inbounds i8, ptr %1740, i64 8
  %1841 = getelementptr inbounds i8, ptr %1741, i64 8
  %1842 = load double, ptr %1826, align 8, !tbaa !15
  %1843 = load double, ptr %1827, align 8, !tbaa !15
  %1844 = load double, ptr %1828, align 8, !tbaa !15
  %1845 = load double, ptr %1829, align 8, !tbaa !15
  %1846 = insertelement <4 x double> poison, double %1842, i64 0
  %1847 = insertelement <4 x double> %1846, double %1843, i64 1
  %1848 = insertelement <4 x double> %1847, double %1844, i64 2
  %1849 = insertelement <4 x double> %1848, double %1845, i64 3
  %1850 = load double, ptr %1830, align 8, !tbaa !15
  %1851 = load double, ptr %1831, align 8, !tbaa !15
  %1852 = load double, ptr %1832, align 8, !tbaa !15
  %1853 = load double, ptr %1833, align 8, !tbaa !15
  %1854 = insertelement <4 x double> poison, double %1850, i64 0
  %1855 = insertelement <4 x double> %1854, double %1851, i64 1
  %1856 = insertelement <4 x double> %1855, double %1852, i64 2
  %1857 = insertelement <4 x double> %1856, double %1853, i64 3
  %1858 = load double, ptr %1834, align 8, !tbaa !15
  %1859 = load double, ptr %1835, align 8, !tbaa !15
  %1860 = load double, ptr %1836, align 8, !tbaa !15
  %1861 = load double, ptr %1837, align 8, !tbaa !15
  %1862 = insertelement <4 x double> poison, double %1858, i64 0
  %1863 = insertelement <4 x double> %1862, double %1859, i64 1
  %1864 = insertelement <4 x double> %1863, double %1860, i64 2
  %1865 = insertelement <4 x double> %1864, double %1861, i64 3
  %1866 = load double, ptr %1838, align 8, !tbaa !15
  %1867 = load double, ptr %1839, align 8, !tbaa !15
  %1868 = load double, ptr %1840, align 8, !tbaa !15
  %1869 = load double, ptr %1841, align 8, !tbaa !15
  %1870 = insertelement <4 x double> poison, double %1866, i64 0
  %1871 = insertelement <4 x double> %1870, double %1867, i64 1
  %1872 = insertelement <4 x double> %1871, double %1868, i64 2
  %1873 = insertelement <4 x double> %1872, double %1869, i64 3
  %1874 = fsub fast <4 x double> %1801, %1849
  %1875 = fsub fast <4 x double> %1809, %1857
  %1876 = fsub fast <4 x double> %1817, %1865
  %1877 = fsub fast <4 x double> %1825, %1873
  %1878 = fmul fast <4 x double> %1774, %1774
  %1879 = fmul fast <4 x double> %1775, %1775
  %1880 = fmul fast <4 x double> %1776, %1776
  %1881 = fmul fast <4 x double> %1777, %1777
  %1882 = fmul fast <4 x double> %1874, %1874
  %1883 = fmul fast <4 x double> %1875, %1875
  %1884 = fmul fast <4 x double> %1876, %1876
  %1885 = fmul fast <4 x double> %1877, %1877
  %1886 = fadd fast <4 x double> %1882, %1878
  %1887 = fadd fast <4 x double> %1883, %1879
  %1888 = fadd fast <4 x double> %1884, %1880
  %1889 = fadd fast <4 x double> %1885, %1881
  %1890 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1886)
  %1891 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1887)
  %1892 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1888)
  %1893 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1889)
  %1894 = load <8 x double>, ptr %1566, align 8, !tbaa !17
  %1895 = load <8 x double>, ptr %1570, align 8, !tbaa !17
  %1896 = load <8 x double>, ptr %1574, align 8, !tbaa !17
  %1897 = load <8 x double>, ptr %1578, align 8, !tbaa !17
  %1898 = shufflevector <8 x double> %1894, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1899 = shufflevector <8 x double> %1895, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1900 = shufflevector <8 x double> %1896, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1901 = shufflevector <8 x double> %1897, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1902 = fadd fast <4 x double> %1890, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1903 = fadd fast <4 x double> %1891, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1904 = fadd fast <4 x double> %1892, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1905 = fadd fast <4 x double> %1893, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1906 = fmul fast <4 x double> %1898, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1907 = fmul fast <4 x double> %1899, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1908 = fmul fast <4 x double> %1900, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1909 = fmul fast <4 x double> %1901, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1910 = fmul fast <4 x double> %1902, %1902
  %1911 = fmul fast <4 x double> %1903, %1903
  %1912 = fmul fast <4 x double> %1904, %1904
  %1913 = fmul fast <4 x double> %1905, %1905
  %1914 = fmul fast <4 x double> %1910, %1906
  %1915 = fmul fast <4 x double> %1911, %1907
  %1916 = fmul fast <4 x double> %1912, %1908
  %1917 = fmul fast <4 x double> %1913, %1909
  %1918 = fadd fast <4 x double> %1914, %1546
  %1919 = fadd fast <4 x double> %1915, %1547
  %1920 = fadd fast <4 x double> %1916, %1548
  %1921 = fadd fast <4 x double> %1917, %1549
  %1922 = add nuw i64 %1545, 16
  %1923 = icmp eq i64 %1922, %1541
  br i1 %1923, label %1924, label %1544, !llvm.loop !38

1924:                                             ; preds = %1544
  %1925 = fadd fast <4 x double> %1919, %1918
  %1926 = fadd fast <4 x double> %1920, %1925
  %1927 = fadd fast <4 x double> %1921, %1926
  %1928 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1927)
  br label %1929

1929:                                             ; preds = %1924, %1530
  %1930 = phi double [ 0.000000e+00, %1530 ], [ %1928, %1924 ]
  %1931 = phi ptr [ %1093, %1530 ], [ %1543, %1924 ]
  br label %1932

1932:                                             ; preds = %1929, %1932
  %1933 = phi double [ %1960, %1932 ], [ %1930, %1929 ]
  %1934 = phi ptr [ %1961, %1932 ], [ %1931, %1929 ]
  %1935 = getelementptr inbounds i8, ptr %1934, i64 8
  %1936 = load i32, ptr %1935, align 8, !tbaa !11
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1937
  %1939 = load double, ptr %1938, align 8, !tbaa !15
  %1940 = getelementptr inbounds i8, ptr %1934, i64 12
  %1941 = load i32, ptr %1940, align 4, !tbaa !16
  %1942 = sext i32 %1941 to i64
  %1943 = getelementptr inbounds %"struct.std::array", ptr %1089, i64 %1942
  %1944 = load double, ptr %1943, align 8, !tbaa !15
  %1945 = fsub fast double %1939, %1944
  %1946 = getelementptr inbounds i8, ptr %1938, i64 8
  %1947 = load double, ptr %1946, align 8, !tbaa !15
  %1948 = getelementptr inbounds i8, ptr %1943, i64 8
  %1949 = load double, ptr %1948, align 8, !tbaa !15
  %1950 = fsub fast double %1947, %1949
  %1951 = fmul fast double %1945, %1945
  %1952 = fmul fast double %1950, %1950
  %1953 = fadd fast double %1952, %1951
  %1954 = call fast double @llvm.sqrt.f64(double %1953)
  %1955 = load double, ptr %1934, align 8, !tbaa !17
  %1956 = fadd fast double %1954, -1.000000e+00
  %1957 = fmul fast double %1955, 5.000000e-01
  %1958 = fmul fast double %1956, %1956
  %1959 = fmul fast double %1958, %1957
  %1960 = fadd fast double %1959, %1933
  %1961 = getelementptr inbounds i8, ptr %1934, i64 16
  %1962 = icmp eq ptr %1961, %1095
  br i1 %1962, label %1963, label %1932, !llvm.loop !39

1963:                                             ; preds = %1932
  %1964 = fsub fast double %1527, %1960
  br label %1967

1965:                                             ; preds = %1088
  %1966 = fadd fast double %1091, 0xBEB0C6F7A0B5ED8D
  store double %1966, ptr %1090, align 8, !tbaa !15
  br label %1967

1967:                                             ; preds = %1965, %1963
  %1968 = phi double [ 0.000000e+00, %1965 ], [ %1964, %1963 ]
  store double %1091, ptr %1090, align 8, !tbaa !15
  %1969 = trunc i64 %178 to i32
  %1970 = or disjoint i32 %1969, 1
  %1971 = uitofp nneg i32 %1970 to double
  %1972 = load ptr, ptr %12, align 8, !tbaa !9
  %1973 = getelementptr inbounds %"struct.std::array", ptr %1972, i64 %177, i32 0, i64 1
  %1974 = load double, ptr %1973, align 8, !tbaa !15
  %1975 = fmul fast double %1968, 5.000000e+05
  %1976 = call fast double @llvm.fabs.f64(double %1975)
  %1977 = call fast double @llvm.maxnum.f64(double %1976, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1974, ptr %8, align 8, !tbaa !15
  %1978 = load volatile double, ptr %8, align 8, !tbaa !15
  %1979 = call double @llvm.fabs.f64(double %1978)
  %1980 = fcmp ueq double %1979, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1980, label %1992, label %1981

1981:                                             ; preds = %1967
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1975, ptr %7, align 8, !tbaa !15
  %1982 = load volatile double, ptr %7, align 8, !tbaa !15
  %1983 = call double @llvm.fabs.f64(double %1982)
  %1984 = fcmp ueq double %1983, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1984, label %1992, label %1985

1985:                                             ; preds = %1981
  %1986 = fsub fast double %1974, %1975
  %1987 = call fast double @llvm.fabs.f64(double %1986)
  %1988 = fmul fast double %1977, 0x3EB0C6F7A0B5ED8D
  %1989 = fcmp fast ole double %1987, %1988
  %1990 = select i1 %1989, ptr @.str.6, ptr @.str.7
  %1991 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1971, double noundef nofpclass(nan inf) %1974, double noundef nofpclass(nan inf) %1975, ptr noundef nonnull %1990)
  br i1 %1989, label %1997, label %1994

1992:                                             ; preds = %1981, %1967
  %1993 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1971, double noundef nofpclass(nan inf) %1974, double noundef nofpclass(nan inf) %1975, ptr noundef nonnull @.str.7)
  br label %1994

1994:                                             ; preds = %1992, %1985
  %1995 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %1996 = add nsw i32 %1995, 1
  store i32 %1996, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %1997

1997:                                             ; preds = %1994, %1985
  %1998 = add nuw nsw i64 %177, 1
  %1999 = icmp eq i64 %1998, 6
  br i1 %1999, label %589, label %176, !llvm.loop !40

2000:                                             ; preds = %3014
  %2001 = uitofp nneg i32 %3017 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %2001, ptr %6, align 8, !tbaa !15
  %2002 = load volatile double, ptr %6, align 8, !tbaa !15
  %2003 = call double @llvm.fabs.f64(double %2002)
  %2004 = fcmp ueq double %2003, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %2004, label %2013, label %2005

2005:                                             ; preds = %2000
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !15
  %2006 = load volatile double, ptr %5, align 8, !tbaa !15
  %2007 = call double @llvm.fabs.f64(double %2006)
  %2008 = fcmp ueq double %2007, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %2008, label %2013, label %2009

2009:                                             ; preds = %2005
  %2010 = icmp eq i32 %3017, 0
  %2011 = select i1 %2010, ptr @.str.6, ptr @.str.7
  %2012 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %2001, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %2011)
  br i1 %2010, label %2018, label %2015

2013:                                             ; preds = %2005, %2000
  %2014 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %2001, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.7)
  br label %2015

2015:                                             ; preds = %2013, %2009
  %2016 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %2017 = add nsw i32 %2016, 1
  store i32 %2017, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %2018

2018:                                             ; preds = %2009, %2015
  %2019 = load ptr, ptr %13, align 8, !tbaa !9
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %2019, align 8
  %2020 = load ptr, ptr %13, align 8, !tbaa !9
  %2021 = load double, ptr %2020, align 8, !tbaa !15
  %2022 = load ptr, ptr %12, align 8, !tbaa !9
  %2023 = load double, ptr %2022, align 8, !tbaa !15
  %2024 = fmul fast double %2023, %2021
  %2025 = getelementptr inbounds i8, ptr %2020, i64 8
  %2026 = load double, ptr %2025, align 8, !tbaa !15
  %2027 = getelementptr inbounds i8, ptr %2022, i64 8
  %2028 = load double, ptr %2027, align 8, !tbaa !15
  %2029 = fmul fast double %2028, %2026
  %2030 = fadd fast double %2024, %2029
  %2031 = getelementptr inbounds i8, ptr %2020, i64 16
  store <2 x double> <double 0x3FC210386DB6D55B, double 0xBFDAA22657537205>, ptr %2031, align 8
  %2032 = getelementptr inbounds i8, ptr %2022, i64 16
  %2033 = load double, ptr %2032, align 8, !tbaa !15
  %2034 = fmul fast double %2033, 0x3FC210386DB6D55B
  %2035 = getelementptr inbounds i8, ptr %2022, i64 24
  %2036 = load double, ptr %2035, align 8, !tbaa !15
  %2037 = fmul fast double %2036, 0xBFDAA22657537205
  %2038 = fadd fast double %2034, %2030
  %2039 = fadd fast double %2038, %2037
  %2040 = getelementptr inbounds i8, ptr %2020, i64 32
  store <2 x double> <double 0xBFD1E1F18AB0A2C0, double 0xBFE4EAA606DB24C1>, ptr %2040, align 8
  %2041 = getelementptr inbounds i8, ptr %2022, i64 32
  %2042 = load double, ptr %2041, align 8, !tbaa !15
  %2043 = fmul fast double %2042, 0xBFD1E1F18AB0A2C0
  %2044 = getelementptr inbounds i8, ptr %2022, i64 40
  %2045 = load double, ptr %2044, align 8, !tbaa !15
  %2046 = fmul fast double %2045, 0xBFE4EAA606DB24C1
  %2047 = fadd fast double %2043, %2039
  %2048 = fadd fast double %2047, %2046
  %2049 = getelementptr inbounds i8, ptr %2020, i64 48
  store <2 x double> <double 0x3FDA6026360C2F91, double 0x3FEEB9B7097822F5>, ptr %2049, align 8
  %2050 = getelementptr inbounds i8, ptr %2022, i64 48
  %2051 = load double, ptr %2050, align 8, !tbaa !15
  %2052 = fmul fast double %2051, 0x3FDA6026360C2F91
  %2053 = getelementptr inbounds i8, ptr %2022, i64 56
  %2054 = load double, ptr %2053, align 8, !tbaa !15
  %2055 = fmul fast double %2054, 0x3FEEB9B7097822F5
  %2056 = fadd fast double %2052, %2048
  %2057 = fadd fast double %2056, %2055
  %2058 = getelementptr inbounds i8, ptr %2020, i64 64
  store <2 x double> <double 0xBFE12B9AF7D765A5, double 0xBFC29FBEBF632F94>, ptr %2058, align 8
  %2059 = getelementptr inbounds i8, ptr %2022, i64 64
  %2060 = load double, ptr %2059, align 8, !tbaa !15
  %2061 = fmul fast double %2060, 0xBFE12B9AF7D765A5
  %2062 = getelementptr inbounds i8, ptr %2022, i64 72
  %2063 = load double, ptr %2062, align 8, !tbaa !15
  %2064 = fmul fast double %2063, 0xBFC29FBEBF632F94
  %2065 = fadd fast double %2061, %2057
  %2066 = fadd fast double %2065, %2064
  %2067 = getelementptr inbounds i8, ptr %2020, i64 80
  store <2 x double> <double 0x3FE4CF2871CEC2E8, double 0xBFEAD9AC890C6B1F>, ptr %2067, align 8
  %2068 = getelementptr inbounds i8, ptr %2022, i64 80
  %2069 = load double, ptr %2068, align 8, !tbaa !15
  %2070 = fmul fast double %2069, 0x3FE4CF2871CEC2E8
  %2071 = getelementptr inbounds i8, ptr %2022, i64 88
  %2072 = load double, ptr %2071, align 8, !tbaa !15
  %2073 = fmul fast double %2072, 0xBFEAD9AC890C6B1F
  %2074 = fadd fast double %2070, %2066
  %2075 = fadd fast double %2074, %2073
  %2076 = load ptr, ptr %35, align 8, !tbaa !5
  %2077 = load ptr, ptr %14, align 8, !tbaa !5
  %2078 = ptrtoint ptr %2076 to i64
  %2079 = ptrtoint ptr %2077 to i64
  %2080 = sub i64 %2078, %2079
  %2081 = getelementptr inbounds i8, ptr %16, i64 16
  %2082 = load ptr, ptr %2081, align 8, !tbaa !24
  %2083 = load ptr, ptr %16, align 8, !tbaa !5
  %2084 = ptrtoint ptr %2082 to i64
  %2085 = ptrtoint ptr %2083 to i64
  %2086 = sub i64 %2084, %2085
  %2087 = icmp ugt i64 %2080, %2086
  br i1 %2087, label %3020, label %3034

2088:                                             ; preds = %589, %3014
  %2089 = phi ptr [ %590, %589 ], [ %3003, %3014 ]
  %2090 = phi i64 [ 0, %589 ], [ %3018, %3014 ]
  %2091 = phi i32 [ 0, %589 ], [ %3017, %3014 ]
  %2092 = ptrtoint ptr %2089 to i64
  %2093 = getelementptr inbounds %struct.Spring, ptr %2089, i64 %2090
  %2094 = load double, ptr %2093, align 8, !tbaa !17
  %2095 = fadd fast double %2094, 0x3EB0C6F7A0B5ED8D
  store double %2095, ptr %2093, align 8, !tbaa !17
  %2096 = load ptr, ptr %35, align 8, !tbaa !5
  %2097 = ptrtoint ptr %2096 to i64
  %2098 = icmp eq ptr %2089, %2096
  br i1 %2098, label %2099, label %2101

2099:                                             ; preds = %2088
  %2100 = fadd fast double %2094, 0xBEB0C6F7A0B5ED8D
  store double %2100, ptr %2093, align 8, !tbaa !17
  br label %2969

2101:                                             ; preds = %2088
  %2102 = load ptr, ptr %11, align 8, !tbaa !9
  %2103 = add i64 %2097, -16
  %2104 = sub i64 %2103, %2092
  %2105 = icmp ult i64 %2104, 256
  br i1 %2105, label %2500, label %2106

2106:                                             ; preds = %2101
  %2107 = lshr i64 %2104, 4
  %2108 = add nuw nsw i64 %2107, 1
  %2109 = and i64 %2108, 15
  %2110 = icmp eq i64 %2109, 0
  %2111 = select i1 %2110, i64 16, i64 %2109
  %2112 = sub nsw i64 %2108, %2111
  %2113 = shl i64 %2112, 4
  %2114 = getelementptr i8, ptr %2089, i64 %2113
  br label %2115

2115:                                             ; preds = %2115, %2106
  %2116 = phi i64 [ 0, %2106 ], [ %2493, %2115 ]
  %2117 = phi <4 x double> [ zeroinitializer, %2106 ], [ %2489, %2115 ]
  %2118 = phi <4 x double> [ zeroinitializer, %2106 ], [ %2490, %2115 ]
  %2119 = phi <4 x double> [ zeroinitializer, %2106 ], [ %2491, %2115 ]
  %2120 = phi <4 x double> [ zeroinitializer, %2106 ], [ %2492, %2115 ]
  %2121 = shl i64 %2116, 4
  %2122 = or disjoint i64 %2121, 16
  %2123 = or disjoint i64 %2121, 32
  %2124 = or disjoint i64 %2121, 48
  %2125 = or disjoint i64 %2121, 64
  %2126 = or disjoint i64 %2121, 80
  %2127 = or disjoint i64 %2121, 96
  %2128 = or disjoint i64 %2121, 112
  %2129 = or disjoint i64 %2121, 128
  %2130 = or disjoint i64 %2121, 144
  %2131 = or disjoint i64 %2121, 160
  %2132 = or disjoint i64 %2121, 176
  %2133 = or disjoint i64 %2121, 192
  %2134 = or disjoint i64 %2121, 208
  %2135 = or disjoint i64 %2121, 224
  %2136 = or disjoint i64 %2121, 240
  %2137 = getelementptr i8, ptr %2089, i64 %2121
  %2138 = getelementptr i8, ptr %2089, i64 %2122
  %2139 = getelementptr i8, ptr %2089, i64 %2123
  %2140 = getelementptr i8, ptr %2089, i64 %2124
  %2141 = getelementptr i8, ptr %2089, i64 %2125
  %2142 = getelementptr i8, ptr %2089, i64 %2126
  %2143 = getelementptr i8, ptr %2089, i64 %2127
  %2144 = getelementptr i8, ptr %2089, i64 %2128
  %2145 = getelementptr i8, ptr %2089, i64 %2129
  %2146 = getelementptr i8, ptr %2089, i64 %2130
  %2147 = getelementptr i8, ptr %2089, i64 %2131
  %2148 = getelementptr i8, ptr %2089, i64 %2132
  %2149 = getelementptr i8, ptr %2089, i64 %2133
  %2150 = getelementptr i8, ptr %2089, i64 %2134
  %2151 = getelementptr i8, ptr %2089, i64 %2135
  %2152 = getelementptr i8, ptr %2089, i64 %2136
  %2153 = getelementptr inbounds i8, ptr %2137, i64 8
  %2154 = getelementptr inbounds i8, ptr %2138, i64 8
  %2155 = getelementptr inbounds i8, ptr %2139, i64 8
  %2156 = getelementptr inbounds i8, ptr %2140, i64 8
  %2157 = getelementptr inbounds i8, ptr %2141, i64 8
  %2158 = getelementptr inbounds i8, ptr %2142, i64 8
  %2159 = getelementptr inbounds i8, ptr %2143, i64 8
  %2160 = getelementptr inbounds i8, ptr %2144, i64 8
  %2161 = getelementptr inbounds i8, ptr %2145, i64 8
  %2162 = getelementptr inbounds i8, ptr %2146, i64 8
  %2163 = getelementptr inbounds i8, ptr %2147, i64 8
  %2164 = getelementptr inbounds i8, ptr %2148, i64 8
  %2165 = getelementptr inbounds i8, ptr %2149, i64 8
  %2166 = getelementptr inbounds i8, ptr %2150, i64 8
  %2167 = getelementptr inbounds i8, ptr %2151, i64 8
  %2168 = getelementptr inbounds i8, ptr %2152, i64 8
  %2169 = load i32, ptr %2153, align 8, !tbaa !11
  %2170 = load i32, ptr %2154, align 8, !tbaa !11
  %2171 = load i32, ptr %2155, align 8, !tbaa !11
  %2172 = load i32, ptr %2156, align 8, !tbaa !11
  %2173 = load i32, ptr %2157, align 8, !tbaa !11
  %2174 = load i32, ptr %2158, align 8, !tbaa !11
  %2175 = load i32, ptr %2159, align 8, !tbaa !11
  %2176 = load i32, ptr %2160, align 8, !tbaa !11
  %2177 = load i32, ptr %2161, align 8, !tbaa !11
  %2178 = load i32, ptr %2162, align 8, !tbaa !11
  %2179 = load i32, ptr %2163, align 8, !tbaa !11
  %2180 = load i32, ptr %2164, align 8, !tbaa !11
  %2181 = load i32, ptr %2165, align 8, !tbaa !11
  %2182 = load i32, ptr %2166, align 8, !tbaa !11
  %2183 = load i32, ptr %2167, align 8, !tbaa !11
  %2184 = load i32, ptr %2168, align 8, !tbaa !11
  %2185 = sext i32 %2169 to i64
  %2186 = sext i32 %2170 to i64
  %2187 = sext i32 %2171 to i64
  %2188 = sext i32 %2172 to i64
  %2189 = sext i32 %2173 to i64
  %2190 = sext i32 %2174 to i64
  %2191 = sext i32 %2175 to i64
  %2192 = sext i32 %2176 to i64
  %2193 = sext i32 %2177 to i64
  %2194 = sext i32 %2178 to i64
  %2195 = sext i32 %2179 to i64
  %2196 = sext i32 %2180 to i64
  %2197 = sext i32 %2181 to i64
  %2198 = sext i32 %2182 to i64
  %2199 = sext i32 %2183 to i64
  %2200 = sext i32 %2184 to i64
  %2201 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2185
  %2202 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2186
  %2203 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2187
  %2204 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2188
  %2205 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2189
  %2206 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2190
  %2207 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2191
  %2208 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2192
  %2209 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2193
  %2210 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2194
  %2211 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2195
  %2212 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2196
  %2213 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2197
  %2214 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2198
  %2215 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2199
  %2216 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2200
  %2217 = load double, ptr %2201, align 8, !tbaa !15
  %2218 = load double, ptr %2202, align 8, !tbaa !15
  %2219 = load double, ptr %2203, align 8, !tbaa !15
  %2220 = load double, ptr %2204, align 8, !tbaa !15
  %2221 = insertelement <4 x double> poison, double %2217, i64 0
  %2222 = insertelement <4 x double> %2221, double %2218, i64 1
  %2223 = insertelement <4 x double> %2222, double %2219, i64 2
  %2224 = insertelement <4 x double> %2223, double %2220, i64 3
  %2225 = load double, ptr %2205, align 8, !tbaa !15
  %2226 = load double, ptr %2206, align 8, !tbaa !15
  %2227 = load double, ptr %2207, align 8, !tbaa !15
  %2228 = load double, ptr %2208, align 8, !tbaa !15
  %2229 = insertelement <4 x double> poison, double %2225, i64 0
  %2230 = insertelement <4 x double> %2229, double %2226, i64 1
  %2231 = insertelement <4 x double> %2230, double %2227, i64 2
  %2232 = insertelement <4 x double> %2231, double %2228, i64 3
  %2233 = load double, ptr %2209, align 8, !tbaa !15
  %2234 = load double, ptr %2210, align 8, !tbaa !15
  %2235 = load double, ptr %2211, align 8, !tbaa !15
  %2236 = load double, ptr %2212, align 8, !tbaa !15
  %2237 = insertelement <4 x double> poison, double %2233, i64 0
  %2238 = insertelement <4 x double> %2237, double %2234, i64 1
  %2239 = insertelement <4 x double> %2238, double %2235, i64 2
  %2240 = insertelement <4 x double> %2239, double %2236, i64 3
  %2241 = load double, ptr %2213, align 8, !tbaa !15
  %2242 = load double, ptr %2214, align 8, !tbaa !15
  %2243 = load double, ptr %2215, align 8, !tbaa !15
  %2244 = load double, ptr %2216, align 8, !tbaa !15
  %2245 = insertelement <4 x double> poison, double %2241, i64 0
  %2246 = insertelement <4 x double> %2245, double %2242, i64 1
  %2247 = insertelement <4 x double> %2246, double %2243, i64 2
  %2248 = insertelement <4 x double> %2247, double %2244, i64 3
  %2249 = getelementptr inbounds i8, ptr %2137, i64 12
  %2250 = getelementptr inbounds i8, ptr %2138, i64 12
  %2251 = getelementptr inbounds i8, ptr %2139, i64 12
  %2252 = getelementptr inbounds i8, ptr %2140, i64 12
  %2253 = getelementptr inbounds i8, ptr %2141, i64 12
  %2254 = getelementptr inbounds i8, ptr %2142, i64 12
  %2255 = getelementptr inbounds i8, ptr %2143, i64 12
  %2256 = getelementptr inbounds i8, ptr %2144, i64 12
  %2257 = getelementptr inbounds i8, ptr %2145, i64 12
  %2258 = getelementptr inbounds i8, ptr %2146, i64 12
  %2259 = getelementptr inbounds i8, ptr %2147, i64 12
  %2260 = getelementptr inbounds i8, ptr %2148, i64 12
  %2261 = getelementptr inbounds i8, ptr %2149, i64 12
  %2262 = getelementptr inbounds i8, ptr %2150, i64 12
  %2263 = getelementptr inbounds i8, ptr %2151, i64 12
  %2264 = getelementptr inbounds i8, ptr %2152, i64 12
  %2265 = load i32, ptr %2249, align 4, !tbaa !16
  %2266 = load i32, ptr %2250, align 4, !tbaa !16
  %2267 = load i32, ptr %2251, align 4, !tbaa !16
  %2268 = load i32, ptr %2252, align 4, !tbaa !16
  %2269 = load i32, ptr %2253, align 4, !tbaa !16
  %2270 = load i32, ptr %2254, align 4, !tbaa !16
  %2271 = load i32, ptr %2255, align 4, !tbaa !16
  %2272 = load i32, ptr %2256, align 4, !tbaa !16
  %2273 = load i32, ptr %2257, align 4, !tbaa !16
  %2274 = load i32, ptr %2258, align 4, !tbaa !16
  %2275 = load i32, ptr %2259, align 4, !tbaa !16
  %2276 = load i32, ptr %2260, align 4, !tbaa !16
  %2277 = load i32, ptr %2261, align 4, !tbaa !16
  %2278 = load i32, ptr %2262, align 4, !tbaa !16
  %2279 = load i32, ptr %2263, align 4, !tbaa !16
  %2280 = load i32, ptr %2264, align 4, !tbaa !16
  %2281 = sext i32 %2265 to i64
  %2282 = sext i32 %2266 to i64
  %2283 = sext i32 %2267 to i64
  %2284 = sext i32 %2268 to i64
  %2285 = sext i32 %2269 to i64
  %2286 = sext i32 %2270 to i64
  %2287 = sext i32 %2271 to i64
  %2288 = sext i32 %2272 to i64
  %2289 = sext i32 %2273 to i64
  %2290 = sext i32 %2274 to i64
  %2291 = sext i32 %2275 to i64
  %2292 = sext i32 %2276 to i64
  %2293 = sext i32 %2277 to i64
  %2294 = sext i32 %2278 to i64
  %2295 = sext i32 %2279 to i64
  %2296 = sext i32 %2280 to i64
  %2297 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2281
  %2298 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2282
  %2299 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2283
  %2300 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2284
  %2301 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2285
  %2302 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2286
  %2303 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2287
  %2304 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2288
  %2305 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2289
  %2306 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2290
  %2307 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2291
  %2308 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2292
  %2309 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2293
  %2310 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2294
  %2311 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2295
  %2312 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2296
  %2313 = load double, ptr %2297, align 8, !tbaa !15
  %2314 = load double, ptr %2298, align 8, !tbaa !15
  %2315 = load double, ptr %2299, align 8, !tbaa !15
  %2316 = load double, ptr %2300, align 8, !tbaa !15
  %2317 = insertelement <4 x double> poison, double %2313, i64 0
  %2318 = insertelement <4 x double> %2317, double %2314, i64 1
  %2319 = insertelement <4 x double> %2318, double %2315, i64 2
  %2320 = insertelement <4 x double> %2319, double %2316, i64 3
  %2321 = load double, ptr %2301, align 8, !tbaa !15
  %2322 = load double, ptr %2302, align 8, !tbaa !15
  %2323 = load double, ptr %2303, align 8, !tbaa !15
  %2324 = load double, ptr %2304, align 8, !tbaa !15
  %2325 = insertelement <4 x double> poison, double %2321, i64 0
  %2326 = insertelement <4 x double> %2325, double %2322, i64 1
  %2327 = insertelement <4 x double> %2326, double %2323, i64 2
  %2328 = insertelement <4 x double> %2327, double %2324, i64 3
  %2329 = load double, ptr %2305, align 8, !tbaa !15
  %2330 = load double, ptr %2306, align 8, !tbaa !15
  %2331 = load double, ptr %2307, align 8, !tbaa !15
  %2332 = load double, ptr %2308, align 8, !tbaa !15
  %2333 = insertelement <4 x double> poison, double %2329, i64 0
  %2334 = insertelement <4 x double> %2333, double %2330, i64 1
  %2335 = insertelement <4 x double> %2334, double %2331, i64 2
  %2336 = insertelement <4 x double> %2335, double %2332, i64 3
  %2337 = load double, ptr %2309, align 8, !tbaa !15
  %2338 = load double, ptr %2310, align 8, !tbaa !15
  %2339 = load double, ptr %2311, align 8, !tbaa !15
  %2340 = load double, ptr %2312, align 8, !tbaa !15
  %2341 = insertelement <4 x double> poison, double %2337, i64 0
  %2342 = insertelement <4 x double> %2341, double %2338, i64 1
  %2343 = insertelement <4 x double> %2342, double %2339, i64 2
  %2344 = insertelement <4 x double> %2343, double %2340, i64 3
  %2345 = fsub fast <4 x double> %2224, %2320
  %2346 = fsub fast <4 x double> %2232, %2328
  %2347 = fsub fast <4 x double> %2240, %2336
  %2348 = fsub fast <4 x double> %2248, %2344
  %2349 = getelementptr inbounds i8, ptr %2201, i64 8
  %2350 = getelementptr inbounds i8, ptr %2202, i64 8
  %2351 = getelementptr inbounds i8, ptr %2203, i64 8
  %2352 = getelementptr inbounds i8, ptr %2204, i64 8
  %2353 = getelementptr inbounds i8, ptr %2205, i64 8
  %2354 = getelementptr inbounds i8, ptr %2206, i64 8
  %2355 = getelementptr inbounds i8, ptr %2207, i64 8
  %2356 = getelementptr inbounds i8, ptr %2208, i64 8
  %2357 = getelementptr inbounds i8, ptr %2209, i64 8
  %2358 = getelementptr inbounds i8, ptr %2210, i64 8
  %2359 = getelementptr inbounds i8, ptr %2211, i64 8
  %2360 = getelementptr inbounds i8, ptr %2212, i64 8
  %2361 = getelementptr inbounds i8, ptr %2213, i64 8
  %2362 = getelementptr inbounds i8, ptr %2214, i64 8
  %2363 = getelementptr inbounds i8, ptr %2215, i64 8
  %2364 = getelementptr inbounds i8, ptr %2216, i64 8
  %2365 = load double, ptr %2349, align 8, !tbaa !15
  %2366 = load double, ptr %2350, align 8, !tbaa !15
  %2367 = load double, ptr %2351, align 8, !tbaa !15
  %2368 = load double, ptr %2352, align 8, !tbaa !15
  %2369 = insertelement <4 x double> poison, double %2365, i64 0
  %2370 = insertelement <4 x double> %2369, double %2366, i64 1
  %2371 = insertelement <4 x double> %2370, double %2367, i64 2
  %2372 = insertelement <4 x double> %2371, double %2368, i64 3
  %2373 = load double, ptr %2353, align 8, !tbaa !15
  %2374 = load double, ptr %2354, align 8, !tbaa !15
  %2375 = load double, ptr %2355, align 8, !tbaa !15
  %2376 = load double, ptr %2356, align 8, !tbaa !15
  %2377 = insertelement <4 x double> poison, double %2373, i64 0
  %2378 = insertelement <4 x double> %2377, double %2374, i64 1
  %2379 = insertelement <4 x double> %2378, double %2375, i64 2
  %2380 = insertelement <4 x double> %2379, double %2376, i64 3
  %2381 = load double, ptr %2357, align 8, !tbaa !15
  %2382 = load double, ptr %2358, align 8, !tbaa !15
  %2383 = load double, ptr %2359, align 8, !tbaa !15
  %2384 = load double, ptr %2360, align 8, !tbaa !15
  %2385 = insertelement <4 x double> poison, double %2381, i64 0
  %2386 = insertelement <4 x double> %2385, double %2382, i64 1
  %2387 = insertelement <4 x double> %2386, double %2383, i64 2
  %2388 = insertelement <4 x double> %2387, double %2384, i64 3
  %2389 = load double, ptr %2361, align 8, !tbaa !15
  %2390 = load double, ptr %2362, align 8, !tbaa !15
  %2391 = load double, ptr %2363, align 8, !tbaa !15
  %2392 = load double, ptr %2364, align 8, !tbaa !15
  %2393 = insertelement <4 x double> poison, double %2389, i64 0
  %2394 = insertelement <4 x double> %2393, double %2390, i64 1
  %2395 = insertelement <4 x double> %2394, double %2391, i64 2
  %2396 = insertelement <4 x double> %2395, double %2392, i64 3
  %2397 = getelementptr inbounds i8, ptr %2297, i64 8
  %2398 = getelementptr inbounds i8, ptr %2298, i64 8
  %2399 = getelementptr inbounds i8, ptr %2299, i64 8
  %2400 = getelementptr inbounds i8, ptr %2300, i64 8
  %2401 = getelementptr inbounds i8, ptr %2301, i64 8
  %2402 = getelementptr inbounds i8, ptr %2302, i64 8
  %2403 = getelementptr inbounds i8, ptr %2303, i64 8
  %2404 = getelementptr inbounds i8, ptr %2304, i64 8
  %2405 = getelementptr inbounds i8, ptr %2305, i64 8
  %2406 = getelementptr inbounds i8, ptr %2306, i64 8
  %2407 = getelementptr inbounds i8, ptr %2307, i64 8
  %2408 = getelementptr inbounds i8, ptr %2308, i64 8
  %2409 = getelementptr inbounds i8, ptr %2309, i64 8
  %2410 = getelementptr inbounds i8, ptr %2310, i64 8
  %2411 = getelementptr inbounds i8, ptr %2311, i64 8
  %2412 = getelementptr inbounds i8, ptr %2312, i64 8
  %2413 = load double, ptr %2397, align 8, !tbaa !15
  %2414 = load double, ptr %2398, align 8, !tbaa !15
  %2415 = load double, ptr %2399, align 8, !tbaa !15
  %2416 = load double, ptr %2400, align 8, !tbaa !15
  %2417 = insertelement <4 x double> poison, double %2413, i64 0
  %2418 = insertelement <4 x double> %2417, double %2414, i64 1
  %2419 = insertelement <4 x double> %2418, double %2415, i64 2
  %2420 = insertelement <4 x double> %2419, double %2416, i64 3
  %2421 = load double, ptr %2401, align 8, !tbaa !15
  %2422 = load double, ptr %2402, align 8, !tbaa !15
  %2423 = load double, ptr %2403, align 8, !tbaa !15
  %2424 = load double, ptr %2404, align 8, !tbaa !15
  %2425 = insertelement <4 x double> poison, double %2421, i64 0
  %2426 = insertelement <4 x double> %2425, double %2422, i64 1
  %2427 = insertelement <4 x double> %2426, double %2423, i64 2
  %2428 = insertelement <4 x double> %2427, double %2424, i64 3
  %2429 = load double, ptr %2405, align 8, !tbaa !15
  %2430 = load double, ptr %2406, align 8, !tbaa !15
  %2431 = load double, ptr %2407, align 8, !tbaa !15
  %2432 = load double, ptr %2408, align 8, !tbaa !15
  %2433 = insertelement <4 x double> poison, double %2429, i64 0
  %2434 = insertelement <4 x double> %2433, double %2430, i64 1
  %2435 = insertelement <4 x double> %2434, double %2431, i64 2
  %2436 = insertelement <4 x double> %2435, double %2432, i64 3
  %2437 = load double, ptr %2409, align 8, !tbaa !15
  %2438 = load double, ptr %2410, align 8, !tbaa !15
  %2439 = load double, ptr %2411, align 8, !tbaa !15
  %2440 = load double, ptr %2412, align 8, !tbaa !15
  %2441 = insertelement <4 x double> poison, double %2437, i64 0
  %2442 = insertelement <4 x double> %2441, double %2438, i64 1
  %2443 = insertelement <4 x double> %2442, double %2439, i64 2
  %2444 = insertelement <4 x double> %2443, double %2440, i64 3
  %2445 = fsub fast <4 x double> %2372, %2420
  %2446 = fsub fast <4 x double> %2380, %2428
  %2447 = fsub fast <4 x double> %2388, %2436
  %2448 = fsub fast <4 x double> %2396, %2444
  %2449 = fmul fast <4 x double> %2345, %2345
  %2450 = fmul fast <4 x double> %2346, %2346
  %2451 = fmul fast <4 x double> %2347, %2347
  %2452 = fmul fast <4 x double> %2348, %2348
  %2453 = fmul fast <4 x double> %2445, %2445
  %2454 = fmul fast <4 x double> %2446, %2446
  %2455 = fmul fast <4 x double> %2447, %2447
  %2456 = fmul fast <4 x double> %2448, %2448
  %2457 = fadd fast <4 x double> %2453, %2449
  %2458 = fadd fast <4 x double> %2454, %2450
  %2459 = fadd fast <4 x double> %2455, %2451
  %2460 = fadd fast <4 x double> %2456, %2452
  %2461 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2457)
  %2462 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2458)
  %2463 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2459)
  %2464 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2460)
  %2465 = load <8 x double>, ptr %2137, align 8, !tbaa !17
  %2466 = load <8 x double>, ptr %2141, align 8, !tbaa !17
  %2467 = load <8 x double>, ptr %2145, align 8, !tbaa !17
  %2468 = load <8 x double>, ptr %2149, align 8, !tbaa !17
  %2469 = shufflevector <8 x double> %2465, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2470 = shufflevector <8 x double> %2466, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2471 = shufflevector <8 x double> %2467, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2472 = shufflevector <8 x double> %2468, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2473 = fadd fast <4 x double> %2461, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2474 = fadd fast <4 x double> %2462, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2475 = fadd fast <4 x double> %2463, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2476 = fadd fast <4 x double> %2464, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2477 = fmul fast <4 x double> %2469, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2478 = fmul fast <4 x double> %2470, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2479 = fmul fast <4 x double> %2471, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2480 = fmul fast <4 x double> %2472, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2481 = fmul fast <4 x double> %2473, %2473
  %2482 = fmul fast <4 x double> %2474, %2474
  %2483 = fmul fast <4 x double> %2475, %2475
  %2484 = fmul fast <4 x double> %2476, %2476
  %2485 = fmul fast <4 x double> %2481, %2477
  %2486 = fmul fast <4 x double> %2482, %2478
  %2487 = fmul fast <4 x double> %2483, %2479
  %2488 = fmul fast <4 x double> %2484, %2480
  %2489 = fadd fast <4 x double> %2485, %2117
  %2490 = fadd fast <4 x double> %2486, %2118
  %2491 = fadd fast <4 x double> %2487, %2119
  %2492 = fadd fast <4 x double> %2488, %2120
  %2493 = add nuw i64 %2116, 16
  %2494 = icmp eq i64 %2493, %2112
  br i1 %2494, label %2495, label %2115, !llvm.loop !41

2495:                                             ; preds = %2115
  %2496 = fadd fast <4 x double> %2490, %2489
  %2497 = fadd fast <4 x double> %2491, %2496
  %2498 = fadd fast <4 x double> %2492, %2497
  %2499 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %2498)
  br label %2500

2500:                                             ; preds = %2495, %2101
  %2501 = phi double [ 0.000000e+00, %2101 ], [ %2499, %2495 ]
  %2502 = phi ptr [ %2089, %2101 ], [ %2114, %2495 ]
  br label %2503

2503:                                             ; preds = %2500, %2503
  %2504 = phi double [ %2531, %2503 ], [ %2501, %2500 ]
  %2505 = phi ptr [ %2532, %2503 ], [ %2502, %2500 ]
  %2506 = getelementptr inbounds i8, ptr %2505, i64 8
  %2507 = load i32, ptr %2506, align 8, !tbaa !11
  %2508 = sext i32 %2507 to i64
  %2509 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2508
  %2510 = load double, ptr %2509, align 8, !tbaa !15
  %2511 = getelementptr inbounds i8, ptr %2505, i64 12
  %2512 = load i32, ptr %2511, align 4, !tbaa !16
  %2513 = sext i32 %2512 to i64
  %2514 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2513
  %2515 = load double, ptr %2514, align 8, !tbaa !15
  %2516 = fsub fast double %2510, %2515
  %2517 = getelementptr inbounds i8, ptr %2509, i64 8
  %2518 = load double, ptr %2517, align 8, !tbaa !15
  %2519 = getelementptr inbounds i8, ptr %2514, i64 8
  %2520 = load double, ptr %2519, align 8, !tbaa !15
  %2521 = fsub fast double %2518, %2520
  %2522 = fmul fast double %2516, %2516
  %2523 = fmul fast double %2521, %2521
  %2524 = fadd fast double %2523, %2522
  %2525 = call fast double @llvm.sqrt.f64(double %2524)
  %2526 = load double, ptr %2505, align 8, !tbaa !17
  %2527 = fadd fast double %2525, -1.000000e+00
  %2528 = fmul fast double %2526, 5.000000e-01
  %2529 = fmul fast double %2527, %2527
  %2530 = fmul fast double %2529, %2528
  %2531 = fadd fast double %2530, %2504
  %2532 = getelementptr inbounds i8, ptr %2505, i64 16
  %2533 = icmp eq ptr %2532, %2096
  br i1 %2533, label %2534, label %2503, !llvm.loop !42

2534:                                             ; preds = %2503
  %2535 = fadd fast double %2094, 0xBEB0C6F7A0B5ED8D
  store double %2535, ptr %2093, align 8, !tbaa !17
  %2536 = add i64 %2097, -16
  %2537 = sub i64 %2536, %2092
  %2538 = icmp ult i64 %2537, 256
  br i1 %2538, label %2933, label %2539

2539:                                             ; preds = %2534
  %2540 = lshr i64 %2537, 4
  %2541 = add nuw nsw i64 %2540, 1
  %2542 = and i64 %2541, 15
  %2543 = icmp eq i64 %2542, 0
  %2544 = select i1 %2543, i64 16, i64 %2542
  %2545 = sub nsw i64 %2541, %2544
  %2546 = shl i64 %2545, 4
  %2547 = getelementptr i8, ptr %2089, i64 %2546
  br label %2548

2548:                                             ; preds = %2548, %2539
  %2549 = phi i64 [ 0, %2539 ], [ %2926, %2548 ]
  %2550 = phi <4 x double> [ zeroinitializer, %2539 ], [ %2922, %2548 ]
  %2551 = phi <4 x double> [ zeroinitializer, %2539 ], [ %2923, %2548 ]
  %2552 = phi <4 x double> [ zeroinitializer, %2539 ], [ %2924, %2548 ]
  %2553 = phi <4 x double> [ zeroinitializer, %2539 ], [ %2925, %2548 ]
  %2554 = shl i64 %2549, 4
  %2555 = or disjoint i64 %2554, 16
  %2556 = or disjoint i64 %2554, 32
  %2557 = or disjoint i64 %2554, 48
  %2558 = or disjoint i64 %2554, 64
  %2559 = or disjoint i64 %2554, 80
  %2560 = or disjoint i64 %2554, 96
  %2561 = or disjoint i64 %2554, 112
  %2562 = or disjoint i64 %2554, 128
  %2563 = or disjoint i64 %2554, 144
  %2564 = or disjoint i64 %2554, 160
  %2565 = or disjoint i64 %2554, 176
  %2566 = or disjoint i64 %2554, 192
  %2567 = or disjoint i64 %2554, 208
  %2568 = or disjoint i64 %2554, 224
  %2569 = or disjoint i64 %2554, 240
  %2570 = getelementptr i8, ptr %2089, i64 %2554
  %2571 = getelementptr i8, ptr %2089, i64 %2555
  %2572 = getelementptr i8, ptr %2089, i64 %2556
  %2573 = getelementptr i8, ptr %2089, i64 %2557
  %2574 = getelementptr i8, ptr %2089, i64 %2558
  %2575 = getelementptr i8, ptr %2089, i64 %2559
  %2576 = getelementptr i8, ptr %2089, i64 %2560
  %2577 = getelementptr i8, ptr %2089, i64 %2561
  %2578 = getelementptr i8, ptr %2089, i64 %2562
  %2579 = getelementptr i8, ptr %2089, i64 %2563
  %2580 = getelementptr i8, ptr %2089, i64 %2564
  %2581 = getelementptr i8, ptr %2089, i64 %2565
  %2582 = getelementptr i8, ptr %2089, i64 %2566
  %2583 = getelementptr i8, ptr %2089, i64 %2567
  %2584 = getelementptr i8, ptr %2089, i64 %2568
  %2585 = getelementptr i8, ptr %2089, i64 %2569
  %2586 = getelementptr inbounds i8, ptr %2570, i64 8
  %2587 = getelementptr inbounds i8, ptr %2571, i64 8
  %2588 = getelementptr inbounds i8, ptr %2572, i64 8
  %2589 = getelementptr inbounds i8, ptr %2573, i64 8
  %2590 = getelementptr inbounds i8, ptr %2574, i64 8
  %2591 = getelementptr inbounds i8, ptr %2575, i64 8
  %2592 = getelementptr inbounds i8, ptr %2576, i64 8
  %2593 = getelementptr inbounds i8, ptr %2577, i64 8
  %2594 = getelementptr inbounds i8, ptr %2578, i64 8
  %2595 = getelementptr inbounds i8, ptr %2579, i64 8
  %2596 = getelementptr inbounds i8, ptr %2580, i64 8
  %2597 = getelementptr inbounds i8, ptr %2581, i64 8
  %2598 = getelementptr inbounds i8, ptr %2582, i64 8
  %2599 = getelementptr inbounds i8, ptr %2583, i64 8
  %2600 = getelementptr inbounds i8, ptr %2584, i64 8
  %2601 = getelementptr inbounds i8, ptr %2585, i64 8
  %2602 = load i32, ptr %2586, align 8, !tbaa !11
  %2603 = load i32, ptr %2587, align 8, !tbaa !11
  %2604 = load i32, ptr %2588, align 8, !tbaa !11
  %2605 = load i32, ptr %2589, align 8, !tbaa !11
  %2606 = load i32, ptr %2590, align 8, !tbaa !11
  %2607 = load i32, ptr %2591, align 8, !tbaa !11
  %2608 = load i32, ptr %2592, align 8, !tbaa !11
  %2609 = load i32, ptr %2593, align 8, !tbaa !11
  %2610 = load i32, ptr %2594, align 8, !tbaa !11
  %2611 = load i32, ptr %2595, align 8, !tbaa !11
  %2612 = load i32, ptr %2596, align 8, !tbaa !11
  %2613 = load i32, ptr %2597, align 8, !tbaa !11
  %2614 = load i32, ptr %2598, align 8, !tbaa !11
  %2615 = load i32, ptr %2599, align 8, !tbaa !11
  %2616 = load i32, ptr %2600, align 8, !tbaa !11
  %2617 = load i32, ptr %2601, align 8, !tbaa !11
  %2618 = sext i32 %2602 to i64
  %2619 = sext i32 %2603 to i64
  %2620 = sext i32 %2604 to i64
  %2621 = sext i32 %2605 to i64
  %2622 = sext i32 %2606 to i64
  %2623 = sext i32 %2607 to i64
  %2624 = sext i32 %2608 to i64
  %2625 = sext i32 %2609 to i64
  %2626 = sext i32 %2610 to i64
  %2627 = sext i32 %2611 to i64
  %2628 = sext i32 %2612 to i64
  %2629 = sext i32 %2613 to i64
  %2630 = sext i32 %2614 to i64
  %2631 = sext i32 %2615 to i64
  %2632 = sext i32 %2616 to i64
  %2633 = sext i32 %2617 to i64
  %2634 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2618
  %2635 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2619
  %2636 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2620
  %2637 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2621
  %2638 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2622
  %2639 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2623
  %2640 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2624
  %2641 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2625
  %2642 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2626
  %2643 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2627
  %2644 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2628
  %2645 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2629
  %2646 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2630
  %2647 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2631
  %2648 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2632
  %2649 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2633
  %2650 = load double, ptr %2634, align 8, !tbaa !15
  %2651 = load double, ptr %2635, align 8, !tbaa !15
  %2652 = load double, ptr %2636, align 8, !tbaa !15
  %2653 = load double, ptr %2637, align 8, !tbaa !15
  %2654 = insertelement <4 x double> poison, double %2650, i64 0
  %2655 = insertelement <4 x double> %2654, double %2651, i64 1
  %2656 = insertelement <4 x double> %2655, double %2652, i64 2
  %2657 = insertelement <4 x double> %2656, double %2653, i64 3
  %2658 = load double, ptr %2638, align 8, !tbaa !15
  %2659 = load double, ptr %2639, align 8, !tbaa !15
  %2660 = load double, ptr %2640, align 8, !tbaa !15
  %2661 = load double, ptr %2641, align 8, !tbaa !15
  %2662 = insertelement <4 x double> poison, double %2658, i64 0
  %2663 = insertelement <4 x double> %2662, double %2659, i64 1
  %2664 = insertelement <4 x double> %2663, double %2660, i64 2
  %2665 = insertelement <4 x double> %2664, double %2661, i64 3
  %2666 = load double, ptr %2642, align 8, !tbaa !15
  %2667 = load double, ptr %2643, align 8, !tbaa !15
  %2668 = load double, ptr %2644, align 8, !tbaa !15
  %2669 = load double, ptr %2645, align 8, !tbaa !15
  %2670 = insertelement <4 x double> poison, double %2666, i64 0
  %2671 = insertelement <4 x double> %2670, double %2667, i64 1
  %2672 = insertelement <4 x double> %2671, double %2668, i64 2
  %2673 = insertelement <4 x double> %2672, double %2669, i64 3
  %2674 = load double, ptr %2646, align 8, !tbaa !15
  %2675 = load double, ptr %2647, align 8, !tbaa !15
  %2676 = load double, ptr %2648, align 8, !tbaa !15
  %2677 = load double, ptr %2649, align 8, !tbaa !15
  %2678 = insertelement <4 x double> poison, double %2674, i64 0
  %2679 = insertelement <4 x double> %2678, double %2675, i64 1
  %2680 = insertelement <4 x double> %2679, double %2676, i64 2
  %2681 = insertelement <4 x double> %2680, double %2677, i64 3
  %2682 = getelementptr inbounds i8, ptr %2570, i64 12
  %2683 = getelementptr inbounds i8, ptr %2571, i64 12
  %2684 = getelementptr inbounds i8, ptr %2572, i64 12
  %2685 = getelementptr inbounds i8, ptr %2573, i64 12
  %2686 = getelementptr inbounds i8, ptr %2574, i64 12
  %2687 = getelementptr inbounds i8, ptr %2575, i64 12
  %2688 = getelementptr inbounds i8, ptr %2576, i64 12
  %2689 = getelementptr inbounds i8, ptr %2577, i64 12
  %2690 = getelementptr inbounds i8, ptr %2578, i64 12
  %2691 = getelementptr inbounds i8, ptr %2579, i64 12
  %2692 = getelementptr inbounds i8, ptr %2580, i64 12
  %2693 = getelementptr inbounds i8, ptr %2581, i64 12
  %2694 = getelementptr inbounds i8, ptr %2582, i64 12
  %2695 = getelementptr inbounds i8, ptr %2583, i64 12
  %2696 = getelementptr inbounds i8, ptr %2584, i64 12
  %2697 = getelementptr inbounds i8, ptr %2585, i64 12
  %2698 = load i32, ptr %2682, align 4, !tbaa !16
  %2699 = load i32, ptr %2683, align 4, !tbaa !16
  %2700 = load i32, ptr %2684, align 4, !tbaa !16
  %2701 = load i32, ptr %2685, align 4, !tbaa !16
  %2702 = load i32, ptr %2686, align 4, !tbaa !16
  %2703 = load i32, ptr %2687, align 4, !tbaa !16
  %2704 = load i32, ptr %2688, align 4, !tbaa !16
  %2705 = load i32, ptr %2689, align 4, !tbaa !16
  %2706 = load i32, ptr %2690, align 4, !tbaa !16
  %2707 = load i32, ptr %2691, align 4, !tbaa !16
  %2708 = load i32, ptr %2692, align 4, !tbaa !16
  %2709 = load i32, ptr %2693, align 4, !tbaa !16
  %2710 = load i32, ptr %2694, align 4, !tbaa !16
  %2711 = load i32, ptr %2695, align 4, !tbaa !16
  %2712 = load i32, ptr %2696, align 4, !tbaa !16
  %2713 = load i32, ptr %2697, align 4, !tbaa !16
  %2714 = sext i32 %2698 to i64
  %2715 = sext i32 %2699 to i64
  %2716 = sext i32 %2700 to i64
  %2717 = sext i32 %2701 to i64
  %2718 = sext i32 %2702 to i64
  %2719 = sext i32 %2703 to i64
  %2720 = sext i32 %2704 to i64
  %2721 = sext i32 %2705 to i64
  %2722 = sext i32 %2706 to i64
  %2723 = sext i32 %2707 to i64
  %2724 = sext i32 %2708 to i64
  %2725 = sext i32 %2709 to i64
  %2726 = sext i32 %2710 to i64
  %2727 = sext i32 %2711 to i64
  %2728 = sext i32 %2712 to i64
  %2729 = sext i32 %2713 to i64
  %2730 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2714
  %2731 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2715
  %2732 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2716
  %2733 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2717
  %2734 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2718
  %2735 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2719
  %2736 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2720
  %2737 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2721
  %2738 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2722
  %2739 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2723
  %2740 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2724
  %2741 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2725
  %2742 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2726
  %2743 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2727
  %2744 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2728
  %2745 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2729
  %2746 = load double, ptr %2730, align 8, !tbaa !15
  %2747 = load double, ptr %2731, align 8, !tbaa !15
  %2748 = load double, ptr %2732, align 8, !tbaa !15
  %2749 = load double, ptr %2733, align 8, !tbaa !15
  %2750 = insertelement <4 x double> poison, double %2746, i64 0
  %2751 = insertelement <4 x double> %2750, double %2747, i64 1
  %2752 = insertelement <4 x double> %2751, double %2748, i64 2
  %2753 = insertelement <4 x double> %2752, double %2749, i64 3
  %2754 = load double, ptr %2734, align 8, !tbaa !15
  %2755 = load double, ptr %2735, align 8, !tbaa !15
  %2756 = load double, ptr %2736, align 8, !tbaa !15
  %2757 = load double, ptr %2737, align 8, !tbaa !15
  %2758 = insertelement <4 x double> poison, double %2754, i64 0
  %2759 = insertelement <4 x double> %2758, double %2755, i64 1
  %2760 = insertelement <4 x double> %2759, double %2756, i64 2
  %2761 = insertelement <4 x double> %2760, double %2757, i64 3
  %2762 = load double, ptr %2738, align 8, !tbaa !15
  %2763 = load double, ptr %2739, align 8, !tbaa !15
  %2764 = load double, ptr %2740, align 8, !tbaa !15
  %2765 = load double, ptr %2741, align 8, !tbaa !15
  %2766 = insertelement <4 x double> poison, double %2762, i64 0
  %2767 = insertelement <4 x double> %2766, double %2763, i64 1
  %2768 = insertelement <4 x double> %2767, double %2764, i64 2
  %2769 = insertelement <4 x double> %2768, double %2765, i64 3
  %2770 = load double, ptr %2742, align 8, !tbaa !15
  %2771 = load double, ptr %2743, align 8, !tbaa !15
  %2772 = load double, ptr %2744, align 8, !tbaa !15
  %2773 = load double, ptr %2745, align 8, !tbaa !15
  %2774 = insertelement <4 x double> poison, double %2770, i64 0
  %2775 = insertelement <4 x double> %2774, double %2771, i64 1
  %2776 = insertelement <4 x double> %2775, double %2772, i64 2
  %2777 = insertelement <4 x double> %2776, double %2773, i64 3
  %2778 = fsub fast <4 x double> %2657, %2753
  %2779 = fsub fast <4 x double> %2665, %2761
  %2780 = fsub fast <4 x double> %2673, %2769
  %2781 = fsub fast <4 x double> %2681, %2777
  %2782 = getelementptr inbounds i8, ptr %2634, i64 8
  %2783 = getelementptr inbounds i8, ptr %2635, i64 8
  %2784 = getelementptr inbounds i8, ptr %2636, i64 8
  %2785 = getelementptr inbounds i8, ptr %2637, i64 8
  %2786 = getelementptr inbounds i8, ptr %2638, i64 8
  %2787 = getelementptr inbounds i8, ptr %2639, i64 8
  %2788 = getelementptr inbounds i8, ptr %2640, i64 8
  %2789 = getelementptr inbounds i8, ptr %2641, i64 8
  %2790 = getelementptr inbounds i8, ptr %2642, i64 8
  %2791 = getelementptr inbounds i8, ptr %2643, i64 8
  %2792 = getelementptr inbounds i8, ptr %2644, i64 8
  %2793 = getelementptr inbounds i8, ptr %2645, i64 8
  %2794 = getelementptr inbounds i8, ptr %2646, i64 8
  %2795 = getelementptr inbounds i8, ptr %2647, i64 8
  %2796 = getelementptr inbounds i8, ptr %2648, i64 8
  %2797 = getelementptr inbounds i8, ptr %2649, i64 8
  %2798 = load double, ptr %2782, align 8, !tbaa !15
  %2799 = load double, ptr %2783, align 8, !tbaa !15
  %2800 = load double, ptr %2784, align 8, !tbaa !15
  %2801 = load double, ptr %2785, align 8, !tbaa !15
  %2802 = insertelement <4 x double> poison, double %2798, i64 0
  %2803 = insertelement <4 x double> %2802, double %2799, i64 1
  %2804 = insertelement <4 x double> %2803, double %2800, i64 2
  %2805 = insertelement <4 x double> %2804, double %2801, i64 3
  %2806 = load double, ptr %2786, align 8, !tbaa !15
  %2807 = load double, ptr %2787, align 8, !tbaa !15
  %2808 = load double, ptr %2788, align 8, !tbaa !15
  %2809 = load double, ptr %2789, align 8, !tbaa !15
  %2810 = insertelement <4 x double> poison, double %2806, i64 0
  %2811 = insertelement <4 x double> %2810, double %2807, i64 1
  %2812 = insertelement <4 x double> %2811, double %2808, i64 2
  %2813 = insertelement <4 x double> %2812, double %2809, i64 3
  %2814 = load double, ptr %2790, align 8, !tbaa !15
  %2815 = load double, ptr %2791, align 8, !tbaa !15
  %2816 = load double, ptr %2792, align 8, !tbaa !15
  %2817 = load double, ptr %2793, align 8, !tbaa !15
  %2818 = insertelement <4 x double> poison, double %2814, i64 0
  %2819 = insertelement <4 x double> %2818, double %2815, i64 1
  %2820 = insertelement <4 x double> %2819, double %2816, i64 2
  %2821 = insertelement <4 x double> %2820, double %2817, i64 3
  %2822 = load double, ptr %2794, align 8, !tbaa !15
  %2823 = load double, ptr %2795, align 8, !tbaa !15
  %2824 = load double, ptr %2796, align 8, !tbaa !15
  %2825 = load double, ptr %2797, align 8, !tbaa !15
  %2826 = insertelement <4 x double> poison, double %2822, i64 0
  %2827 = insertelement <4 x double> %2826, double %2823, i64 1
  %2828 = insertelement <4 x double> %2827, double %2824, i64 2
  %2829 = insertelement <4 x double> %2828, double %2825, i64 3
  %2830 = getelementptr inbounds i8, ptr %2730, i64 8
  %2831 = getelementptr inbounds i8, ptr %2731, i64 8
  %2832 = getelementptr inbounds i8, ptr %2732, i64 8
  %2833 = getelementptr inbounds i8, ptr %2733, i64 8
  %2834 = getelementptr inbounds i8, ptr %2734, i64 8
  %2835 = getelementptr inbounds i8, ptr %2735, i64 8
  %2836 = getelementptr inbounds i8, ptr %2736, i64 8
  %2837 = getelementptr inbounds i8, ptr %2737, i64 8
  %2838 = getelementptr inbounds i8, ptr %2738, i64 8
  %2839 = getelementptr inbounds i8, ptr %2739, i64 8
  %2840 = getelementptr inbounds i8, ptr %2740, i64 8
  %2841 = getelementptr inbounds i8, ptr %2741, i64 8
  %2842 = getelementptr inbounds i8, ptr %2742, i64 8
  %2843 = getelementptr inbounds i8, ptr %2743, i64 8
  %2844 = getelementptr inbounds i8, ptr %2744, i64 8
  %2845 = getelementptr inbounds i8, ptr %2745, i64 8
  %2846 = load double, ptr %2830, align 8, !tbaa !15
  %2847 = load double, ptr %2831, align 8, !tbaa !15
  %2848 = load double, ptr %2832, align 8, !tbaa !15
  %2849 = load double, ptr %2833, align 8, !tbaa !15
  %2850 = insertelement <4 x double> poison, double %2846, i64 0
  %2851 = insertelement <4 x double> %2850, double %2847, i64 1
  %2852 = insertelement <4 x double> %2851, double %2848, i64 2
  %2853 = insertelement <4 x double> %2852, double %2849, i64 3
  %2854 = load double, ptr %2834, align 8, !tbaa !15
  %2855 = load double, ptr %2835, align 8, !tbaa !15
  %2856 = load double, ptr %2836, align 8, !tbaa !15
  %2857 = load double, ptr %2837, align 8, !tbaa !15
  %2858 = insertelement <4 x double> poison, double %2854, i64 0
  %2859 = insertelement <4 x double> %2858, double %2855, i64 1
  %2860 = insertelement <4 x double> %2859, double %2856, i64 2
  %2861 = insertelement <4 x double> %2860, double %2857, i64 3
  %2862 = load double, ptr %2838, align 8, !tbaa !15
  %2863 = load double, ptr %2839, align 8, !tbaa !15
  %2864 = load double, ptr %2840, align 8, !tbaa !15
  %2865 = load double, ptr %2841, align 8, !tbaa !15
  %2866 = insertelement <4 x double> poison, double %2862, i64 0
  %2867 = insertelement <4 x double> %2866, double %2863, i64 1
  %2868 = insertelement <4 x double> %2867, double %2864, i64 2
  %2869 = insertelement <4 x double> %2868, double %2865, i64 3
  %2870 = load double, ptr %2842, align 8, !tbaa !15
  %2871 = load double, ptr %2843, align 8, !tbaa !15
  %2872 = load double, ptr %2844, align 8, !tbaa !15
  %2873 = load double, ptr %2845, align 8, !tbaa !15
  %2874 = insertelement <4 x double> poison, double %2870, i64 0
  %2875 = insertelement <4 x double> %2874, double %2871, i64 1
  %2876 = insertelement <4 x double> %2875, double %2872, i64 2
  %2877 = insertelement <4 x double> %2876, double %2873, i64 3
  %2878 = fsub fast <4 x double> %2805, %2853
  %2879 = fsub fast <4 x double> %2813, %2861
  %2880 = fsub fast <4 x double> %2821, %2869
  %2881 = fsub fast <4 x double> %2829, %2877
  %2882 = fmul fast <4 x double> %2778, %2778
  %2883 = fmul fast <4 x double> %2779, %2779
  %2884 = fmul fast <4 x double> %2780, %2780
  %2885 = fmul fast <4 x double> %2781, %2781
  %2886 = fmul fast <4 x double> %2878, %2878
  %2887 = fmul fast <4 x double> %2879, %2879
  %2888 = fmul fast <4 x double> %2880, %2880
  %2889 = fmul fast <4 x double> %2881, %2881
  %2890 = fadd fast <4 x double> %2886, %2882
  %2891 = fadd fast <4 x double> %2887, %2883
  %2892 = fadd fast <4 x double> %2888, %2884
  %2893 = fadd fast <4 x double> %2889, %2885
  %2894 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2890)
  %2895 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2891)
  %2896 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2892)
  %2897 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2893)
  %2898 = load <8 x double>, ptr %2570, align 8, !tbaa !17
  %2899 = load <8 x double>, ptr %2574, align 8, !tbaa !17
  %2900 = load <8 x double>, ptr %2578, align 8, !tbaa !17
  %2901 = load <8 x double>, ptr %2582, align 8, !tbaa !17
  %2902 = shufflevector <8 x double> %2898, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2903 = shufflevector <8 x double> %2899, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2904 = shufflevector <8 x double> %2900, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2905 = shufflevector <8 x double> %2901, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2906 = fadd fast <4 x double> %2894, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2907 = fadd fast <4 x double> %2895, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2908 = fadd fast <4 x double> %2896, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2909 = fadd fast <4 x double> %2897, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2910 = fmul fast <4 x double> %2902, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2911 = fmul fast <4 x double> %2903, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2912 = fmul fast <4 x double> %2904, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2913 = fmul fast <4 x double> %2905, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2914 = fmul fast <4 x double> %2906, %2906
  %2915 = fmul fast <4 x double> %2907, %2907
  %2916 = fmul fast <4 x double> %2908, %2908
  %2917 = fmul fast <4 x double> %2909, %2909
  %2918 = fmul fast <4 x double> %2914, %2910
  %2919 = fmul fast <4 x double> %2915, %2911
  %2920 = fmul fast <4 x double> %2916, %2912
  %2921 = fmul fast <4 x double> %2917, %2913
  %2922 = fadd fast <4 x double> %2918, %2550
  %2923 = fadd fast <4 x double> %2919, %2551
  %2924 = fadd fast <4 x double> %2920, %2552
  %2925 = fadd fast <4 x double> %2921, %2553
  %2926 = add nuw i64 %2549, 16
  %2927 = icmp eq i64 %2926, %2545
  br i1 %2927, label %2928, label %2548, !llvm.loop !43

2928:                                             ; preds = %2548
  %2929 = fadd fast <4 x double> %2923, %2922
  %2930 = fadd fast <4 x double> %2924, %2929
  %2931 = fadd fast <4 x double> %2925, %2930
  %2932 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %2931)
  br label %2933

2933:                                             ; preds = %2928, %2534
  %2934 = phi double [ 0.000000e+00, %2534 ], [ %2932, %2928 ]
  %2935 = phi ptr [ %2089, %2534 ], [ %2547, %2928 ]
  br label %2936

2936:                                             ; preds = %2933, %2936
  %2937 = phi double [ %2964, %2936 ], [ %2934, %2933 ]
  %2938 = phi ptr [ %2965, %2936 ], [ %2935, %2933 ]
  %2939 = getelementptr inbounds i8, ptr %2938, i64 8
  %2940 = load i32, ptr %2939, align 8, !tbaa !11
  %2941 = sext i32 %2940 to i64
  %2942 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2941
  %2943 = load double, ptr %2942, align 8, !tbaa !15
  %2944 = getelementptr inbounds i8, ptr %2938, i64 12
  %2945 = load i32, ptr %2944, align 4, !tbaa !16
  %2946 = sext i32 %2945 to i64
  %2947 = getelementptr inbounds %"struct.std::array", ptr %2102, i64 %2946
  %2948 = load double, ptr %2947, align 8, !tbaa !15
  %2949 = fsub fast double %2943, %2948
  %2950 = getelementptr inbounds i8, ptr %2942, i64 8
  %2951 = load double, ptr %2950, align 8, !tbaa !15
  %2952 = getelementptr inbounds i8, ptr %2947, i64 8
  %2953 = load double, ptr %2952, align 8, !tbaa !15
  %2954 = fsub fast double %2951, %2953
  %2955 = fmul fast double %2949, %2949
  %2956 = fmul fast double %2954, %2954
  %2957 = fadd fast double %2956, %2955
  %2958 = call fast double @llvm.sqrt.f64(double %2957)
  %2959 = load double, ptr %2938, align 8, !tbaa !17
  %2960 = fadd fast double %2958, -1.000000e+00
  %2961 = fmul fast double %2959, 5.000000e-01
  %2962 = fmul fast double %2960, %2960
  %2963 = fmul fast double %2962, %2961
  %2964 = fadd fast double %2963, %2937
  %2965 = getelementptr inbounds i8, ptr %2938, i64 16
  %2966 = icmp eq ptr %2965, %2096
  br i1 %2966, label %2967, label %2936, !llvm.loop !44

2967:                                             ; preds = %2936
  %2968 = fsub fast double %2531, %2964
  br label %2969

2969:                                             ; preds = %2967, %2099
  %2970 = phi double [ 0.000000e+00, %2099 ], [ %2968, %2967 ]
  store double %2094, ptr %2093, align 8, !tbaa !17
  %2971 = trunc nuw nsw i64 %2090 to i32
  %2972 = uitofp nneg i32 %2971 to double
  %2973 = load ptr, ptr %15, align 8, !tbaa !27
  %2974 = getelementptr inbounds %struct.Spring, ptr %2973, i64 %2090
  %2975 = load double, ptr %2974, align 8, !tbaa !17
  %2976 = fmul fast double %2970, 5.000000e+05
  %2977 = call fast double @llvm.fabs.f64(double %2976)
  %2978 = call fast double @llvm.maxnum.f64(double %2977, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %2975, ptr %4, align 8, !tbaa !15
  %2979 = load volatile double, ptr %4, align 8, !tbaa !15
  %2980 = call double @llvm.fabs.f64(double %2979)
  %2981 = fcmp ueq double %2980, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %2981, label %2993, label %2982

2982:                                             ; preds = %2969
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %2976, ptr %3, align 8, !tbaa !15
  %2983 = load volatile double, ptr %3, align 8, !tbaa !15
  %2984 = call double @llvm.fabs.f64(double %2983)
  %2985 = fcmp ueq double %2984, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %2985, label %2993, label %2986

2986:                                             ; preds = %2982
  %2987 = fsub fast double %2975, %2976
  %2988 = call fast double @llvm.fabs.f64(double %2987)
  %2989 = fmul fast double %2978, 0x3EB0C6F7A0B5ED8D
  %2990 = fcmp fast ole double %2988, %2989
  %2991 = select i1 %2990, ptr @.str.6, ptr @.str.7
  %2992 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %2972, double noundef nofpclass(nan inf) %2975, double noundef nofpclass(nan inf) %2976, ptr noundef nonnull %2991)
  br i1 %2990, label %2998, label %2995

2993:                                             ; preds = %2982, %2969
  %2994 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %2972, double noundef nofpclass(nan inf) %2975, double noundef nofpclass(nan inf) %2976, ptr noundef nonnull @.str.7)
  br label %2995

2995:                                             ; preds = %2993, %2986
  %2996 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %2997 = add nsw i32 %2996, 1
  store i32 %2997, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %2998

2998:                                             ; preds = %2995, %2986
  %2999 = load ptr, ptr %15, align 8, !tbaa !27
  %3000 = getelementptr inbounds %struct.Spring, ptr %2999, i64 %2090
  %3001 = getelementptr inbounds i8, ptr %3000, i64 8
  %3002 = load i32, ptr %3001, align 8, !tbaa !11
  %3003 = load ptr, ptr %14, align 8, !tbaa !5
  %3004 = getelementptr inbounds %struct.Spring, ptr %3003, i64 %2090
  %3005 = getelementptr inbounds i8, ptr %3004, i64 8
  %3006 = load i32, ptr %3005, align 8, !tbaa !11
  %3007 = icmp eq i32 %3002, %3006
  br i1 %3007, label %3008, label %3014

3008:                                             ; preds = %2998
  %3009 = getelementptr inbounds i8, ptr %3000, i64 12
  %3010 = load i32, ptr %3009, align 4, !tbaa !16
  %3011 = getelementptr inbounds i8, ptr %3004, i64 12
  %3012 = load i32, ptr %3011, align 4, !tbaa !16
  %3013 = icmp ne i32 %3010, %3012
  br label %3014

3014:                                             ; preds = %3008, %2998
  %3015 = phi i1 [ true, %2998 ], [ %3013, %3008 ]
  %3016 = zext i1 %3015 to i32
  %3017 = add nuw nsw i32 %2091, %3016
  %3018 = add nuw nsw i64 %2090, 1
  %3019 = icmp eq i64 %3018, 40
  br i1 %3019, label %2000, label %2088, !llvm.loop !45

3020:                                             ; preds = %2018
  %3021 = icmp ugt i64 %2080, 9223372036854775792
  br i1 %3021, label %3022, label %3024, !prof !26

3022:                                             ; preds = %3020
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #15
          to label %3023 unwind label %3179

3023:                                             ; preds = %3022
  unreachable

3024:                                             ; preds = %3020
  %3025 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %2080) #14
          to label %3026 unwind label %3179

3026:                                             ; preds = %3024
  %3027 = icmp eq ptr %2076, %2077
  br i1 %3027, label %3029, label %3028

3028:                                             ; preds = %3026
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3025, ptr align 8 %2077, i64 %2080, i1 false)
  br label %3029

3029:                                             ; preds = %3028, %3026
  %3030 = icmp eq ptr %2083, null
  br i1 %3030, label %3032, label %3031

3031:                                             ; preds = %3029
  call void @_ZdlPvm(ptr noundef nonnull %2083, i64 noundef %2086) #16
  br label %3032

3032:                                             ; preds = %3031, %3029
  store ptr %3025, ptr %16, align 8, !tbaa !27
  %3033 = getelementptr inbounds i8, ptr %3025, i64 %2080
  store ptr %3033, ptr %2081, align 8, !tbaa !24
  br label %3064

3034:                                             ; preds = %2018
  %3035 = getelementptr inbounds i8, ptr %16, i64 8
  %3036 = load ptr, ptr %3035, align 8, !tbaa !28
  %3037 = ptrtoint ptr %3036 to i64
  %3038 = sub i64 %3037, %2085
  %3039 = icmp ult i64 %3038, %2080
  br i1 %3039, label %3043, label %3040

3040:                                             ; preds = %3034
  %3041 = icmp eq ptr %2076, %2077
  br i1 %3041, label %3064, label %3042

3042:                                             ; preds = %3040
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %2083, ptr align 8 %2077, i64 %2080, i1 false)
  br label %3064

3043:                                             ; preds = %3034
  %3044 = icmp eq ptr %3036, %2083
  br i1 %3044, label %3053, label %3045

3045:                                             ; preds = %3043
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %2083, ptr align 8 %2077, i64 %3038, i1 false)
  %3046 = load ptr, ptr %14, align 8, !tbaa !27
  %3047 = load ptr, ptr %3035, align 8, !tbaa !28
  %3048 = load ptr, ptr %16, align 8, !tbaa !27
  %3049 = load ptr, ptr %35, align 8, !tbaa !28
  %3050 = ptrtoint ptr %3047 to i64
  %3051 = ptrtoint ptr %3048 to i64
  %3052 = sub i64 %3050, %3051
  br label %3053

3053:                                             ; preds = %3045, %3043
  %3054 = phi i64 [ %3038, %3043 ], [ %3052, %3045 ]
  %3055 = phi ptr [ %2076, %3043 ], [ %3049, %3045 ]
  %3056 = phi ptr [ %3036, %3043 ], [ %3047, %3045 ]
  %3057 = phi ptr [ %2077, %3043 ], [ %3046, %3045 ]
  %3058 = getelementptr inbounds i8, ptr %3057, i64 %3054
  %3059 = icmp eq ptr %3055, %3058
  br i1 %3059, label %3064, label %3060

3060:                                             ; preds = %3053
  %3061 = ptrtoint ptr %3055 to i64
  %3062 = ptrtoint ptr %3058 to i64
  %3063 = sub i64 %3061, %3062
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %3056, ptr align 8 %3058, i64 %3063, i1 false)
  br label %3064

3064:                                             ; preds = %3032, %3040, %3042, %3053, %3060
  %3065 = load ptr, ptr %16, align 8, !tbaa !27
  %3066 = getelementptr inbounds i8, ptr %3065, i64 %2080
  %3067 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %3066, ptr %3067, align 8, !tbaa !28
  %3068 = load ptr, ptr %15, align 8, !tbaa !27
  %3069 = getelementptr i8, ptr %3065, i64 632
  %3070 = getelementptr i8, ptr %3068, i64 632
  %3071 = icmp ult ptr %3065, %3070
  %3072 = icmp ult ptr %3068, %3069
  %3073 = and i1 %3071, %3072
  br i1 %3073, label %3074, label %3077

3074:                                             ; preds = %3171, %3064
  %3075 = phi i64 [ 0, %3064 ], [ 32, %3171 ]
  %3076 = phi double [ %2075, %3064 ], [ %3175, %3171 ]
  br label %3181

3077:                                             ; preds = %3064
  %3078 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %2075, i64 0
  br label %3079

3079:                                             ; preds = %3079, %3077
  %3080 = phi i64 [ 0, %3077 ], [ %3168, %3079 ]
  %3081 = phi <4 x double> [ %3078, %3077 ], [ %3164, %3079 ]
  %3082 = phi <4 x double> [ zeroinitializer, %3077 ], [ %3165, %3079 ]
  %3083 = phi <4 x double> [ zeroinitializer, %3077 ], [ %3166, %3079 ]
  %3084 = phi <4 x double> [ zeroinitializer, %3077 ], [ %3167, %3079 ]
  %3085 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %3077 ], [ %3169, %3079 ]
  %3086 = add <4 x i32> %3085, <i32 4, i32 4, i32 4, i32 4>
  %3087 = add <4 x i32> %3085, <i32 8, i32 8, i32 8, i32 8>
  %3088 = add <4 x i32> %3085, <i32 12, i32 12, i32 12, i32 12>
  %3089 = or disjoint i64 %3080, 1
  %3090 = or disjoint i64 %3080, 2
  %3091 = or disjoint i64 %3080, 3
  %3092 = or disjoint i64 %3080, 4
  %3093 = or disjoint i64 %3080, 5
  %3094 = or disjoint i64 %3080, 6
  %3095 = or disjoint i64 %3080, 7
  %3096 = or disjoint i64 %3080, 8
  %3097 = or disjoint i64 %3080, 9
  %3098 = or disjoint i64 %3080, 10
  %3099 = or disjoint i64 %3080, 11
  %3100 = or disjoint i64 %3080, 12
  %3101 = or disjoint i64 %3080, 13
  %3102 = or disjoint i64 %3080, 14
  %3103 = or disjoint i64 %3080, 15
  %3104 = uitofp <4 x i32> %3085 to <4 x double>
  %3105 = uitofp <4 x i32> %3086 to <4 x double>
  %3106 = uitofp <4 x i32> %3087 to <4 x double>
  %3107 = uitofp <4 x i32> %3088 to <4 x double>
  %3108 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3104)
  %3109 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3105)
  %3110 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3106)
  %3111 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3107)
  %3112 = fmul fast <4 x double> %3108, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3113 = fmul fast <4 x double> %3109, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3114 = fmul fast <4 x double> %3110, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3115 = fmul fast <4 x double> %3111, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3116 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3080
  %3117 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3089
  %3118 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3090
  %3119 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3091
  %3120 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3092
  %3121 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3093
  %3122 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3094
  %3123 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3095
  %3124 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3096
  %3125 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3097
  %3126 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3098
  %3127 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3099
  %3128 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3100
  %3129 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3101
  %3130 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3102
  %3131 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3103
  %3132 = extractelement <4 x double> %3112, i64 0
  store double %3132, ptr %3116, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3133 = extractelement <4 x double> %3112, i64 1
  store double %3133, ptr %3117, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3134 = extractelement <4 x double> %3112, i64 2
  store double %3134, ptr %3118, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3135 = extractelement <4 x double> %3112, i64 3
  store double %3135, ptr %3119, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3136 = extractelement <4 x double> %3113, i64 0
  store double %3136, ptr %3120, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3137 = extractelement <4 x double> %3113, i64 1
  store double %3137, ptr %3121, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3138 = extractelement <4 x double> %3113, i64 2
  store double %3138, ptr %3122, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3139 = extractelement <4 x double> %3113, i64 3
  store double %3139, ptr %3123, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3140 = extractelement <4 x double> %3114, i64 0
  store double %3140, ptr %3124, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3141 = extractelement <4 x double> %3114, i64 1
  store double %3141, ptr %3125, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3142 = extractelement <4 x double> %3114, i64 2
  store double %3142, ptr %3126, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3143 = extractelement <4 x double> %3114, i64 3
  store double %3143, ptr %3127, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3144 = extractelement <4 x double> %3115, i64 0
  store double %3144, ptr %3128, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3145 = extractelement <4 x double> %3115, i64 1
  store double %3145, ptr %3129, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3146 = extractelement <4 x double> %3115, i64 2
  store double %3146, ptr %3130, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3147 = extractelement <4 x double> %3115, i64 3
  store double %3147, ptr %3131, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3148 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3080
  %3149 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3092
  %3150 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3096
  %3151 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3100
  %3152 = load <8 x double>, ptr %3148, align 8, !tbaa !17
  %3153 = load <8 x double>, ptr %3149, align 8, !tbaa !17
  %3154 = load <8 x double>, ptr %3150, align 8, !tbaa !17
  %3155 = load <8 x double>, ptr %3151, align 8, !tbaa !17
  %3156 = shufflevector <8 x double> %3152, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3157 = shufflevector <8 x double> %3153, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3158 = shufflevector <8 x double> %3154, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3159 = shufflevector <8 x double> %3155, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3160 = fmul fast <4 x double> %3156, %3112
  %3161 = fmul fast <4 x double> %3157, %3113
  %3162 = fmul fast <4 x double> %3158, %3114
  %3163 = fmul fast <4 x double> %3159, %3115
  %3164 = fadd fast <4 x double> %3160, %3081
  %3165 = fadd fast <4 x double> %3161, %3082
  %3166 = fadd fast <4 x double> %3162, %3083
  %3167 = fadd fast <4 x double> %3163, %3084
  %3168 = add nuw i64 %3080, 16
  %3169 = add <4 x i32> %3085, <i32 16, i32 16, i32 16, i32 16>
  %3170 = icmp eq i64 %3168, 32
  br i1 %3170, label %3171, label %3079, !llvm.loop !51

3171:                                             ; preds = %3079
  %3172 = fadd fast <4 x double> %3165, %3164
  %3173 = fadd fast <4 x double> %3166, %3172
  %3174 = fadd fast <4 x double> %3167, %3173
  %3175 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %3174)
  br label %3074

3176:                                             ; preds = %3181
  %3177 = load i32, ptr @enzyme_dup, align 4, !tbaa !29
  %3178 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE, i32 noundef %3177, ptr noundef nonnull %11, ptr noundef nonnull %13, i32 noundef %3177, ptr noundef nonnull %14, ptr noundef nonnull %16)
          to label %3225 unwind label %3303

3179:                                             ; preds = %3024, %3022
  %3180 = landingpad { ptr, i32 }
          cleanup
  br label %3305

3181:                                             ; preds = %3181, %3074
  %3182 = phi i64 [ %3075, %3074 ], [ %3223, %3181 ]
  %3183 = phi double [ %3076, %3074 ], [ %3222, %3181 ]
  %3184 = trunc nuw nsw i64 %3182 to i32
  %3185 = uitofp nneg i32 %3184 to double
  %3186 = call fast noundef double @llvm.cos.f64(double %3185)
  %3187 = fmul fast double %3186, 1.000000e-01
  %3188 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3182
  store double %3187, ptr %3188, align 8, !tbaa !17
  %3189 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3182
  %3190 = load double, ptr %3189, align 8, !tbaa !17
  %3191 = fmul fast double %3190, %3187
  %3192 = fadd fast double %3191, %3183
  %3193 = or disjoint i64 %3182, 1
  %3194 = trunc nuw nsw i64 %3193 to i32
  %3195 = uitofp nneg i32 %3194 to double
  %3196 = call fast noundef double @llvm.cos.f64(double %3195)
  %3197 = fmul fast double %3196, 1.000000e-01
  %3198 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3193
  store double %3197, ptr %3198, align 8, !tbaa !17
  %3199 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3193
  %3200 = load double, ptr %3199, align 8, !tbaa !17
  %3201 = fmul fast double %3200, %3197
  %3202 = fadd fast double %3201, %3192
  %3203 = or disjoint i64 %3182, 2
  %3204 = trunc nuw nsw i64 %3203 to i32
  %3205 = uitofp nneg i32 %3204 to double
  %3206 = call fast noundef double @llvm.cos.f64(double %3205)
  %3207 = fmul fast double %3206, 1.000000e-01
  %3208 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3203
  store double %3207, ptr %3208, align 8, !tbaa !17
  %3209 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3203
  %3210 = load double, ptr %3209, align 8, !tbaa !17
  %3211 = fmul fast double %3210, %3207
  %3212 = fadd fast double %3211, %3202
  %3213 = or disjoint i64 %3182, 3
  %3214 = trunc nuw nsw i64 %3213 to i32
  %3215 = uitofp nneg i32 %3214 to double
  %3216 = call fast noundef double @llvm.cos.f64(double %3215)
  %3217 = fmul fast double %3216, 1.000000e-01
  %3218 = getelementptr inbounds %struct.Spring, ptr %3065, i64 %3213
  store double %3217, ptr %3218, align 8, !tbaa !17
  %3219 = getelementptr inbounds %struct.Spring, ptr %3068, i64 %3213
  %3220 = load double, ptr %3219, align 8, !tbaa !17
  %3221 = fmul fast double %3220, %3217
  %3222 = fadd fast double %3221, %3212
  %3223 = add nuw nsw i64 %3182, 4
  %3224 = icmp eq i64 %3223, 40
  br i1 %3224, label %3176, label %3181, !llvm.loop !52

3225:                                             ; preds = %3176
  %3226 = call fast double @llvm.fabs.f64(double %3222)
  %3227 = call fast double @llvm.maxnum.f64(double %3226, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %3178, ptr %2, align 8, !tbaa !15
  %3228 = load volatile double, ptr %2, align 8, !tbaa !15
  %3229 = call double @llvm.fabs.f64(double %3228)
  %3230 = fcmp ueq double %3229, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %3230, label %3244, label %3231

3231:                                             ; preds = %3225
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %3222, ptr %1, align 8, !tbaa !15
  %3232 = load volatile double, ptr %1, align 8, !tbaa !15
  %3233 = call double @llvm.fabs.f64(double %3232)
  %3234 = fcmp ueq double %3233, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %3234, label %3244, label %3235

3235:                                             ; preds = %3231
  %3236 = fsub fast double %3178, %3222
  %3237 = call fast double @llvm.fabs.f64(double %3236)
  %3238 = fmul fast double %3227, 1.000000e-09
  %3239 = fcmp fast ole double %3237, %3238
  %3240 = select i1 %3239, ptr @.str.6, ptr @.str.7
  %3241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %3178, double noundef nofpclass(nan inf) %3222, ptr noundef nonnull %3240)
  br i1 %3239, label %3242, label %3246

3242:                                             ; preds = %3235
  %3243 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %3249

3244:                                             ; preds = %3231, %3225
  %3245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %3178, double noundef nofpclass(nan inf) %3222, ptr noundef nonnull @.str.7)
  br label %3246

3246:                                             ; preds = %3244, %3235
  %3247 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %3248 = add nsw i32 %3247, 1
  store i32 %3248, ptr @_ZL6n_fail, align 4, !tbaa !29
  br label %3249

3249:                                             ; preds = %3242, %3246
  %3250 = phi i32 [ %3243, %3242 ], [ %3248, %3246 ]
  %3251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3250)
  %3252 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !29
  %3253 = load ptr, ptr %16, align 8, !tbaa !27
  %3254 = icmp eq ptr %3253, null
  br i1 %3254, label %3260, label %3255

3255:                                             ; preds = %3249
  %3256 = load ptr, ptr %2081, align 8, !tbaa !24
  %3257 = ptrtoint ptr %3256 to i64
  %3258 = ptrtoint ptr %3253 to i64
  %3259 = sub i64 %3257, %3258
  call void @_ZdlPvm(ptr noundef nonnull %3253, i64 noundef %3259) #16
  br label %3260

3260:                                             ; preds = %3249, %3255
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #5
  %3261 = load ptr, ptr %15, align 8, !tbaa !27
  %3262 = icmp eq ptr %3261, null
  br i1 %3262, label %3268, label %3263

3263:                                             ; preds = %3260
  %3264 = load ptr, ptr %45, align 8, !tbaa !24
  %3265 = ptrtoint ptr %3264 to i64
  %3266 = ptrtoint ptr %3261 to i64
  %3267 = sub i64 %3265, %3266
  call void @_ZdlPvm(ptr noundef nonnull %3261, i64 noundef %3267) #16
  br label %3268

3268:                                             ; preds = %3260, %3263
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #5
  %3269 = load ptr, ptr %14, align 8, !tbaa !27
  %3270 = icmp eq ptr %3269, null
  br i1 %3270, label %3276, label %3271

3271:                                             ; preds = %3268
  %3272 = load ptr, ptr %36, align 8, !tbaa !24
  %3273 = ptrtoint ptr %3272 to i64
  %3274 = ptrtoint ptr %3269 to i64
  %3275 = sub i64 %3273, %3274
  call void @_ZdlPvm(ptr noundef nonnull %3269, i64 noundef %3275) #16
  br label %3276

3276:                                             ; preds = %3268, %3271
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #5
  %3277 = load ptr, ptr %13, align 8, !tbaa !9
  %3278 = icmp eq ptr %3277, null
  br i1 %3278, label %3284, label %3279

3279:                                             ; preds = %3276
  %3280 = load ptr, ptr %33, align 8, !tbaa !22
  %3281 = ptrtoint ptr %3280 to i64
  %3282 = ptrtoint ptr %3277 to i64
  %3283 = sub i64 %3281, %3282
  call void @_ZdlPvm(ptr noundef nonnull %3277, i64 noundef %3283) #16
  br label %3284

3284:                                             ; preds = %3276, %3279
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #5
  %3285 = load ptr, ptr %12, align 8, !tbaa !9
  %3286 = icmp eq ptr %3285, null
  br i1 %3286, label %3292, label %3287

3287:                                             ; preds = %3284
  %3288 = load ptr, ptr %29, align 8, !tbaa !22
  %3289 = ptrtoint ptr %3288 to i64
  %3290 = ptrtoint ptr %3285 to i64
  %3291 = sub i64 %3289, %3290
  call void @_ZdlPvm(ptr noundef nonnull %3285, i64 noundef %3291) #16
  br label %3292

3292:                                             ; preds = %3284, %3287
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #5
  %3293 = load ptr, ptr %11, align 8, !tbaa !9
  %3294 = icmp eq ptr %3293, null
  br i1 %3294, label %3300, label %3295

3295:                                             ; preds = %3292
  %3296 = load ptr, ptr %21, align 8, !tbaa !22
  %3297 = ptrtoint ptr %3296 to i64
  %3298 = ptrtoint ptr %3293 to i64
  %3299 = sub i64 %3297, %3298
  call void @_ZdlPvm(ptr noundef nonnull %3293, i64 noundef %3299) #16
  br label %3300

3300:                                             ; preds = %3292, %3295
  %3301 = icmp ne i32 %3252, 0
  %3302 = zext i1 %3301 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #5
  ret i32 %3302

3303:                                             ; preds = %3176
  %3304 = landingpad { ptr, i32 }
          cleanup
  br label %3305

3305:                                             ; preds = %158, %160, %3179, %3303, %170
  %3306 = phi { ptr, i32 } [ %171, %170 ], [ %3304, %3303 ], [ %3180, %3179 ], [ %159, %158 ], [ %161, %160 ]
  %3307 = load ptr, ptr %16, align 8, !tbaa !27
  %3308 = icmp eq ptr %3307, null
  br i1 %3308, label %3315, label %3309

3309:                                             ; preds = %3305
  %3310 = getelementptr inbounds i8, ptr %16, i64 16
  %3311 = load ptr, ptr %3310, align 8, !tbaa !24
  %3312 = ptrtoint ptr %3311 to i64
  %3313 = ptrtoint ptr %3307 to i64
  %3314 = sub i64 %3312, %3313
  call void @_ZdlPvm(ptr noundef nonnull %3307, i64 noundef %3314) #16
  br label %3315

3315:                                             ; preds = %3305, %3309
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16) #5
  %3316 = load ptr, ptr %15, align 8, !tbaa !27
  %3317 = icmp eq ptr %3316, null
  br i1 %3317, label %3324, label %3318

3318:                                             ; preds = %3315
  %3319 = getelementptr inbounds i8, ptr %15, i64 16
  %3320 = load ptr, ptr %3319, align 8, !tbaa !24
  %3321 = ptrtoint ptr %3320 to i64
  %3322 = ptrtoint ptr %3316 to i64
  %3323 = sub i64 %3321, %3322
  call void @_ZdlPvm(ptr noundef nonnull %3316, i64 noundef %3323) #16
  br label %3324

3324:                                             ; preds = %3315, %3318
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #5
  %3325 = load ptr, ptr %14, align 8, !tbaa !27
  %3326 = icmp eq ptr %3325, null
  br i1 %3326, label %3332, label %3327

3327:                                             ; preds = %3324
  %3328 = load ptr, ptr %36, align 8, !tbaa !24
  %3329 = ptrtoint ptr %3328 to i64
  %3330 = ptrtoint ptr %3325 to i64
  %3331 = sub i64 %3329, %3330
  call void @_ZdlPvm(ptr noundef nonnull %3325, i64 noundef %3331) #16
  br label %3332

3332:                                             ; preds = %3324, %3327
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #5
  %3333 = load ptr, ptr %13, align 8, !tbaa !9
  %3334 = icmp eq ptr %3333, null
  br i1 %3334, label %3340, label %3335

3335:                                             ; preds = %3332
  %3336 = load ptr, ptr %33, align 8, !tbaa !22
  %3337 = ptrtoint ptr %3336 to i64
  %3338 = ptrtoint ptr %3333 to i64
  %3339 = sub i64 %3337, %3338
  call void @_ZdlPvm(ptr noundef nonnull %3333, i64 noundef %3339) #16
  br label %3340

3340:                                             ; preds = %3335, %3332, %39
  %3341 = phi { ptr, i32 } [ %40, %39 ], [ %3306, %3332 ], [ %3306, %3335 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #5
  %3342 = load ptr, ptr %12, align 8, !tbaa !9
  %3343 = icmp eq ptr %3342, null
  br i1 %3343, label %3349, label %3344

3344:                                             ; preds = %3340
  %3345 = load ptr, ptr %29, align 8, !tbaa !22
  %3346 = ptrtoint ptr %3345 to i64
  %3347 = ptrtoint ptr %3342 to i64
  %3348 = sub i64 %3346, %3347
  call void @_ZdlPvm(ptr noundef nonnull %3342, i64 noundef %3348) #16
  br label %3349

3349:                                             ; preds = %3344, %3340, %37
  %3350 = phi { ptr, i32 } [ %38, %37 ], [ %3341, %3340 ], [ %3341, %3344 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #5
  %3351 = load ptr, ptr %11, align 8, !tbaa !9
  %3352 = icmp eq ptr %3351, null
  br i1 %3352, label %3358, label %3353

3353:                                             ; preds = %3349
  %3354 = load ptr, ptr %21, align 8, !tbaa !22
  %3355 = ptrtoint ptr %3354 to i64
  %3356 = ptrtoint ptr %3351 to i64
  %3357 = sub i64 %3355, %3356
  call void @_ZdlPvm(ptr noundef nonnull %3351, i64 noundef %3357) #16
  br label %3358

3358:                                             ; preds = %3353, %3349
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #5
  resume { ptr, i32 } %3350
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #4

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #5

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #7

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { nounwind memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #10 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { noreturn }
attributes #16 = { builtin nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTSNSt12_Vector_baseISt5arrayIdLm2EESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!11 = !{!12, !14, i64 8}
!12 = !{!"_ZTS6Spring", !13, i64 0, !14, i64 8, !14, i64 12}
!13 = !{!"double", !7, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!13, !13, i64 0}
!16 = !{!12, !14, i64 12}
!17 = !{!12, !13, i64 0}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !20, !19}
!22 = !{!10, !6, i64 16}
!23 = !{!10, !6, i64 8}
!24 = !{!25, !6, i64 16}
!25 = !{!"_ZTSNSt12_Vector_baseI6SpringSaIS0_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!26 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!27 = !{!25, !6, i64 0}
!28 = !{!25, !6, i64 8}
!29 = !{!14, !14, i64 0}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = distinct !{!32, !19, !20}
!33 = distinct !{!33, !20, !19}
!34 = distinct !{!34, !19, !20}
!35 = distinct !{!35, !20, !19}
!36 = distinct !{!36, !19, !20}
!37 = distinct !{!37, !20, !19}
!38 = distinct !{!38, !19, !20}
!39 = distinct !{!39, !20, !19}
!40 = distinct !{!40, !31}
!41 = distinct !{!41, !19, !20}
!42 = distinct !{!42, !20, !19}
!43 = distinct !{!43, !19, !20}
!44 = distinct !{!44, !20, !19}
!45 = distinct !{!45, !31}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = distinct !{!51, !31, !19, !20}
!52 = distinct !{!52, !31, !19}
