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
  %9 = alloca %"class.std::vector.0", align 8
  %10 = alloca %"class.std::vector.0", align 8
  %11 = alloca %"class.std::vector.0", align 8
  %12 = alloca %"class.std::vector", align 8
  %13 = alloca %"class.std::vector", align 8
  %14 = alloca %"class.std::vector", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12
  %15 = tail call noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #13
  store ptr %15, ptr %9, align 8, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %15, i64 96
  %17 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %16, ptr %17, align 8, !tbaa !22
  %18 = getelementptr inbounds i8, ptr %15, i64 32
  %19 = getelementptr inbounds i8, ptr %15, i64 64
  %20 = getelementptr inbounds i8, ptr %9, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %15, i8 0, i64 96, i1 false)
  store ptr %16, ptr %20, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12
  %21 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #13
          to label %22 unwind label %33

22:                                               ; preds = %0
  store ptr %21, ptr %10, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  %24 = getelementptr inbounds i8, ptr %21, i64 96
  %25 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %24, ptr %25, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %21, i8 0, i64 96, i1 false)
  store ptr %24, ptr %23, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #12
  %26 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #13
          to label %27 unwind label %35

27:                                               ; preds = %22
  store ptr %26, ptr %11, align 8, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %26, i64 96
  %29 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %28, ptr %29, align 8, !tbaa !22
  %30 = getelementptr inbounds i8, ptr %11, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %26, i8 0, i64 96, i1 false)
  store ptr %28, ptr %30, align 8, !tbaa !23
  store <4 x double> <double 1.000000e+00, double 0.000000e+00, double 0x3FDFEEE40774EAC7, double 0x3FEB03D4CFAC801E>, ptr %15, align 8
  store <4 x double> <double 0xBFE699338DD73686, double 0x3FF62ACD5608D6E8, double 0xBFF48A21DD062E03, double 0x3FF7694E398F5318>, ptr %18, align 8
  store <4 x double> <double 0xBFDB897A7AF0AA21, double 0x3FF228E955A4463F, double 0x3FF102112D05DF36, double 0x3FE4C66240A2CEF0>, ptr %19, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, i8 0, i64 24, i1 false)
  %31 = getelementptr inbounds i8, ptr %12, i64 8
  %32 = getelementptr inbounds i8, ptr %12, i64 16
  br label %54

33:                                               ; preds = %0
  %34 = landingpad { ptr, i32 }
          cleanup
  br label %3307

35:                                               ; preds = %22
  %36 = landingpad { ptr, i32 }
          cleanup
  br label %3298

37:                                               ; preds = %110
  %38 = ptrtoint ptr %113 to i64
  %39 = ptrtoint ptr %111 to i64
  %40 = sub i64 %38, %39
  %41 = getelementptr inbounds i8, ptr %13, i64 16
  %42 = icmp eq ptr %113, %111
  br i1 %42, label %120, label %43

43:                                               ; preds = %37
  %44 = icmp ugt i64 %40, 9223372036854775792
  br i1 %44, label %45, label %47, !prof !24

45:                                               ; preds = %43
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #14
          to label %46 unwind label %128

46:                                               ; preds = %45
  unreachable

47:                                               ; preds = %43
  %48 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %40) #13
          to label %49 unwind label %128

49:                                               ; preds = %47
  %50 = icmp eq ptr %113, %111
  br i1 %50, label %52, label %51

51:                                               ; preds = %49
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %48, ptr align 8 %111, i64 %40, i1 false)
  br label %52

52:                                               ; preds = %49, %51
  store ptr %48, ptr %13, align 8, !tbaa !25
  %53 = getelementptr inbounds i8, ptr %48, i64 %40
  store ptr %53, ptr %41, align 8, !tbaa !27
  br label %120

54:                                               ; preds = %27, %110
  %55 = phi i32 [ 0, %27 ], [ %114, %110 ]
  %56 = phi ptr [ null, %27 ], [ %113, %110 ]
  %57 = phi ptr [ null, %27 ], [ %112, %110 ]
  %58 = phi ptr [ null, %27 ], [ %111, %110 ]
  %59 = uitofp nneg i32 %55 to double
  %60 = fmul fast double %59, 5.000000e-02
  %61 = fadd fast double %60, 5.000000e-01
  %62 = trunc nuw i32 %55 to i8
  %63 = urem i8 %62, 6
  %64 = zext nneg i8 %63 to i32
  %65 = add nuw nsw i32 %64, 1
  %66 = udiv i8 %62, 6
  %67 = zext nneg i8 %66 to i32
  %68 = add nsw i32 %67, -5
  %69 = icmp ult i32 %55, 30
  %70 = select i1 %69, i32 %67, i32 %68
  %71 = add nuw nsw i32 %65, %70
  %72 = urem i32 %71, 6
  %73 = icmp eq ptr %56, %57
  br i1 %73, label %78, label %74

74:                                               ; preds = %54
  store double %61, ptr %56, align 8, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %56, i64 8
  store i32 %64, ptr %75, align 8, !tbaa !28
  %76 = getelementptr inbounds i8, ptr %56, i64 12
  store i32 %72, ptr %76, align 4, !tbaa !28
  %77 = getelementptr inbounds i8, ptr %56, i64 16
  store ptr %77, ptr %31, align 8, !tbaa !29
  br label %110

78:                                               ; preds = %54
  %79 = ptrtoint ptr %56 to i64
  %80 = ptrtoint ptr %58 to i64
  %81 = sub i64 %79, %80
  %82 = icmp eq i64 %81, 9223372036854775792
  br i1 %82, label %83, label %85

83:                                               ; preds = %78
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #14
          to label %84 unwind label %118

84:                                               ; preds = %83
  unreachable

85:                                               ; preds = %78
  %86 = ashr exact i64 %81, 4
  %87 = tail call i64 @llvm.umax.i64(i64 %86, i64 1)
  %88 = add nsw i64 %87, %86
  %89 = icmp ult i64 %88, %86
  %90 = tail call i64 @llvm.umin.i64(i64 %88, i64 576460752303423487)
  %91 = select i1 %89, i64 576460752303423487, i64 %90
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %96, label %93

93:                                               ; preds = %85
  %94 = shl nuw nsw i64 %91, 4
  %95 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %94) #13
          to label %96 unwind label %116

96:                                               ; preds = %93, %85
  %97 = phi ptr [ null, %85 ], [ %95, %93 ]
  %98 = getelementptr inbounds %struct.Spring, ptr %97, i64 %86
  store double %61, ptr %98, align 8, !tbaa !15
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  store i32 %64, ptr %99, align 8, !tbaa !28
  %100 = getelementptr inbounds i8, ptr %98, i64 12
  store i32 %72, ptr %100, align 4, !tbaa !28
  %101 = icmp sgt i64 %81, 0
  br i1 %101, label %102, label %103

102:                                              ; preds = %96
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %97, ptr align 8 %58, i64 %81, i1 false)
  br label %103

103:                                              ; preds = %102, %96
  %104 = getelementptr inbounds i8, ptr %97, i64 %81
  %105 = getelementptr inbounds i8, ptr %104, i64 16
  %106 = icmp eq ptr %58, null
  br i1 %106, label %108, label %107

107:                                              ; preds = %103
  tail call void @_ZdlPvm(ptr noundef nonnull %58, i64 noundef %81) #15
  br label %108

108:                                              ; preds = %107, %103
  store ptr %97, ptr %12, align 8, !tbaa !25
  store ptr %105, ptr %31, align 8, !tbaa !29
  %109 = getelementptr inbounds %struct.Spring, ptr %97, i64 %91
  store ptr %109, ptr %32, align 8, !tbaa !27
  br label %110

110:                                              ; preds = %108, %74
  %111 = phi ptr [ %97, %108 ], [ %58, %74 ]
  %112 = phi ptr [ %109, %108 ], [ %57, %74 ]
  %113 = phi ptr [ %105, %108 ], [ %77, %74 ]
  %114 = add nuw nsw i32 %55, 1
  %115 = icmp eq i32 %114, 40
  br i1 %115, label %37, label %54, !llvm.loop !30

116:                                              ; preds = %93
  %117 = landingpad { ptr, i32 }
          cleanup
  br label %3263

118:                                              ; preds = %83
  %119 = landingpad { ptr, i32 }
          cleanup
  br label %3263

120:                                              ; preds = %37, %52
  %121 = phi ptr [ %48, %52 ], [ null, %37 ]
  %122 = getelementptr inbounds i8, ptr %121, i64 %40
  %123 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %122, ptr %123, align 8, !tbaa !29
  %124 = icmp eq ptr %113, %111
  br i1 %124, label %125, label %130

125:                                              ; preds = %130, %120
  %126 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %127 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr noundef nonnull @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE, i32 noundef %126, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %126, ptr noundef nonnull %12, ptr noundef nonnull %13)
          to label %134 unwind label %128

128:                                              ; preds = %47, %45, %125
  %129 = landingpad { ptr, i32 }
          cleanup
  br label %3263

130:                                              ; preds = %120, %130
  %131 = phi ptr [ %132, %130 ], [ %121, %120 ]
  store double 0.000000e+00, ptr %131, align 8, !tbaa !17
  %132 = getelementptr inbounds i8, ptr %131, i64 16
  %133 = icmp eq ptr %132, %122
  br i1 %133, label %125, label %130

134:                                              ; preds = %125, %1955
  %135 = phi i64 [ %1956, %1955 ], [ 0, %125 ]
  %136 = shl nuw nsw i64 %135, 1
  %137 = load ptr, ptr %9, align 8, !tbaa !9
  %138 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %135
  %139 = load double, ptr %138, align 8, !tbaa !15
  %140 = fadd fast double %139, 0x3EB0C6F7A0B5ED8D
  store double %140, ptr %138, align 8, !tbaa !15
  %141 = load ptr, ptr %12, align 8, !tbaa !5
  %142 = ptrtoint ptr %141 to i64
  %143 = load ptr, ptr %31, align 8, !tbaa !5
  %144 = ptrtoint ptr %143 to i64
  %145 = icmp eq ptr %141, %143
  br i1 %145, label %549, label %146

146:                                              ; preds = %134
  %147 = add i64 %144, -16
  %148 = sub i64 %147, %142
  %149 = icmp ult i64 %148, 256
  br i1 %149, label %150, label %153

150:                                              ; preds = %542, %146
  %151 = phi double [ 0.000000e+00, %146 ], [ %546, %542 ]
  %152 = phi ptr [ %141, %146 ], [ %161, %542 ]
  br label %551

153:                                              ; preds = %146
  %154 = lshr i64 %148, 4
  %155 = add nuw nsw i64 %154, 1
  %156 = and i64 %155, 15
  %157 = icmp eq i64 %156, 0
  %158 = select i1 %157, i64 16, i64 %156
  %159 = sub nsw i64 %155, %158
  %160 = shl i64 %159, 4
  %161 = getelementptr i8, ptr %141, i64 %160
  br label %162

162:                                              ; preds = %162, %153
  %163 = phi i64 [ 0, %153 ], [ %540, %162 ]
  %164 = phi <4 x double> [ zeroinitializer, %153 ], [ %536, %162 ]
  %165 = phi <4 x double> [ zeroinitializer, %153 ], [ %537, %162 ]
  %166 = phi <4 x double> [ zeroinitializer, %153 ], [ %538, %162 ]
  %167 = phi <4 x double> [ zeroinitializer, %153 ], [ %539, %162 ]
  %168 = shl i64 %163, 4
  %169 = or disjoint i64 %168, 16
  %170 = or disjoint i64 %168, 32
  %171 = or disjoint i64 %168, 48
  %172 = or disjoint i64 %168, 64
  %173 = or disjoint i64 %168, 80
  %174 = or disjoint i64 %168, 96
  %175 = or disjoint i64 %168, 112
  %176 = or disjoint i64 %168, 128
  %177 = or disjoint i64 %168, 144
  %178 = or disjoint i64 %168, 160
  %179 = or disjoint i64 %168, 176
  %180 = or disjoint i64 %168, 192
  %181 = or disjoint i64 %168, 208
  %182 = or disjoint i64 %168, 224
  %183 = or disjoint i64 %168, 240
  %184 = getelementptr i8, ptr %141, i64 %168
  %185 = getelementptr i8, ptr %141, i64 %169
  %186 = getelementptr i8, ptr %141, i64 %170
  %187 = getelementptr i8, ptr %141, i64 %171
  %188 = getelementptr i8, ptr %141, i64 %172
  %189 = getelementptr i8, ptr %141, i64 %173
  %190 = getelementptr i8, ptr %141, i64 %174
  %191 = getelementptr i8, ptr %141, i64 %175
  %192 = getelementptr i8, ptr %141, i64 %176
  %193 = getelementptr i8, ptr %141, i64 %177
  %194 = getelementptr i8, ptr %141, i64 %178
  %195 = getelementptr i8, ptr %141, i64 %179
  %196 = getelementptr i8, ptr %141, i64 %180
  %197 = getelementptr i8, ptr %141, i64 %181
  %198 = getelementptr i8, ptr %141, i64 %182
  %199 = getelementptr i8, ptr %141, i64 %183
  %200 = getelementptr inbounds i8, ptr %184, i64 8
  %201 = getelementptr inbounds i8, ptr %185, i64 8
  %202 = getelementptr inbounds i8, ptr %186, i64 8
  %203 = getelementptr inbounds i8, ptr %187, i64 8
  %204 = getelementptr inbounds i8, ptr %188, i64 8
  %205 = getelementptr inbounds i8, ptr %189, i64 8
  %206 = getelementptr inbounds i8, ptr %190, i64 8
  %207 = getelementptr inbounds i8, ptr %191, i64 8
  %208 = getelementptr inbounds i8, ptr %192, i64 8
  %209 = getelementptr inbounds i8, ptr %193, i64 8
  %210 = getelementptr inbounds i8, ptr %194, i64 8
  %211 = getelementptr inbounds i8, ptr %195, i64 8
  %212 = getelementptr inbounds i8, ptr %196, i64 8
  %213 = getelementptr inbounds i8, ptr %197, i64 8
  %214 = getelementptr inbounds i8, ptr %198, i64 8
  %215 = getelementptr inbounds i8, ptr %199, i64 8
  %216 = load i32, ptr %200, align 8, !tbaa !11
  %217 = load i32, ptr %201, align 8, !tbaa !11
  %218 = load i32, ptr %202, align 8, !tbaa !11
  %219 = load i32, ptr %203, align 8, !tbaa !11
  %220 = load i32, ptr %204, align 8, !tbaa !11
  %221 = load i32, ptr %205, align 8, !tbaa !11
  %222 = load i32, ptr %206, align 8, !tbaa !11
  %223 = load i32, ptr %207, align 8, !tbaa !11
  %224 = load i32, ptr %208, align 8, !tbaa !11
  %225 = load i32, ptr %209, align 8, !tbaa !11
  %226 = load i32, ptr %210, align 8, !tbaa !11
  %227 = load i32, ptr %211, align 8, !tbaa !11
  %228 = load i32, ptr %212, align 8, !tbaa !11
  %229 = load i32, ptr %213, align 8, !tbaa !11
  %230 = load i32, ptr %214, align 8, !tbaa !11
  %231 = load i32, ptr %215, align 8, !tbaa !11
  %232 = sext i32 %216 to i64
  %233 = sext i32 %217 to i64
  %234 = sext i32 %218 to i64
  %235 = sext i32 %219 to i64
  %236 = sext i32 %220 to i64
  %237 = sext i32 %221 to i64
  %238 = sext i32 %222 to i64
  %239 = sext i32 %223 to i64
  %240 = sext i32 %224 to i64
  %241 = sext i32 %225 to i64
  %242 = sext i32 %226 to i64
  %243 = sext i32 %227 to i64
  %244 = sext i32 %228 to i64
  %245 = sext i32 %229 to i64
  %246 = sext i32 %230 to i64
  %247 = sext i32 %231 to i64
  %248 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %232
  %249 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %233
  %250 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %234
  %251 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %235
  %252 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %236
  %253 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %237
  %254 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %238
  %255 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %239
  %256 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %240
  %257 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %241
  %258 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %242
  %259 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %243
  %260 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %244
  %261 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %245
  %262 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %246
  %263 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %247
  %264 = load double, ptr %248, align 8, !tbaa !15
  %265 = load double, ptr %249, align 8, !tbaa !15
  %266 = load double, ptr %250, align 8, !tbaa !15
  %267 = load double, ptr %251, align 8, !tbaa !15
  %268 = insertelement <4 x double> poison, double %264, i64 0
  %269 = insertelement <4 x double> %268, double %265, i64 1
  %270 = insertelement <4 x double> %269, double %266, i64 2
  %271 = insertelement <4 x double> %270, double %267, i64 3
  %272 = load double, ptr %252, align 8, !tbaa !15
  %273 = load double, ptr %253, align 8, !tbaa !15
  %274 = load double, ptr %254, align 8, !tbaa !15
  %275 = load double, ptr %255, align 8, !tbaa !15
  %276 = insertelement <4 x double> poison, double %272, i64 0
  %277 = insertelement <4 x double> %276, double %273, i64 1
  %278 = insertelement <4 x double> %277, double %274, i64 2
  %279 = insertelement <4 x double> %278, double %275, i64 3
  %280 = load double, ptr %256, align 8, !tbaa !15
  %281 = load double, ptr %257, align 8, !tbaa !15
  %282 = load double, ptr %258, align 8, !tbaa !15
  %283 = load double, ptr %259, align 8, !tbaa !15
  %284 = insertelement <4 x double> poison, double %280, i64 0
  %285 = insertelement <4 x double> %284, double %281, i64 1
  %286 = insertelement <4 x double> %285, double %282, i64 2
  %287 = insertelement <4 x double> %286, double %283, i64 3
  %288 = load double, ptr %260, align 8, !tbaa !15
  %289 = load double, ptr %261, align 8, !tbaa !15
  %290 = load double, ptr %262, align 8, !tbaa !15
  %291 = load double, ptr %263, align 8, !tbaa !15
  %292 = insertelement <4 x double> poison, double %288, i64 0
  %293 = insertelement <4 x double> %292, double %289, i64 1
  %294 = insertelement <4 x double> %293, double %290, i64 2
  %295 = insertelement <4 x double> %294, double %291, i64 3
  %296 = getelementptr inbounds i8, ptr %184, i64 12
  %297 = getelementptr inbounds i8, ptr %185, i64 12
  %298 = getelementptr inbounds i8, ptr %186, i64 12
  %299 = getelementptr inbounds i8, ptr %187, i64 12
  %300 = getelementptr inbounds i8, ptr %188, i64 12
  %301 = getelementptr inbounds i8, ptr %189, i64 12
  %302 = getelementptr inbounds i8, ptr %190, i64 12
  %303 = getelementptr inbounds i8, ptr %191, i64 12
  %304 = getelementptr inbounds i8, ptr %192, i64 12
  %305 = getelementptr inbounds i8, ptr %193, i64 12
  %306 = getelementptr inbounds i8, ptr %194, i64 12
  %307 = getelementptr inbounds i8, ptr %195, i64 12
  %308 = getelementptr inbounds i8, ptr %196, i64 12
  %309 = getelementptr inbounds i8, ptr %197, i64 12
  %310 = getelementptr inbounds i8, ptr %198, i64 12
  %311 = getelementptr inbounds i8, ptr %199, i64 12
  %312 = load i32, ptr %296, align 4, !tbaa !16
  %313 = load i32, ptr %297, align 4, !tbaa !16
  %314 = load i32, ptr %298, align 4, !tbaa !16
  %315 = load i32, ptr %299, align 4, !tbaa !16
  %316 = load i32, ptr %300, align 4, !tbaa !16
  %317 = load i32, ptr %301, align 4, !tbaa !16
  %318 = load i32, ptr %302, align 4, !tbaa !16
  %319 = load i32, ptr %303, align 4, !tbaa !16
  %320 = load i32, ptr %304, align 4, !tbaa !16
  %321 = load i32, ptr %305, align 4, !tbaa !16
  %322 = load i32, ptr %306, align 4, !tbaa !16
  %323 = load i32, ptr %307, align 4, !tbaa !16
  %324 = load i32, ptr %308, align 4, !tbaa !16
  %325 = load i32, ptr %309, align 4, !tbaa !16
  %326 = load i32, ptr %310, align 4, !tbaa !16
  %327 = load i32, ptr %311, align 4, !tbaa !16
  %328 = sext i32 %312 to i64
  %329 = sext i32 %313 to i64
  %330 = sext i32 %314 to i64
  %331 = sext i32 %315 to i64
  %332 = sext i32 %316 to i64
  %333 = sext i32 %317 to i64
  %334 = sext i32 %318 to i64
  %335 = sext i32 %319 to i64
  %336 = sext i32 %320 to i64
  %337 = sext i32 %321 to i64
  %338 = sext i32 %322 to i64
  %339 = sext i32 %323 to i64
  %340 = sext i32 %324 to i64
  %341 = sext i32 %325 to i64
  %342 = sext i32 %326 to i64
  %343 = sext i32 %327 to i64
  %344 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %328
  %345 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %329
  %346 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %330
  %347 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %331
  %348 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %332
  %349 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %333
  %350 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %334
  %351 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %335
  %352 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %336
  %353 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %337
  %354 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %338
  %355 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %339
  %356 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %340
  %357 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %341
  %358 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %342
  %359 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %343
  %360 = load double, ptr %344, align 8, !tbaa !15
  %361 = load double, ptr %345, align 8, !tbaa !15
  %362 = load double, ptr %346, align 8, !tbaa !15
  %363 = load double, ptr %347, align 8, !tbaa !15
  %364 = insertelement <4 x double> poison, double %360, i64 0
  %365 = insertelement <4 x double> %364, double %361, i64 1
  %366 = insertelement <4 x double> %365, double %362, i64 2
  %367 = insertelement <4 x double> %366, double %363, i64 3
  %368 = load double, ptr %348, align 8, !tbaa !15
  %369 = load double, ptr %349, align 8, !tbaa !15
  %370 = load double, ptr %350, align 8, !tbaa !15
  %371 = load double, ptr %351, align 8, !tbaa !15
  %372 = insertelement <4 x double> poison, double %368, i64 0
  %373 = insertelement <4 x double> %372, double %369, i64 1
  %374 = insertelement <4 x double> %373, double %370, i64 2
  %375 = insertelement <4 x double> %374, double %371, i64 3
  %376 = load double, ptr %352, align 8, !tbaa !15
  %377 = load double, ptr %353, align 8, !tbaa !15
  %378 = load double, ptr %354, align 8, !tbaa !15
  %379 = load double, ptr %355, align 8, !tbaa !15
  %380 = insertelement <4 x double> poison, double %376, i64 0
  %381 = insertelement <4 x double> %380, double %377, i64 1
  %382 = insertelement <4 x double> %381, double %378, i64 2
  %383 = insertelement <4 x double> %382, double %379, i64 3
  %384 = load double, ptr %356, align 8, !tbaa !15
  %385 = load double, ptr %357, align 8, !tbaa !15
  %386 = load double, ptr %358, align 8, !tbaa !15
  %387 = load double, ptr %359, align 8, !tbaa !15
  %388 = insertelement <4 x double> poison, double %384, i64 0
  %389 = insertelement <4 x double> %388, double %385, i64 1
  %390 = insertelement <4 x double> %389, double %386, i64 2
  %391 = insertelement <4 x double> %390, double %387, i64 3
  %392 = fsub fast <4 x double> %271, %367
  %393 = fsub fast <4 x double> %279, %375
  %394 = fsub fast <4 x double> %287, %383
  %395 = fsub fast <4 x double> %295, %391
  %396 = getelementptr inbounds i8, ptr %248, i64 8
  %397 = getelementptr inbounds i8, ptr %249, i64 8
  %398 = getelementptr inbounds i8, ptr %250, i64 8
  %399 = getelementptr inbounds i8, ptr %251, i64 8
  %400 = getelementptr inbounds i8, ptr %252, i64 8
  %401 = getelementptr inbounds i8, ptr %253, i64 8
  %402 = getelementptr inbounds i8, ptr %254, i64 8
  %403 = getelementptr inbounds i8, ptr %255, i64 8
  %404 = getelementptr inbounds i8, ptr %256, i64 8
  %405 = getelementptr inbounds i8, ptr %257, i64 8
  %406 = getelementptr inbounds i8, ptr %258, i64 8
  %407 = getelementptr inbounds i8, ptr %259, i64 8
  %408 = getelementptr inbounds i8, ptr %260, i64 8
  %409 = getelementptr inbounds i8, ptr %261, i64 8
  %410 = getelementptr inbounds i8, ptr %262, i64 8
  %411 = getelementptr inbounds i8, ptr %263, i64 8
  %412 = load double, ptr %396, align 8, !tbaa !15
  %413 = load double, ptr %397, align 8, !tbaa !15
  %414 = load double, ptr %398, align 8, !tbaa !15
  %415 = load double, ptr %399, align 8, !tbaa !15
  %416 = insertelement <4 x double> poison, double %412, i64 0
  %417 = insertelement <4 x double> %416, double %413, i64 1
  %418 = insertelement <4 x double> %417, double %414, i64 2
  %419 = insertelement <4 x double> %418, double %415, i64 3
  %420 = load double, ptr %400, align 8, !tbaa !15
  %421 = load double, ptr %401, align 8, !tbaa !15
  %422 = load double, ptr %402, align 8, !tbaa !15
  %423 = load double, ptr %403, align 8, !tbaa !15
  %424 = insertelement <4 x double> poison, double %420, i64 0
  %425 = insertelement <4 x double> %424, double %421, i64 1
  %426 = insertelement <4 x double> %425, double %422, i64 2
  %427 = insertelement <4 x double> %426, double %423, i64 3
  %428 = load double, ptr %404, align 8, !tbaa !15
  %429 = load double, ptr %405, align 8, !tbaa !15
  %430 = load double, ptr %406, align 8, !tbaa !15
  %431 = load double, ptr %407, align 8, !tbaa !15
  %432 = insertelement <4 x double> poison, double %428, i64 0
  %433 = insertelement <4 x double> %432, double %429, i64 1
  %434 = insertelement <4 x double> %433, double %430, i64 2
  %435 = insertelement <4 x double> %434, double %431, i64 3
  %436 = load double, ptr %408, align 8, !tbaa !15
  %437 = load double, ptr %409, align 8, !tbaa !15
  %438 = load double, ptr %410, align 8, !tbaa !15
  %439 = load double, ptr %411, align 8, !tbaa !15
  %440 = insertelement <4 x double> poison, double %436, i64 0
  %441 = insertelement <4 x double> %440, double %437, i64 1
  %442 = insertelement <4 x double> %441, double %438, i64 2
  %443 = insertelement <4 x double> %442, double %439, i64 3
  %444 = getelementptr inbounds i8, ptr %344, i64 8
  %445 = getelementptr inbounds i8, ptr %345, i64 8
  %446 = getelementptr inbounds i8, ptr %346, i64 8
  %447 = getelementptr inbounds i8, ptr %347, i64 8
  %448 = getelementptr inbounds i8, ptr %348, i64 8
  %449 = getelementptr inbounds i8, ptr %349, i64 8
  %450 = getelementptr inbounds i8, ptr %350, i64 8
  %451 = getelementptr inbounds i8, ptr %351, i64 8
  %452 = getelementptr inbounds i8, ptr %352, i64 8
  %453 = getelementptr inbounds i8, ptr %353, i64 8
  %454 = getelementptr inbounds i8, ptr %354, i64 8
  %455 = getelementptr inbounds i8, ptr %355, i64 8
  %456 = getelementptr inbounds i8, ptr %356, i64 8
  %457 = getelementptr inbounds i8, ptr %357, i64 8
  %458 = getelementptr inbounds i8, ptr %358, i64 8
  %459 = getelementptr inbounds i8, ptr %359, i64 8
  %460 = load double, ptr %444, align 8, !tbaa !15
  %461 = load double, ptr %445, align 8, !tbaa !15
  %462 = load double, ptr %446, align 8, !tbaa !15
  %463 = load double, ptr %447, align 8, !tbaa !15
  %464 = insertelement <4 x double> poison, double %460, i64 0
  %465 = insertelement <4 x double> %464, double %461, i64 1
  %466 = insertelement <4 x double> %465, double %462, i64 2
  %467 = insertelement <4 x double> %466, double %463, i64 3
  %468 = load double, ptr %448, align 8, !tbaa !15
  %469 = load double, ptr %449, align 8, !tbaa !15
  %470 = load double, ptr %450, align 8, !tbaa !15
  %471 = load double, ptr %451, align 8, !tbaa !15
  %472 = insertelement <4 x double> poison, double %468, i64 0
  %473 = insertelement <4 x double> %472, double %469, i64 1
  %474 = insertelement <4 x double> %473, double %470, i64 2
  %475 = insertelement <4 x double> %474, double %471, i64 3
  %476 = load double, ptr %452, align 8, !tbaa !15
  %477 = load double, ptr %453, align 8, !tbaa !15
  %478 = load double, ptr %454, align 8, !tbaa !15
  %479 = load double, ptr %455, align 8, !tbaa !15
  %480 = insertelement <4 x double> poison, double %476, i64 0
  %481 = insertelement <4 x double> %480, double %477, i64 1
  %482 = insertelement <4 x double> %481, double %478, i64 2
  %483 = insertelement <4 x double> %482, double %479, i64 3
  %484 = load double, ptr %456, align 8, !tbaa !15
  %485 = load double, ptr %457, align 8, !tbaa !15
  %486 = load double, ptr %458, align 8, !tbaa !15
  %487 = load double, ptr %459, align 8, !tbaa !15
  %488 = insertelement <4 x double> poison, double %484, i64 0
  %489 = insertelement <4 x double> %488, double %485, i64 1
  %490 = insertelement <4 x double> %489, double %486, i64 2
  %491 = insertelement <4 x double> %490, double %487, i64 3
  %492 = fsub fast <4 x double> %419, %467
  %493 = fsub fast <4 x double> %427, %475
  %494 = fsub fast <4 x double> %435, %483
  %495 = fsub fast <4 x double> %443, %491
  %496 = fmul fast <4 x double> %392, %392
  %497 = fmul fast <4 x double> %393, %393
  %498 = fmul fast <4 x double> %394, %394
  %499 = fmul fast <4 x double> %395, %395
  %500 = fmul fast <4 x double> %492, %492
  %501 = fmul fast <4 x double> %493, %493
  %502 = fmul fast <4 x double> %494, %494
  %503 = fmul fast <4 x double> %495, %495
  %504 = fadd fast <4 x double> %500, %496
  %505 = fadd fast <4 x double> %501, %497
  %506 = fadd fast <4 x double> %502, %498
  %507 = fadd fast <4 x double> %503, %499
  %508 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %504)
  %509 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %505)
  %510 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %506)
  %511 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %507)
  %512 = load <8 x double>, ptr %184, align 8, !tbaa !17
  %513 = load <8 x double>, ptr %188, align 8, !tbaa !17
  %514 = load <8 x double>, ptr %192, align 8, !tbaa !17
  %515 = load <8 x double>, ptr %196, align 8, !tbaa !17
  %516 = shufflevector <8 x double> %512, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %517 = shufflevector <8 x double> %513, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %518 = shufflevector <8 x double> %514, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %519 = shufflevector <8 x double> %515, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %520 = fadd fast <4 x double> %508, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %521 = fadd fast <4 x double> %509, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %522 = fadd fast <4 x double> %510, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %523 = fadd fast <4 x double> %511, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %524 = fmul fast <4 x double> %516, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %525 = fmul fast <4 x double> %517, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %526 = fmul fast <4 x double> %518, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %527 = fmul fast <4 x double> %519, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %528 = fmul fast <4 x double> %520, %520
  %529 = fmul fast <4 x double> %521, %521
  %530 = fmul fast <4 x double> %522, %522
  %531 = fmul fast <4 x double> %523, %523
  %532 = fmul fast <4 x double> %528, %524
  %533 = fmul fast <4 x double> %529, %525
  %534 = fmul fast <4 x double> %530, %526
  %535 = fmul fast <4 x double> %531, %527
  %536 = fadd fast <4 x double> %532, %164
  %537 = fadd fast <4 x double> %533, %165
  %538 = fadd fast <4 x double> %534, %166
  %539 = fadd fast <4 x double> %535, %167
  %540 = add nuw i64 %163, 16
  %541 = icmp eq i64 %540, %159
  br i1 %541, label %542, label %162, !llvm.loop !32

542:                                              ; preds = %162
  %543 = fadd fast <4 x double> %537, %536
  %544 = fadd fast <4 x double> %538, %543
  %545 = fadd fast <4 x double> %539, %544
  %546 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %545)
  br label %150

547:                                              ; preds = %1955
  %548 = load ptr, ptr %12, align 8, !tbaa !5
  br label %2046

549:                                              ; preds = %134
  %550 = fadd fast double %139, 0xBEB0C6F7A0B5ED8D
  store double %550, ptr %138, align 8, !tbaa !15
  br label %1017

551:                                              ; preds = %150, %551
  %552 = phi double [ %579, %551 ], [ %151, %150 ]
  %553 = phi ptr [ %580, %551 ], [ %152, %150 ]
  %554 = getelementptr inbounds i8, ptr %553, i64 8
  %555 = load i32, ptr %554, align 8, !tbaa !11
  %556 = sext i32 %555 to i64
  %557 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %556
  %558 = load double, ptr %557, align 8, !tbaa !15
  %559 = getelementptr inbounds i8, ptr %553, i64 12
  %560 = load i32, ptr %559, align 4, !tbaa !16
  %561 = sext i32 %560 to i64
  %562 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %561
  %563 = load double, ptr %562, align 8, !tbaa !15
  %564 = fsub fast double %558, %563
  %565 = getelementptr inbounds i8, ptr %557, i64 8
  %566 = load double, ptr %565, align 8, !tbaa !15
  %567 = getelementptr inbounds i8, ptr %562, i64 8
  %568 = load double, ptr %567, align 8, !tbaa !15
  %569 = fsub fast double %566, %568
  %570 = fmul fast double %564, %564
  %571 = fmul fast double %569, %569
  %572 = fadd fast double %571, %570
  %573 = call fast double @llvm.sqrt.f64(double %572)
  %574 = load double, ptr %553, align 8, !tbaa !17
  %575 = fadd fast double %573, -1.000000e+00
  %576 = fmul fast double %574, 5.000000e-01
  %577 = fmul fast double %575, %575
  %578 = fmul fast double %577, %576
  %579 = fadd fast double %578, %552
  %580 = getelementptr inbounds i8, ptr %553, i64 16
  %581 = icmp eq ptr %580, %143
  br i1 %581, label %582, label %551, !llvm.loop !33

582:                                              ; preds = %551
  %583 = fadd fast double %139, 0xBEB0C6F7A0B5ED8D
  store double %583, ptr %138, align 8, !tbaa !15
  %584 = add i64 %144, -16
  %585 = sub i64 %584, %142
  %586 = icmp ult i64 %585, 256
  br i1 %586, label %981, label %587

587:                                              ; preds = %582
  %588 = lshr i64 %585, 4
  %589 = add nuw nsw i64 %588, 1
  %590 = and i64 %589, 15
  %591 = icmp eq i64 %590, 0
  %592 = select i1 %591, i64 16, i64 %590
  %593 = sub nsw i64 %589, %592
  %594 = shl i64 %593, 4
  %595 = getelementptr i8, ptr %141, i64 %594
  br label %596

596:                                              ; preds = %596, %587
  %597 = phi i64 [ 0, %587 ], [ %974, %596 ]
  %598 = phi <4 x double> [ zeroinitializer, %587 ], [ %970, %596 ]
  %599 = phi <4 x double> [ zeroinitializer, %587 ], [ %971, %596 ]
  %600 = phi <4 x double> [ zeroinitializer, %587 ], [ %972, %596 ]
  %601 = phi <4 x double> [ zeroinitializer, %587 ], [ %973, %596 ]
  %602 = shl i64 %597, 4
  %603 = or disjoint i64 %602, 16
  %604 = or disjoint i64 %602, 32
  %605 = or disjoint i64 %602, 48
  %606 = or disjoint i64 %602, 64
  %607 = or disjoint i64 %602, 80
  %608 = or disjoint i64 %602, 96
  %609 = or disjoint i64 %602, 112
  %610 = or disjoint i64 %602, 128
  %611 = or disjoint i64 %602, 144
  %612 = or disjoint i64 %602, 160
  %613 = or disjoint i64 %602, 176
  %614 = or disjoint i64 %602, 192
  %615 = or disjoint i64 %602, 208
  %616 = or disjoint i64 %602, 224
  %617 = or disjoint i64 %602, 240
  %618 = getelementptr i8, ptr %141, i64 %602
  %619 = getelementptr i8, ptr %141, i64 %603
  %620 = getelementptr i8, ptr %141, i64 %604
  %621 = getelementptr i8, ptr %141, i64 %605
  %622 = getelementptr i8, ptr %141, i64 %606
  %623 = getelementptr i8, ptr %141, i64 %607
  %624 = getelementptr i8, ptr %141, i64 %608
  %625 = getelementptr i8, ptr %141, i64 %609
  %626 = getelementptr i8, ptr %141, i64 %610
  %627 = getelementptr i8, ptr %141, i64 %611
  %628 = getelementptr i8, ptr %141, i64 %612
  %629 = getelementptr i8, ptr %141, i64 %613
  %630 = getelementptr i8, ptr %141, i64 %614
  %631 = getelementptr i8, ptr %141, i64 %615
  %632 = getelementptr i8, ptr %141, i64 %616
  %633 = getelementptr i8, ptr %141, i64 %617
  %634 = getelementptr inbounds i8, ptr %618, i64 8
  %635 = getelementptr inbounds i8, ptr %619, i64 8
  %636 = getelementptr inbounds i8, ptr %620, i64 8
  %637 = getelementptr inbounds i8, ptr %621, i64 8
  %638 = getelementptr inbounds i8, ptr %622, i64 8
  %639 = getelementptr inbounds i8, ptr %623, i64 8
  %640 = getelementptr inbounds i8, ptr %624, i64 8
  %641 = getelementptr inbounds i8, ptr %625, i64 8
  %642 = getelementptr inbounds i8, ptr %626, i64 8
  %643 = getelementptr inbounds i8, ptr %627, i64 8
  %644 = getelementptr inbounds i8, ptr %628, i64 8
  %645 = getelementptr inbounds i8, ptr %629, i64 8
  %646 = getelementptr inbounds i8, ptr %630, i64 8
  %647 = getelementptr inbounds i8, ptr %631, i64 8
  %648 = getelementptr inbounds i8, ptr %632, i64 8
  %649 = getelementptr inbounds i8, ptr %633, i64 8
  %650 = load i32, ptr %634, align 8, !tbaa !11
  %651 = load i32, ptr %635, align 8, !tbaa !11
  %652 = load i32, ptr %636, align 8, !tbaa !11
  %653 = load i32, ptr %637, align 8, !tbaa !11
  %654 = load i32, ptr %638, align 8, !tbaa !11
  %655 = load i32, ptr %639, align 8, !tbaa !11
  %656 = load i32, ptr %640, align 8, !tbaa !11
  %657 = load i32, ptr %641, align 8, !tbaa !11
  %658 = load i32, ptr %642, align 8, !tbaa !11
  %659 = load i32, ptr %643, align 8, !tbaa !11
  %660 = load i32, ptr %644, align 8, !tbaa !11
  %661 = load i32, ptr %645, align 8, !tbaa !11
  %662 = load i32, ptr %646, align 8, !tbaa !11
  %663 = load i32, ptr %647, align 8, !tbaa !11
  %664 = load i32, ptr %648, align 8, !tbaa !11
  %665 = load i32, ptr %649, align 8, !tbaa !11
  %666 = sext i32 %650 to i64
  %667 = sext i32 %651 to i64
  %668 = sext i32 %652 to i64
  %669 = sext i32 %653 to i64
  %670 = sext i32 %654 to i64
  %671 = sext i32 %655 to i64
  %672 = sext i32 %656 to i64
  %673 = sext i32 %657 to i64
  %674 = sext i32 %658 to i64
  %675 = sext i32 %659 to i64
  %676 = sext i32 %660 to i64
  %677 = sext i32 %661 to i64
  %678 = sext i32 %662 to i64
  %679 = sext i32 %663 to i64
  %680 = sext i32 %664 to i64
  %681 = sext i32 %665 to i64
  %682 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %666
  %683 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %667
  %684 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %668
  %685 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %669
  %686 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %670
  %687 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %671
  %688 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %672
  %689 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %673
  %690 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %674
  %691 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %675
  %692 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %676
  %693 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %677
  %694 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %678
  %695 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %679
  %696 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %680
  %697 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %681
  %698 = load double, ptr %682, align 8, !tbaa !15
  %699 = load double, ptr %683, align 8, !tbaa !15
  %700 = load double, ptr %684, align 8, !tbaa !15
  %701 = load double, ptr %685, align 8, !tbaa !15
  %702 = insertelement <4 x double> poison, double %698, i64 0
  %703 = insertelement <4 x double> %702, double %699, i64 1
  %704 = insertelement <4 x double> %703, double %700, i64 2
  %705 = insertelement <4 x double> %704, double %701, i64 3
  %706 = load double, ptr %686, align 8, !tbaa !15
  %707 = load double, ptr %687, align 8, !tbaa !15
  %708 = load double, ptr %688, align 8, !tbaa !15
  %709 = load double, ptr %689, align 8, !tbaa !15
  %710 = insertelement <4 x double> poison, double %706, i64 0
  %711 = insertelement <4 x double> %710, double %707, i64 1
  %712 = insertelement <4 x double> %711, double %708, i64 2
  %713 = insertelement <4 x double> %712, double %709, i64 3
  %714 = load double, ptr %690, align 8, !tbaa !15
  %715 = load double, ptr %691, align 8, !tbaa !15
  %716 = load double, ptr %692, align 8, !tbaa !15
  %717 = load double, ptr %693, align 8, !tbaa !15
  %718 = insertelement <4 x double> poison, double %714, i64 0
  %719 = insertelement <4 x double> %718, double %715, i64 1
  %720 = insertelement <4 x double> %719, double %716, i64 2
  %721 = insertelement <4 x double> %720, double %717, i64 3
  %722 = load double, ptr %694, align 8, !tbaa !15
  %723 = load double, ptr %695, align 8, !tbaa !15
  %724 = load double, ptr %696, align 8, !tbaa !15
  %725 = load double, ptr %697, align 8, !tbaa !15
  %726 = insertelement <4 x double> poison, double %722, i64 0
  %727 = insertelement <4 x double> %726, double %723, i64 1
  %728 = insertelement <4 x double> %727, double %724, i64 2
  %729 = insertelement <4 x double> %728, double %725, i64 3
  %730 = getelementptr inbounds i8, ptr %618, i64 12
  %731 = getelementptr inbounds i8, ptr %619, i64 12
  %732 = getelementptr inbounds i8, ptr %620, i64 12
  %733 = getelementptr inbounds i8, ptr %621, i64 12
  %734 = getelementptr inbounds i8, ptr %622, i64 12
  %735 = getelementptr inbounds i8, ptr %623, i64 12
  %736 = getelementptr inbounds i8, ptr %624, i64 12
  %737 = getelementptr inbounds i8, ptr %625, i64 12
  %738 = getelementptr inbounds i8, ptr %626, i64 12
  %739 = getelementptr inbounds i8, ptr %627, i64 12
  %740 = getelementptr inbounds i8, ptr %628, i64 12
  %741 = getelementptr inbounds i8, ptr %629, i64 12
  %742 = getelementptr inbounds i8, ptr %630, i64 12
  %743 = getelementptr inbounds i8, ptr %631, i64 12
  %744 = getelementptr inbounds i8, ptr %632, i64 12
  %745 = getelementptr inbounds i8, ptr %633, i64 12
  %746 = load i32, ptr %730, align 4, !tbaa !16
  %747 = load i32, ptr %731, align 4, !tbaa !16
  %748 = load i32, ptr %732, align 4, !tbaa !16
  %749 = load i32, ptr %733, align 4, !tbaa !16
  %750 = load i32, ptr %734, align 4, !tbaa !16
  %751 = load i32, ptr %735, align 4, !tbaa !16
  %752 = load i32, ptr %736, align 4, !tbaa !16
  %753 = load i32, ptr %737, align 4, !tbaa !16
  %754 = load i32, ptr %738, align 4, !tbaa !16
  %755 = load i32, ptr %739, align 4, !tbaa !16
  %756 = load i32, ptr %740, align 4, !tbaa !16
  %757 = load i32, ptr %741, align 4, !tbaa !16
  %758 = load i32, ptr %742, align 4, !tbaa !16
  %759 = load i32, ptr %743, align 4, !tbaa !16
  %760 = load i32, ptr %744, align 4, !tbaa !16
  %761 = load i32, ptr %745, align 4, !tbaa !16
  %762 = sext i32 %746 to i64
  %763 = sext i32 %747 to i64
  %764 = sext i32 %748 to i64
  %765 = sext i32 %749 to i64
  %766 = sext i32 %750 to i64
  %767 = sext i32 %751 to i64
  %768 = sext i32 %752 to i64
  %769 = sext i32 %753 to i64
  %770 = sext i32 %754 to i64
  %771 = sext i32 %755 to i64
  %772 = sext i32 %756 to i64
  %773 = sext i32 %757 to i64
  %774 = sext i32 %758 to i64
  %775 = sext i32 %759 to i64
  %776 = sext i32 %760 to i64
  %777 = sext i32 %761 to i64
  %778 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %762
  %779 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %763
  %780 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %764
  %781 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %765
  %782 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %766
  %783 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %767
  %784 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %768
  %785 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %769
  %786 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %770
  %787 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %771
  %788 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %772
  %789 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %773
  %790 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %774
  %791 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %775
  %792 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %776
  %793 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %777
  %794 = load double, ptr %778, align 8, !tbaa !15
  %795 = load double, ptr %779, align 8, !tbaa !15
  %796 = load double, ptr %780, align 8, !tbaa !15
  %797 = load double, ptr %781, align 8, !tbaa !15
  %798 = insertelement <4 x double> poison, double %794, i64 0
  %799 = insertelement <4 x double> %798, double %795, i64 1
  %800 = insertelement <4 x double> %799, double %796, i64 2
  %801 = insertelement <4 x double> %800, double %797, i64 3
  %802 = load double, ptr %782, align 8, !tbaa !15
  %803 = load double, ptr %783, align 8, !tbaa !15
  %804 = load double, ptr %784, align 8, !tbaa !15
  %805 = load double, ptr %785, align 8, !tbaa !15
  %806 = insertelement <4 x double> poison, double %802, i64 0
  %807 = insertelement <4 x double> %806, double %803, i64 1
  %808 = insertelement <4 x double> %807, double %804, i64 2
  %809 = insertelement <4 x double> %808, double %805, i64 3
  %810 = load double, ptr %786, align 8, !tbaa !15
  %811 = load double, ptr %787, align 8, !tbaa !15
  %812 = load double, ptr %788, align 8, !tbaa !15
  %813 = load double, ptr %789, align 8, !tbaa !15
  %814 = insertelement <4 x double> poison, double %810, i64 0
  %815 = insertelement <4 x double> %814, double %811, i64 1
  %816 = insertelement <4 x double> %815, double %812, i64 2
  %817 = insertelement <4 x double> %816, double %813, i64 3
  %818 = load double, ptr %790, align 8, !tbaa !15
  %819 = load double, ptr %791, align 8, !tbaa !15
  %820 = load double, ptr %792, align 8, !tbaa !15
  %821 = load double, ptr %793, align 8, !tbaa !15
  %822 = insertelement <4 x double> poison, double %818, i64 0
  %823 = insertelement <4 x double> %822, double %819, i64 1
  %824 = insertelement <4 x double> %823, double %820, i64 2
  %825 = insertelement <4 x double> %824, double %821, i64 3
  %826 = fsub fast <4 x double> %705, %801
  %827 = fsub fast <4 x double> %713, %809
  %828 = fsub fast <4 x double> %721, %817
  %829 = fsub fast <4 x double> %729, %825
  %830 = getelementptr inbounds i8, ptr %682, i64 8
  %831 = getelementptr inbounds i8, ptr %683, i64 8
  %832 = getelementptr inbounds i8, ptr %684, i64 8
  %833 = getelementptr inbounds i8, ptr %685, i64 8
  %834 = getelementptr inbounds i8, ptr %686, i64 8
  %835 = getelementptr inbounds i8, ptr %687, i64 8
  %836 = getelementptr inbounds i8, ptr %688, i64 8
  %837 = getelementptr inbounds i8, ptr %689, i64 8
  %838 = getelementptr inbounds i8, ptr %690, i64 8
  %839 = getelementptr inbounds i8, ptr %691, i64 8
  %840 = getelementptr inbounds i8, ptr %692, i64 8
  %841 = getelementptr inbounds i8, ptr %693, i64 8
  %842 = getelementptr inbounds i8, ptr %694, i64 8
  %843 = getelementptr inbounds i8, ptr %695, i64 8
  %844 = getelementptr inbounds i8, ptr %696, i64 8
  %845 = getelementptr inbounds i8, ptr %697, i64 8
  %846 = load double, ptr %830, align 8, !tbaa !15
  %847 = load double, ptr %831, align 8, !tbaa !15
  %848 = load double, ptr %832, align 8, !tbaa !15
  %849 = load double, ptr %833, align 8, !tbaa !15
  %850 = insertelement <4 x double> poison, double %846, i64 0
  %851 = insertelement <4 x double> %850, double %847, i64 1
  %852 = insertelement <4 x double> %851, double %848, i64 2
  %853 = insertelement <4 x double> %852, double %849, i64 3
  %854 = load double, ptr %834, align 8, !tbaa !15
  %855 = load double, ptr %835, align 8, !tbaa !15
  %856 = load double, ptr %836, align 8, !tbaa !15
  %857 = load double, ptr %837, align 8, !tbaa !15
  %858 = insertelement <4 x double> poison, double %854, i64 0
  %859 = insertelement <4 x double> %858, double %855, i64 1
  %860 = insertelement <4 x double> %859, double %856, i64 2
  %861 = insertelement <4 x double> %860, double %857, i64 3
  %862 = load double, ptr %838, align 8, !tbaa !15
  %863 = load double, ptr %839, align 8, !tbaa !15
  %864 = load double, ptr %840, align 8, !tbaa !15
  %865 = load double, ptr %841, align 8, !tbaa !15
  %866 = insertelement <4 x double> poison, double %862, i64 0
  %867 = insertelement <4 x double> %866, double %863, i64 1
  %868 = insertelement <4 x double> %867, double %864, i64 2
  %869 = insertelement <4 x double> %868, double %865, i64 3
  %870 = load double, ptr %842, align 8, !tbaa !15
  %871 = load double, ptr %843, align 8, !tbaa !15
  %872 = load double, ptr %844, align 8, !tbaa !15
  %873 = load double, ptr %845, align 8, !tbaa !15
  %874 = insertelement <4 x double> poison, double %870, i64 0
  %875 = insertelement <4 x double> %874, double %871, i64 1
  %876 = insertelement <4 x double> %875, double %872, i64 2
  %877 = insertelement <4 x double> %876, double %873, i64 3
  %878 = getelementptr inbounds i8, ptr %778, i64 8
  %879 = getelementptr inbounds i8, ptr %779, i64 8
  %880 = getelementptr inbounds i8, ptr %780, i64 8
  %881 = getelementptr inbounds i8, ptr %781, i64 8
  %882 = getelementptr inbounds i8, ptr %782, i64 8
  %883 = getelementptr inbounds i8, ptr %783, i64 8
  %884 = getelementptr inbounds i8, ptr %784, i64 8
  %885 = getelementptr inbounds i8, ptr %785, i64 8
  %886 = getelementptr inbounds i8, ptr %786, i64 8
  %887 = getelementptr inbounds i8, ptr %787, i64 8
  %888 = getelementptr inbounds i8, ptr %788, i64 8
  %889 = getelementptr inbounds i8, ptr %789, i64 8
  %890 = getelementptr inbounds i8, ptr %790, i64 8
  %891 = getelementptr inbounds i8, ptr %791, i64 8
  %892 = getelementptr inbounds i8, ptr %792, i64 8
  %893 = getelementptr inbounds i8, ptr %793, i64 8
  %894 = load double, ptr %878, align 8, !tbaa !15
  %895 = load double, ptr %879, align 8, !tbaa !15
  %896 = load double, ptr %880, align 8, !tbaa !15
  %897 = load double, ptr %881, align 8, !tbaa !15
  %898 = insertelement <4 x double> poison, double %894, i64 0
  %899 = insertelement <4 x double> %898, double %895, i64 1
  %900 = insertelement <4 x double> %899, double %896, i64 2
  %901 = insertelement <4 x double> %900, double %897, i64 3
  %902 = load double, ptr %882, align 8, !tbaa !15
  %903 = load double, ptr %883, align 8, !tbaa !15
  %904 = load double, ptr %884, align 8, !tbaa !15
  %905 = load double, ptr %885, align 8, !tbaa !15
  %906 = insertelement <4 x double> poison, double %902, i64 0
  %907 = insertelement <4 x double> %906, double %903, i64 1
  %908 = insertelement <4 x double> %907, double %904, i64 2
  %909 = insertelement <4 x double> %908, double %905, i64 3
  %910 = load double, ptr %886, align 8, !tbaa !15
  %911 = load double, ptr %887, align 8, !tbaa !15
  %912 = load double, ptr %888, align 8, !tbaa !15
  %913 = load double, ptr %889, align 8, !tbaa !15
  %914 = insertelement <4 x double> poison, double %910, i64 0
  %915 = insertelement <4 x double> %914, double %911, i64 1
  %916 = insertelement <4 x double> %915, double %912, i64 2
  %917 = insertelement <4 x double> %916, double %913, i64 3
  %918 = load double, ptr %890, align 8, !tbaa !15
  %919 = load double, ptr %891, align 8, !tbaa !15
  %920 = load double, ptr %892, align 8, !tbaa !15
  %921 = load double, ptr %893, align 8, !tbaa !15
  %922 = insertelement <4 x double> poison, double %918, i64 0
  %923 = insertelement <4 x double> %922, double %919, i64 1
  %924 = insertelement <4 x double> %923, double %920, i64 2
  %925 = insertelement <4 x double> %924, double %921, i64 3
  %926 = fsub fast <4 x double> %853, %901
  %927 = fsub fast <4 x double> %861, %909
  %928 = fsub fast <4 x double> %869, %917
  %929 = fsub fast <4 x double> %877, %925
  %930 = fmul fast <4 x double> %826, %826
  %931 = fmul fast <4 x double> %827, %827
  %932 = fmul fast <4 x double> %828, %828
  %933 = fmul fast <4 x double> %829, %829
  %934 = fmul fast <4 x double> %926, %926
  %935 = fmul fast <4 x double> %927, %927
  %936 = fmul fast <4 x double> %928, %928
  %937 = fmul fast <4 x double> %929, %929
  %938 = fadd fast <4 x double> %934, %930
  %939 = fadd fast <4 x double> %935, %931
  %940 = fadd fast <4 x double> %936, %932
  %941 = fadd fast <4 x double> %937, %933
  %942 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %938)
  %943 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %939)
  %944 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %940)
  %945 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %941)
  %946 = load <8 x double>, ptr %618, align 8, !tbaa !17
  %947 = load <8 x double>, ptr %622, align 8, !tbaa !17
  %948 = load <8 x double>, ptr %626, align 8, !tbaa !17
  %949 = load <8 x double>, ptr %630, align 8, !tbaa !17
  %950 = shufflevector <8 x double> %946, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %951 = shufflevector <8 x double> %947, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %952 = shufflevector <8 x double> %948, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %953 = shufflevector <8 x double> %949, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %954 = fadd fast <4 x double> %942, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %955 = fadd fast <4 x double> %943, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %956 = fadd fast <4 x double> %944, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %957 = fadd fast <4 x double> %945, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %958 = fmul fast <4 x double> %950, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %959 = fmul fast <4 x double> %951, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %960 = fmul fast <4 x double> %952, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %961 = fmul fast <4 x double> %953, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %962 = fmul fast <4 x double> %954, %954
  %963 = fmul fast <4 x double> %955, %955
  %964 = fmul fast <4 x double> %956, %956
  %965 = fmul fast <4 x double> %957, %957
  %966 = fmul fast <4 x double> %962, %958
  %967 = fmul fast <4 x double> %963, %959
  %968 = fmul fast <4 x double> %964, %960
  %969 = fmul fast <4 x double> %965, %961
  %970 = fadd fast <4 x double> %966, %598
  %971 = fadd fast <4 x double> %967, %599
  %972 = fadd fast <4 x double> %968, %600
  %973 = fadd fast <4 x double> %969, %601
  %974 = add nuw i64 %597, 16
  %975 = icmp eq i64 %974, %593
  br i1 %975, label %976, label %596, !llvm.loop !34

976:                                              ; preds = %596
  %977 = fadd fast <4 x double> %971, %970
  %978 = fadd fast <4 x double> %972, %977
  %979 = fadd fast <4 x double> %973, %978
  %980 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %979)
  br label %981

981:                                              ; preds = %976, %582
  %982 = phi double [ 0.000000e+00, %582 ], [ %980, %976 ]
  %983 = phi ptr [ %141, %582 ], [ %595, %976 ]
  br label %984

984:                                              ; preds = %981, %984
  %985 = phi double [ %1012, %984 ], [ %982, %981 ]
  %986 = phi ptr [ %1013, %984 ], [ %983, %981 ]
  %987 = getelementptr inbounds i8, ptr %986, i64 8
  %988 = load i32, ptr %987, align 8, !tbaa !11
  %989 = sext i32 %988 to i64
  %990 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %989
  %991 = load double, ptr %990, align 8, !tbaa !15
  %992 = getelementptr inbounds i8, ptr %986, i64 12
  %993 = load i32, ptr %992, align 4, !tbaa !16
  %994 = sext i32 %993 to i64
  %995 = getelementptr inbounds %"struct.std::array", ptr %137, i64 %994
  %996 = load double, ptr %995, align 8, !tbaa !15
  %997 = fsub fast double %991, %996
  %998 = getelementptr inbounds i8, ptr %990, i64 8
  %999 = load double, ptr %998, align 8, !tbaa !15
  %1000 = getelementptr inbounds i8, ptr %995, i64 8
  %1001 = load double, ptr %1000, align 8, !tbaa !15
  %1002 = fsub fast double %999, %1001
  %1003 = fmul fast double %997, %997
  %1004 = fmul fast double %1002, %1002
  %1005 = fadd fast double %1004, %1003
  %1006 = call fast double @llvm.sqrt.f64(double %1005)
  %1007 = load double, ptr %986, align 8, !tbaa !17
  %1008 = fadd fast double %1006, -1.000000e+00
  %1009 = fmul fast double %1007, 5.000000e-01
  %1010 = fmul fast double %1008, %1008
  %1011 = fmul fast double %1010, %1009
  %1012 = fadd fast double %1011, %985
  %1013 = getelementptr inbounds i8, ptr %986, i64 16
  %1014 = icmp eq ptr %1013, %143
  br i1 %1014, label %1015, label %984, !llvm.loop !35

1015:                                             ; preds = %984
  %1016 = fsub fast double %579, %1012
  br label %1017

1017:                                             ; preds = %1015, %549
  %1018 = phi double [ 0.000000e+00, %549 ], [ %1016, %1015 ]
  store double %139, ptr %138, align 8, !tbaa !15
  %1019 = trunc nuw nsw i64 %136 to i32
  %1020 = uitofp nneg i32 %1019 to double
  %1021 = load ptr, ptr %10, align 8, !tbaa !9
  %1022 = getelementptr inbounds %"struct.std::array", ptr %1021, i64 %135
  %1023 = load double, ptr %1022, align 8, !tbaa !15
  %1024 = fmul fast double %1018, 5.000000e+05
  %1025 = call fast double @llvm.fabs.f64(double %1024)
  %1026 = call fast double @llvm.maxnum.f64(double %1025, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1023, ptr %8, align 8, !tbaa !15
  %1027 = load volatile double, ptr %8, align 8, !tbaa !15
  %1028 = call double @llvm.fabs.f64(double %1027)
  %1029 = fcmp ueq double %1028, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1029, label %1041, label %1030

1030:                                             ; preds = %1017
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1024, ptr %7, align 8, !tbaa !15
  %1031 = load volatile double, ptr %7, align 8, !tbaa !15
  %1032 = call double @llvm.fabs.f64(double %1031)
  %1033 = fcmp ueq double %1032, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1033, label %1041, label %1034

1034:                                             ; preds = %1030
  %1035 = fsub fast double %1023, %1024
  %1036 = call fast double @llvm.fabs.f64(double %1035)
  %1037 = fmul fast double %1026, 0x3EB0C6F7A0B5ED8D
  %1038 = fcmp fast ole double %1036, %1037
  %1039 = select i1 %1038, ptr @.str.6, ptr @.str.7
  %1040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1020, double noundef nofpclass(nan inf) %1023, double noundef nofpclass(nan inf) %1024, ptr noundef nonnull %1039)
  br i1 %1038, label %1046, label %1043

1041:                                             ; preds = %1030, %1017
  %1042 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1020, double noundef nofpclass(nan inf) %1023, double noundef nofpclass(nan inf) %1024, ptr noundef nonnull @.str.7)
  br label %1043

1043:                                             ; preds = %1041, %1034
  %1044 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %1045 = add nsw i32 %1044, 1
  store i32 %1045, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %1046

1046:                                             ; preds = %1043, %1034
  %1047 = load ptr, ptr %9, align 8, !tbaa !9
  %1048 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %135, i32 0, i64 1
  %1049 = load double, ptr %1048, align 8, !tbaa !15
  %1050 = fadd fast double %1049, 0x3EB0C6F7A0B5ED8D
  store double %1050, ptr %1048, align 8, !tbaa !15
  %1051 = load ptr, ptr %12, align 8, !tbaa !5
  %1052 = ptrtoint ptr %1051 to i64
  %1053 = load ptr, ptr %31, align 8, !tbaa !5
  %1054 = ptrtoint ptr %1053 to i64
  %1055 = icmp eq ptr %1051, %1053
  br i1 %1055, label %1923, label %1056

1056:                                             ; preds = %1046
  %1057 = add i64 %1054, -16
  %1058 = sub i64 %1057, %1052
  %1059 = icmp ult i64 %1058, 256
  br i1 %1059, label %1454, label %1060

1060:                                             ; preds = %1056
  %1061 = lshr i64 %1058, 4
  %1062 = add nuw nsw i64 %1061, 1
  %1063 = and i64 %1062, 15
  %1064 = icmp eq i64 %1063, 0
  %1065 = select i1 %1064, i64 16, i64 %1063
  %1066 = sub nsw i64 %1062, %1065
  %1067 = shl i64 %1066, 4
  %1068 = getelementptr i8, ptr %1051, i64 %1067
  br label %1069

1069:                                             ; preds = %1069, %1060
  %1070 = phi i64 [ 0, %1060 ], [ %1447, %1069 ]
  %1071 = phi <4 x double> [ zeroinitializer, %1060 ], [ %1443, %1069 ]
  %1072 = phi <4 x double> [ zeroinitializer, %1060 ], [ %1444, %1069 ]
  %1073 = phi <4 x double> [ zeroinitializer, %1060 ], [ %1445, %1069 ]
  %1074 = phi <4 x double> [ zeroinitializer, %1060 ], [ %1446, %1069 ]
  %1075 = shl i64 %1070, 4
  %1076 = or disjoint i64 %1075, 16
  %1077 = or disjoint i64 %1075, 32
  %1078 = or disjoint i64 %1075, 48
  %1079 = or disjoint i64 %1075, 64
  %1080 = or disjoint i64 %1075, 80
  %1081 = or disjoint i64 %1075, 96
  %1082 = or disjoint i64 %1075, 112
  %1083 = or disjoint i64 %1075, 128
  %1084 = or disjoint i64 %1075, 144
  %1085 = or disjoint i64 %1075, 160
  %1086 = or disjoint i64 %1075, 176
  %1087 = or disjoint i64 %1075, 192
  %1088 = or disjoint i64 %1075, 208
  %1089 = or disjoint i64 %1075, 224
  %1090 = or disjoint i64 %1075, 240
  %1091 = getelementptr i8, ptr %1051, i64 %1075
  %1092 = getelementptr i8, ptr %1051, i64 %1076
  %1093 = getelementptr i8, ptr %1051, i64 %1077
  %1094 = getelementptr i8, ptr %1051, i64 %1078
  %1095 = getelementptr i8, ptr %1051, i64 %1079
  %1096 = getelementptr i8, ptr %1051, i64 %1080
  %1097 = getelementptr i8, ptr %1051, i64 %1081
  %1098 = getelementptr i8, ptr %1051, i64 %1082
  %1099 = getelementptr i8, ptr %1051, i64 %1083
  %1100 = getelementptr i8, ptr %1051, i64 %1084
  %1101 = getelementptr i8, ptr %1051, i64 %1085
  %1102 = getelementptr i8, ptr %1051, i64 %1086
  %1103 = getelementptr i8, ptr %1051, i64 %1087
  %1104 = getelementptr i8, ptr %1051, i64 %1088
  %1105 = getelementptr i8, ptr %1051, i64 %1089
  %1106 = getelementptr i8, ptr %1051, i64 %1090
  %1107 = getelementptr inbounds i8, ptr %1091, i64 8
  %1108 = getelementptr inbounds i8, ptr %1092, i64 8
  %1109 = getelementptr inbounds i8, ptr %1093, i64 8
  %1110 = getelementptr inbounds i8, ptr %1094, i64 8
  %1111 = getelementptr inbounds i8, ptr %1095, i64 8
  %1112 = getelementptr inbounds i8, ptr %1096, i64 8
  %1113 = getelementptr inbounds i8, ptr %1097, i64 8
  %1114 = getelementptr inbounds i8, ptr %1098, i64 8
  %1115 = getelementptr inbounds i8, ptr %1099, i64 8
  %1116 = getelementptr inbounds i8, ptr %1100, i64 8
  %1117 = getelementptr inbounds i8, ptr %1101, i64 8
  %1118 = getelementptr inbounds i8, ptr %1102, i64 8
  %1119 = getelementptr inbounds i8, ptr %1103, i64 8
  %1120 = getelementptr inbounds i8, ptr %1104, i64 8
  %1121 = getelementptr inbounds i8, ptr %1105, i64 8
  %1122 = getelementptr inbounds i8, ptr %1106, i64 8
  %1123 = load i32, ptr %1107, align 8, !tbaa !11
  %1124 = load i32, ptr %1108, align 8, !tbaa !11
  %1125 = load i32, ptr %1109, align 8, !tbaa !11
  %1126 = load i32, ptr %1110, align 8, !tbaa !11
  %1127 = load i32, ptr %1111, align 8, !tbaa !11
  %1128 = load i32, ptr %1112, align 8, !tbaa !11
  %1129 = load i32, ptr %1113, align 8, !tbaa !11
  %1130 = load i32, ptr %1114, align 8, !tbaa !11
  %1131 = load i32, ptr %1115, align 8, !tbaa !11
  %1132 = load i32, ptr %1116, align 8, !tbaa !11
  %1133 = load i32, ptr %1117, align 8, !tbaa !11
  %1134 = load i32, ptr %1118, align 8, !tbaa !11
  %1135 = load i32, ptr %1119, align 8, !tbaa !11
  %1136 = load i32, ptr %1120, align 8, !tbaa !11
  %1137 = load i32, ptr %1121, align 8, !tbaa !11
  %1138 = load i32, ptr %1122, align 8, !tbaa !11
  %1139 = sext i32 %1123 to i64
  %1140 = sext i32 %1124 to i64
  %1141 = sext i32 %1125 to i64
  %1142 = sext i32 %1126 to i64
  %1143 = sext i32 %1127 to i64
  %1144 = sext i32 %1128 to i64
  %1145 = sext i32 %1129 to i64
  %1146 = sext i32 %1130 to i64
  %1147 = sext i32 %1131 to i64
  %1148 = sext i32 %1132 to i64
  %1149 = sext i32 %1133 to i64
  %1150 = sext i32 %1134 to i64
  %1151 = sext i32 %1135 to i64
  %1152 = sext i32 %1136 to i64
  %1153 = sext i32 %1137 to i64
  %1154 = sext i32 %1138 to i64
  %1155 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1139
  %1156 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1140
  %1157 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1141
  %1158 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1142
  %1159 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1143
  %1160 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1144
  %1161 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1145
  %1162 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1146
  %1163 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1147
  %1164 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1148
  %1165 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1149
  %1166 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1150
  %1167 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1151
  %1168 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1152
  %1169 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1153
  %1170 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1154
  %1171 = load double, ptr %1155, align 8, !tbaa !15
  %1172 = load double, ptr %1156, align 8, !tbaa !15
  %1173 = load double, ptr %1157, align 8, !tbaa !15
  %1174 = load double, ptr %1158, align 8, !tbaa !15
  %1175 = insertelement <4 x double> poison, double %1171, i64 0
  %1176 = insertelement <4 x double> %1175, double %1172, i64 1
  %1177 = insertelement <4 x double> %1176, double %1173, i64 2
  %1178 = insertelement <4 x double> %1177, double %1174, i64 3
  %1179 = load double, ptr %1159, align 8, !tbaa !15
  %1180 = load double, ptr %1160, align 8, !tbaa !15
  %1181 = load double, ptr %1161, align 8, !tbaa !15
  %1182 = load double, ptr %1162, align 8, !tbaa !15
  %1183 = insertelement <4 x double> poison, double %1179, i64 0
  %1184 = insertelement <4 x double> %1183, double %1180, i64 1
  %1185 = insertelement <4 x double> %1184, double %1181, i64 2
  %1186 = insertelement <4 x double> %1185, double %1182, i64 3
  %1187 = load double, ptr %1163, align 8, !tbaa !15
  %1188 = load double, ptr %1164, align 8, !tbaa !15
  %1189 = load double, ptr %1165, align 8, !tbaa !15
  %1190 = load double, ptr %1166, align 8, !tbaa !15
  %1191 = insertelement <4 x double> poison, double %1187, i64 0
  %1192 = insertelement <4 x double> %1191, double %1188, i64 1
  %1193 = insertelement <4 x double> %1192, double %1189, i64 2
  %1194 = insertelement <4 x double> %1193, double %1190, i64 3
  %1195 = load double, ptr %1167, align 8, !tbaa !15
  %1196 = load double, ptr %1168, align 8, !tbaa !15
  %1197 = load double, ptr %1169, align 8, !tbaa !15
  %1198 = load double, ptr %1170, align 8, !tbaa !15
  %1199 = insertelement <4 x double> poison, double %1195, i64 0
  %1200 = insertelement <4 x double> %1199, double %1196, i64 1
  %1201 = insertelement <4 x double> %1200, double %1197, i64 2
  %1202 = insertelement <4 x double> %1201, double %1198, i64 3
  %1203 = getelementptr inbounds i8, ptr %1091, i64 12
  %1204 = getelementptr inbounds i8, ptr %1092, i64 12
  %1205 = getelementptr inbounds i8, ptr %1093, i64 12
  %1206 = getelementptr inbounds i8, ptr %1094, i64 12
  %1207 = getelementptr inbounds i8, ptr %1095, i64 12
  %1208 = getelementptr inbounds i8, ptr %1096, i64 12
  %1209 = getelementptr inbounds i8, ptr %1097, i64 12
  %1210 = getelementptr inbounds i8, ptr %1098, i64 12
  %1211 = getelementptr inbounds i8, ptr %1099, i64 12
  %1212 = getelementptr inbounds i8, ptr %1100, i64 12
  %1213 = getelementptr inbounds i8, ptr %1101, i64 12
  %1214 = getelementptr inbounds i8, ptr %1102, i64 12
  %1215 = getelementptr inbounds i8, ptr %1103, i64 12
  %1216 = getelementptr inbounds i8, ptr %1104, i64 12
  %1217 = getelementptr inbounds i8, ptr %1105, i64 12
  %1218 = getelementptr inbounds i8, ptr %1106, i64 12
  %1219 = load i32, ptr %1203, align 4, !tbaa !16
  %1220 = load i32, ptr %1204, align 4, !tbaa !16
  %1221 = load i32, ptr %1205, align 4, !tbaa !16
  %1222 = load i32, ptr %1206, align 4, !tbaa !16
  %1223 = load i32, ptr %1207, align 4, !tbaa !16
  %1224 = load i32, ptr %1208, align 4, !tbaa !16
  %1225 = load i32, ptr %1209, align 4, !tbaa !16
  %1226 = load i32, ptr %1210, align 4, !tbaa !16
  %1227 = load i32, ptr %1211, align 4, !tbaa !16
  %1228 = load i32, ptr %1212, align 4, !tbaa !16
  %1229 = load i32, ptr %1213, align 4, !tbaa !16
  %1230 = load i32, ptr %1214, align 4, !tbaa !16
  %1231 = load i32, ptr %1215, align 4, !tbaa !16
  %1232 = load i32, ptr %1216, align 4, !tbaa !16
  %1233 = load i32, ptr %1217, align 4, !tbaa !16
  %1234 = load i32, ptr %1218, align 4, !tbaa !16
  %1235 = sext i32 %1219 to i64
  %1236 = sext i32 %1220 to i64
  %1237 = sext i32 %1221 to i64
  %1238 = sext i32 %1222 to i64
  %1239 = sext i32 %1223 to i64
  %1240 = sext i32 %1224 to i64
  %1241 = sext i32 %1225 to i64
  %1242 = sext i32 %1226 to i64
  %1243 = sext i32 %1227 to i64
  %1244 = sext i32 %1228 to i64
  %1245 = sext i32 %1229 to i64
  %1246 = sext i32 %1230 to i64
  %1247 = sext i32 %1231 to i64
  %1248 = sext i32 %1232 to i64
  %1249 = sext i32 %1233 to i64
  %1250 = sext i32 %1234 to i64
  %1251 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1235
  %1252 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1236
  %1253 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1237
  %1254 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1238
  %1255 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1239
  %1256 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1240
  %1257 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1241
  %1258 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1242
  %1259 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1243
  %1260 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1244
  %1261 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1245
  %1262 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1246
  %1263 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1247
  %1264 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1248
  %1265 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1249
  %1266 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1250
  %1267 = load double, ptr %1251, align 8, !tbaa !15
  %1268 = load double, ptr %1252, align 8, !tbaa !15
  %1269 = load double, ptr %1253, align 8, !tbaa !15
  %1270 = load double, ptr %1254, align 8, !tbaa !15
  %1271 = insertelement <4 x double> poison, double %1267, i64 0
  %1272 = insertelement <4 x double> %1271, double %1268, i64 1
  %1273 = insertelement <4 x double> %1272, double %1269, i64 2
  %1274 = insertelement <4 x double> %1273, double %1270, i64 3
  %1275 = load double, ptr %1255, align 8, !tbaa !15
  %1276 = load double, ptr %1256, align 8, !tbaa !15
  %1277 = load double, ptr %1257, align 8, !tbaa !15
  %1278 = load double, ptr %1258, align 8, !tbaa !15
  %1279 = insertelement <4 x double> poison, double %1275, i64 0
  %1280 = insertelement <4 x double> %1279, double %1276, i64 1
  %1281 = insertelement <4 x double> %1280, double %1277, i64 2
  %1282 = insertelement <4 x double> %1281, double %1278, i64 3
  %1283 = load double, ptr %1259, align 8, !tbaa !15
  %1284 = load double, ptr %1260, align 8, !tbaa !15
  %1285 = load double, ptr %1261, align 8, !tbaa !15
  %1286 = load double, ptr %1262, align 8, !tbaa !15
  %1287 = insertelement <4 x double> poison, double %1283, i64 0
  %1288 = insertelement <4 x double> %1287, double %1284, i64 1
  %1289 = insertelement <4 x double> %1288, double %1285, i64 2
  %1290 = insertelement <4 x double> %1289, double %1286, i64 3
  %1291 = load double, ptr %1263, align 8, !tbaa !15
  %1292 = load double, ptr %1264, align 8, !tbaa !15
  %1293 = load double, ptr %1265, align 8, !tbaa !15
  %1294 = load double, ptr %1266, align 8, !tbaa !15
  %1295 = insertelement <4 x double> poison, double %1291, i64 0
  %1296 = insertelement <4 x double> %1295, double %1292, i64 1
  %1297 = insertelement <4 x double> %1296, double %1293, i64 2
  %1298 = insertelement <4 x double> %1297, double %1294, i64 3
  %1299 = fsub fast <4 x double> %1178, %1274
  %1300 = fsub fast <4 x double> %1186, %1282
  %1301 = fsub fast <4 x double> %1194, %1290
  %1302 = fsub fast <4 x double> %1202, %1298
  %1303 = getelementptr inbounds i8, ptr %1155, i64 8
  %1304 = getelementptr inbounds i8, ptr %1156, i64 8
  %1305 = getelementptr inbounds i8, ptr %1157, i64 8
  %1306 = getelementptr inbounds i8, ptr %1158, i64 8
  %1307 = getelementptr inbounds i8, ptr %1159, i64 8
  %1308 = getelementptr inbounds i8, ptr %1160, i64 8
  %1309 = getelementptr inbounds i8, ptr %1161, i64 8
  %1310 = getelementptr inbounds i8, ptr %1162, i64 8
  %1311 = getelementptr inbounds i8, ptr %1163, i64 8
  %1312 = getelementptr inbounds i8, ptr %1164, i64 8
  %1313 = getelementptr inbounds i8, ptr %1165, i64 8
  %1314 = getelementptr inbounds i8, ptr %1166, i64 8
  %1315 = getelementptr inbounds i8, ptr %1167, i64 8
  %1316 = getelementptr inbounds i8, ptr %1168, i64 8
  %1317 = getelementptr inbounds i8, ptr %1169, i64 8
  %1318 = getelementptr inbounds i8, ptr %1170, i64 8
  %1319 = load double, ptr %1303, align 8, !tbaa !15
  %1320 = load double, ptr %1304, align 8, !tbaa !15
  %1321 = load double, ptr %1305, align 8, !tbaa !15
  %1322 = load double, ptr %1306, align 8, !tbaa !15
  %1323 = insertelement <4 x double> poison, double %1319, i64 0
  %1324 = insertelement <4 x double> %1323, double %1320, i64 1
  %1325 = insertelement <4 x double> %1324, double %1321, i64 2
  %1326 = insertelement <4 x double> %1325, double %1322, i64 3
  %1327 = load double, ptr %1307, align 8, !tbaa !15
  %1328 = load double, ptr %1308, align 8, !tbaa !15
  %1329 = load double, ptr %1309, align 8, !tbaa !15
  %1330 = load double, ptr %1310, align 8, !tbaa !15
  %1331 = insertelement <4 x double> poison, double %1327, i64 0
  %1332 = insertelement <4 x double> %1331, double %1328, i64 1
  %1333 = insertelement <4 x double> %1332, double %1329, i64 2
  %1334 = insertelement <4 x double> %1333, double %1330, i64 3
  %1335 = load double, ptr %1311, align 8, !tbaa !15
  %1336 = load double, ptr %1312, align 8, !tbaa !15
  %1337 = load double, ptr %1313, align 8, !tbaa !15
  %1338 = load double, ptr %1314, align 8, !tbaa !15
  %1339 = insertelement <4 x double> poison, double %1335, i64 0
  %1340 = insertelement <4 x double> %1339, double %1336, i64 1
  %1341 = insertelement <4 x double> %1340, double %1337, i64 2
  %1342 = insertelement <4 x double> %1341, double %1338, i64 3
  %1343 = load double, ptr %1315, align 8, !tbaa !15
  %1344 = load double, ptr %1316, align 8, !tbaa !15
  %1345 = load double, ptr %1317, align 8, !tbaa !15
  %1346 = load double, ptr %1318, align 8, !tbaa !15
  %1347 = insertelement <4 x double> poison, double %1343, i64 0
  %1348 = insertelement <4 x double> %1347, double %1344, i64 1
  %1349 = insertelement <4 x double> %1348, double %1345, i64 2
  %1350 = insertelement <4 x double> %1349, double %1346, i64 3
  %1351 = getelementptr inbounds i8, ptr %1251, i64 8
  %1352 = getelementptr inbounds i8, ptr %1252, i64 8
  %1353 = getelementptr inbounds i8, ptr %1253, i64 8
  %1354 = getelementptr inbounds i8, ptr %1254, i64 8
  %1355 = getelementptr inbounds i8, ptr %1255, i64 8
  %1356 = getelementptr inbounds i8, ptr %1256, i64 8
  %1357 = getelementptr inbounds i8, ptr %1257, i64 8
  %1358 = getelementptr inbounds i8, ptr %1258, i64 8
  %1359 = getelementptr inbounds i8, ptr %1259, i64 8
  %1360 = getelementptr inbounds i8, ptr %1260, i64 8
  %1361 = getelementptr inbounds i8, ptr %1261, i64 8
  %1362 = getelementptr inbounds i8, ptr %1262, i64 8
  %1363 = getelementptr inbounds i8, ptr %1263, i64 8
  %1364 = getelementptr inbounds i8, ptr %1264, i64 8
  %1365 = getelementptr inbounds i8, ptr %1265, i64 8
  %1366 = getelementptr inbounds i8, ptr %1266, i64 8
  %1367 = load double, ptr %1351, align 8, !tbaa !15
  %1368 = load double, ptr %1352, align 8, !tbaa !15
  %1369 = load double, ptr %1353, align 8, !tbaa !15
  %1370 = load double, ptr %1354, align 8, !tbaa !15
  %1371 = insertelement <4 x double> poison, double %1367, i64 0
  %1372 = insertelement <4 x double> %1371, double %1368, i64 1
  %1373 = insertelement <4 x double> %1372, double %1369, i64 2
  %1374 = insertelement <4 x double> %1373, double %1370, i64 3
  %1375 = load double, ptr %1355, align 8, !tbaa !15
  %1376 = load double, ptr %1356, align 8, !tbaa !15
  %1377 = load double, ptr %1357, align 8, !tbaa !15
  %1378 = load double, ptr %1358, align 8, !tbaa !15
  %1379 = insertelement <4 x double> poison, double %1375, i64 0
  %1380 = insertelement <4 x double> %1379, double %1376, i64 1
  %1381 = insertelement <4 x double> %1380, double %1377, i64 2
  %1382 = insertelement <4 x double> %1381, double %1378, i64 3
  %1383 = load double, ptr %1359, align 8, !tbaa !15
  %1384 = load double, ptr %1360, align 8, !tbaa !15
  %1385 = load double, ptr %1361, align 8, !tbaa !15
  %1386 = load double, ptr %1362, align 8, !tbaa !15
  %1387 = insertelement <4 x double> poison, double %1383, i64 0
  %1388 = insertelement <4 x double> %1387, double %1384, i64 1
  %1389 = insertelement <4 x double> %1388, double %1385, i64 2
  %1390 = insertelement <4 x double> %1389, double %1386, i64 3
  %1391 = load double, ptr %1363, align 8, !tbaa !15
  %1392 = load double, ptr %1364, align 8, !tbaa !15
  %1393 = load double, ptr %1365, align 8, !tbaa !15
  %1394 = load double, ptr %1366, align 8, !tbaa !15
  %1395 = insertelement <4 x double> poison, double %1391, i64 0
  %1396 = insertelement <4 x double> %1395, double %1392, i64 1
  %1397 = insertelement <4 x double> %1396, double %1393, i64 2
  %1398 = insertelement <4 x double> %1397, double %1394, i64 3
  %1399 = fsub fast <4 x double> %1326, %1374
  %1400 = fsub fast <4 x double> %1334, %1382
  %1401 = fsub fast <4 x double> %1342, %1390
  %1402 = fsub fast <4 x double> %1350, %1398
  %1403 = fmul fast <4 x double> %1299, %1299
  %1404 = fmul fast <4 x double> %1300, %1300
  %1405 = fmul fast <4 x double> %1301, %1301
  %1406 = fmul fast <4 x double> %1302, %1302
  %1407 = fmul fast <4 x double> %1399, %1399
  %1408 = fmul fast <4 x double> %1400, %1400
  %1409 = fmul fast <4 x double> %1401, %1401
  %1410 = fmul fast <4 x double> %1402, %1402
  %1411 = fadd fast <4 x double> %1407, %1403
  %1412 = fadd fast <4 x double> %1408, %1404
  %1413 = fadd fast <4 x double> %1409, %1405
  %1414 = fadd fast <4 x double> %1410, %1406
  %1415 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1411)
  %1416 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1412)
  %1417 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1413)
  %1418 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1414)
  %1419 = load <8 x double>, ptr %1091, align 8, !tbaa !17
  %1420 = load <8 x double>, ptr %1095, align 8, !tbaa !17
  %1421 = load <8 x double>, ptr %1099, align 8, !tbaa !17
  %1422 = load <8 x double>, ptr %1103, align 8, !tbaa !17
  %1423 = shufflevector <8 x double> %1419, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1424 = shufflevector <8 x double> %1420, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1425 = shufflevector <8 x double> %1421, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1426 = shufflevector <8 x double> %1422, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1427 = fadd fast <4 x double> %1415, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1428 = fadd fast <4 x double> %1416, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1429 = fadd fast <4 x double> %1417, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1430 = fadd fast <4 x double> %1418, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1431 = fmul fast <4 x double> %1423, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1432 = fmul fast <4 x double> %1424, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1433 = fmul fast <4 x double> %1425, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1434 = fmul fast <4 x double> %1426, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1435 = fmul fast <4 x double> %1427, %1427
  %1436 = fmul fast <4 x double> %1428, %1428
  %1437 = fmul fast <4 x double> %1429, %1429
  %1438 = fmul fast <4 x double> %1430, %1430
  %1439 = fmul fast <4 x double> %1435, %1431
  %1440 = fmul fast <4 x double> %1436, %1432
  %1441 = fmul fast <4 x double> %1437, %1433
  %1442 = fmul fast <4 x double> %1438, %1434
  %1443 = fadd fast <4 x double> %1439, %1071
  %1444 = fadd fast <4 x double> %1440, %1072
  %1445 = fadd fast <4 x double> %1441, %1073
  %1446 = fadd fast <4 x double> %1442, %1074
  %1447 = add nuw i64 %1070, 16
  %1448 = icmp eq i64 %1447, %1066
  br i1 %1448, label %1449, label %1069, !llvm.loop !36

1449:                                             ; preds = %1069
  %1450 = fadd fast <4 x double> %1444, %1443
  %1451 = fadd fast <4 x double> %1445, %1450
  %1452 = fadd fast <4 x double> %1446, %1451
  %1453 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1452)
  br label %1454

1454:                                             ; preds = %1449, %1056
  %1455 = phi double [ 0.000000e+00, %1056 ], [ %1453, %1449 ]
  %1456 = phi ptr [ %1051, %1056 ], [ %1068, %1449 ]
  br label %1457

1457:                                             ; preds = %1454, %1457
  %1458 = phi double [ %1485, %1457 ], [ %1455, %1454 ]
  %1459 = phi ptr [ %1486, %1457 ], [ %1456, %1454 ]
  %1460 = getelementptr inbounds i8, ptr %1459, i64 8
  %1461 = load i32, ptr %1460, align 8, !tbaa !11
  %1462 = sext i32 %1461 to i64
  %1463 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1462
  %1464 = load double, ptr %1463, align 8, !tbaa !15
  %1465 = getelementptr inbounds i8, ptr %1459, i64 12
  %1466 = load i32, ptr %1465, align 4, !tbaa !16
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1467
  %1469 = load double, ptr %1468, align 8, !tbaa !15
  %1470 = fsub fast double %1464, %1469
  %1471 = getelementptr inbounds i8, ptr %1463, i64 8
  %1472 = load double, ptr %1471, align 8, !tbaa !15
  %1473 = getelementptr inbounds i8, ptr %1468, i64 8
  %1474 = load double, ptr %1473, align 8, !tbaa !15
  %1475 = fsub fast double %1472, %1474
  %1476 = fmul fast double %1470, %1470
  %1477 = fmul fast double %1475, %1475
  %1478 = fadd fast double %1477, %1476
  %1479 = call fast double @llvm.sqrt.f64(double %1478)
  %1480 = load double, ptr %1459, align 8, !tbaa !17
  %1481 = fadd fast double %1479, -1.000000e+00
  %1482 = fmul fast double %1480, 5.000000e-01
  %1483 = fmul fast double %1481, %1481
  %1484 = fmul fast double %1483, %1482
  %1485 = fadd fast double %1484, %1458
  %1486 = getelementptr inbounds i8, ptr %1459, i64 16
  %1487 = icmp eq ptr %1486, %1053
  br i1 %1487, label %1488, label %1457, !llvm.loop !37

1488:                                             ; preds = %1457
  %1489 = fadd fast double %1049, 0xBEB0C6F7A0B5ED8D
  store double %1489, ptr %1048, align 8, !tbaa !15
  %1490 = add i64 %1054, -16
  %1491 = sub i64 %1490, %1052
  %1492 = icmp ult i64 %1491, 256
  br i1 %1492, label %1887, label %1493

1493:                                             ; preds = %1488
  %1494 = lshr i64 %1491, 4
  %1495 = add nuw nsw i64 %1494, 1
  %1496 = and i64 %1495, 15
  %1497 = icmp eq i64 %1496, 0
  %1498 = select i1 %1497, i64 16, i64 %1496
  %1499 = sub nsw i64 %1495, %1498
  %1500 = shl i64 %1499, 4
  %1501 = getelementptr i8, ptr %1051, i64 %1500
  br label %1502

1502:                                             ; preds = %1502, %1493
  %1503 = phi i64 [ 0, %1493 ], [ %1880, %1502 ]
  %1504 = phi <4 x double> [ zeroinitializer, %1493 ], [ %1876, %1502 ]
  %1505 = phi <4 x double> [ zeroinitializer, %1493 ], [ %1877, %1502 ]
  %1506 = phi <4 x double> [ zeroinitializer, %1493 ], [ %1878, %1502 ]
  %1507 = phi <4 x double> [ zeroinitializer, %1493 ], [ %1879, %1502 ]
  %1508 = shl i64 %1503, 4
  %1509 = or disjoint i64 %1508, 16
  %1510 = or disjoint i64 %1508, 32
  %1511 = or disjoint i64 %1508, 48
  %1512 = or disjoint i64 %1508, 64
  %1513 = or disjoint i64 %1508, 80
  %1514 = or disjoint i64 %1508, 96
  %1515 = or disjoint i64 %1508, 112
  %1516 = or disjoint i64 %1508, 128
  %1517 = or disjoint i64 %1508, 144
  %1518 = or disjoint i64 %1508, 160
  %1519 = or disjoint i64 %1508, 176
  %1520 = or disjoint i64 %1508, 192
  %1521 = or disjoint i64 %1508, 208
  %1522 = or disjoint i64 %1508, 224
  %1523 = or disjoint i64 %1508, 240
  %1524 = getelementptr i8, ptr %1051, i64 %1508
  %1525 = getelementptr i8, ptr %1051, i64 %1509
  %1526 = getelementptr i8, ptr %1051, i64 %1510
  %1527 = getelementptr i8, ptr %1051, i64 %1511
  %1528 = getelementptr i8, ptr %1051, i64 %1512
  %1529 = getelementptr i8, ptr %1051, i64 %1513
  %1530 = getelementptr i8, ptr %1051, i64 %1514
  %1531 = getelementptr i8, ptr %1051, i64 %1515
  %1532 = getelementptr i8, ptr %1051, i64 %1516
  %1533 = getelementptr i8, ptr %1051, i64 %1517
  %1534 = getelementptr i8, ptr %1051, i64 %1518
  %1535 = getelementptr i8, ptr %1051, i64 %1519
  %1536 = getelementptr i8, ptr %1051, i64 %1520
  %1537 = getelementptr i8, ptr %1051, i64 %1521
  %1538 = getelementptr i8, ptr %1051, i64 %1522
  %1539 = getelementptr i8, ptr %1051, i64 %1523
  %1540 = getelementptr inbounds i8, ptr %1524, i64 8
  %1541 = getelementptr inbounds i8, ptr %1525, i64 8
  %1542 = getelementptr inbounds i8, ptr %1526, i64 8
  %1543 = getelementptr inbounds i8, ptr %1527, i64 8
  %1544 = getelementptr inbounds i8, ptr %1528, i64 8
  %1545 = getelementptr inbounds i8, ptr %1529, i64 8
  %1546 = getelementptr inbounds i8, ptr %1530, i64 8
  %1547 = getelementptr inbounds i8, ptr %1531, i64 8
  %1548 = getelementptr inbounds i8, ptr %1532, i64 8
  %1549 = getelementptr inbounds i8, ptr %1533, i64 8
  %1550 = getelementptr inbounds i8, ptr %1534, i64 8
  %1551 = getelementptr inbounds i8, ptr %1535, i64 8
  %1552 = getelementptr inbounds i8, ptr %1536, i64 8
  %1553 = getelementptr inbounds i8, ptr %1537, i64 8
  %1554 = getelementptr inbounds i8, ptr %1538, i64 8
  %1555 = getelementptr inbounds i8, ptr %1539, i64 8
  %1556 = load i32, ptr %1540, align 8, !tbaa !11
  %1557 = load i32, ptr %1541, align 8, !tbaa !11
  %1558 = load i32, ptr %1542, align 8, !tbaa !11
  %1559 = load i32, ptr %1543, align 8, !tbaa !11
  %1560 = load i32, ptr %1544, align 8, !tbaa !11
  %1561 = load i32, ptr %1545, align 8, !tbaa !11
  %1562 = load i32, ptr %1546, align 8, !tbaa !11
  %1563 = load i32, ptr %1547, align 8, !tbaa !11
  %1564 = load i32, ptr %1548, align 8, !tbaa !11
  %1565 = load i32, ptr %1549, align 8, !tbaa !11
  %1566 = load i32, ptr %1550, align 8, !tbaa !11
  %1567 = load i32, ptr %1551, align 8, !tbaa !11
  %1568 = load i32, ptr %1552, align 8, !tbaa !11
  %1569 = load i32, ptr %1553, align 8, !tbaa !11
  %1570 = load i32, ptr %1554, align 8, !tbaa !11
  %1571 = load i32, ptr %1555, align 8, !tbaa !11
  %1572 = sext i32 %1556 to i64
  %1573 = sext i32 %1557 to i64
  %1574 = sext i32 %1558 to i64
  %1575 = sext i32 %1559 to i64
  %1576 = sext i32 %1560 to i64
  %1577 = sext i32 %1561 to i64
  %1578 = sext i32 %1562 to i64
  %1579 = sext i32 %1563 to i64
  %1580 = sext i32 %1564 to i64
  %1581 = sext i32 %1565 to i64
  %1582 = sext i32 %1566 to i64
  %1583 = sext i32 %1567 to i64
  %1584 = sext i32 %1568 to i64
  %1585 = sext i32 %1569 to i64
  %1586 = sext i32 %1570 to i64
  %1587 = sext i32 %1571 to i64
  %1588 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1572
  %1589 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1573
  %1590 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1574
  %1591 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1575
  %1592 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1576
  %1593 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1577
  %1594 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1578
  %1595 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1579
  %1596 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1580
  %1597 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1581
  %1598 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1582
  %1599 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1583
  %1600 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1584
  %1601 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1585
  %1602 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1586
  %1603 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1587
  %1604 = load double, ptr %1588, align 8, !tbaa !15
  %1605 = load double, ptr %1589, align 8, !tbaa !15
  %1606 = load double, ptr %1590, align 8, !tbaa !15
  %1607 = load double, ptr %1591, align 8, !tbaa !15
  %1608 = insertelement <4 x double> poison, double %1604, i64 0
  %1609 = insertelement <4 x double> %1608, double %1605, i64 1
  %1610 = insertelement <4 x double> %1609, double %1606, i64 2
  %1611 = insertelement <4 x double> %1610, double %1607, i64 3
  %1612 = load double, ptr %1592, align 8, !tbaa !15
  %1613 = load double, ptr %1593, align 8, !tbaa !15
  %1614 = load double, ptr %1594, align 8, !tbaa !15
  %1615 = load double, ptr %1595, align 8, !tbaa !15
  %1616 = insertelement <4 x double> poison, double %1612, i64 0
  %1617 = insertelement <4 x double> %1616, double %1613, i64 1
  %1618 = insertelement <4 x double> %1617, double %1614, i64 2
  %1619 = insertelement <4 x double> %1618, double %1615, i64 3
  %1620 = load double, ptr %1596, align 8, !tbaa !15
  %1621 = load double, ptr %1597, align 8, !tbaa !15
  %1622 = load double, ptr %1598, align 8, !tbaa !15
  %1623 = load double, ptr %1599, align 8, !tbaa !15
  %1624 = insertelement <4 x double> poison, double %1620, i64 0
  %1625 = insertelement <4 x double> %1624, double %1621, i64 1
  %1626 = insertelement <4 x double> %1625, double %1622, i64 2
  %1627 = insertelement <4 x double> %1626, double %1623, i64 3
  %1628 = load double, ptr %1600, align 8, !tbaa !15
  %1629 = load double, ptr %1601, align 8, !tbaa !15
  %1630 = load double, ptr %1602, align 8, !tbaa !15
  %1631 = load double, ptr %1603, align 8, !tbaa !15
  %1632 = insertelement <4 x double> poison, double %1628, i64 0
  %1633 = insertelement <4 x double> %1632, double %1629, i64 1
  %1634 = insertelement <4 x double> %1633, double %1630, i64 2
  %1635 = insertelement <4 x double> %1634, double %1631, i64 3
  %1636 = getelementptr inbounds i8, ptr %1524, i64 12
  %1637 = getelementptr inbounds i8, ptr %1525, i64 12
  %1638 = getelementptr inbounds i8, ptr %1526, i64 12
  %1639 = getelementptr inbounds i8, ptr %1527, i64 12
  %1640 = getelementptr inbounds i8, ptr %1528, i64 12
  %1641 = getelementptr inbounds i8, ptr %1529, i64 12
  %1642 = getelementptr inbounds i8, ptr %1530, i64 12
  %1643 = getelementptr inbounds i8, ptr %1531, i64 12
  %1644 = getelementptr inbounds i8, ptr %1532, i64 12
  %1645 = getelementptr inbounds i8, ptr %1533, i64 12
  %1646 = getelementptr inbounds i8, ptr %1534, i64 12
  %1647 = getelementptr inbounds i8, ptr %1535, i64 12
  %1648 = getelementptr inbounds i8, ptr %1536, i64 12
  %1649 = getelementptr inbounds i8, ptr %1537, i64 12
  %1650 = getelementptr inbounds i8, ptr %1538, i64 12
  %1651 = getelementptr inbounds i8, ptr %1539, i64 12
  %1652 = load i32, ptr %1636, align 4, !tbaa !16
  %1653 = load i32, ptr %1637, align 4, !tbaa !16
  %1654 = load i32, ptr %1638, align 4, !tbaa !16
  %1655 = load i32, ptr %1639, align 4, !tbaa !16
  %1656 = load i32, ptr %1640, align 4, !tbaa !16
  %1657 = load i32, ptr %1641, align 4, !tbaa !16
  %1658 = load i32, ptr %1642, align 4, !tbaa !16
  %1659 = load i32, ptr %1643, align 4, !tbaa !16
  %1660 = load i32, ptr %1644, align 4, !tbaa !16
  %1661 = load i32, ptr %1645, align 4, !tbaa !16
  %1662 = load i32, ptr %1646, align 4, !tbaa !16
  %1663 = load i32, ptr %1647, align 4, !tbaa !16
  %1664 = load i32, ptr %1648, align 4, !tbaa !16
  %1665 = load i32, ptr %1649, align 4, !tbaa !16
  %1666 = load i32, ptr %1650, align 4, !tbaa !16
  %1667 = load i32, ptr %1651, align 4, !tbaa !16
  %1668 = sext i32 %1652 to i64
  %1669 = sext i32 %1653 to i64
  %1670 = sext i32 %1654 to i64
  %1671 = sext i32 %1655 to i64
  %1672 = sext i32 %1656 to i64
  %1673 = sext i32 %1657 to i64
  %1674 = sext i32 %1658 to i64
  %1675 = sext i32 %1659 to i64
  %1676 = sext i32 %1660 to i64
  %1677 = sext i32 %1661 to i64
  %1678 = sext i32 %1662 to i64
  %1679 = sext i32 %1663 to i64
  %1680 = sext i32 %1664 to i64
  %1681 = sext i32 %1665 to i64
  %1682 = sext i32 %1666 to i64
  %1683 = sext i32 %1667 to i64
  %1684 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1668
  %1685 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1669
  %1686 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1670
  %1687 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1671
  %1688 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1672
  %1689 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1673
  %1690 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1674
  %1691 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1675
  %1692 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1676
  %1693 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1677
  %1694 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1678
  %1695 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1679
  %1696 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1680
  %1697 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1681
  %1698 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1682
  %1699 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1683
  %1700 = load double, ptr %1684, align 8, !tbaa !15
  %1701 = load double, ptr %1685, align 8, !tbaa !15
  %1702 = load double, ptr %1686, align 8, !tbaa !15
  %1703 = load double, ptr %1687, align 8, !tbaa !15
  %1704 = insertelement <4 x double> poison, double %1700, i64 0
  %1705 = insertelement <4 x double> %1704, double %1701, i64 1
  %1706 = insertelement <4 x double> %1705, double %1702, i64 2
  %1707 = insertelement <4 x double> %1706, double %1703, i64 3
  %1708 = load double, ptr %1688, align 8, !tbaa !15
  %1709 = load double, ptr %1689, align 8, !tbaa !15
  %1710 = load double, ptr %1690, align 8, !tbaa !15
  %1711 = load double, ptr %1691, align 8, !tbaa !15
  %1712 = insertelement <4 x double> poison, double %1708, i64 0
  %1713 = insertelement <4 x double> %1712, double %1709, i64 1
  %1714 = insertelement <4 x double> %1713, double %1710, i64 2
  %1715 = insertelement <4 x double> %1714, double %1711, i64 3
  %1716 = load double, ptr %1692, align 8, !tbaa !15
  %1717 = load double, ptr %1693, align 8, !tbaa !15
  %1718 = load double, ptr %1694, align 8, !tbaa !15
  %1719 = load double, ptr %1695, align 8, !tbaa !15
  %1720 = insertelement <4 x double> poison, double %1716, i64 0
  %1721 = insertelement <4 x double> %1720, double %1717, i64 1
  %1722 = insertelement <4 x double> %1721, double %1718, i64 2
  %1723 = insertelement <4 x double> %1722, double %1719, i64 3
  %1724 = load double, ptr %1696, align 8, !tbaa !15
  %1725 = load double, ptr %1697, align 8, !tbaa !15
  %1726 = load double, ptr %1698, align 8, !tbaa !15
  %1727 = load double, ptr %1699, align 8, !tbaa !15
  %1728 = insertelement <4 x double> poison, double %1724, i64 0
  %1729 = insertelement <4 x double> %1728, double %1725, i64 1
  %1730 = insertelement <4 x double> %1729, double %1726, i64 2
  %1731 = insertelement <4 x double> %1730, double %1727, i64 3
  %1732 = fsub fast <4 x double> %1611, %1707
  %1733 = fsub fast <4 x double> %1619, %1715
  %1734 = fsub fast <4 x double> %1627, %1723
  %1735 = fsub fast <4 x double> %1635, %1731
  %1736 = getelementptr inbounds i8, ptr %1588, i64 8
  %1737 = getelementptr inbounds i8, ptr %1589, i64 8
  %1738 = getelementptr inbounds i8, ptr %1590, i64 8
  %1739 = getelementptr inbounds i8, ptr %1591, i64 8
  %1740 = getelementptr inbounds i8, ptr %1592, i64 8
  %1741 = getelementptr inbounds i8, ptr %1593, i64 8
  %1742 = getelementptr inbounds i8, ptr %1594, i64 8
  %1743 = getelementptr inbounds i8, ptr %1595, i64 8
  %1744 = getelementptr inbounds i8, ptr %1596, i64 8
  %1745 = getelementptr inbounds i8, ptr %1597, i64 8
  %1746 = getelementptr inbounds i8, ptr %1598, i64 8
  %1747 = getelementptr inbounds i8, ptr %1599, i64 8
  %1748 = getelementptr inbounds i8, ptr %1600, i64 8
  %1749 = getelementptr inbounds i8, ptr %1601, i64 8
  %1750 = getelementptr inbounds i8, ptr %1602, i64 8
  %1751 = getelementptr inbounds i8, ptr %1603, i64 8
  %1752 = load double, ptr %1736, align 8, !tbaa !15
  %1753 = load double, ptr %1737, align 8, !tbaa !15
  %1754 = load double, ptr %1738, align 8, !tbaa !15
  %1755 = load double, ptr %1739, align 8, !tbaa !15
  %1756 = insertelement <4 x double> poison, double %1752, i64 0
  %1757 = insertelement <4 x double> %1756, double %1753, i64 1
  %1758 = insertelement <4 x double> %1757, double %1754, i64 2
  %1759 = insertelement <4 x double> %1758, double %1755, i64 3
  %1760 = load double, ptr %1740, align 8, !tbaa !15
  %1761 = load double, ptr %1741, align 8, !tbaa !15
  %1762 = load double, ptr %1742, align 8, !tbaa !15
  %1763 = load double, ptr %1743, align 8, !tbaa !15
  %1764 = insertelement <4 x double> poison, double %1760, i64 0
  %1765 = insertelement <4 x double> %1764, double %1761, i64 1
  %1766 = insertelement <4 x double> %1765, double %1762, i64 2
  %1767 = insertelement <4 x double> %1766, double %1763, i64 3
  %1768 = load double, ptr %1744, align 8, !tbaa !15
  %1769 = load double, ptr %1745, align 8, !tbaa !15
  %1770 = load double, ptr %1746, align 8, !tbaa !15
  %1771 = load double, ptr %1747, align 8, !tbaa !15
  %1772 = insertelement <4 x double> poison, double %1768, i64 0
  %1773 = insertelement <4 x double> %1772, double %1769, i64 1
  %1774 = insertelement <4 x double> %1773, double %1770, i64 2
  %1775 = insertelement <4 x double> %1774, double %1771, i64 3
  %1776 = load double, ptr %1748, align 8, !tbaa !15
  %1777 = load double, ptr %1749, align 8, !tbaa !15
  %1778 = load double, ptr %1750, align 8, !tbaa !15
  %1779 = load double, ptr %1751, align 8, !tbaa !15
  %1780 = insertelement <4 x double> poison, double %1776, i64 0
  %1781 = insertelement <4 x double> %1780, double %1777, i64 1
  %1782 = insertelement <4 x double> %1781, double %1778, i64 2
  %1783 = insertelement <4 x double> %1782, double %1779, i64 3
  %1784 = getelementptr inbounds i8, ptr %1684, i64 8
  %1785 = getelementptr inbounds i8, ptr %1685, i64 8
  %1786 = getelementptr inbounds i8, ptr %1686, i64 8
  %1787 = getelementptr inbounds i8, ptr %1687, i64 8
  %1788 = getelementptr inbounds i8, ptr %1688, i64 8
  %1789 = getelementptr inbounds i8, ptr %1689, i64 8
  %1790 = getelementptr inbounds i8, ptr %1690, i64 8
  %1791 = getelementptr inbounds i8, ptr %1691, i64 8
  %1792 = getelementptr inbounds i8, ptr %1692, i64 8
  %1793 = getelementptr inbounds i8, ptr %1693, i64 8
  %1794 = getelementptr inbounds i8, ptr %1694, i64 8
  %1795 = getelementptr inbounds i8, ptr %1695, i64 8
  %1796 = getelementptr inbounds i8, ptr %1696, i64 8
  %1797 = getelementptr inbounds i8, ptr %1697, i64 8
  %1798 = getelementptr inbounds i8, ptr %1698, i64 8
  %1799 = getelementptr inbounds i8, ptr %1699, i64 8
  %1800 = load double, ptr %1784, align 8, !tbaa !15
  %1801 = load double, ptr %1785, align 8, !tbaa !15
  %1802 = load double, ptr %1786, align 8, !tbaa !15
  %1803 = load double, ptr %1787, align 8, !tbaa !15
  %1804 = insertelement <4 x double> poison, double %1800, i64 0
  %1805 = insertelement <4 x double> %1804, double %1801, i64 1
  %1806 = insertelement <4 x double> %1805, double %1802, i64 2
  %1807 = insertelement <4 x double> %1806, double %1803, i64 3
  %1808 = load double, ptr %1788, align 8, !tbaa !15
  %1809 = load double, ptr %1789, align 8, !tbaa !15
  %1810 = load double, ptr %1790, align 8, !tbaa !15
  %1811 = load double, ptr %1791, align 8, !tbaa !15
  %1812 = insertelement <4 x double> poison, double %1808, i64 0
  %1813 = insertelement <4 x double> %1812, double %1809, i64 1
  %1814 = insertelement <4 x double> %1813, double %1810, i64 2
  %1815 = insertelement <4 x double> %1814, double %1811, i64 3
  %1816 = load double, ptr %1792, align 8, !tbaa !15
  %1817 = load double, ptr %1793, align 8, !tbaa !15
  %1818 = load double, ptr %1794, align 8, !tbaa !15
  %1819 = load double, ptr %1795, align 8, !tbaa !15
  %1820 = insertelement <4 x double> poison, double %1816, i64 0
  %1821 = insertelement <4 x double> %1820, double %1817, i64 1
  %1822 = insertelement <4 x double> %1821, double %1818, i64 2
  %1823 = insertelement <4 x double> %1822, double %1819, i64 3
  %1824 = load double, ptr %1796, align 8, !tbaa !15
  %1825 = load double, ptr %1797, align 8, !tbaa !15
  %1826 = load double, ptr %1798, align 8, !tbaa !15
  %1827 = load double, ptr %1799, align 8, !tbaa !15
  %1828 = insertelement <4 x double> poison, double %1824, i64 0
  %1829 = insertelement <4 x double> %1828, double %1825, i64 1
  %1830 = insertelement <4 x double> %1829, double %1826, i64 2
  %1831 = insertelement <4 x double> %1830, double %1827, i64 3
  %1832 = fsub fast <4 x double> %1759, %1807
  %1833 = fsub fast <4 x double> %1767, %1815
  %1834 = fsub fast <4 x double> %1775, %1823
  %1835 = fsub fast <4 x double> %1783, %1831
  %1836 = fmul fast <4 x double> %1732, %1732
  %1837 = fmul fast <4 x double> %1733, %1733
  %1838 = fmul fast <4 x double> %1734, %1734
  %1839 = fmul fast <4 x double> %1735, %1735
  %1840 = fmul fast <4 x double> %1832, %1832
  %1841 = fmul fast <4 x double> %1833, %1833
  %1842 = fmul fast <4 x double> %1834, %1834
  %1843 = fmul fast <4 x double> %1835, %1835
  %1844 = fadd fast <4 x double> %1840, %1836
  %1845 = fadd fast <4 x double> %1841, %1837
  %1846 = fadd fast <4 x double> %1842, %1838
  %1847 = fadd fast <4 x double> %1843, %1839
  %1848 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1844)
  %1849 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1845)
  %1850 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1846)
  %1851 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %1847)
  %1852 = load <8 x double>, ptr %1524, align 8, !tbaa !17
  %1853 = load <8 x double>, ptr %1528, align 8, !tbaa !17
  %1854 = load <8 x double>, ptr %1532, align 8, !tbaa !17
  %1855 = load <8 x double>, ptr %1536, align 8, !tbaa !17
  %1856 = shufflevector <8 x double> %1852, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1857 = shufflevector <8 x double> %1853, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1858 = shufflevector <8 x double> %1854, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1859 = shufflevector <8 x double> %1855, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %1860 = fadd fast <4 x double> %1848, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1861 = fadd fast <4 x double> %1849, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1862 = fadd fast <4 x double> %1850, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1863 = fadd fast <4 x double> %1851, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %1864 = fmul fast <4 x double> %1856, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1865 = fmul fast <4 x double> %1857, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1866 = fmul fast <4 x double> %1858, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1867 = fmul fast <4 x double> %1859, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %1868 = fmul fast <4 x double> %1860, %1860
  %1869 = fmul fast <4 x double> %1861, %1861
  %1870 = fmul fast <4 x double> %1862, %1862
  %1871 = fmul fast <4 x double> %1863, %1863
  %1872 = fmul fast <4 x double> %1868, %1864
  %1873 = fmul fast <4 x double> %1869, %1865
  %1874 = fmul fast <4 x double> %1870, %1866
  %1875 = fmul fast <4 x double> %1871, %1867
  %1876 = fadd fast <4 x double> %1872, %1504
  %1877 = fadd fast <4 x double> %1873, %1505
  %1878 = fadd fast <4 x double> %1874, %1506
  %1879 = fadd fast <4 x double> %1875, %1507
  %1880 = add nuw i64 %1503, 16
  %1881 = icmp eq i64 %1880, %1499
  br i1 %1881, label %1882, label %1502, !llvm.loop !38

1882:                                             ; preds = %1502
  %1883 = fadd fast <4 x double> %1877, %1876
  %1884 = fadd fast <4 x double> %1878, %1883
  %1885 = fadd fast <4 x double> %1879, %1884
  %1886 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %1885)
  br label %1887

1887:                                             ; preds = %1882, %1488
  %1888 = phi double [ 0.000000e+00, %1488 ], [ %1886, %1882 ]
  %1889 = phi ptr [ %1051, %1488 ], [ %1501, %1882 ]
  br label %1890

1890:                                             ; preds = %1887, %1890
  %1891 = phi double [ %1918, %1890 ], [ %1888, %1887 ]
  %1892 = phi ptr [ %1919, %1890 ], [ %1889, %1887 ]
  %1893 = getelementptr inbounds i8, ptr %1892, i64 8
  %1894 = load i32, ptr %1893, align 8, !tbaa !11
  %1895 = sext i32 %1894 to i64
  %1896 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1895
  %1897 = load double, ptr %1896, align 8, !tbaa !15
  %1898 = getelementptr inbounds i8, ptr %1892, i64 12
  %1899 = load i32, ptr %1898, align 4, !tbaa !16
  %1900 = sext i32 %1899 to i64
  %1901 = getelementptr inbounds %"struct.std::array", ptr %1047, i64 %1900
  %1902 = load double, ptr %1901, align 8, !tbaa !15
  %1903 = fsub fast double %1897, %1902
  %1904 = getelementptr inbounds i8, ptr %1896, i64 8
  %1905 = load double, ptr %1904, align 8, !tbaa !15
  %1906 = getelementptr inbounds i8, ptr %1901, i64 8
  %1907 = load double, ptr %1906, align 8, !tbaa !15
  %1908 = fsub fast double %1905, %1907
  %1909 = fmul fast double %1903, %1903
  %1910 = fmul fast double %1908, %1908
  %1911 = fadd fast double %1910, %1909
  %1912 = call fast double @llvm.sqrt.f64(double %1911)
  %1913 = load double, ptr %1892, align 8, !tbaa !17
  %1914 = fadd fast double %1912, -1.000000e+00
  %1915 = fmul fast double %1913, 5.000000e-01
  %1916 = fmul fast double %1914, %1914
  %1917 = fmul fast double %1916, %1915
  %1918 = fadd fast double %1917, %1891
  %1919 = getelementptr inbounds i8, ptr %1892, i64 16
  %1920 = icmp eq ptr %1919, %1053
  br i1 %1920, label %1921, label %1890, !llvm.loop !39

1921:                                             ; preds = %1890
  %1922 = fsub fast double %1485, %1918
  br label %1925

1923:                                             ; preds = %1046
  %1924 = fadd fast double %1049, 0xBEB0C6F7A0B5ED8D
  store double %1924, ptr %1048, align 8, !tbaa !15
  br label %1925

1925:                                             ; preds = %1923, %1921
  %1926 = phi double [ 0.000000e+00, %1923 ], [ %1922, %1921 ]
  store double %1049, ptr %1048, align 8, !tbaa !15
  %1927 = trunc i64 %136 to i32
  %1928 = or disjoint i32 %1927, 1
  %1929 = uitofp nneg i32 %1928 to double
  %1930 = load ptr, ptr %10, align 8, !tbaa !9
  %1931 = getelementptr inbounds %"struct.std::array", ptr %1930, i64 %135, i32 0, i64 1
  %1932 = load double, ptr %1931, align 8, !tbaa !15
  %1933 = fmul fast double %1926, 5.000000e+05
  %1934 = call fast double @llvm.fabs.f64(double %1933)
  %1935 = call fast double @llvm.maxnum.f64(double %1934, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile double %1932, ptr %8, align 8, !tbaa !15
  %1936 = load volatile double, ptr %8, align 8, !tbaa !15
  %1937 = call double @llvm.fabs.f64(double %1936)
  %1938 = fcmp ueq double %1937, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  br i1 %1938, label %1950, label %1939

1939:                                             ; preds = %1925
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile double %1933, ptr %7, align 8, !tbaa !15
  %1940 = load volatile double, ptr %7, align 8, !tbaa !15
  %1941 = call double @llvm.fabs.f64(double %1940)
  %1942 = fcmp ueq double %1941, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  br i1 %1942, label %1950, label %1943

1943:                                             ; preds = %1939
  %1944 = fsub fast double %1932, %1933
  %1945 = call fast double @llvm.fabs.f64(double %1944)
  %1946 = fmul fast double %1935, 0x3EB0C6F7A0B5ED8D
  %1947 = fcmp fast ole double %1945, %1946
  %1948 = select i1 %1947, ptr @.str.6, ptr @.str.7
  %1949 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1929, double noundef nofpclass(nan inf) %1932, double noundef nofpclass(nan inf) %1933, ptr noundef nonnull %1948)
  br i1 %1947, label %1955, label %1952

1950:                                             ; preds = %1939, %1925
  %1951 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef nofpclass(nan inf) %1929, double noundef nofpclass(nan inf) %1932, double noundef nofpclass(nan inf) %1933, ptr noundef nonnull @.str.7)
  br label %1952

1952:                                             ; preds = %1950, %1943
  %1953 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %1954 = add nsw i32 %1953, 1
  store i32 %1954, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %1955

1955:                                             ; preds = %1952, %1943
  %1956 = add nuw nsw i64 %135, 1
  %1957 = icmp eq i64 %1956, 6
  br i1 %1957, label %547, label %134, !llvm.loop !40

1958:                                             ; preds = %2972
  %1959 = uitofp nneg i32 %2975 to double
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile double %1959, ptr %6, align 8, !tbaa !15
  %1960 = load volatile double, ptr %6, align 8, !tbaa !15
  %1961 = call double @llvm.fabs.f64(double %1960)
  %1962 = fcmp ueq double %1961, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br i1 %1962, label %1971, label %1963

1963:                                             ; preds = %1958
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0.000000e+00, ptr %5, align 8, !tbaa !15
  %1964 = load volatile double, ptr %5, align 8, !tbaa !15
  %1965 = call double @llvm.fabs.f64(double %1964)
  %1966 = fcmp ueq double %1965, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br i1 %1966, label %1971, label %1967

1967:                                             ; preds = %1963
  %1968 = icmp eq i32 %2975, 0
  %1969 = select i1 %1968, ptr @.str.6, ptr @.str.7
  %1970 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %1959, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull %1969)
  br i1 %1968, label %1976, label %1973

1971:                                             ; preds = %1963, %1958
  %1972 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %1959, double noundef nofpclass(nan inf) 0.000000e+00, ptr noundef nonnull @.str.7)
  br label %1973

1973:                                             ; preds = %1971, %1967
  %1974 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %1975 = add nsw i32 %1974, 1
  store i32 %1975, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %1976

1976:                                             ; preds = %1967, %1973
  %1977 = load ptr, ptr %11, align 8, !tbaa !9
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %1977, align 8
  %1978 = load ptr, ptr %11, align 8, !tbaa !9
  %1979 = load double, ptr %1978, align 8, !tbaa !15
  %1980 = load ptr, ptr %10, align 8, !tbaa !9
  %1981 = load double, ptr %1980, align 8, !tbaa !15
  %1982 = fmul fast double %1981, %1979
  %1983 = getelementptr inbounds i8, ptr %1978, i64 8
  %1984 = load double, ptr %1983, align 8, !tbaa !15
  %1985 = getelementptr inbounds i8, ptr %1980, i64 8
  %1986 = load double, ptr %1985, align 8, !tbaa !15
  %1987 = fmul fast double %1986, %1984
  %1988 = fadd fast double %1982, %1987
  %1989 = getelementptr inbounds i8, ptr %1978, i64 16
  store <2 x double> <double 0x3FC210386DB6D55B, double 0xBFDAA22657537205>, ptr %1989, align 8
  %1990 = getelementptr inbounds i8, ptr %1980, i64 16
  %1991 = load double, ptr %1990, align 8, !tbaa !15
  %1992 = fmul fast double %1991, 0x3FC210386DB6D55B
  %1993 = getelementptr inbounds i8, ptr %1980, i64 24
  %1994 = load double, ptr %1993, align 8, !tbaa !15
  %1995 = fmul fast double %1994, 0xBFDAA22657537205
  %1996 = fadd fast double %1992, %1988
  %1997 = fadd fast double %1996, %1995
  %1998 = getelementptr inbounds i8, ptr %1978, i64 32
  store <2 x double> <double 0xBFD1E1F18AB0A2C0, double 0xBFE4EAA606DB24C1>, ptr %1998, align 8
  %1999 = getelementptr inbounds i8, ptr %1980, i64 32
  %2000 = load double, ptr %1999, align 8, !tbaa !15
  %2001 = fmul fast double %2000, 0xBFD1E1F18AB0A2C0
  %2002 = getelementptr inbounds i8, ptr %1980, i64 40
  %2003 = load double, ptr %2002, align 8, !tbaa !15
  %2004 = fmul fast double %2003, 0xBFE4EAA606DB24C1
  %2005 = fadd fast double %2001, %1997
  %2006 = fadd fast double %2005, %2004
  %2007 = getelementptr inbounds i8, ptr %1978, i64 48
  store <2 x double> <double 0x3FDA6026360C2F91, double 0x3FEEB9B7097822F5>, ptr %2007, align 8
  %2008 = getelementptr inbounds i8, ptr %1980, i64 48
  %2009 = load double, ptr %2008, align 8, !tbaa !15
  %2010 = fmul fast double %2009, 0x3FDA6026360C2F91
  %2011 = getelementptr inbounds i8, ptr %1980, i64 56
  %2012 = load double, ptr %2011, align 8, !tbaa !15
  %2013 = fmul fast double %2012, 0x3FEEB9B7097822F5
  %2014 = fadd fast double %2010, %2006
  %2015 = fadd fast double %2014, %2013
  %2016 = getelementptr inbounds i8, ptr %1978, i64 64
  store <2 x double> <double 0xBFE12B9AF7D765A5, double 0xBFC29FBEBF632F94>, ptr %2016, align 8
  %2017 = getelementptr inbounds i8, ptr %1980, i64 64
  %2018 = load double, ptr %2017, align 8, !tbaa !15
  %2019 = fmul fast double %2018, 0xBFE12B9AF7D765A5
  %2020 = getelementptr inbounds i8, ptr %1980, i64 72
  %2021 = load double, ptr %2020, align 8, !tbaa !15
  %2022 = fmul fast double %2021, 0xBFC29FBEBF632F94
  %2023 = fadd fast double %2019, %2015
  %2024 = fadd fast double %2023, %2022
  %2025 = getelementptr inbounds i8, ptr %1978, i64 80
  store <2 x double> <double 0x3FE4CF2871CEC2E8, double 0xBFEAD9AC890C6B1F>, ptr %2025, align 8
  %2026 = getelementptr inbounds i8, ptr %1980, i64 80
  %2027 = load double, ptr %2026, align 8, !tbaa !15
  %2028 = fmul fast double %2027, 0x3FE4CF2871CEC2E8
  %2029 = getelementptr inbounds i8, ptr %1980, i64 88
  %2030 = load double, ptr %2029, align 8, !tbaa !15
  %2031 = fmul fast double %2030, 0xBFEAD9AC890C6B1F
  %2032 = fadd fast double %2028, %2024
  %2033 = fadd fast double %2032, %2031
  %2034 = load ptr, ptr %31, align 8, !tbaa !5
  %2035 = load ptr, ptr %12, align 8, !tbaa !5
  %2036 = ptrtoint ptr %2034 to i64
  %2037 = ptrtoint ptr %2035 to i64
  %2038 = sub i64 %2036, %2037
  %2039 = getelementptr inbounds i8, ptr %14, i64 16
  %2040 = load ptr, ptr %2039, align 8, !tbaa !27
  %2041 = load ptr, ptr %14, align 8, !tbaa !5
  %2042 = ptrtoint ptr %2040 to i64
  %2043 = ptrtoint ptr %2041 to i64
  %2044 = sub i64 %2042, %2043
  %2045 = icmp ugt i64 %2038, %2044
  br i1 %2045, label %2978, label %2992

2046:                                             ; preds = %547, %2972
  %2047 = phi ptr [ %548, %547 ], [ %2961, %2972 ]
  %2048 = phi i64 [ 0, %547 ], [ %2976, %2972 ]
  %2049 = phi i32 [ 0, %547 ], [ %2975, %2972 ]
  %2050 = ptrtoint ptr %2047 to i64
  %2051 = getelementptr inbounds %struct.Spring, ptr %2047, i64 %2048
  %2052 = load double, ptr %2051, align 8, !tbaa !17
  %2053 = fadd fast double %2052, 0x3EB0C6F7A0B5ED8D
  store double %2053, ptr %2051, align 8, !tbaa !17
  %2054 = load ptr, ptr %31, align 8, !tbaa !5
  %2055 = ptrtoint ptr %2054 to i64
  %2056 = icmp eq ptr %2047, %2054
  br i1 %2056, label %2057, label %2059

2057:                                             ; preds = %2046
  %2058 = fadd fast double %2052, 0xBEB0C6F7A0B5ED8D
  store double %2058, ptr %2051, align 8, !tbaa !17
  br label %2927

2059:                                             ; preds = %2046
  %2060 = load ptr, ptr %9, align 8, !tbaa !9
  %2061 = add i64 %2055, -16
  %2062 = sub i64 %2061, %2050
  %2063 = icmp ult i64 %2062, 256
  br i1 %2063, label %2458, label %2064

2064:                                             ; preds = %2059
  %2065 = lshr i64 %2062, 4
  %2066 = add nuw nsw i64 %2065, 1
  %2067 = and i64 %2066, 15
  %2068 = icmp eq i64 %2067, 0
  %2069 = select i1 %2068, i64 16, i64 %2067
  %2070 = sub nsw i64 %2066, %2069
  %2071 = shl i64 %2070, 4
  %2072 = getelementptr i8, ptr %2047, i64 %2071
  br label %2073

2073:                                             ; preds = %2073, %2064
  %2074 = phi i64 [ 0, %2064 ], [ %2451, %2073 ]
  %2075 = phi <4 x double> [ zeroinitializer, %2064 ], [ %2447, %2073 ]
  %2076 = phi <4 x double> [ zeroinitializer, %2064 ], [ %2448, %2073 ]
  %2077 = phi <4 x double> [ zeroinitializer, %2064 ], [ %2449, %2073 ]
  %2078 = phi <4 x double> [ zeroinitializer, %2064 ], [ %2450, %2073 ]
  %2079 = shl i64 %2074, 4
  %2080 = or disjoint i64 %2079, 16
  %2081 = or disjoint i64 %2079, 32
  %2082 = or disjoint i64 %2079, 48
  %2083 = or disjoint i64 %2079, 64
  %2084 = or disjoint i64 %2079, 80
  %2085 = or disjoint i64 %2079, 96
  %2086 = or disjoint i64 %2079, 112
  %2087 = or disjoint i64 %2079, 128
  %2088 = or disjoint i64 %2079, 144
  %2089 = or disjoint i64 %2079, 160
  %2090 = or disjoint i64 %2079, 176
  %2091 = or disjoint i64 %2079, 192
  %2092 = or disjoint i64 %2079, 208
  %2093 = or disjoint i64 %2079, 224
  %2094 = or disjoint i64 %2079, 240
  %2095 = getelementptr i8, ptr %2047, i64 %2079
  %2096 = getelementptr i8, ptr %2047, i64 %2080
  %2097 = getelementptr i8, ptr %2047, i64 %2081
  %2098 = getelementptr i8, ptr %2047, i64 %2082
  %2099 = getelementptr i8, ptr %2047, i64 %2083
  %2100 = getelementptr i8, ptr %2047, i64 %2084
  %2101 = getelementptr i8, ptr %2047, i64 %2085
  %2102 = getelementptr i8, ptr %2047, i64 %2086
  %2103 = getelementptr i8, ptr %2047, i64 %2087
  %2104 = getelementptr i8, ptr %2047, i64 %2088
  %2105 = getelementptr i8, ptr %2047, i64 %2089
  %2106 = getelementptr i8, ptr %2047, i64 %2090
  %2107 = getelementptr i8, ptr %2047, i64 %2091
  %2108 = getelementptr i8, ptr %2047, i64 %2092
  %2109 = getelementptr i8, ptr %2047, i64 %2093
  %2110 = getelementptr i8, ptr %2047, i64 %2094
  %2111 = getelementptr inbounds i8, ptr %2095, i64 8
  %2112 = getelementptr inbounds i8, ptr %2096, i64 8
  %2113 = getelementptr inbounds i8, ptr %2097, i64 8
  %2114 = getelementptr inbounds i8, ptr %2098, i64 8
  %2115 = getelementptr inbounds i8, ptr %2099, i64 8
  %2116 = getelementptr inbounds i8, ptr %2100, i64 8
  %2117 = getelementptr inbounds i8, ptr %2101, i64 8
  %2118 = getelementptr inbounds i8, ptr %2102, i64 8
  %2119 = getelementptr inbounds i8, ptr %2103, i64 8
  %2120 = getelementptr inbounds i8, ptr %2104, i64 8
  %2121 = getelementptr inbounds i8, ptr %2105, i64 8
  %2122 = getelementptr inbounds i8, ptr %2106, i64 8
  %2123 = getelementptr inbounds i8, ptr %2107, i64 8
  %2124 = getelementptr inbounds i8, ptr %2108, i64 8
  %2125 = getelementptr inbounds i8, ptr %2109, i64 8
  %2126 = getelementptr inbounds i8, ptr %2110, i64 8
  %2127 = load i32, ptr %2111, align 8, !tbaa !11
  %2128 = load i32, ptr %2112, align 8, !tbaa !11
  %2129 = load i32, ptr %2113, align 8, !tbaa !11
  %2130 = load i32, ptr %2114, align 8, !tbaa !11
  %2131 = load i32, ptr %2115, align 8, !tbaa !11
  %2132 = load i32, ptr %2116, align 8, !tbaa !11
  %2133 = load i32, ptr %2117, align 8, !tbaa !11
  %2134 = load i32, ptr %2118, align 8, !tbaa !11
  %2135 = load i32, ptr %2119, align 8, !tbaa !11
  %2136 = load i32, ptr %2120, align 8, !tbaa !11
  %2137 = load i32, ptr %2121, align 8, !tbaa !11
  %2138 = load i32, ptr %2122, align 8, !tbaa !11
  %2139 = load i32, ptr %2123, align 8, !tbaa !11
  %2140 = load i32, ptr %2124, align 8, !tbaa !11
  %2141 = load i32, ptr %2125, align 8, !tbaa !11
  %2142 = load i32, ptr %2126, align 8, !tbaa !11
  %2143 = sext i32 %2127 to i64
  %2144 = sext i32 %2128 to i64
  %2145 = sext i32 %2129 to i64
  %2146 = sext i32 %2130 to i64
  %2147 = sext i32 %2131 to i64
  %2148 = sext i32 %2132 to i64
  %2149 = sext i32 %2133 to i64
  %2150 = sext i32 %2134 to i64
  %2151 = sext i32 %2135 to i64
  %2152 = sext i32 %2136 to i64
  %2153 = sext i32 %2137 to i64
  %2154 = sext i32 %2138 to i64
  %2155 = sext i32 %2139 to i64
  %2156 = sext i32 %2140 to i64
  %2157 = sext i32 %2141 to i64
  %2158 = sext i32 %2142 to i64
  %2159 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2143
  %2160 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2144
  %2161 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2145
  %2162 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2146
  %2163 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2147
  %2164 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2148
  %2165 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2149
  %2166 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2150
  %2167 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2151
  %2168 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2152
  %2169 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2153
  %2170 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2154
  %2171 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2155
  %2172 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2156
  %2173 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2157
  %2174 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2158
  %2175 = load double, ptr %2159, align 8, !tbaa !15
  %2176 = load double, ptr %2160, align 8, !tbaa !15
  %2177 = load double, ptr %2161, align 8, !tbaa !15
  %2178 = load double, ptr %2162, align 8, !tbaa !15
  %2179 = insertelement <4 x double> poison, double %2175, i64 0
  %2180 = insertelement <4 x double> %2179, double %2176, i64 1
  %2181 = insertelement <4 x double> %2180, double %2177, i64 2
  %2182 = insertelement <4 x double> %2181, double %2178, i64 3
  %2183 = load double, ptr %2163, align 8, !tbaa !15
  %2184 = load double, ptr %2164, align 8, !tbaa !15
  %2185 = load double, ptr %2165, align 8, !tbaa !15
  %2186 = load double, ptr %2166, align 8, !tbaa !15
  %2187 = insertelement <4 x double> poison, double %2183, i64 0
  %2188 = insertelement <4 x double> %2187, double %2184, i64 1
  %2189 = insertelement <4 x double> %2188, double %2185, i64 2
  %2190 = insertelement <4 x double> %2189, double %2186, i64 3
  %2191 = load double, ptr %2167, align 8, !tbaa !15
  %2192 = load double, ptr %2168, align 8, !tbaa !15
  %2193 = load double, ptr %2169, align 8, !tbaa !15
  %2194 = load double, ptr %2170, align 8, !tbaa !15
  %2195 = insertelement <4 x double> poison, double %2191, i64 0
  %2196 = insertelement <4 x double> %2195, double %2192, i64 1
  %2197 = insertelement <4 x double> %2196, double %2193, i64 2
  %2198 = insertelement <4 x double> %2197, double %2194, i64 3
  %2199 = load double, ptr %2171, align 8, !tbaa !15
  %2200 = load double, ptr %2172, align 8, !tbaa !15
  %2201 = load double, ptr %2173, align 8, !tbaa !15
  %2202 = load double, ptr %2174, align 8, !tbaa !15
  %2203 = insertelement <4 x double> poison, double %2199, i64 0
  %2204 = insertelement <4 x double> %2203, double %2200, i64 1
  %2205 = insertelement <4 x double> %2204, double %2201, i64 2
  %2206 = insertelement <4 x double> %2205, double %2202, i64 3
  %2207 = getelementptr inbounds i8, ptr %2095, i64 12
  %2208 = getelementptr inbounds i8, ptr %2096, i64 12
  %2209 = getelementptr inbounds i8, ptr %2097, i64 12
  %2210 = getelementptr inbounds i8, ptr %2098, i64 12
  %2211 = getelementptr inbounds i8, ptr %2099, i64 12
  %2212 = getelementptr inbounds i8, ptr %2100, i64 12
  %2213 = getelementptr inbounds i8, ptr %2101, i64 12
  %2214 = getelementptr inbounds i8, ptr %2102, i64 12
  %2215 = getelementptr inbounds i8, ptr %2103, i64 12
  %2216 = getelementptr inbounds i8, ptr %2104, i64 12
  %2217 = getelementptr inbounds i8, ptr %2105, i64 12
  %2218 = getelementptr inbounds i8, ptr %2106, i64 12
  %2219 = getelementptr inbounds i8, ptr %2107, i64 12
  %2220 = getelementptr inbounds i8, ptr %2108, i64 12
  %2221 = getelementptr inbounds i8, ptr %2109, i64 12
  %2222 = getelementptr inbounds i8, ptr %2110, i64 12
  %2223 = load i32, ptr %2207, align 4, !tbaa !16
  %2224 = load i32, ptr %2208, align 4, !tbaa !16
  %2225 = load i32, ptr %2209, align 4, !tbaa !16
  %2226 = load i32, ptr %2210, align 4, !tbaa !16
  %2227 = load i32, ptr %2211, align 4, !tbaa !16
  %2228 = load i32, ptr %2212, align 4, !tbaa !16
  %2229 = load i32, ptr %2213, align 4, !tbaa !16
  %2230 = load i32, ptr %2214, align 4, !tbaa !16
  %2231 = load i32, ptr %2215, align 4, !tbaa !16
  %2232 = load i32, ptr %2216, align 4, !tbaa !16
  %2233 = load i32, ptr %2217, align 4, !tbaa !16
  %2234 = load i32, ptr %2218, align 4, !tbaa !16
  %2235 = load i32, ptr %2219, align 4, !tbaa !16
  %2236 = load i32, ptr %2220, align 4, !tbaa !16
  %2237 = load i32, ptr %2221, align 4, !tbaa !16
  %2238 = load i32, ptr %2222, align 4, !tbaa !16
  %2239 = sext i32 %2223 to i64
  %2240 = sext i32 %2224 to i64
  %2241 = sext i32 %2225 to i64
  %2242 = sext i32 %2226 to i64
  %2243 = sext i32 %2227 to i64
  %2244 = sext i32 %2228 to i64
  %2245 = sext i32 %2229 to i64
  %2246 = sext i32 %2230 to i64
  %2247 = sext i32 %2231 to i64
  %2248 = sext i32 %2232 to i64
  %2249 = sext i32 %2233 to i64
  %2250 = sext i32 %2234 to i64
  %2251 = sext i32 %2235 to i64
  %2252 = sext i32 %2236 to i64
  %2253 = sext i32 %2237 to i64
  %2254 = sext i32 %2238 to i64
  %2255 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2239
  %2256 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2240
  %2257 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2241
  %2258 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2242
  %2259 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2243
  %2260 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2244
  %2261 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2245
  %2262 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2246
  %2263 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2247
  %2264 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2248
  %2265 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2249
  %2266 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2250
  %2267 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2251
  %2268 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2252
  %2269 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2253
  %2270 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2254
  %2271 = load double, ptr %2255, align 8, !tbaa !15
  %2272 = load double, ptr %2256, align 8, !tbaa !15
  %2273 = load double, ptr %2257, align 8, !tbaa !15
  %2274 = load double, ptr %2258, align 8, !tbaa !15
  %2275 = insertelement <4 x double> poison, double %2271, i64 0
  %2276 = insertelement <4 x double> %2275, double %2272, i64 1
  %2277 = insertelement <4 x double> %2276, double %2273, i64 2
  %2278 = insertelement <4 x double> %2277, double %2274, i64 3
  %2279 = load double, ptr %2259, align 8, !tbaa !15
  %2280 = load double, ptr %2260, align 8, !tbaa !15
  %2281 = load double, ptr %2261, align 8, !tbaa !15
  %2282 = load double, ptr %2262, align 8, !tbaa !15
  %2283 = insertelement <4 x double> poison, double %2279, i64 0
  %2284 = insertelement <4 x double> %2283, double %2280, i64 1
  %2285 = insertelement <4 x double> %2284, double %2281, i64 2
  %2286 = insertelement <4 x double> %2285, double %2282, i64 3
  %2287 = load double, ptr %2263, align 8, !tbaa !15
  %2288 = load double, ptr %2264, align 8, !tbaa !15
  %2289 = load double, ptr %2265, align 8, !tbaa !15
  %2290 = load double, ptr %2266, align 8, !tbaa !15
  %2291 = insertelement <4 x double> poison, double %2287, i64 0
  %2292 = insertelement <4 x double> %2291, double %2288, i64 1
  %2293 = insertelement <4 x double> %2292, double %2289, i64 2
  %2294 = insertelement <4 x double> %2293, double %2290, i64 3
  %2295 = load double, ptr %2267, align 8, !tbaa !15
  %2296 = load double, ptr %2268, align 8, !tbaa !15
  %2297 = load double, ptr %2269, align 8, !tbaa !15
  %2298 = load double, ptr %2270, align 8, !tbaa !15
  %2299 = insertelement <4 x double> poison, double %2295, i64 0
  %2300 = insertelement <4 x double> %2299, double %2296, i64 1
  %2301 = insertelement <4 x double> %2300, double %2297, i64 2
  %2302 = insertelement <4 x double> %2301, double %2298, i64 3
  %2303 = fsub fast <4 x double> %2182, %2278
  %2304 = fsub fast <4 x double> %2190, %2286
  %2305 = fsub fast <4 x double> %2198, %2294
  %2306 = fsub fast <4 x double> %2206, %2302
  %2307 = getelementptr inbounds i8, ptr %2159, i64 8
  %2308 = getelementptr inbounds i8, ptr %2160, i64 8
  %2309 = getelementptr inbounds i8, ptr %2161, i64 8
  %2310 = getelementptr inbounds i8, ptr %2162, i64 8
  %2311 = getelementptr inbounds i8, ptr %2163, i64 8
  %2312 = getelementptr inbounds i8, ptr %2164, i64 8
  %2313 = getelementptr inbounds i8, ptr %2165, i64 8
  %2314 = getelementptr inbounds i8, ptr %2166, i64 8
  %2315 = getelementptr inbounds i8, ptr %2167, i64 8
  %2316 = getelementptr inbounds i8, ptr %2168, i64 8
  %2317 = getelementptr inbounds i8, ptr %2169, i64 8
  %2318 = getelementptr inbounds i8, ptr %2170, i64 8
  %2319 = getelementptr inbounds i8, ptr %2171, i64 8
  %2320 = getelementptr inbounds i8, ptr %2172, i64 8
  %2321 = getelementptr inbounds i8, ptr %2173, i64 8
  %2322 = getelementptr inbounds i8, ptr %2174, i64 8
  %2323 = load double, ptr %2307, align 8, !tbaa !15
  %2324 = load double, ptr %2308, align 8, !tbaa !15
  %2325 = load double, ptr %2309, align 8, !tbaa !15
  %2326 = load double, ptr %2310, align 8, !tbaa !15
  %2327 = insertelement <4 x double> poison, double %2323, i64 0
  %2328 = insertelement <4 x double> %2327, double %2324, i64 1
  %2329 = insertelement <4 x double> %2328, double %2325, i64 2
  %2330 = insertelement <4 x double> %2329, double %2326, i64 3
  %2331 = load double, ptr %2311, align 8, !tbaa !15
  %2332 = load double, ptr %2312, align 8, !tbaa !15
  %2333 = load double, ptr %2313, align 8, !tbaa !15
  %2334 = load double, ptr %2314, align 8, !tbaa !15
  %2335 = insertelement <4 x double> poison, double %2331, i64 0
  %2336 = insertelement <4 x double> %2335, double %2332, i64 1
  %2337 = insertelement <4 x double> %2336, double %2333, i64 2
  %2338 = insertelement <4 x double> %2337, double %2334, i64 3
  %2339 = load double, ptr %2315, align 8, !tbaa !15
  %2340 = load double, ptr %2316, align 8, !tbaa !15
  %2341 = load double, ptr %2317, align 8, !tbaa !15
  %2342 = load double, ptr %2318, align 8, !tbaa !15
  %2343 = insertelement <4 x double> poison, double %2339, i64 0
  %2344 = insertelement <4 x double> %2343, double %2340, i64 1
  %2345 = insertelement <4 x double> %2344, double %2341, i64 2
  %2346 = insertelement <4 x double> %2345, double %2342, i64 3
  %2347 = load double, ptr %2319, align 8, !tbaa !15
  %2348 = load double, ptr %2320, align 8, !tbaa !15
  %2349 = load double, ptr %2321, align 8, !tbaa !15
  %2350 = load double, ptr %2322, align 8, !tbaa !15
  %2351 = insertelement <4 x double> poison, double %2347, i64 0
  %2352 = insertelement <4 x double> %2351, double %2348, i64 1
  %2353 = insertelement <4 x double> %2352, double %2349, i64 2
  %2354 = insertelement <4 x double> %2353, double %2350, i64 3
  %2355 = getelementptr inbounds i8, ptr %2255, i64 8
  %2356 = getelementptr inbounds i8, ptr %2256, i64 8
  %2357 = getelementptr inbounds i8, ptr %2257, i64 8
  %2358 = getelementptr inbounds i8, ptr %2258, i64 8
  %2359 = getelementptr inbounds i8, ptr %2259, i64 8
  %2360 = getelementptr inbounds i8, ptr %2260, i64 8
  %2361 = getelementptr inbounds i8, ptr %2261, i64 8
  %2362 = getelementptr inbounds i8, ptr %2262, i64 8
  %2363 = getelementptr inbounds i8, ptr %2263, i64 8
  %2364 = getelementptr inbounds i8, ptr %2264, i64 8
  %2365 = getelementptr inbounds i8, ptr %2265, i64 8
  %2366 = getelementptr inbounds i8, ptr %2266, i64 8
  %2367 = getelementptr inbounds i8, ptr %2267, i64 8
  %2368 = getelementptr inbounds i8, ptr %2268, i64 8
  %2369 = getelementptr inbounds i8, ptr %2269, i64 8
  %2370 = getelementptr inbounds i8, ptr %2270, i64 8
  %2371 = load double, ptr %2355, align 8, !tbaa !15
  %2372 = load double, ptr %2356, align 8, !tbaa !15
  %2373 = load double, ptr %2357, align 8, !tbaa !15
  %2374 = load double, ptr %2358, align 8, !tbaa !15
  %2375 = insertelement <4 x double> poison, double %2371, i64 0
  %2376 = insertelement <4 x double> %2375, double %2372, i64 1
  %2377 = insertelement <4 x double> %2376, double %2373, i64 2
  %2378 = insertelement <4 x double> %2377, double %2374, i64 3
  %2379 = load double, ptr %2359, align 8, !tbaa !15
  %2380 = load double, ptr %2360, align 8, !tbaa !15
  %2381 = load double, ptr %2361, align 8, !tbaa !15
  %2382 = load double, ptr %2362, align 8, !tbaa !15
  %2383 = insertelement <4 x double> poison, double %2379, i64 0
  %2384 = insertelement <4 x double> %2383, double %2380, i64 1
  %2385 = insertelement <4 x double> %2384, double %2381, i64 2
  %2386 = insertelement <4 x double> %2385, double %2382, i64 3
  %2387 = load double, ptr %2363, align 8, !tbaa !15
  %2388 = load double, ptr %2364, align 8, !tbaa !15
  %2389 = load double, ptr %2365, align 8, !tbaa !15
  %2390 = load double, ptr %2366, align 8, !tbaa !15
  %2391 = insertelement <4 x double> poison, double %2387, i64 0
  %2392 = insertelement <4 x double> %2391, double %2388, i64 1
  %2393 = insertelement <4 x double> %2392, double %2389, i64 2
  %2394 = insertelement <4 x double> %2393, double %2390, i64 3
  %2395 = load double, ptr %2367, align 8, !tbaa !15
  %2396 = load double, ptr %2368, align 8, !tbaa !15
  %2397 = load double, ptr %2369, align 8, !tbaa !15
  %2398 = load double, ptr %2370, align 8, !tbaa !15
  %2399 = insertelement <4 x double> poison, double %2395, i64 0
  %2400 = insertelement <4 x double> %2399, double %2396, i64 1
  %2401 = insertelement <4 x double> %2400, double %2397, i64 2
  %2402 = insertelement <4 x double> %2401, double %2398, i64 3
  %2403 = fsub fast <4 x double> %2330, %2378
  %2404 = fsub fast <4 x double> %2338, %2386
  %2405 = fsub fast <4 x double> %2346, %2394
  %2406 = fsub fast <4 x double> %2354, %2402
  %2407 = fmul fast <4 x double> %2303, %2303
  %2408 = fmul fast <4 x double> %2304, %2304
  %2409 = fmul fast <4 x double> %2305, %2305
  %2410 = fmul fast <4 x double> %2306, %2306
  %2411 = fmul fast <4 x double> %2403, %2403
  %2412 = fmul fast <4 x double> %2404, %2404
  %2413 = fmul fast <4 x double> %2405, %2405
  %2414 = fmul fast <4 x double> %2406, %2406
  %2415 = fadd fast <4 x double> %2411, %2407
  %2416 = fadd fast <4 x double> %2412, %2408
  %2417 = fadd fast <4 x double> %2413, %2409
  %2418 = fadd fast <4 x double> %2414, %2410
  %2419 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2415)
  %2420 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2416)
  %2421 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2417)
  %2422 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2418)
  %2423 = load <8 x double>, ptr %2095, align 8, !tbaa !17
  %2424 = load <8 x double>, ptr %2099, align 8, !tbaa !17
  %2425 = load <8 x double>, ptr %2103, align 8, !tbaa !17
  %2426 = load <8 x double>, ptr %2107, align 8, !tbaa !17
  %2427 = shufflevector <8 x double> %2423, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2428 = shufflevector <8 x double> %2424, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2429 = shufflevector <8 x double> %2425, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2430 = shufflevector <8 x double> %2426, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2431 = fadd fast <4 x double> %2419, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2432 = fadd fast <4 x double> %2420, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2433 = fadd fast <4 x double> %2421, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2434 = fadd fast <4 x double> %2422, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2435 = fmul fast <4 x double> %2427, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2436 = fmul fast <4 x double> %2428, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2437 = fmul fast <4 x double> %2429, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2438 = fmul fast <4 x double> %2430, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2439 = fmul fast <4 x double> %2431, %2431
  %2440 = fmul fast <4 x double> %2432, %2432
  %2441 = fmul fast <4 x double> %2433, %2433
  %2442 = fmul fast <4 x double> %2434, %2434
  %2443 = fmul fast <4 x double> %2439, %2435
  %2444 = fmul fast <4 x double> %2440, %2436
  %2445 = fmul fast <4 x double> %2441, %2437
  %2446 = fmul fast <4 x double> %2442, %2438
  %2447 = fadd fast <4 x double> %2443, %2075
  %2448 = fadd fast <4 x double> %2444, %2076
  %2449 = fadd fast <4 x double> %2445, %2077
  %2450 = fadd fast <4 x double> %2446, %2078
  %2451 = add nuw i64 %2074, 16
  %2452 = icmp eq i64 %2451, %2070
  br i1 %2452, label %2453, label %2073, !llvm.loop !41

2453:                                             ; preds = %2073
  %2454 = fadd fast <4 x double> %2448, %2447
  %2455 = fadd fast <4 x double> %2449, %2454
  %2456 = fadd fast <4 x double> %2450, %2455
  %2457 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %2456)
  br label %2458

2458:                                             ; preds = %2453, %2059
  %2459 = phi double [ 0.000000e+00, %2059 ], [ %2457, %2453 ]
  %2460 = phi ptr [ %2047, %2059 ], [ %2072, %2453 ]
  br label %2461

2461:                                             ; preds = %2458, %2461
  %2462 = phi double [ %2489, %2461 ], [ %2459, %2458 ]
  %2463 = phi ptr [ %2490, %2461 ], [ %2460, %2458 ]
  %2464 = getelementptr inbounds i8, ptr %2463, i64 8
  %2465 = load i32, ptr %2464, align 8, !tbaa !11
  %2466 = sext i32 %2465 to i64
  %2467 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2466
  %2468 = load double, ptr %2467, align 8, !tbaa !15
  %2469 = getelementptr inbounds i8, ptr %2463, i64 12
  %2470 = load i32, ptr %2469, align 4, !tbaa !16
  %2471 = sext i32 %2470 to i64
  %2472 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2471
  %2473 = load double, ptr %2472, align 8, !tbaa !15
  %2474 = fsub fast double %2468, %2473
  %2475 = getelementptr inbounds i8, ptr %2467, i64 8
  %2476 = load double, ptr %2475, align 8, !tbaa !15
  %2477 = getelementptr inbounds i8, ptr %2472, i64 8
  %2478 = load double, ptr %2477, align 8, !tbaa !15
  %2479 = fsub fast double %2476, %2478
  %2480 = fmul fast double %2474, %2474
  %2481 = fmul fast double %2479, %2479
  %2482 = fadd fast double %2481, %2480
  %2483 = call fast double @llvm.sqrt.f64(double %2482)
  %2484 = load double, ptr %2463, align 8, !tbaa !17
  %2485 = fadd fast double %2483, -1.000000e+00
  %2486 = fmul fast double %2484, 5.000000e-01
  %2487 = fmul fast double %2485, %2485
  %2488 = fmul fast double %2487, %2486
  %2489 = fadd fast double %2488, %2462
  %2490 = getelementptr inbounds i8, ptr %2463, i64 16
  %2491 = icmp eq ptr %2490, %2054
  br i1 %2491, label %2492, label %2461, !llvm.loop !42

2492:                                             ; preds = %2461
  %2493 = fadd fast double %2052, 0xBEB0C6F7A0B5ED8D
  store double %2493, ptr %2051, align 8, !tbaa !17
  %2494 = add i64 %2055, -16
  %2495 = sub i64 %2494, %2050
  %2496 = icmp ult i64 %2495, 256
  br i1 %2496, label %2891, label %2497

2497:                                             ; preds = %2492
  %2498 = lshr i64 %2495, 4
  %2499 = add nuw nsw i64 %2498, 1
  %2500 = and i64 %2499, 15
  %2501 = icmp eq i64 %2500, 0
  %2502 = select i1 %2501, i64 16, i64 %2500
  %2503 = sub nsw i64 %2499, %2502
  %2504 = shl i64 %2503, 4
  %2505 = getelementptr i8, ptr %2047, i64 %2504
  br label %2506

2506:                                             ; preds = %2506, %2497
  %2507 = phi i64 [ 0, %2497 ], [ %2884, %2506 ]
  %2508 = phi <4 x double> [ zeroinitializer, %2497 ], [ %2880, %2506 ]
  %2509 = phi <4 x double> [ zeroinitializer, %2497 ], [ %2881, %2506 ]
  %2510 = phi <4 x double> [ zeroinitializer, %2497 ], [ %2882, %2506 ]
  %2511 = phi <4 x double> [ zeroinitializer, %2497 ], [ %2883, %2506 ]
  %2512 = shl i64 %2507, 4
  %2513 = or disjoint i64 %2512, 16
  %2514 = or disjoint i64 %2512, 32
  %2515 = or disjoint i64 %2512, 48
  %2516 = or disjoint i64 %2512, 64
  %2517 = or disjoint i64 %2512, 80
  %2518 = or disjoint i64 %2512, 96
  %2519 = or disjoint i64 %2512, 112
  %2520 = or disjoint i64 %2512, 128
  %2521 = or disjoint i64 %2512, 144
  %2522 = or disjoint i64 %2512, 160
  %2523 = or disjoint i64 %2512, 176
  %2524 = or disjoint i64 %2512, 192
  %2525 = or disjoint i64 %2512, 208
  %2526 = or disjoint i64 %2512, 224
  %2527 = or disjoint i64 %2512, 240
  %2528 = getelementptr i8, ptr %2047, i64 %2512
  %2529 = getelementptr i8, ptr %2047, i64 %2513
  %2530 = getelementptr i8, ptr %2047, i64 %2514
  %2531 = getelementptr i8, ptr %2047, i64 %2515
  %2532 = getelementptr i8, ptr %2047, i64 %2516
  %2533 = getelementptr i8, ptr %2047, i64 %2517
  %2534 = getelementptr i8, ptr %2047, i64 %2518
  %2535 = getelementptr i8, ptr %2047, i64 %2519
  %2536 = getelementptr i8, ptr %2047, i64 %2520
  %2537 = getelementptr i8, ptr %2047, i64 %2521
  %2538 = getelementptr i8, ptr %2047, i64 %2522
  %2539 = getelementptr i8, ptr %2047, i64 %2523
  %2540 = getelementptr i8, ptr %2047, i64 %2524
  %2541 = getelementptr i8, ptr %2047, i64 %2525
  %2542 = getelementptr i8, ptr %2047, i64 %2526
  %2543 = getelementptr i8, ptr %2047, i64 %2527
  %2544 = getelementptr inbounds i8, ptr %2528, i64 8
  %2545 = getelementptr inbounds i8, ptr %2529, i64 8
  %2546 = getelementptr inbounds i8, ptr %2530, i64 8
  %2547 = getelementptr inbounds i8, ptr %2531, i64 8
  %2548 = getelementptr inbounds i8, ptr %2532, i64 8
  %2549 = getelementptr inbounds i8, ptr %2533, i64 8
  %2550 = getelementptr inbounds i8, ptr %2534, i64 8
  %2551 = getelementptr inbounds i8, ptr %2535, i64 8
  %2552 = getelementptr inbounds i8, ptr %2536, i64 8
  %2553 = getelementptr inbounds i8, ptr %2537, i64 8
  %2554 = getelementptr inbounds i8, ptr %2538, i64 8
  %2555 = getelementptr inbounds i8, ptr %2539, i64 8
  %2556 = getelementptr inbounds i8, ptr %2540, i64 8
  %2557 = getelementptr inbounds i8, ptr %2541, i64 8
  %2558 = getelementptr inbounds i8, ptr %2542, i64 8
  %2559 = getelementptr inbounds i8, ptr %2543, i64 8
  %2560 = load i32, ptr %2544, align 8, !tbaa !11
  %2561 = load i32, ptr %2545, align 8, !tbaa !11
  %2562 = load i32, ptr %2546, align 8, !tbaa !11
  %2563 = load i32, ptr %2547, align 8, !tbaa !11
  %2564 = load i32, ptr %2548, align 8, !tbaa !11
  %2565 = load i32, ptr %2549, align 8, !tbaa !11
  %2566 = load i32, ptr %2550, align 8, !tbaa !11
  %2567 = load i32, ptr %2551, align 8, !tbaa !11
  %2568 = load i32, ptr %2552, align 8, !tbaa !11
  %2569 = load i32, ptr %2553, align 8, !tbaa !11
  %2570 = load i32, ptr %2554, align 8, !tbaa !11
  %2571 = load i32, ptr %2555, align 8, !tbaa !11
  %2572 = load i32, ptr %2556, align 8, !tbaa !11
  %2573 = load i32, ptr %2557, align 8, !tbaa !11
  %2574 = load i32, ptr %2558, align 8, !tbaa !11
  %2575 = load i32, ptr %2559, align 8, !tbaa !11
  %2576 = sext i32 %2560 to i64
  %2577 = sext i32 %2561 to i64
  %2578 = sext i32 %2562 to i64
  %2579 = sext i32 %2563 to i64
  %2580 = sext i32 %2564 to i64
  %2581 = sext i32 %2565 to i64
  %2582 = sext i32 %2566 to i64
  %2583 = sext i32 %2567 to i64
  %2584 = sext i32 %2568 to i64
  %2585 = sext i32 %2569 to i64
  %2586 = sext i32 %2570 to i64
  %2587 = sext i32 %2571 to i64
  %2588 = sext i32 %2572 to i64
  %2589 = sext i32 %2573 to i64
  %2590 = sext i32 %2574 to i64
  %2591 = sext i32 %2575 to i64
  %2592 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2576
  %2593 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2577
  %2594 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2578
  %2595 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2579
  %2596 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2580
  %2597 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2581
  %2598 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2582
  %2599 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2583
  %2600 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2584
  %2601 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2585
  %2602 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2586
  %2603 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2587
  %2604 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2588
  %2605 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2589
  %2606 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2590
  %2607 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2591
  %2608 = load double, ptr %2592, align 8, !tbaa !15
  %2609 = load double, ptr %2593, align 8, !tbaa !15
  %2610 = load double, ptr %2594, align 8, !tbaa !15
  %2611 = load double, ptr %2595, align 8, !tbaa !15
  %2612 = insertelement <4 x double> poison, double %2608, i64 0
  %2613 = insertelement <4 x double> %2612, double %2609, i64 1
  %2614 = insertelement <4 x double> %2613, double %2610, i64 2
  %2615 = insertelement <4 x double> %2614, double %2611, i64 3
  %2616 = load double, ptr %2596, align 8, !tbaa !15
  %2617 = load double, ptr %2597, align 8, !tbaa !15
  %2618 = load double, ptr %2598, align 8, !tbaa !15
  %2619 = load double, ptr %2599, align 8, !tbaa !15
  %2620 = insertelement <4 x double> poison, double %2616, i64 0
  %2621 = insertelement <4 x double> %2620, double %2617, i64 1
  %2622 = insertelement <4 x double> %2621, double %2618, i64 2
  %2623 = insertelement <4 x double> %2622, double %2619, i64 3
  %2624 = load double, ptr %2600, align 8, !tbaa !15
  %2625 = load double, ptr %2601, align 8, !tbaa !15
  %2626 = load double, ptr %2602, align 8, !tbaa !15
  %2627 = load double, ptr %2603, align 8, !tbaa !15
  %2628 = insertelement <4 x double> poison, double %2624, i64 0
  %2629 = insertelement <4 x double> %2628, double %2625, i64 1
  %2630 = insertelement <4 x double> %2629, double %2626, i64 2
  %2631 = insertelement <4 x double> %2630, double %2627, i64 3
  %2632 = load double, ptr %2604, align 8, !tbaa !15
  %2633 = load double, ptr %2605, align 8, !tbaa !15
  %2634 = load double, ptr %2606, align 8, !tbaa !15
  %2635 = load double, ptr %2607, align 8, !tbaa !15
  %2636 = insertelement <4 x double> poison, double %2632, i64 0
  %2637 = insertelement <4 x double> %2636, double %2633, i64 1
  %2638 = insertelement <4 x double> %2637, double %2634, i64 2
  %2639 = insertelement <4 x double> %2638, double %2635, i64 3
  %2640 = getelementptr inbounds i8, ptr %2528, i64 12
  %2641 = getelementptr inbounds i8, ptr %2529, i64 12
  %2642 = getelementptr inbounds i8, ptr %2530, i64 12
  %2643 = getelementptr inbounds i8, ptr %2531, i64 12
  %2644 = getelementptr inbounds i8, ptr %2532, i64 12
  %2645 = getelementptr inbounds i8, ptr %2533, i64 12
  %2646 = getelementptr inbounds i8, ptr %2534, i64 12
  %2647 = getelementptr inbounds i8, ptr %2535, i64 12
  %2648 = getelementptr inbounds i8, ptr %2536, i64 12
  %2649 = getelementptr inbounds i8, ptr %2537, i64 12
  %2650 = getelementptr inbounds i8, ptr %2538, i64 12
  %2651 = getelementptr inbounds i8, ptr %2539, i64 12
  %2652 = getelementptr inbounds i8, ptr %2540, i64 12
  %2653 = getelementptr inbounds i8, ptr %2541, i64 12
  %2654 = getelementptr inbounds i8, ptr %2542, i64 12
  %2655 = getelementptr inbounds i8, ptr %2543, i64 12
  %2656 = load i32, ptr %2640, align 4, !tbaa !16
  %2657 = load i32, ptr %2641, align 4, !tbaa !16
  %2658 = load i32, ptr %2642, align 4, !tbaa !16
  %2659 = load i32, ptr %2643, align 4, !tbaa !16
  %2660 = load i32, ptr %2644, align 4, !tbaa !16
  %2661 = load i32, ptr %2645, align 4, !tbaa !16
  %2662 = load i32, ptr %2646, align 4, !tbaa !16
  %2663 = load i32, ptr %2647, align 4, !tbaa !16
  %2664 = load i32, ptr %2648, align 4, !tbaa !16
  %2665 = load i32, ptr %2649, align 4, !tbaa !16
  %2666 = load i32, ptr %2650, align 4, !tbaa !16
  %2667 = load i32, ptr %2651, align 4, !tbaa !16
  %2668 = load i32, ptr %2652, align 4, !tbaa !16
  %2669 = load i32, ptr %2653, align 4, !tbaa !16
  %2670 = load i32, ptr %2654, align 4, !tbaa !16
  %2671 = load i32, ptr %2655, align 4, !tbaa !16
  %2672 = sext i32 %2656 to i64
  %2673 = sext i32 %2657 to i64
  %2674 = sext i32 %2658 to i64
  %2675 = sext i32 %2659 to i64
  %2676 = sext i32 %2660 to i64
  %2677 = sext i32 %2661 to i64
  %2678 = sext i32 %2662 to i64
  %2679 = sext i32 %2663 to i64
  %2680 = sext i32 %2664 to i64
  %2681 = sext i32 %2665 to i64
  %2682 = sext i32 %2666 to i64
  %2683 = sext i32 %2667 to i64
  %2684 = sext i32 %2668 to i64
  %2685 = sext i32 %2669 to i64
  %2686 = sext i32 %2670 to i64
  %2687 = sext i32 %2671 to i64
  %2688 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2672
  %2689 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2673
  %2690 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2674
  %2691 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2675
  %2692 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2676
  %2693 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2677
  %2694 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2678
  %2695 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2679
  %2696 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2680
  %2697 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2681
  %2698 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2682
  %2699 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2683
  %2700 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2684
  %2701 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2685
  %2702 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2686
  %2703 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2687
  %2704 = load double, ptr %2688, align 8, !tbaa !15
  %2705 = load double, ptr %2689, align 8, !tbaa !15
  %2706 = load double, ptr %2690, align 8, !tbaa !15
  %2707 = load double, ptr %2691, align 8, !tbaa !15
  %2708 = insertelement <4 x double> poison, double %2704, i64 0
  %2709 = insertelement <4 x double> %2708, double %2705, i64 1
  %2710 = insertelement <4 x double> %2709, double %2706, i64 2
  %2711 = insertelement <4 x double> %2710, double %2707, i64 3
  %2712 = load double, ptr %2692, align 8, !tbaa !15
  %2713 = load double, ptr %2693, align 8, !tbaa !15
  %2714 = load double, ptr %2694, align 8, !tbaa !15
  %2715 = load double, ptr %2695, align 8, !tbaa !15
  %2716 = insertelement <4 x double> poison, double %2712, i64 0
  %2717 = insertelement <4 x double> %2716, double %2713, i64 1
  %2718 = insertelement <4 x double> %2717, double %2714, i64 2
  %2719 = insertelement <4 x double> %2718, double %2715, i64 3
  %2720 = load double, ptr %2696, align 8, !tbaa !15
  %2721 = load double, ptr %2697, align 8, !tbaa !15
  %2722 = load double, ptr %2698, align 8, !tbaa !15
  %2723 = load double, ptr %2699, align 8, !tbaa !15
  %2724 = insertelement <4 x double> poison, double %2720, i64 0
  %2725 = insertelement <4 x double> %2724, double %2721, i64 1
  %2726 = insertelement <4 x double> %2725, double %2722, i64 2
  %2727 = insertelement <4 x double> %2726, double %2723, i64 3
  %2728 = load double, ptr %2700, align 8, !tbaa !15
  %2729 = load double, ptr %2701, align 8, !tbaa !15
  %2730 = load double, ptr %2702, align 8, !tbaa !15
  %2731 = load double, ptr %2703, align 8, !tbaa !15
  %2732 = insertelement <4 x double> poison, double %2728, i64 0
  %2733 = insertelement <4 x double> %2732, double %2729, i64 1
  %2734 = insertelement <4 x double> %2733, double %2730, i64 2
  %2735 = insertelement <4 x double> %2734, double %2731, i64 3
  %2736 = fsub fast <4 x double> %2615, %2711
  %2737 = fsub fast <4 x double> %2623, %2719
  %2738 = fsub fast <4 x double> %2631, %2727
  %2739 = fsub fast <4 x double> %2639, %2735
  %2740 = getelementptr inbounds i8, ptr %2592, i64 8
  %2741 = getelementptr inbounds i8, ptr %2593, i64 8
  %2742 = getelementptr inbounds i8, ptr %2594, i64 8
  %2743 = getelementptr inbounds i8, ptr %2595, i64 8
  %2744 = getelementptr inbounds i8, ptr %2596, i64 8
  %2745 = getelementptr inbounds i8, ptr %2597, i64 8
  %2746 = getelementptr inbounds i8, ptr %2598, i64 8
  %2747 = getelementptr inbounds i8, ptr %2599, i64 8
  %2748 = getelementptr inbounds i8, ptr %2600, i64 8
  %2749 = getelementptr inbounds i8, ptr %2601, i64 8
  %2750 = getelementptr inbounds i8, ptr %2602, i64 8
  %2751 = getelementptr inbounds i8, ptr %2603, i64 8
  %2752 = getelementptr inbounds i8, ptr %2604, i64 8
  %2753 = getelementptr inbounds i8, ptr %2605, i64 8
  %2754 = getelementptr inbounds i8, ptr %2606, i64 8
  %2755 = getelementptr inbounds i8, ptr %2607, i64 8
  %2756 = load double, ptr %2740, align 8, !tbaa !15
  %2757 = load double, ptr %2741, align 8, !tbaa !15
  %2758 = load double, ptr %2742, align 8, !tbaa !15
  %2759 = load double, ptr %2743, align 8, !tbaa !15
  %2760 = insertelement <4 x double> poison, double %2756, i64 0
  %2761 = insertelement <4 x double> %2760, double %2757, i64 1
  %2762 = insertelement <4 x double> %2761, double %2758, i64 2
  %2763 = insertelement <4 x double> %2762, double %2759, i64 3
  %2764 = load double, ptr %2744, align 8, !tbaa !15
  %2765 = load double, ptr %2745, align 8, !tbaa !15
  %2766 = load double, ptr %2746, align 8, !tbaa !15
  %2767 = load double, ptr %2747, align 8, !tbaa !15
  %2768 = insertelement <4 x double> poison, double %2764, i64 0
  %2769 = insertelement <4 x double> %2768, double %2765, i64 1
  %2770 = insertelement <4 x double> %2769, double %2766, i64 2
  %2771 = insertelement <4 x double> %2770, double %2767, i64 3
  %2772 = load double, ptr %2748, align 8, !tbaa !15
  %2773 = load double, ptr %2749, align 8, !tbaa !15
  %2774 = load double, ptr %2750, align 8, !tbaa !15
  %2775 = load double, ptr %2751, align 8, !tbaa !15
  %2776 = insertelement <4 x double> poison, double %2772, i64 0
  %2777 = insertelement <4 x double> %2776, double %2773, i64 1
  %2778 = insertelement <4 x double> %2777, double %2774, i64 2
  %2779 = insertelement <4 x double> %2778, double %2775, i64 3
  %2780 = load double, ptr %2752, align 8, !tbaa !15
  %2781 = load double, ptr %2753, align 8, !tbaa !15
  %2782 = load double, ptr %2754, align 8, !tbaa !15
  %2783 = load double, ptr %2755, align 8, !tbaa !15
  %2784 = insertelement <4 x double> poison, double %2780, i64 0
  %2785 = insertelement <4 x double> %2784, double %2781, i64 1
  %2786 = insertelement <4 x double> %2785, double %2782, i64 2
  %2787 = insertelement <4 x double> %2786, double %2783, i64 3
  %2788 = getelementptr inbounds i8, ptr %2688, i64 8
  %2789 = getelementptr inbounds i8, ptr %2689, i64 8
  %2790 = getelementptr inbounds i8, ptr %2690, i64 8
  %2791 = getelementptr inbounds i8, ptr %2691, i64 8
  %2792 = getelementptr inbounds i8, ptr %2692, i64 8
  %2793 = getelementptr inbounds i8, ptr %2693, i64 8
  %2794 = getelementptr inbounds i8, ptr %2694, i64 8
  %2795 = getelementptr inbounds i8, ptr %2695, i64 8
  %2796 = getelementptr inbounds i8, ptr %2696, i64 8
  %2797 = getelementptr inbounds i8, ptr %2697, i64 8
  %2798 = getelementptr inbounds i8, ptr %2698, i64 8
  %2799 = getelementptr inbounds i8, ptr %2699, i64 8
  %2800 = getelementptr inbounds i8, ptr %2700, i64 8
  %2801 = getelementptr inbounds i8, ptr %2701, i64 8
  %2802 = getelementptr inbounds i8, ptr %2702, i64 8
  %2803 = getelementptr inbounds i8, ptr %2703, i64 8
  %2804 = load double, ptr %2788, align 8, !tbaa !15
  %2805 = load double, ptr %2789, align 8, !tbaa !15
  %2806 = load double, ptr %2790, align 8, !tbaa !15
  %2807 = load double, ptr %2791, align 8, !tbaa !15
  %2808 = insertelement <4 x double> poison, double %2804, i64 0
  %2809 = insertelement <4 x double> %2808, double %2805, i64 1
  %2810 = insertelement <4 x double> %2809, double %2806, i64 2
  %2811 = insertelement <4 x double> %2810, double %2807, i64 3
  %2812 = load double, ptr %2792, align 8, !tbaa !15
  %2813 = load double, ptr %2793, align 8, !tbaa !15
  %2814 = load double, ptr %2794, align 8, !tbaa !15
  %2815 = load double, ptr %2795, align 8, !tbaa !15
  %2816 = insertelement <4 x double> poison, double %2812, i64 0
  %2817 = insertelement <4 x double> %2816, double %2813, i64 1
  %2818 = insertelement <4 x double> %2817, double %2814, i64 2
  %2819 = insertelement <4 x double> %2818, double %2815, i64 3
  %2820 = load double, ptr %2796, align 8, !tbaa !15
  %2821 = load double, ptr %2797, align 8, !tbaa !15
  %2822 = load double, ptr %2798, align 8, !tbaa !15
  %2823 = load double, ptr %2799, align 8, !tbaa !15
  %2824 = insertelement <4 x double> poison, double %2820, i64 0
  %2825 = insertelement <4 x double> %2824, double %2821, i64 1
  %2826 = insertelement <4 x double> %2825, double %2822, i64 2
  %2827 = insertelement <4 x double> %2826, double %2823, i64 3
  %2828 = load double, ptr %2800, align 8, !tbaa !15
  %2829 = load double, ptr %2801, align 8, !tbaa !15
  %2830 = load double, ptr %2802, align 8, !tbaa !15
  %2831 = load double, ptr %2803, align 8, !tbaa !15
  %2832 = insertelement <4 x double> poison, double %2828, i64 0
  %2833 = insertelement <4 x double> %2832, double %2829, i64 1
  %2834 = insertelement <4 x double> %2833, double %2830, i64 2
  %2835 = insertelement <4 x double> %2834, double %2831, i64 3
  %2836 = fsub fast <4 x double> %2763, %2811
  %2837 = fsub fast <4 x double> %2771, %2819
  %2838 = fsub fast <4 x double> %2779, %2827
  %2839 = fsub fast <4 x double> %2787, %2835
  %2840 = fmul fast <4 x double> %2736, %2736
  %2841 = fmul fast <4 x double> %2737, %2737
  %2842 = fmul fast <4 x double> %2738, %2738
  %2843 = fmul fast <4 x double> %2739, %2739
  %2844 = fmul fast <4 x double> %2836, %2836
  %2845 = fmul fast <4 x double> %2837, %2837
  %2846 = fmul fast <4 x double> %2838, %2838
  %2847 = fmul fast <4 x double> %2839, %2839
  %2848 = fadd fast <4 x double> %2844, %2840
  %2849 = fadd fast <4 x double> %2845, %2841
  %2850 = fadd fast <4 x double> %2846, %2842
  %2851 = fadd fast <4 x double> %2847, %2843
  %2852 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2848)
  %2853 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2849)
  %2854 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2850)
  %2855 = call fast <4 x double> @llvm.sqrt.v4f64(<4 x double> %2851)
  %2856 = load <8 x double>, ptr %2528, align 8, !tbaa !17
  %2857 = load <8 x double>, ptr %2532, align 8, !tbaa !17
  %2858 = load <8 x double>, ptr %2536, align 8, !tbaa !17
  %2859 = load <8 x double>, ptr %2540, align 8, !tbaa !17
  %2860 = shufflevector <8 x double> %2856, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2861 = shufflevector <8 x double> %2857, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2862 = shufflevector <8 x double> %2858, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2863 = shufflevector <8 x double> %2859, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %2864 = fadd fast <4 x double> %2852, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2865 = fadd fast <4 x double> %2853, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2866 = fadd fast <4 x double> %2854, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2867 = fadd fast <4 x double> %2855, <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>
  %2868 = fmul fast <4 x double> %2860, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2869 = fmul fast <4 x double> %2861, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2870 = fmul fast <4 x double> %2862, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2871 = fmul fast <4 x double> %2863, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %2872 = fmul fast <4 x double> %2864, %2864
  %2873 = fmul fast <4 x double> %2865, %2865
  %2874 = fmul fast <4 x double> %2866, %2866
  %2875 = fmul fast <4 x double> %2867, %2867
  %2876 = fmul fast <4 x double> %2872, %2868
  %2877 = fmul fast <4 x double> %2873, %2869
  %2878 = fmul fast <4 x double> %2874, %2870
  %2879 = fmul fast <4 x double> %2875, %2871
  %2880 = fadd fast <4 x double> %2876, %2508
  %2881 = fadd fast <4 x double> %2877, %2509
  %2882 = fadd fast <4 x double> %2878, %2510
  %2883 = fadd fast <4 x double> %2879, %2511
  %2884 = add nuw i64 %2507, 16
  %2885 = icmp eq i64 %2884, %2503
  br i1 %2885, label %2886, label %2506, !llvm.loop !43

2886:                                             ; preds = %2506
  %2887 = fadd fast <4 x double> %2881, %2880
  %2888 = fadd fast <4 x double> %2882, %2887
  %2889 = fadd fast <4 x double> %2883, %2888
  %2890 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %2889)
  br label %2891

2891:                                             ; preds = %2886, %2492
  %2892 = phi double [ 0.000000e+00, %2492 ], [ %2890, %2886 ]
  %2893 = phi ptr [ %2047, %2492 ], [ %2505, %2886 ]
  br label %2894

2894:                                             ; preds = %2891, %2894
  %2895 = phi double [ %2922, %2894 ], [ %2892, %2891 ]
  %2896 = phi ptr [ %2923, %2894 ], [ %2893, %2891 ]
  %2897 = getelementptr inbounds i8, ptr %2896, i64 8
  %2898 = load i32, ptr %2897, align 8, !tbaa !11
  %2899 = sext i32 %2898 to i64
  %2900 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2899
  %2901 = load double, ptr %2900, align 8, !tbaa !15
  %2902 = getelementptr inbounds i8, ptr %2896, i64 12
  %2903 = load i32, ptr %2902, align 4, !tbaa !16
  %2904 = sext i32 %2903 to i64
  %2905 = getelementptr inbounds %"struct.std::array", ptr %2060, i64 %2904
  %2906 = load double, ptr %2905, align 8, !tbaa !15
  %2907 = fsub fast double %2901, %2906
  %2908 = getelementptr inbounds i8, ptr %2900, i64 8
  %2909 = load double, ptr %2908, align 8, !tbaa !15
  %2910 = getelementptr inbounds i8, ptr %2905, i64 8
  %2911 = load double, ptr %2910, align 8, !tbaa !15
  %2912 = fsub fast double %2909, %2911
  %2913 = fmul fast double %2907, %2907
  %2914 = fmul fast double %2912, %2912
  %2915 = fadd fast double %2914, %2913
  %2916 = call fast double @llvm.sqrt.f64(double %2915)
  %2917 = load double, ptr %2896, align 8, !tbaa !17
  %2918 = fadd fast double %2916, -1.000000e+00
  %2919 = fmul fast double %2917, 5.000000e-01
  %2920 = fmul fast double %2918, %2918
  %2921 = fmul fast double %2920, %2919
  %2922 = fadd fast double %2921, %2895
  %2923 = getelementptr inbounds i8, ptr %2896, i64 16
  %2924 = icmp eq ptr %2923, %2054
  br i1 %2924, label %2925, label %2894, !llvm.loop !44

2925:                                             ; preds = %2894
  %2926 = fsub fast double %2489, %2922
  br label %2927

2927:                                             ; preds = %2925, %2057
  %2928 = phi double [ 0.000000e+00, %2057 ], [ %2926, %2925 ]
  store double %2052, ptr %2051, align 8, !tbaa !17
  %2929 = trunc nuw nsw i64 %2048 to i32
  %2930 = uitofp nneg i32 %2929 to double
  %2931 = load ptr, ptr %13, align 8, !tbaa !25
  %2932 = getelementptr inbounds %struct.Spring, ptr %2931, i64 %2048
  %2933 = load double, ptr %2932, align 8, !tbaa !17
  %2934 = fmul fast double %2928, 5.000000e+05
  %2935 = call fast double @llvm.fabs.f64(double %2934)
  %2936 = call fast double @llvm.maxnum.f64(double %2935, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double %2933, ptr %4, align 8, !tbaa !15
  %2937 = load volatile double, ptr %4, align 8, !tbaa !15
  %2938 = call double @llvm.fabs.f64(double %2937)
  %2939 = fcmp ueq double %2938, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  br i1 %2939, label %2951, label %2940

2940:                                             ; preds = %2927
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double %2934, ptr %3, align 8, !tbaa !15
  %2941 = load volatile double, ptr %3, align 8, !tbaa !15
  %2942 = call double @llvm.fabs.f64(double %2941)
  %2943 = fcmp ueq double %2942, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  br i1 %2943, label %2951, label %2944

2944:                                             ; preds = %2940
  %2945 = fsub fast double %2933, %2934
  %2946 = call fast double @llvm.fabs.f64(double %2945)
  %2947 = fmul fast double %2936, 0x3EB0C6F7A0B5ED8D
  %2948 = fcmp fast ole double %2946, %2947
  %2949 = select i1 %2948, ptr @.str.6, ptr @.str.7
  %2950 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %2930, double noundef nofpclass(nan inf) %2933, double noundef nofpclass(nan inf) %2934, ptr noundef nonnull %2949)
  br i1 %2948, label %2956, label %2953

2951:                                             ; preds = %2940, %2927
  %2952 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef nofpclass(nan inf) %2930, double noundef nofpclass(nan inf) %2933, double noundef nofpclass(nan inf) %2934, ptr noundef nonnull @.str.7)
  br label %2953

2953:                                             ; preds = %2951, %2944
  %2954 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %2955 = add nsw i32 %2954, 1
  store i32 %2955, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %2956

2956:                                             ; preds = %2953, %2944
  %2957 = load ptr, ptr %13, align 8, !tbaa !25
  %2958 = getelementptr inbounds %struct.Spring, ptr %2957, i64 %2048
  %2959 = getelementptr inbounds i8, ptr %2958, i64 8
  %2960 = load i32, ptr %2959, align 8, !tbaa !11
  %2961 = load ptr, ptr %12, align 8, !tbaa !5
  %2962 = getelementptr inbounds %struct.Spring, ptr %2961, i64 %2048
  %2963 = getelementptr inbounds i8, ptr %2962, i64 8
  %2964 = load i32, ptr %2963, align 8, !tbaa !11
  %2965 = icmp eq i32 %2960, %2964
  br i1 %2965, label %2966, label %2972

2966:                                             ; preds = %2956
  %2967 = getelementptr inbounds i8, ptr %2958, i64 12
  %2968 = load i32, ptr %2967, align 4, !tbaa !16
  %2969 = getelementptr inbounds i8, ptr %2962, i64 12
  %2970 = load i32, ptr %2969, align 4, !tbaa !16
  %2971 = icmp ne i32 %2968, %2970
  br label %2972

2972:                                             ; preds = %2966, %2956
  %2973 = phi i1 [ true, %2956 ], [ %2971, %2966 ]
  %2974 = zext i1 %2973 to i32
  %2975 = add nuw nsw i32 %2049, %2974
  %2976 = add nuw nsw i64 %2048, 1
  %2977 = icmp eq i64 %2976, 40
  br i1 %2977, label %1958, label %2046, !llvm.loop !45

2978:                                             ; preds = %1976
  %2979 = icmp ugt i64 %2038, 9223372036854775792
  br i1 %2979, label %2980, label %2982, !prof !24

2980:                                             ; preds = %2978
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #14
          to label %2981 unwind label %3137

2981:                                             ; preds = %2980
  unreachable

2982:                                             ; preds = %2978
  %2983 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %2038) #13
          to label %2984 unwind label %3137

2984:                                             ; preds = %2982
  %2985 = icmp eq ptr %2034, %2035
  br i1 %2985, label %2987, label %2986

2986:                                             ; preds = %2984
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2983, ptr align 8 %2035, i64 %2038, i1 false)
  br label %2987

2987:                                             ; preds = %2986, %2984
  %2988 = icmp eq ptr %2041, null
  br i1 %2988, label %2990, label %2989

2989:                                             ; preds = %2987
  call void @_ZdlPvm(ptr noundef nonnull %2041, i64 noundef %2044) #15
  br label %2990

2990:                                             ; preds = %2989, %2987
  store ptr %2983, ptr %14, align 8, !tbaa !25
  %2991 = getelementptr inbounds i8, ptr %2983, i64 %2038
  store ptr %2991, ptr %2039, align 8, !tbaa !27
  br label %3022

2992:                                             ; preds = %1976
  %2993 = getelementptr inbounds i8, ptr %14, i64 8
  %2994 = load ptr, ptr %2993, align 8, !tbaa !29
  %2995 = ptrtoint ptr %2994 to i64
  %2996 = sub i64 %2995, %2043
  %2997 = icmp ult i64 %2996, %2038
  br i1 %2997, label %3001, label %2998

2998:                                             ; preds = %2992
  %2999 = icmp eq ptr %2034, %2035
  br i1 %2999, label %3022, label %3000

3000:                                             ; preds = %2998
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %2041, ptr align 8 %2035, i64 %2038, i1 false)
  br label %3022

3001:                                             ; preds = %2992
  %3002 = icmp eq ptr %2994, %2041
  br i1 %3002, label %3011, label %3003

3003:                                             ; preds = %3001
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %2041, ptr align 8 %2035, i64 %2996, i1 false)
  %3004 = load ptr, ptr %12, align 8, !tbaa !25
  %3005 = load ptr, ptr %2993, align 8, !tbaa !29
  %3006 = load ptr, ptr %14, align 8, !tbaa !25
  %3007 = load ptr, ptr %31, align 8, !tbaa !29
  %3008 = ptrtoint ptr %3005 to i64
  %3009 = ptrtoint ptr %3006 to i64
  %3010 = sub i64 %3008, %3009
  br label %3011

3011:                                             ; preds = %3003, %3001
  %3012 = phi i64 [ %2996, %3001 ], [ %3010, %3003 ]
  %3013 = phi ptr [ %2034, %3001 ], [ %3007, %3003 ]
  %3014 = phi ptr [ %2994, %3001 ], [ %3005, %3003 ]
  %3015 = phi ptr [ %2035, %3001 ], [ %3004, %3003 ]
  %3016 = getelementptr inbounds i8, ptr %3015, i64 %3012
  %3017 = icmp eq ptr %3013, %3016
  br i1 %3017, label %3022, label %3018

3018:                                             ; preds = %3011
  %3019 = ptrtoint ptr %3013 to i64
  %3020 = ptrtoint ptr %3016 to i64
  %3021 = sub i64 %3019, %3020
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %3014, ptr align 8 %3016, i64 %3021, i1 false)
  br label %3022

3022:                                             ; preds = %2990, %2998, %3000, %3011, %3018
  %3023 = load ptr, ptr %14, align 8, !tbaa !25
  %3024 = getelementptr inbounds i8, ptr %3023, i64 %2038
  %3025 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %3024, ptr %3025, align 8, !tbaa !29
  %3026 = load ptr, ptr %13, align 8, !tbaa !25
  %3027 = getelementptr i8, ptr %3023, i64 632
  %3028 = getelementptr i8, ptr %3026, i64 632
  %3029 = icmp ult ptr %3023, %3028
  %3030 = icmp ult ptr %3026, %3027
  %3031 = and i1 %3029, %3030
  br i1 %3031, label %3032, label %3035

3032:                                             ; preds = %3129, %3022
  %3033 = phi i64 [ 0, %3022 ], [ 32, %3129 ]
  %3034 = phi double [ %2033, %3022 ], [ %3133, %3129 ]
  br label %3139

3035:                                             ; preds = %3022
  %3036 = insertelement <4 x double> <double poison, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, double %2033, i64 0
  br label %3037

3037:                                             ; preds = %3037, %3035
  %3038 = phi i64 [ 0, %3035 ], [ %3126, %3037 ]
  %3039 = phi <4 x double> [ %3036, %3035 ], [ %3122, %3037 ]
  %3040 = phi <4 x double> [ zeroinitializer, %3035 ], [ %3123, %3037 ]
  %3041 = phi <4 x double> [ zeroinitializer, %3035 ], [ %3124, %3037 ]
  %3042 = phi <4 x double> [ zeroinitializer, %3035 ], [ %3125, %3037 ]
  %3043 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %3035 ], [ %3127, %3037 ]
  %3044 = add <4 x i32> %3043, <i32 4, i32 4, i32 4, i32 4>
  %3045 = add <4 x i32> %3043, <i32 8, i32 8, i32 8, i32 8>
  %3046 = add <4 x i32> %3043, <i32 12, i32 12, i32 12, i32 12>
  %3047 = or disjoint i64 %3038, 1
  %3048 = or disjoint i64 %3038, 2
  %3049 = or disjoint i64 %3038, 3
  %3050 = or disjoint i64 %3038, 4
  %3051 = or disjoint i64 %3038, 5
  %3052 = or disjoint i64 %3038, 6
  %3053 = or disjoint i64 %3038, 7
  %3054 = or disjoint i64 %3038, 8
  %3055 = or disjoint i64 %3038, 9
  %3056 = or disjoint i64 %3038, 10
  %3057 = or disjoint i64 %3038, 11
  %3058 = or disjoint i64 %3038, 12
  %3059 = or disjoint i64 %3038, 13
  %3060 = or disjoint i64 %3038, 14
  %3061 = or disjoint i64 %3038, 15
  %3062 = uitofp <4 x i32> %3043 to <4 x double>
  %3063 = uitofp <4 x i32> %3044 to <4 x double>
  %3064 = uitofp <4 x i32> %3045 to <4 x double>
  %3065 = uitofp <4 x i32> %3046 to <4 x double>
  %3066 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3062)
  %3067 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3063)
  %3068 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3064)
  %3069 = call fast <4 x double> @llvm.cos.v4f64(<4 x double> %3065)
  %3070 = fmul fast <4 x double> %3066, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3071 = fmul fast <4 x double> %3067, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3072 = fmul fast <4 x double> %3068, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3073 = fmul fast <4 x double> %3069, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %3074 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3038
  %3075 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3047
  %3076 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3048
  %3077 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3049
  %3078 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3050
  %3079 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3051
  %3080 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3052
  %3081 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3053
  %3082 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3054
  %3083 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3055
  %3084 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3056
  %3085 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3057
  %3086 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3058
  %3087 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3059
  %3088 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3060
  %3089 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3061
  %3090 = extractelement <4 x double> %3070, i64 0
  store double %3090, ptr %3074, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3091 = extractelement <4 x double> %3070, i64 1
  store double %3091, ptr %3075, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3092 = extractelement <4 x double> %3070, i64 2
  store double %3092, ptr %3076, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3093 = extractelement <4 x double> %3070, i64 3
  store double %3093, ptr %3077, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3094 = extractelement <4 x double> %3071, i64 0
  store double %3094, ptr %3078, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3095 = extractelement <4 x double> %3071, i64 1
  store double %3095, ptr %3079, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3096 = extractelement <4 x double> %3071, i64 2
  store double %3096, ptr %3080, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3097 = extractelement <4 x double> %3071, i64 3
  store double %3097, ptr %3081, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3098 = extractelement <4 x double> %3072, i64 0
  store double %3098, ptr %3082, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3099 = extractelement <4 x double> %3072, i64 1
  store double %3099, ptr %3083, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3100 = extractelement <4 x double> %3072, i64 2
  store double %3100, ptr %3084, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3101 = extractelement <4 x double> %3072, i64 3
  store double %3101, ptr %3085, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3102 = extractelement <4 x double> %3073, i64 0
  store double %3102, ptr %3086, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3103 = extractelement <4 x double> %3073, i64 1
  store double %3103, ptr %3087, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3104 = extractelement <4 x double> %3073, i64 2
  store double %3104, ptr %3088, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3105 = extractelement <4 x double> %3073, i64 3
  store double %3105, ptr %3089, align 8, !tbaa !17, !alias.scope !46, !noalias !49
  %3106 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3038
  %3107 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3050
  %3108 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3054
  %3109 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3058
  %3110 = load <8 x double>, ptr %3106, align 8, !tbaa !17
  %3111 = load <8 x double>, ptr %3107, align 8, !tbaa !17
  %3112 = load <8 x double>, ptr %3108, align 8, !tbaa !17
  %3113 = load <8 x double>, ptr %3109, align 8, !tbaa !17
  %3114 = shufflevector <8 x double> %3110, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3115 = shufflevector <8 x double> %3111, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3116 = shufflevector <8 x double> %3112, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3117 = shufflevector <8 x double> %3113, <8 x double> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %3118 = fmul fast <4 x double> %3114, %3070
  %3119 = fmul fast <4 x double> %3115, %3071
  %3120 = fmul fast <4 x double> %3116, %3072
  %3121 = fmul fast <4 x double> %3117, %3073
  %3122 = fadd fast <4 x double> %3118, %3039
  %3123 = fadd fast <4 x double> %3119, %3040
  %3124 = fadd fast <4 x double> %3120, %3041
  %3125 = fadd fast <4 x double> %3121, %3042
  %3126 = add nuw i64 %3038, 16
  %3127 = add <4 x i32> %3043, <i32 16, i32 16, i32 16, i32 16>
  %3128 = icmp eq i64 %3126, 32
  br i1 %3128, label %3129, label %3037, !llvm.loop !51

3129:                                             ; preds = %3037
  %3130 = fadd fast <4 x double> %3123, %3122
  %3131 = fadd fast <4 x double> %3124, %3130
  %3132 = fadd fast <4 x double> %3125, %3131
  %3133 = call fast double @llvm.vector.reduce.fadd.v4f64(double -0.000000e+00, <4 x double> %3132)
  br label %3032

3134:                                             ; preds = %3139
  %3135 = load i32, ptr @enzyme_dup, align 4, !tbaa !28
  %3136 = invoke noundef nofpclass(nan inf) double (ptr, ...) @_Z16__enzyme_fwddiffPvz(ptr noundef nonnull @_Z6energyRKSt6vectorISt5arrayIdLm2EESaIS1_EERKS_I6SpringSaIS6_EE, i32 noundef %3135, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %3135, ptr noundef nonnull %12, ptr noundef nonnull %14)
          to label %3183 unwind label %3261

3137:                                             ; preds = %2982, %2980
  %3138 = landingpad { ptr, i32 }
          cleanup
  br label %3263

3139:                                             ; preds = %3139, %3032
  %3140 = phi i64 [ %3033, %3032 ], [ %3181, %3139 ]
  %3141 = phi double [ %3034, %3032 ], [ %3180, %3139 ]
  %3142 = trunc nuw nsw i64 %3140 to i32
  %3143 = uitofp nneg i32 %3142 to double
  %3144 = call fast noundef double @llvm.cos.f64(double %3143)
  %3145 = fmul fast double %3144, 1.000000e-01
  %3146 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3140
  store double %3145, ptr %3146, align 8, !tbaa !17
  %3147 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3140
  %3148 = load double, ptr %3147, align 8, !tbaa !17
  %3149 = fmul fast double %3148, %3145
  %3150 = fadd fast double %3149, %3141
  %3151 = or disjoint i64 %3140, 1
  %3152 = trunc nuw nsw i64 %3151 to i32
  %3153 = uitofp nneg i32 %3152 to double
  %3154 = call fast noundef double @llvm.cos.f64(double %3153)
  %3155 = fmul fast double %3154, 1.000000e-01
  %3156 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3151
  store double %3155, ptr %3156, align 8, !tbaa !17
  %3157 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3151
  %3158 = load double, ptr %3157, align 8, !tbaa !17
  %3159 = fmul fast double %3158, %3155
  %3160 = fadd fast double %3159, %3150
  %3161 = or disjoint i64 %3140, 2
  %3162 = trunc nuw nsw i64 %3161 to i32
  %3163 = uitofp nneg i32 %3162 to double
  %3164 = call fast noundef double @llvm.cos.f64(double %3163)
  %3165 = fmul fast double %3164, 1.000000e-01
  %3166 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3161
  store double %3165, ptr %3166, align 8, !tbaa !17
  %3167 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3161
  %3168 = load double, ptr %3167, align 8, !tbaa !17
  %3169 = fmul fast double %3168, %3165
  %3170 = fadd fast double %3169, %3160
  %3171 = or disjoint i64 %3140, 3
  %3172 = trunc nuw nsw i64 %3171 to i32
  %3173 = uitofp nneg i32 %3172 to double
  %3174 = call fast noundef double @llvm.cos.f64(double %3173)
  %3175 = fmul fast double %3174, 1.000000e-01
  %3176 = getelementptr inbounds %struct.Spring, ptr %3023, i64 %3171
  store double %3175, ptr %3176, align 8, !tbaa !17
  %3177 = getelementptr inbounds %struct.Spring, ptr %3026, i64 %3171
  %3178 = load double, ptr %3177, align 8, !tbaa !17
  %3179 = fmul fast double %3178, %3175
  %3180 = fadd fast double %3179, %3170
  %3181 = add nuw nsw i64 %3140, 4
  %3182 = icmp eq i64 %3181, 40
  br i1 %3182, label %3134, label %3139, !llvm.loop !52

3183:                                             ; preds = %3134
  %3184 = call fast double @llvm.fabs.f64(double %3180)
  %3185 = call fast double @llvm.maxnum.f64(double %3184, double 1.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double %3136, ptr %2, align 8, !tbaa !15
  %3186 = load volatile double, ptr %2, align 8, !tbaa !15
  %3187 = call double @llvm.fabs.f64(double %3186)
  %3188 = fcmp ueq double %3187, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  br i1 %3188, label %3202, label %3189

3189:                                             ; preds = %3183
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double %3180, ptr %1, align 8, !tbaa !15
  %3190 = load volatile double, ptr %1, align 8, !tbaa !15
  %3191 = call double @llvm.fabs.f64(double %3190)
  %3192 = fcmp ueq double %3191, 0x7FF0000000000000
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  br i1 %3192, label %3202, label %3193

3193:                                             ; preds = %3189
  %3194 = fsub fast double %3136, %3180
  %3195 = call fast double @llvm.fabs.f64(double %3194)
  %3196 = fmul fast double %3185, 1.000000e-09
  %3197 = fcmp fast ole double %3195, %3196
  %3198 = select i1 %3197, ptr @.str.6, ptr @.str.7
  %3199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %3136, double noundef nofpclass(nan inf) %3180, ptr noundef nonnull %3198)
  br i1 %3197, label %3200, label %3204

3200:                                             ; preds = %3193
  %3201 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %3207

3202:                                             ; preds = %3189, %3183
  %3203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, double noundef nofpclass(nan inf) 0.000000e+00, double noundef nofpclass(nan inf) %3136, double noundef nofpclass(nan inf) %3180, ptr noundef nonnull @.str.7)
  br label %3204

3204:                                             ; preds = %3202, %3193
  %3205 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %3206 = add nsw i32 %3205, 1
  store i32 %3206, ptr @_ZL6n_fail, align 4, !tbaa !28
  br label %3207

3207:                                             ; preds = %3200, %3204
  %3208 = phi i32 [ %3201, %3200 ], [ %3206, %3204 ]
  %3209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3208)
  %3210 = load i32, ptr @_ZL6n_fail, align 4, !tbaa !28
  %3211 = load ptr, ptr %14, align 8, !tbaa !25
  %3212 = icmp eq ptr %3211, null
  br i1 %3212, label %3218, label %3213

3213:                                             ; preds = %3207
  %3214 = load ptr, ptr %2039, align 8, !tbaa !27
  %3215 = ptrtoint ptr %3214 to i64
  %3216 = ptrtoint ptr %3211 to i64
  %3217 = sub i64 %3215, %3216
  call void @_ZdlPvm(ptr noundef nonnull %3211, i64 noundef %3217) #15
  br label %3218

3218:                                             ; preds = %3207, %3213
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #12
  %3219 = load ptr, ptr %13, align 8, !tbaa !25
  %3220 = icmp eq ptr %3219, null
  br i1 %3220, label %3226, label %3221

3221:                                             ; preds = %3218
  %3222 = load ptr, ptr %41, align 8, !tbaa !27
  %3223 = ptrtoint ptr %3222 to i64
  %3224 = ptrtoint ptr %3219 to i64
  %3225 = sub i64 %3223, %3224
  call void @_ZdlPvm(ptr noundef nonnull %3219, i64 noundef %3225) #15
  br label %3226

3226:                                             ; preds = %3218, %3221
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #12
  %3227 = load ptr, ptr %12, align 8, !tbaa !25
  %3228 = icmp eq ptr %3227, null
  br i1 %3228, label %3234, label %3229

3229:                                             ; preds = %3226
  %3230 = load ptr, ptr %32, align 8, !tbaa !27
  %3231 = ptrtoint ptr %3230 to i64
  %3232 = ptrtoint ptr %3227 to i64
  %3233 = sub i64 %3231, %3232
  call void @_ZdlPvm(ptr noundef nonnull %3227, i64 noundef %3233) #15
  br label %3234

3234:                                             ; preds = %3226, %3229
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #12
  %3235 = load ptr, ptr %11, align 8, !tbaa !9
  %3236 = icmp eq ptr %3235, null
  br i1 %3236, label %3242, label %3237

3237:                                             ; preds = %3234
  %3238 = load ptr, ptr %29, align 8, !tbaa !22
  %3239 = ptrtoint ptr %3238 to i64
  %3240 = ptrtoint ptr %3235 to i64
  %3241 = sub i64 %3239, %3240
  call void @_ZdlPvm(ptr noundef nonnull %3235, i64 noundef %3241) #15
  br label %3242

3242:                                             ; preds = %3234, %3237
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #12
  %3243 = load ptr, ptr %10, align 8, !tbaa !9
  %3244 = icmp eq ptr %3243, null
  br i1 %3244, label %3250, label %3245

3245:                                             ; preds = %3242
  %3246 = load ptr, ptr %25, align 8, !tbaa !22
  %3247 = ptrtoint ptr %3246 to i64
  %3248 = ptrtoint ptr %3243 to i64
  %3249 = sub i64 %3247, %3248
  call void @_ZdlPvm(ptr noundef nonnull %3243, i64 noundef %3249) #15
  br label %3250

3250:                                             ; preds = %3242, %3245
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  %3251 = load ptr, ptr %9, align 8, !tbaa !9
  %3252 = icmp eq ptr %3251, null
  br i1 %3252, label %3258, label %3253

3253:                                             ; preds = %3250
  %3254 = load ptr, ptr %17, align 8, !tbaa !22
  %3255 = ptrtoint ptr %3254 to i64
  %3256 = ptrtoint ptr %3251 to i64
  %3257 = sub i64 %3255, %3256
  call void @_ZdlPvm(ptr noundef nonnull %3251, i64 noundef %3257) #15
  br label %3258

3258:                                             ; preds = %3250, %3253
  %3259 = icmp ne i32 %3210, 0
  %3260 = zext i1 %3259 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  ret i32 %3260

3261:                                             ; preds = %3134
  %3262 = landingpad { ptr, i32 }
          cleanup
  br label %3263

3263:                                             ; preds = %116, %118, %3137, %3261, %128
  %3264 = phi { ptr, i32 } [ %129, %128 ], [ %3262, %3261 ], [ %3138, %3137 ], [ %117, %116 ], [ %119, %118 ]
  %3265 = load ptr, ptr %14, align 8, !tbaa !25
  %3266 = icmp eq ptr %3265, null
  br i1 %3266, label %3273, label %3267

3267:                                             ; preds = %3263
  %3268 = getelementptr inbounds i8, ptr %14, i64 16
  %3269 = load ptr, ptr %3268, align 8, !tbaa !27
  %3270 = ptrtoint ptr %3269 to i64
  %3271 = ptrtoint ptr %3265 to i64
  %3272 = sub i64 %3270, %3271
  call void @_ZdlPvm(ptr noundef nonnull %3265, i64 noundef %3272) #15
  br label %3273

3273:                                             ; preds = %3263, %3267
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #12
  %3274 = load ptr, ptr %13, align 8, !tbaa !25
  %3275 = icmp eq ptr %3274, null
  br i1 %3275, label %3282, label %3276

3276:                                             ; preds = %3273
  %3277 = getelementptr inbounds i8, ptr %13, i64 16
  %3278 = load ptr, ptr %3277, align 8, !tbaa !27
  %3279 = ptrtoint ptr %3278 to i64
  %3280 = ptrtoint ptr %3274 to i64
  %3281 = sub i64 %3279, %3280
  call void @_ZdlPvm(ptr noundef nonnull %3274, i64 noundef %3281) #15
  br label %3282

3282:                                             ; preds = %3273, %3276
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #12
  %3283 = load ptr, ptr %12, align 8, !tbaa !25
  %3284 = icmp eq ptr %3283, null
  br i1 %3284, label %3290, label %3285

3285:                                             ; preds = %3282
  %3286 = load ptr, ptr %32, align 8, !tbaa !27
  %3287 = ptrtoint ptr %3286 to i64
  %3288 = ptrtoint ptr %3283 to i64
  %3289 = sub i64 %3287, %3288
  call void @_ZdlPvm(ptr noundef nonnull %3283, i64 noundef %3289) #15
  br label %3290

3290:                                             ; preds = %3282, %3285
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #12
  %3291 = load ptr, ptr %11, align 8, !tbaa !9
  %3292 = icmp eq ptr %3291, null
  br i1 %3292, label %3298, label %3293

3293:                                             ; preds = %3290
  %3294 = load ptr, ptr %29, align 8, !tbaa !22
  %3295 = ptrtoint ptr %3294 to i64
  %3296 = ptrtoint ptr %3291 to i64
  %3297 = sub i64 %3295, %3296
  call void @_ZdlPvm(ptr noundef nonnull %3291, i64 noundef %3297) #15
  br label %3298

3298:                                             ; preds = %3293, %3290, %35
  %3299 = phi { ptr, i32 } [ %36, %35 ], [ %3264, %3290 ], [ %3264, %3293 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #12
  %3300 = load ptr, ptr %10, align 8, !tbaa !9
  %3301 = icmp eq ptr %3300, null
  br i1 %3301, label %3307, label %3302

3302:                                             ; preds = %3298
  %3303 = load ptr, ptr %25, align 8, !tbaa !22
  %3304 = ptrtoint ptr %3303 to i64
  %3305 = ptrtoint ptr %3300 to i64
  %3306 = sub i64 %3304, %3305
  call void @_ZdlPvm(ptr noundef nonnull %3300, i64 noundef %3306) #15
  br label %3307

3307:                                             ; preds = %3302, %3298, %33
  %3308 = phi { ptr, i32 } [ %34, %33 ], [ %3299, %3298 ], [ %3299, %3302 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12
  %3309 = load ptr, ptr %9, align 8, !tbaa !9
  %3310 = icmp eq ptr %3309, null
  br i1 %3310, label %3316, label %3311

3311:                                             ; preds = %3307
  %3312 = load ptr, ptr %17, align 8, !tbaa !22
  %3313 = ptrtoint ptr %3312 to i64
  %3314 = ptrtoint ptr %3309 to i64
  %3315 = sub i64 %3313, %3314
  call void @_ZdlPvm(ptr noundef nonnull %3309, i64 noundef %3315) #15
  br label %3316

3316:                                             ; preds = %3311, %3307
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12
  resume { ptr, i32 } %3308
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare noundef nofpclass(nan inf) double @_Z17__enzyme_autodiffPvz(ptr noundef, ...) local_unnamed_addr #5

declare noundef nofpclass(nan inf) double @_Z16__enzyme_fwddiffPvz(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sqrt.v4f64(<4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.cos.v4f64(<4 x double>) #11

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress norecurse uwtable "approx-func-fp-math"="true" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #6 = { nofree nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #7 = { noreturn "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #8 = { nobuiltin allocsize(0) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nobuiltin nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "unsafe-fp-math"="true" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { noreturn }
attributes #15 = { builtin nounwind }

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
!24 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!25 = !{!26, !6, i64 0}
!26 = !{!"_ZTSNSt12_Vector_baseI6SpringSaIS0_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!27 = !{!26, !6, i64 16}
!28 = !{!14, !14, i64 0}
!29 = !{!26, !6, i64 8}
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
