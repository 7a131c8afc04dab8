; ModuleID = 'debuginfo.cpp'
source_filename = "debuginfo.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"out of range\00", align 1, !dbg !0
@_ZTISt12domain_error = external constant ptr
@_ZTISt9exception = external constant ptr
@.str.1 = private unnamed_addr constant [14 x i8] c"debuginfo.rev\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [21 x i8] c"debuginfo.fwd_vs_rev\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [24 x i8] c"debuginfo: %d failures\0A\00", align 1, !dbg !18
@_ZL6n_fail = internal unnamed_addr global i32 0, align 4, !dbg !23
@.str.4 = private unnamed_addr constant [33 x i8] c"%s x=%.17g ad=%.17g fd=%.17g %s\0A\00", align 1, !dbg !584
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !590
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1, !dbg !595

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef double @_Z7checkedd(double noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !1777 {
    #dbg_value(double %0, !1779, !DIExpression(), !1780)
  %2 = fcmp olt double %0, -1.000000e+02, !dbg !1781
  br i1 %2, label %3, label %8, !dbg !1783

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #14, !dbg !1784
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull @.str)
          to label %5 unwind label %6, !dbg !1785

5:                                                ; preds = %3
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #15, !dbg !1784
  unreachable, !dbg !1784

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          cleanup, !dbg !1786
  tail call void @__cxa_free_exception(ptr %4) #14, !dbg !1784
  resume { ptr, i32 } %7, !dbg !1784

8:                                                ; preds = %1
  %9 = tail call double @sin(double noundef %0) #14, !dbg !1787
  %10 = fmul double %9, %0, !dbg !1788
  ret double %10, !dbg !1789
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !661 double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z1gd(double noundef %0) #4 personality ptr @__gxx_personality_v0 !dbg !1790 {
    #dbg_value(double %0, !1792, !DIExpression(), !1803)
    #dbg_value(ptr null, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr null, !1793, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr null, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
    #dbg_value(i32 0, !1794, !DIExpression(), !1804)
    #dbg_value(i32 0, !1794, !DIExpression(), !1804)
    #dbg_value(ptr null, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr null, !1793, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr null, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
  %2 = fadd double %0, 0.000000e+00, !dbg !1805
  %3 = tail call noundef double @_Z7checkedd(double noundef %2), !dbg !1807
    #dbg_value(ptr undef, !1808, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1811, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1815, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1826, !DIExpression(), !1827)
    #dbg_value(ptr null, !1829, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1835, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1836, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1847, !DIExpression(), !1854)
    #dbg_value(i64 1, !1850, !DIExpression(), !1854)
    #dbg_value(ptr poison, !1851, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1859)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1862)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1864)
    #dbg_value(i64 1, !1852, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1866)
    #dbg_value(i64 1, !1837, !DIExpression(), !1844)
    #dbg_value(ptr null, !1839, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1840, !DIExpression(), !1844)
    #dbg_value(i64 0, !1841, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1868, !DIExpression(), !1873)
    #dbg_value(i64 1, !1871, !DIExpression(), !1873)
    #dbg_value(ptr undef, !1875, !DIExpression(), !1879)
    #dbg_value(i64 1, !1878, !DIExpression(), !1879)
    #dbg_value(ptr undef, !1881, !DIExpression(), !1887)
    #dbg_value(i64 1, !1884, !DIExpression(), !1887)
    #dbg_value(ptr null, !1885, !DIExpression(), !1887)
  %4 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #16, !dbg !1889
    #dbg_value(ptr %4, !1842, !DIExpression(), !1844)
    #dbg_value(ptr %4, !1843, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1890, !DIExpression(), !1900)
    #dbg_value(ptr %4, !1898, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1899, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1903, !DIExpression(), !1911)
    #dbg_value(ptr %4, !1909, !DIExpression(), !1911)
    #dbg_value(ptr undef, !1910, !DIExpression(), !1911)
  store double %3, ptr %4, align 8, !dbg !1913, !tbaa !1914
    #dbg_value(ptr null, !1918, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1924)
    #dbg_value(ptr %4, !1922, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1924)
    #dbg_value(ptr null, !1928, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1941)
    #dbg_value(ptr %4, !1935, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1941)
    #dbg_value(ptr null, !1943, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1959)
    #dbg_value(ptr %4, !1955, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1959)
    #dbg_value(i64 0, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1959)
    #dbg_value(ptr undef, !1918, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1961)
    #dbg_value(ptr %4, !1922, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1961)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1928, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1963)
    #dbg_value(ptr %4, !1935, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1963)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1943, !DIExpression(), !1965)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1965)
    #dbg_value(ptr %4, !1955, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1965)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1965)
    #dbg_value(i64 0, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1965)
    #dbg_value(ptr undef, !1967, !DIExpression(), !1972)
    #dbg_value(ptr null, !1970, !DIExpression(), !1972)
    #dbg_value(!DIArgList(ptr poison, i64 poison), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1972)
    #dbg_value(ptr %4, !1843, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1844)
    #dbg_value(ptr %4, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %4, !1793, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1974
    #dbg_value(i32 1, !1794, !DIExpression(), !1804)
    #dbg_value(ptr %4, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %4, !1793, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr %5, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
  %6 = fadd double %0, 5.000000e-01, !dbg !1805
  %7 = invoke noundef double @_Z7checkedd(double noundef %6)
          to label %8 unwind label %45, !dbg !1807

8:                                                ; preds = %1
    #dbg_value(ptr undef, !1808, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1811, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1815, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1826, !DIExpression(), !1827)
    #dbg_value(ptr %4, !1829, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !1844)
    #dbg_value(ptr undef, !1835, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1836, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1847, !DIExpression(), !1854)
    #dbg_value(i64 1, !1850, !DIExpression(), !1854)
    #dbg_value(ptr poison, !1851, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1859)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1862)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1864)
    #dbg_value(i64 2, !1852, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1866)
    #dbg_value(i64 2, !1837, !DIExpression(), !1844)
    #dbg_value(ptr %4, !1839, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1840, !DIExpression(), !1844)
    #dbg_value(i64 1, !1841, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1868, !DIExpression(), !1873)
    #dbg_value(i64 2, !1871, !DIExpression(), !1873)
    #dbg_value(ptr undef, !1875, !DIExpression(), !1879)
    #dbg_value(i64 2, !1878, !DIExpression(), !1879)
    #dbg_value(ptr undef, !1881, !DIExpression(), !1887)
    #dbg_value(i64 2, !1884, !DIExpression(), !1887)
    #dbg_value(ptr null, !1885, !DIExpression(), !1887)
  %9 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #16
          to label %10 unwind label %45, !dbg !1889

10:                                               ; preds = %8
    #dbg_value(ptr %9, !1842, !DIExpression(), !1844)
    #dbg_value(ptr %9, !1843, !DIExpression(), !1844)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !1975
    #dbg_value(ptr undef, !1890, !DIExpression(), !1900)
    #dbg_value(ptr %11, !1898, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1899, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1903, !DIExpression(), !1911)
    #dbg_value(ptr %11, !1909, !DIExpression(), !1911)
    #dbg_value(ptr undef, !1910, !DIExpression(), !1911)
  store double %7, ptr %11, align 8, !dbg !1913, !tbaa !1914
    #dbg_value(ptr null, !1843, !DIExpression(), !1844)
    #dbg_value(ptr %4, !1918, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1924)
    #dbg_value(ptr %9, !1922, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1924)
    #dbg_value(ptr %4, !1928, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1941)
    #dbg_value(ptr %9, !1935, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1941)
    #dbg_value(ptr %4, !1943, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1959)
    #dbg_value(ptr %9, !1955, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1959)
    #dbg_value(i64 8, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1959)
  %12 = load i64, ptr %4, align 8, !dbg !1976
  store i64 %12, ptr %9, align 8, !dbg !1976
    #dbg_value(ptr undef, !1918, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1961)
    #dbg_value(ptr %9, !1922, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !1961)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1928, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1963)
    #dbg_value(ptr %9, !1935, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !1963)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1943, !DIExpression(), !1965)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1965)
    #dbg_value(ptr %9, !1955, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !1965)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1965)
    #dbg_value(i64 0, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1965)
    #dbg_value(!DIArgList(ptr %9, i64 0), !1843, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 16, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1844)
    #dbg_value(ptr undef, !1967, !DIExpression(), !1972)
    #dbg_value(ptr %4, !1970, !DIExpression(), !1972)
    #dbg_value(i64 8, !1971, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1972)
    #dbg_value(ptr undef, !1979, !DIExpression(), !1984)
    #dbg_value(ptr %4, !1982, !DIExpression(), !1984)
    #dbg_value(i64 8, !1983, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1984)
    #dbg_value(ptr undef, !1987, !DIExpression(), !1992)
    #dbg_value(ptr %4, !1990, !DIExpression(), !1992)
    #dbg_value(i64 8, !1991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1992)
  tail call void @_ZdlPvm(ptr noundef nonnull %4, i64 noundef 8) #17, !dbg !1994
    #dbg_value(ptr %9, !1843, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !1844)
    #dbg_value(ptr %9, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %9, !1793, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
  %13 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !1974
    #dbg_value(ptr %13, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
    #dbg_value(i32 2, !1794, !DIExpression(), !1804)
    #dbg_value(ptr %9, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %9, !1793, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr %13, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
  %14 = fadd double %0, 1.000000e+00, !dbg !1805
  %15 = invoke noundef double @_Z7checkedd(double noundef %14)
          to label %16 unwind label %45, !dbg !1807

16:                                               ; preds = %10
    #dbg_value(ptr undef, !1808, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1811, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1815, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1826, !DIExpression(), !1827)
    #dbg_value(ptr %9, !1829, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !1844)
    #dbg_value(ptr undef, !1835, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1836, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1847, !DIExpression(), !1854)
    #dbg_value(i64 1, !1850, !DIExpression(), !1854)
    #dbg_value(ptr poison, !1851, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1859)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1862)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1864)
    #dbg_value(i64 4, !1852, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1866)
    #dbg_value(i64 4, !1837, !DIExpression(), !1844)
    #dbg_value(ptr %9, !1839, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1840, !DIExpression(), !1844)
    #dbg_value(i64 2, !1841, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1868, !DIExpression(), !1873)
    #dbg_value(i64 4, !1871, !DIExpression(), !1873)
    #dbg_value(ptr undef, !1875, !DIExpression(), !1879)
    #dbg_value(i64 4, !1878, !DIExpression(), !1879)
    #dbg_value(ptr undef, !1881, !DIExpression(), !1887)
    #dbg_value(i64 4, !1884, !DIExpression(), !1887)
    #dbg_value(ptr null, !1885, !DIExpression(), !1887)
  %17 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #16
          to label %18 unwind label %45, !dbg !1889

18:                                               ; preds = %16
    #dbg_value(ptr %17, !1842, !DIExpression(), !1844)
    #dbg_value(ptr %17, !1843, !DIExpression(), !1844)
  %19 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !1975
    #dbg_value(ptr undef, !1890, !DIExpression(), !1900)
    #dbg_value(ptr %19, !1898, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1899, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1903, !DIExpression(), !1911)
    #dbg_value(ptr %19, !1909, !DIExpression(), !1911)
    #dbg_value(ptr undef, !1910, !DIExpression(), !1911)
  store double %15, ptr %19, align 8, !dbg !1913, !tbaa !1914
    #dbg_value(ptr null, !1843, !DIExpression(), !1844)
    #dbg_value(ptr %9, !1918, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1924)
    #dbg_value(ptr %17, !1922, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1924)
    #dbg_value(ptr %9, !1928, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1941)
    #dbg_value(ptr %17, !1935, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1941)
    #dbg_value(ptr %9, !1943, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1959)
    #dbg_value(ptr %17, !1955, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1959)
    #dbg_value(i64 16, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1959)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %9, i64 16, i1 false), !dbg !1976
    #dbg_value(ptr undef, !1918, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1961)
    #dbg_value(ptr %17, !1922, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1961)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1928, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1963)
    #dbg_value(ptr %17, !1935, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1963)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1943, !DIExpression(), !1965)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1965)
    #dbg_value(ptr %17, !1955, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1965)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1965)
    #dbg_value(i64 0, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1965)
    #dbg_value(!DIArgList(ptr %17, i64 0), !1843, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 24, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1844)
    #dbg_value(ptr undef, !1967, !DIExpression(), !1972)
    #dbg_value(ptr %9, !1970, !DIExpression(), !1972)
    #dbg_value(i64 16, !1971, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1972)
    #dbg_value(ptr undef, !1979, !DIExpression(), !1984)
    #dbg_value(ptr %9, !1982, !DIExpression(), !1984)
    #dbg_value(i64 16, !1983, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1984)
    #dbg_value(ptr undef, !1987, !DIExpression(), !1992)
    #dbg_value(ptr %9, !1990, !DIExpression(), !1992)
    #dbg_value(i64 16, !1991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1992)
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef 16) #17, !dbg !1994
    #dbg_value(ptr %17, !1843, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1844)
    #dbg_value(ptr %17, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %17, !1793, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
  %20 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !1974
    #dbg_value(ptr %20, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
    #dbg_value(ptr %17, !1922, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1961)
    #dbg_value(ptr %17, !1935, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1963)
    #dbg_value(ptr %17, !1955, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1965)
    #dbg_value(ptr %17, !1843, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value), !1844)
    #dbg_value(ptr %17, !1793, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(i32 3, !1794, !DIExpression(), !1804)
    #dbg_value(ptr %17, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %17, !1793, !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr %20, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
  %21 = fadd double %0, 1.500000e+00, !dbg !1805
  %22 = invoke noundef double @_Z7checkedd(double noundef %21)
          to label %23 unwind label %45, !dbg !1807

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %17, i64 24, !dbg !1995
    #dbg_value(ptr %24, !1793, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr undef, !1808, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1811, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1815, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1826, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1890, !DIExpression(), !1996)
    #dbg_value(ptr %24, !1898, !DIExpression(), !1996)
    #dbg_value(ptr undef, !1899, !DIExpression(), !1996)
    #dbg_value(ptr undef, !1903, !DIExpression(), !1999)
    #dbg_value(ptr %24, !1909, !DIExpression(), !1999)
    #dbg_value(ptr undef, !1910, !DIExpression(), !1999)
  store double %22, ptr %24, align 8, !dbg !2001, !tbaa !1914
    #dbg_value(ptr %24, !1793, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(i32 4, !1794, !DIExpression(), !1804)
    #dbg_value(ptr %17, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %17, !1793, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr %20, !1793, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1803)
  %25 = fadd double %0, 2.000000e+00, !dbg !1805
  %26 = invoke noundef double @_Z7checkedd(double noundef %25)
          to label %27 unwind label %45, !dbg !1807

27:                                               ; preds = %23
    #dbg_value(ptr undef, !1808, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1811, !DIExpression(), !1813)
    #dbg_value(ptr undef, !1815, !DIExpression(), !1827)
    #dbg_value(ptr undef, !1826, !DIExpression(), !1827)
    #dbg_value(ptr %17, !1829, !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value), !1844)
    #dbg_value(ptr undef, !1835, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1836, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1847, !DIExpression(), !1854)
    #dbg_value(i64 1, !1850, !DIExpression(), !1854)
    #dbg_value(ptr poison, !1851, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1859)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1862)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1864)
    #dbg_value(i64 8, !1852, !DIExpression(), !1854)
    #dbg_value(ptr undef, !1856, !DIExpression(), !1866)
    #dbg_value(i64 8, !1837, !DIExpression(), !1844)
    #dbg_value(ptr %17, !1839, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1840, !DIExpression(), !1844)
    #dbg_value(i64 4, !1841, !DIExpression(), !1844)
    #dbg_value(ptr undef, !1868, !DIExpression(), !1873)
    #dbg_value(i64 8, !1871, !DIExpression(), !1873)
    #dbg_value(ptr undef, !1875, !DIExpression(), !1879)
    #dbg_value(i64 8, !1878, !DIExpression(), !1879)
    #dbg_value(ptr undef, !1881, !DIExpression(), !1887)
    #dbg_value(i64 8, !1884, !DIExpression(), !1887)
    #dbg_value(ptr null, !1885, !DIExpression(), !1887)
  %28 = invoke noalias noundef nonnull dereferenceable(64) ptr @_Znwm(i64 noundef 64) #16
          to label %29 unwind label %45, !dbg !1889

29:                                               ; preds = %27
    #dbg_value(ptr %28, !1842, !DIExpression(), !1844)
    #dbg_value(ptr %28, !1843, !DIExpression(), !1844)
  %30 = getelementptr inbounds i8, ptr %28, i64 32, !dbg !1975
    #dbg_value(ptr undef, !1890, !DIExpression(), !1900)
    #dbg_value(ptr %30, !1898, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1899, !DIExpression(), !1900)
    #dbg_value(ptr undef, !1903, !DIExpression(), !1911)
    #dbg_value(ptr %30, !1909, !DIExpression(), !1911)
    #dbg_value(ptr undef, !1910, !DIExpression(), !1911)
  store double %26, ptr %30, align 8, !dbg !1913, !tbaa !1914
    #dbg_value(ptr null, !1843, !DIExpression(), !1844)
    #dbg_value(ptr %17, !1918, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1924)
    #dbg_value(ptr %28, !1922, !DIExpression(), !1924)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1924)
    #dbg_value(ptr %17, !1928, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1941)
    #dbg_value(ptr %28, !1935, !DIExpression(), !1941)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1941)
    #dbg_value(ptr %17, !1943, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1959)
    #dbg_value(ptr %28, !1955, !DIExpression(), !1959)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1959)
    #dbg_value(i64 32, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1959)
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull align 8 dereferenceable(32) %17, i64 32, i1 false), !dbg !1976
    #dbg_value(ptr undef, !1918, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1921, !DIExpression(), !1961)
    #dbg_value(ptr %28, !1922, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !1961)
    #dbg_value(ptr undef, !1923, !DIExpression(), !1961)
    #dbg_value(ptr undef, !1928, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1934, !DIExpression(), !1963)
    #dbg_value(ptr %28, !1935, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !1963)
    #dbg_value(ptr undef, !1936, !DIExpression(), !1963)
    #dbg_value(ptr undef, !1943, !DIExpression(), !1965)
    #dbg_value(ptr undef, !1954, !DIExpression(), !1965)
    #dbg_value(ptr %28, !1955, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !1965)
    #dbg_value(ptr undef, !1956, !DIExpression(), !1965)
    #dbg_value(i64 0, !1957, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1965)
    #dbg_value(!DIArgList(ptr %28, i64 0), !1843, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 40, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1844)
    #dbg_value(ptr undef, !1967, !DIExpression(), !1972)
    #dbg_value(ptr %17, !1970, !DIExpression(), !1972)
    #dbg_value(i64 32, !1971, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1972)
    #dbg_value(ptr undef, !1979, !DIExpression(), !1984)
    #dbg_value(ptr %17, !1982, !DIExpression(), !1984)
    #dbg_value(i64 32, !1983, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1984)
    #dbg_value(ptr undef, !1987, !DIExpression(), !1992)
    #dbg_value(ptr %17, !1990, !DIExpression(), !1992)
    #dbg_value(i64 32, !1991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !1992)
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef 32) #17, !dbg !1994
    #dbg_value(ptr %28, !1843, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !1844)
    #dbg_value(ptr %28, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %28, !1793, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr %28, !1793, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !1803)
    #dbg_value(ptr %28, !1793, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1803)
    #dbg_value(ptr %28, !1793, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !1803)
    #dbg_value(ptr %28, !1793, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !1803)
    #dbg_value(i32 5, !1794, !DIExpression(), !1804)
    #dbg_value(ptr %28, !1799, !DIExpression(), !2002)
    #dbg_value(double 0.000000e+00, !1796, !DIExpression(), !1803)
    #dbg_value(ptr undef, !2003, !DIExpression(), !2010)
    #dbg_value(ptr undef, !2009, !DIExpression(), !2010)
    #dbg_value(double 0.000000e+00, !1796, !DIExpression(), !1803)
    #dbg_value(ptr %28, !1799, !DIExpression(), !2002)
  %31 = load double, ptr %28, align 8, !dbg !2012, !tbaa !1914
    #dbg_value(double %31, !1801, !DIExpression(), !2013)
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double 0.000000e+00), !dbg !2014
    #dbg_value(double %32, !1796, !DIExpression(), !1803)
    #dbg_value(ptr undef, !2015, !DIExpression(), !2019)
    #dbg_value(!DIArgList(ptr %28, i64 8), !1799, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2002)
    #dbg_value(ptr undef, !2003, !DIExpression(), !2010)
    #dbg_value(ptr undef, !2009, !DIExpression(), !2010)
  %33 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !2012
    #dbg_value(ptr %33, !1799, !DIExpression(), !2002)
  %34 = load double, ptr %33, align 8, !dbg !2012, !tbaa !1914
    #dbg_value(double %34, !1801, !DIExpression(), !2013)
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %34, double %32), !dbg !2014
    #dbg_value(double %35, !1796, !DIExpression(), !1803)
    #dbg_value(!DIArgList(ptr %28, i64 16), !1799, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2002)
  %36 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !2012
    #dbg_value(ptr %36, !1799, !DIExpression(), !2002)
  %37 = load double, ptr %36, align 8, !dbg !2012, !tbaa !1914
    #dbg_value(double %37, !1801, !DIExpression(), !2013)
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %35), !dbg !2014
    #dbg_value(double %38, !1796, !DIExpression(), !1803)
    #dbg_value(!DIArgList(ptr %28, i64 24), !1799, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2002)
  %39 = getelementptr inbounds i8, ptr %28, i64 24, !dbg !2012
    #dbg_value(ptr %39, !1799, !DIExpression(), !2002)
  %40 = load double, ptr %39, align 8, !dbg !2012, !tbaa !1914
    #dbg_value(double %40, !1801, !DIExpression(), !2013)
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %40, double %38), !dbg !2014
    #dbg_value(double %41, !1796, !DIExpression(), !1803)
    #dbg_value(!DIArgList(ptr %28, i64 32), !1799, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2002)
  %42 = getelementptr inbounds i8, ptr %28, i64 32, !dbg !2012
    #dbg_value(ptr %42, !1799, !DIExpression(), !2002)
  %43 = load double, ptr %42, align 8, !dbg !2012, !tbaa !1914
    #dbg_value(double %43, !1801, !DIExpression(), !2013)
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %41), !dbg !2014
    #dbg_value(double %44, !1796, !DIExpression(), !1803)
    #dbg_value(!DIArgList(ptr %28, i64 40), !1799, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !2002)
    #dbg_value(ptr undef, !2021, !DIExpression(), !2024)
    #dbg_value(ptr undef, !2026, !DIExpression(), !2029)
    #dbg_value(ptr undef, !1967, !DIExpression(), !2032)
    #dbg_value(ptr %28, !1970, !DIExpression(), !2032)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2032)
    #dbg_value(!DIArgList(ptr %28, ptr %28), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 64, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2032)
    #dbg_value(!DIArgList(ptr %28, ptr %28), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 64, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2032)
    #dbg_value(!DIArgList(ptr %28, ptr %28), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 64, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2032)
    #dbg_value(i64 64, !1971, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2032)
    #dbg_value(ptr undef, !1979, !DIExpression(), !2035)
    #dbg_value(ptr %28, !1982, !DIExpression(), !2035)
    #dbg_value(i64 64, !1983, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2035)
    #dbg_value(ptr undef, !1987, !DIExpression(), !2037)
    #dbg_value(ptr %28, !1990, !DIExpression(), !2037)
    #dbg_value(i64 64, !1991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2037)
  tail call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef 64) #17, !dbg !2039
  ret double %44, !dbg !2040

45:                                               ; preds = %1, %8, %10, %16, %18, %23, %27
  %46 = phi ptr [ %17, %27 ], [ %17, %23 ], [ %17, %18 ], [ %9, %16 ], [ %9, %10 ], [ %4, %8 ], [ %4, %1 ]
  %47 = phi ptr [ %20, %27 ], [ %20, %23 ], [ %20, %18 ], [ %13, %16 ], [ %13, %10 ], [ %5, %8 ], [ %5, %1 ]
  %48 = landingpad { ptr, i32 }
          cleanup, !dbg !2041
    #dbg_value(ptr undef, !2021, !DIExpression(), !2042)
    #dbg_value(ptr undef, !2026, !DIExpression(), !2044)
    #dbg_value(ptr undef, !1967, !DIExpression(), !2046)
    #dbg_value(ptr %46, !1970, !DIExpression(), !2046)
    #dbg_value(!DIArgList(ptr poison, ptr poison), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2046)
  %49 = ptrtoint ptr %47 to i64, !dbg !2048
    #dbg_value(!DIArgList(i64 %49, ptr %46), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2046)
    #dbg_value(!DIArgList(i64 %49, ptr %46), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2046)
  %50 = ptrtoint ptr %46 to i64, !dbg !2048
    #dbg_value(!DIArgList(i64 %49, i64 %50), !1971, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2046)
  %51 = sub i64 %49, %50, !dbg !2048
    #dbg_value(i64 %51, !1971, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2046)
    #dbg_value(ptr undef, !1979, !DIExpression(), !2049)
    #dbg_value(ptr %46, !1982, !DIExpression(), !2049)
    #dbg_value(i64 %51, !1983, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2049)
    #dbg_value(ptr undef, !1987, !DIExpression(), !2051)
    #dbg_value(ptr %46, !1990, !DIExpression(), !2051)
    #dbg_value(i64 %51, !1991, !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value), !2051)
  tail call void @_ZdlPvm(ptr noundef nonnull %46, i64 noundef %51) #17, !dbg !2053
  resume { ptr, i32 } %48, !dbg !2040
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #7 personality ptr @__gxx_personality_v0 !dbg !2054 {
  %1 = alloca double, align 8, !DIAssignID !2065
  %2 = alloca double, align 8, !DIAssignID !2066
  %3 = alloca double, align 8, !DIAssignID !2067
  %4 = alloca double, align 8, !DIAssignID !2068
    #dbg_value(double 0x3FE6666666666666, !2056, !DIExpression(), !2069)
    #dbg_value(double 0x3EB0C6F7A0B5ED8D, !2057, !DIExpression(), !2069)
    #dbg_value(double 0.000000e+00, !2058, !DIExpression(), !2069)
    #dbg_value(double 0.000000e+00, !2059, !DIExpression(), !2069)
  %5 = invoke double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z1gd, double noundef 0x3FE6666666666666)
          to label %6 unwind label %8, !dbg !2070

6:                                                ; preds = %0
    #dbg_value(double %5, !2058, !DIExpression(), !2069)
  %7 = invoke double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_Z1gd, double noundef 0x3FE6666666666666, double noundef 1.000000e+00)
          to label %16 unwind label %8, !dbg !2072

8:                                                ; preds = %6, %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception, !dbg !2073
  %10 = extractvalue { ptr, i32 } %9, 1, !dbg !2073
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #14, !dbg !2074
  %12 = icmp eq i32 %10, %11, !dbg !2074
  br i1 %12, label %13, label %76, !dbg !2074

13:                                               ; preds = %8
  %14 = extractvalue { ptr, i32 } %9, 0, !dbg !2073
  %15 = tail call ptr @__cxa_begin_catch(ptr %14) #14, !dbg !2074
    #dbg_value(ptr %15, !2060, !DIExpression(), !2069)
    #dbg_value(double -1.000000e+00, !2059, !DIExpression(), !2069)
    #dbg_value(double -1.000000e+00, !2058, !DIExpression(), !2069)
  tail call void @__cxa_end_catch(), !dbg !2075
  br label %16, !dbg !2075

16:                                               ; preds = %6, %13
  %17 = phi double [ -1.000000e+00, %13 ], [ %7, %6 ], !dbg !2069
  %18 = phi double [ -1.000000e+00, %13 ], [ %5, %6 ], !dbg !2069
    #dbg_value(double %18, !2058, !DIExpression(), !2069)
    #dbg_value(double %17, !2059, !DIExpression(), !2069)
  %19 = tail call noundef double @_Z1gd(double noundef 7.000010e-01), !dbg !2077
  %20 = tail call noundef double @_Z1gd(double noundef 0x3FE666644D87724F), !dbg !2078
  %21 = fsub double %19, %20, !dbg !2079
  %22 = fdiv double %21, 2.000000e-06, !dbg !2080
    #dbg_value(ptr @.str.1, !2081, !DIExpression(), !2092)
    #dbg_value(double 0x3FE6666666666666, !2086, !DIExpression(), !2092)
    #dbg_value(double %18, !2087, !DIExpression(), !2092)
    #dbg_value(double %22, !2088, !DIExpression(), !2092)
    #dbg_value(double 0x3EB0C6F7A0B5ED8D, !2089, !DIExpression(), !2092)
  %23 = tail call double @llvm.fabs.f64(double %22), !dbg !2094
  %24 = fcmp ogt double %23, 1.000000e+00, !dbg !2095
  %25 = select i1 %24, double %23, double 1.000000e+00, !dbg !2094
    #dbg_value(double %25, !2090, !DIExpression(), !2092)
    #dbg_assign(i1 undef, !2096, !DIExpression(), !2068, ptr %4, !DIExpression(), !2104)
    #dbg_value(double %18, !2100, !DIExpression(), !2104)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !2106
  store volatile double %18, ptr %4, align 8, !dbg !2107, !tbaa !1914, !DIAssignID !2108
    #dbg_assign(double %18, !2096, !DIExpression(), !2108, ptr %4, !DIExpression(), !2104)
  %26 = load volatile double, ptr %4, align 8, !dbg !2109, !tbaa !1914
    #dbg_value(double %26, !2101, !DIExpression(), !2104)
    #dbg_value(double %26, !2102, !DIExpression(), !2104)
  %27 = tail call double @llvm.fabs.f64(double %26), !dbg !2110
  %28 = fcmp ueq double %27, 0x7FF0000000000000, !dbg !2110
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !2111
  br i1 %28, label %40, label %29, !dbg !2112

29:                                               ; preds = %16
    #dbg_assign(i1 undef, !2096, !DIExpression(), !2067, ptr %3, !DIExpression(), !2113)
    #dbg_value(double %22, !2100, !DIExpression(), !2113)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !2115
  store volatile double %22, ptr %3, align 8, !dbg !2116, !tbaa !1914, !DIAssignID !2117
    #dbg_assign(double %22, !2096, !DIExpression(), !2117, ptr %3, !DIExpression(), !2113)
  %30 = load volatile double, ptr %3, align 8, !dbg !2118, !tbaa !1914
    #dbg_value(double %30, !2101, !DIExpression(), !2113)
    #dbg_value(double %30, !2102, !DIExpression(), !2113)
  %31 = tail call double @llvm.fabs.f64(double %30), !dbg !2119
  %32 = fcmp ueq double %31, 0x7FF0000000000000, !dbg !2119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !2120
  br i1 %32, label %40, label %33, !dbg !2121

33:                                               ; preds = %29
  %34 = fsub double %18, %22, !dbg !2122
  %35 = tail call double @llvm.fabs.f64(double %34), !dbg !2123
  %36 = fmul double %25, 0x3EB0C6F7A0B5ED8D, !dbg !2124
  %37 = fcmp ole double %35, %36, !dbg !2125
    #dbg_value(i1 %37, !2091, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2092)
  %38 = select i1 %37, ptr @.str.5, ptr @.str.6, !dbg !2126
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 0x3FE6666666666666, double noundef %18, double noundef %22, ptr noundef nonnull %38), !dbg !2127
  br i1 %37, label %45, label %42, !dbg !2128

40:                                               ; preds = %29, %16
    #dbg_value(i1 %37, !2091, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2092)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1, double noundef 0x3FE6666666666666, double noundef %18, double noundef %22, ptr noundef nonnull @.str.6), !dbg !2127
  br label %42, !dbg !2128

42:                                               ; preds = %40, %33
  %43 = load i32, ptr @_ZL6n_fail, align 4, !dbg !2129, !tbaa !2131
  %44 = add nsw i32 %43, 1, !dbg !2129
  store i32 %44, ptr @_ZL6n_fail, align 4, !dbg !2129, !tbaa !2131
  br label %45, !dbg !2133

45:                                               ; preds = %33, %42
    #dbg_value(ptr @.str.2, !2081, !DIExpression(), !2134)
    #dbg_value(double 0x3FE6666666666666, !2086, !DIExpression(), !2134)
    #dbg_value(double %17, !2087, !DIExpression(), !2134)
    #dbg_value(double %18, !2088, !DIExpression(), !2134)
    #dbg_value(double 0x3D719799812DEA11, !2089, !DIExpression(), !2134)
  %46 = tail call double @llvm.fabs.f64(double %18), !dbg !2136
  %47 = fcmp ogt double %46, 1.000000e+00, !dbg !2137
  %48 = select i1 %47, double %46, double 1.000000e+00, !dbg !2136
    #dbg_value(double %48, !2090, !DIExpression(), !2134)
    #dbg_assign(i1 undef, !2096, !DIExpression(), !2066, ptr %2, !DIExpression(), !2138)
    #dbg_value(double %17, !2100, !DIExpression(), !2138)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !2140
  store volatile double %17, ptr %2, align 8, !dbg !2141, !tbaa !1914, !DIAssignID !2142
    #dbg_assign(double %17, !2096, !DIExpression(), !2142, ptr %2, !DIExpression(), !2138)
  %49 = load volatile double, ptr %2, align 8, !dbg !2143, !tbaa !1914
    #dbg_value(double %49, !2101, !DIExpression(), !2138)
    #dbg_value(double %49, !2102, !DIExpression(), !2138)
  %50 = tail call double @llvm.fabs.f64(double %49), !dbg !2144
  %51 = fcmp ueq double %50, 0x7FF0000000000000, !dbg !2144
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !2145
  br i1 %51, label %65, label %52, !dbg !2146

52:                                               ; preds = %45
    #dbg_assign(i1 undef, !2096, !DIExpression(), !2065, ptr %1, !DIExpression(), !2147)
    #dbg_value(double %18, !2100, !DIExpression(), !2147)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !2149
  store volatile double %18, ptr %1, align 8, !dbg !2150, !tbaa !1914, !DIAssignID !2151
    #dbg_assign(double %18, !2096, !DIExpression(), !2151, ptr %1, !DIExpression(), !2147)
  %53 = load volatile double, ptr %1, align 8, !dbg !2152, !tbaa !1914
    #dbg_value(double %53, !2101, !DIExpression(), !2147)
    #dbg_value(double %53, !2102, !DIExpression(), !2147)
  %54 = tail call double @llvm.fabs.f64(double %53), !dbg !2153
  %55 = fcmp ueq double %54, 0x7FF0000000000000, !dbg !2153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !2154
  br i1 %55, label %65, label %56, !dbg !2155

56:                                               ; preds = %52
  %57 = fsub double %17, %18, !dbg !2156
  %58 = tail call double @llvm.fabs.f64(double %57), !dbg !2157
  %59 = fmul double %48, 0x3D719799812DEA11, !dbg !2158
  %60 = fcmp ole double %58, %59, !dbg !2159
    #dbg_value(i1 %60, !2091, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2134)
  %61 = select i1 %60, ptr @.str.5, ptr @.str.6, !dbg !2160
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 0x3FE6666666666666, double noundef %17, double noundef %18, ptr noundef nonnull %61), !dbg !2161
  br i1 %60, label %63, label %67, !dbg !2162

63:                                               ; preds = %56
  %64 = load i32, ptr @_ZL6n_fail, align 4, !dbg !2163, !tbaa !2131
  br label %70, !dbg !2162

65:                                               ; preds = %52, %45
    #dbg_value(i1 %60, !2091, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2134)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.2, double noundef 0x3FE6666666666666, double noundef %17, double noundef %18, ptr noundef nonnull @.str.6), !dbg !2161
  br label %67, !dbg !2162

67:                                               ; preds = %65, %56
  %68 = load i32, ptr @_ZL6n_fail, align 4, !dbg !2164, !tbaa !2131
  %69 = add nsw i32 %68, 1, !dbg !2164
  store i32 %69, ptr @_ZL6n_fail, align 4, !dbg !2164, !tbaa !2131
  br label %70, !dbg !2165

70:                                               ; preds = %63, %67
  %71 = phi i32 [ %64, %63 ], [ %69, %67 ], !dbg !2163
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71), !dbg !2166
  %73 = load i32, ptr @_ZL6n_fail, align 4, !dbg !2167, !tbaa !2131
  %74 = icmp ne i32 %73, 0, !dbg !2168
  %75 = zext i1 %74 to i32, !dbg !2167
  ret i32 %75, !dbg !2169

76:                                               ; preds = %8
  resume { ptr, i32 } %9, !dbg !2170
}

declare !dbg !2171 double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

declare !dbg !2174 double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !1103 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind memory(none) }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!25}
!llvm.module.flags = !{!1769, !1770, !1771, !1772, !1773, !1774, !1775}
!llvm.ident = !{!1776}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "debuginfo.cpp", directory: "/work/main/tests/cpp", checksumkind: CSK_MD5, checksum: "eeecee3039fd8925fc244c6d05961296")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 13)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 14)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 21)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 24)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "n_fail", linkageName: "_ZL6n_fail", scope: !25, file: !586, line: 11, type: !79, isLocal: true, isDefinition: true)
!25 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !26, globals: !583, imports: !606, splitDebugInlining: false, nameTableKind: None)
!26 = !{!27, !30, !31, !33, !36, !38, !40, !438, !102, !105, !108, !127, !133, !224}
!27 = !DICompositeType(tag: DW_TAG_class_type, name: "domain_error", scope: !29, file: !28, line: 153, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt12domain_error")
!28 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdexcept", directory: "")
!29 = !DINamespace(name: "std", scope: null)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !32, line: 458, baseType: !33, flags: DIFlagPublic)
!32 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !29, file: !34, line: 298, baseType: !35)
!34 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !42, file: !41, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !43, templateParams: !100, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!41 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!42 = !DINamespace(name: "__gnu_cxx", scope: null)
!43 = !{!44, !45, !49, !54, !67, !72, !76, !80, !81, !82, !89, !92, !95, !96, !97}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !40, file: !41, line: 1046, baseType: !38, size: 64, flags: DIFlagProtected)
!45 = !DISubprogram(name: "__normal_iterator", scope: !40, file: !41, line: 1068, type: !46, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!49 = !DISubprogram(name: "__normal_iterator", scope: !40, file: !41, line: 1072, type: !50, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !48, !52}
!52 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!54 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !40, file: !41, line: 1095, type: !55, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !65}
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !40, file: !41, line: 1061, baseType: !58, flags: DIFlagPublic)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !60, file: !59, line: 216, baseType: !64)
!59 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !29, file: !59, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !62, identifier: "_ZTSSt15iterator_traitsIPdE")
!61 = !{}
!62 = !{!63}
!63 = !DITemplateTypeParameter(name: "_Iterator", type: !38)
!64 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!67 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !40, file: !41, line: 1100, type: !68, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !65}
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !40, file: !41, line: 1062, baseType: !71, flags: DIFlagPublic)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !60, file: !59, line: 215, baseType: !38)
!72 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !40, file: !41, line: 1105, type: !73, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !48}
!75 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!76 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEi", scope: !40, file: !41, line: 1113, type: !77, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DISubroutineType(types: !78)
!78 = !{!40, !48, !79}
!79 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!80 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !40, file: !41, line: 1119, type: !73, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEi", scope: !40, file: !41, line: 1127, type: !77, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEixEl", scope: !40, file: !41, line: 1133, type: !83, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!83 = !DISubroutineType(types: !84)
!84 = !{!57, !65, !85}
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !40, file: !41, line: 1060, baseType: !86, flags: DIFlagPublic)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !60, file: !59, line: 214, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !29, file: !34, line: 299, baseType: !88)
!88 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!89 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEpLEl", scope: !40, file: !41, line: 1138, type: !90, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{!75, !48, !85}
!92 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !40, file: !41, line: 1143, type: !93, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{!40, !65, !85}
!95 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmIEl", scope: !40, file: !41, line: 1148, type: !90, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !40, file: !41, line: 1153, type: !93, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !40, file: !41, line: 1158, type: !98, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!52, !65}
!100 = !{!63, !101}
!101 = !DITemplateTypeParameter(name: "_Container", type: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !29, file: !32, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !103, templateParams: !581, identifier: "_ZTSSt6vectorIdSaIdEE")
!103 = !{!104, !318, !337, !353, !354, !360, !363, !366, !370, !376, !379, !385, !390, !394, !404, !407, !410, !413, !418, !419, !423, !426, !429, !432, !435, !439, !445, !446, !447, !452, !457, !458, !459, !460, !461, !462, !463, !466, !467, !470, !471, !472, !473, !476, !477, !485, !492, !495, !496, !497, !500, !503, !504, !505, !508, !511, !514, !518, !519, !522, !525, !528, !531, !534, !537, !540, !541, !542, !543, !544, !547, !548, !551, !552, !553, !558, !561, !566, !569, !572, !575, !578}
!104 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !102, baseType: !105, flags: DIFlagProtected, extraData: i32 0)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !29, file: !32, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !106, templateParams: !317, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!106 = !{!107, !268, !273, !278, !282, !285, !290, !293, !296, !300, !303, !306, !309, !310, !313, !316}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !105, file: !32, line: 371, baseType: !108, size: 192)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !105, file: !32, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !109, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!109 = !{!110, !223, !248, !252, !257, !261, !265}
!110 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !108, baseType: !111, extraData: i32 0)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !105, file: !32, line: 88, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !114, file: !113, line: 120, baseType: !222)
!113 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !115, file: !113, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !171, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !42, file: !113, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !116, templateParams: !220, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!116 = !{!117, !206, !209, !212, !216, !217, !218, !219}
!117 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !115, baseType: !118, extraData: i32 0)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !29, file: !119, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !120, templateParams: !204, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!119 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!120 = !{!121, !188, !192, !195, !201}
!121 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !118, file: !119, line: 463, type: !122, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!124, !125, !187}
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !118, file: !119, line: 420, baseType: !38)
!125 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !118, file: !119, line: 414, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !29, file: !128, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !129, templateParams: !171, identifier: "_ZTSSaIdE")
!128 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!129 = !{!130, !173, !177, !182, !186}
!130 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !127, baseType: !131, flags: DIFlagPublic, extraData: i32 0)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !29, file: !132, line: 47, baseType: !133)
!132 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!133 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !29, file: !134, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !135, templateParams: !171, identifier: "_ZTSSt15__new_allocatorIdE")
!134 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!135 = !{!136, !140, !145, !146, !152, !160, !164, !167, !170}
!136 = !DISubprogram(name: "__new_allocator", scope: !133, file: !134, line: 80, type: !137, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!140 = !DISubprogram(name: "__new_allocator", scope: !133, file: !134, line: 83, type: !141, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !139, !143}
!143 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !133)
!145 = !DISubprogram(name: "~__new_allocator", scope: !133, file: !134, line: 90, type: !137, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !133, file: !134, line: 93, type: !147, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!149, !150, !151}
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !133, file: !134, line: 63, baseType: !38, flags: DIFlagPublic)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !133, file: !134, line: 65, baseType: !64, flags: DIFlagPublic)
!152 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !133, file: !134, line: 97, type: !153, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{!155, !150, !158}
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !133, file: !134, line: 64, baseType: !156, flags: DIFlagPublic)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !133, file: !134, line: 66, baseType: !159, flags: DIFlagPublic)
!159 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !157, size: 64)
!160 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !133, file: !134, line: 112, type: !161, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!38, !139, !163, !36}
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !134, line: 60, baseType: !33, flags: DIFlagPublic)
!164 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !133, file: !134, line: 142, type: !165, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !139, !38, !163}
!167 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !133, file: !134, line: 167, type: !168, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubroutineType(types: !169)
!169 = !{!163, !150}
!170 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !133, file: !134, line: 210, type: !168, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !{!172}
!172 = !DITemplateTypeParameter(name: "_Tp", type: !39)
!173 = !DISubprogram(name: "allocator", scope: !127, file: !128, line: 156, type: !174, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DISubprogram(name: "allocator", scope: !127, file: !128, line: 159, type: !178, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !176, !180}
!180 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !127)
!182 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !127, file: !128, line: 164, type: !183, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!185, !176, !180}
!185 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !127, size: 64)
!186 = !DISubprogram(name: "~allocator", scope: !127, file: !128, line: 174, type: !174, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !119, line: 435, baseType: !33)
!188 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !118, file: !119, line: 477, type: !189, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!124, !125, !187, !191}
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !119, line: 429, baseType: !36)
!192 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !118, file: !119, line: 495, type: !193, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !125, !124, !187}
!195 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !118, file: !119, line: 547, type: !196, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{!198, !199}
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !118, file: !119, line: 435, baseType: !33)
!199 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!201 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !118, file: !119, line: 562, type: !202, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!126, !199}
!204 = !{!205}
!205 = !DITemplateTypeParameter(name: "_Alloc", type: !127)
!206 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !115, file: !113, line: 97, type: !207, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!127, !180}
!209 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !115, file: !113, line: 100, type: !210, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !185, !185}
!212 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !115, file: !113, line: 103, type: !213, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{!215}
!215 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!216 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !115, file: !113, line: 106, type: !213, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!217 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !115, file: !113, line: 109, type: !213, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!218 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !115, file: !113, line: 112, type: !213, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!219 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !115, file: !113, line: 115, type: !213, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!220 = !{!205, !221}
!221 = !DITemplateTypeParameter(type: !39, defaulted: true)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "template rebind_alloc<double>", scope: !118, file: !119, line: 450, baseType: !127)
!223 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !108, baseType: !224, extraData: i32 0)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !105, file: !32, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !225, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!225 = !{!226, !229, !230, !231, !235, !239, !244}
!226 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !224, file: !32, line: 94, baseType: !227, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !105, file: !32, line: 90, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !115, file: !113, line: 57, baseType: !124)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !224, file: !32, line: 95, baseType: !227, size: 64, offset: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !224, file: !32, line: 96, baseType: !227, size: 64, offset: 128)
!231 = !DISubprogram(name: "_Vector_impl_data", scope: !224, file: !32, line: 99, type: !232, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!235 = !DISubprogram(name: "_Vector_impl_data", scope: !224, file: !32, line: 105, type: !236, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !234, !238}
!238 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !224, size: 64)
!239 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !224, file: !32, line: 113, type: !240, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !234, !242}
!242 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !243, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !224)
!244 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !224, file: !32, line: 122, type: !245, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{null, !234, !247}
!247 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !224, size: 64)
!248 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 137, type: !249, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 143, type: !253, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !251, !255}
!255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!257 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 151, type: !258, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !251, !260}
!260 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !108, size: 64)
!261 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 156, type: !262, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !251, !264}
!264 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !111, size: 64)
!265 = !DISubprogram(name: "_Vector_impl", scope: !108, file: !32, line: 161, type: !266, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !251, !264, !260}
!268 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !105, file: !32, line: 298, type: !269, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!271, !272}
!271 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !111, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!273 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !105, file: !32, line: 303, type: !274, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DISubroutineType(types: !275)
!275 = !{!255, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!278 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !105, file: !32, line: 308, type: !279, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!281, !276}
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !105, file: !32, line: 294, baseType: !127)
!282 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 312, type: !283, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !272}
!285 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 318, type: !286, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !272, !288}
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !281)
!290 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 324, type: !291, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !272, !33}
!293 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 330, type: !294, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !272, !33, !288}
!296 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 335, type: !297, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !272, !299}
!299 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !105, size: 64)
!300 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 340, type: !301, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DISubroutineType(types: !302)
!302 = !{null, !272, !264}
!303 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 344, type: !304, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{null, !272, !299, !288}
!306 = !DISubprogram(name: "_Vector_base", scope: !105, file: !32, line: 358, type: !307, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !272, !288, !299}
!309 = !DISubprogram(name: "~_Vector_base", scope: !105, file: !32, line: 364, type: !283, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!310 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !105, file: !32, line: 375, type: !311, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{!227, !272, !33}
!313 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !105, file: !32, line: 383, type: !314, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{null, !272, !227, !33}
!316 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !105, file: !32, line: 393, type: !291, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !{!172, !205}
!318 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !102, file: !32, line: 465, type: !319, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{!215, !321}
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !29, file: !322, line: 82, baseType: !323)
!322 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!323 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !29, file: !322, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !324, templateParams: !334, identifier: "_ZTSSt17integral_constantIbLb1EE")
!324 = !{!325, !327, !333}
!325 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !323, file: !322, line: 64, baseType: !326, flags: DIFlagStaticMember, extraData: i1 true)
!326 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !215)
!327 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !323, file: !322, line: 67, type: !328, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!330, !331}
!330 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !323, file: !322, line: 65, baseType: !215)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!332 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !323)
!333 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !323, file: !322, line: 72, type: !328, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !{!335, !336}
!335 = !DITemplateTypeParameter(name: "_Tp", type: !215)
!336 = !DITemplateValueParameter(name: "__v", type: !215, value: i1 true)
!337 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !102, file: !32, line: 474, type: !338, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{!215, !340}
!340 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !29, file: !322, line: 85, baseType: !341)
!341 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !29, file: !322, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !342, templateParams: !351, identifier: "_ZTSSt17integral_constantIbLb0EE")
!342 = !{!343, !344, !350}
!343 = !DIDerivedType(tag: DW_TAG_variable, name: "value", scope: !341, file: !322, line: 64, baseType: !326, flags: DIFlagStaticMember, extraData: i1 false)
!344 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !341, file: !322, line: 67, type: !345, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{!347, !348}
!347 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !341, file: !322, line: 65, baseType: !215)
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !349, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!349 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !341)
!350 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !341, file: !322, line: 72, type: !345, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !{!335, !352}
!352 = !DITemplateValueParameter(name: "__v", type: !215, value: i1 false)
!353 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !102, file: !32, line: 478, type: !213, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!354 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !102, file: !32, line: 487, type: !355, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!355 = !DISubroutineType(types: !356)
!356 = !{!357, !357, !357, !357, !358, !321}
!357 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !102, file: !32, line: 449, baseType: !227, flags: DIFlagPublic)
!358 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !102, file: !32, line: 444, baseType: !111)
!360 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !102, file: !32, line: 494, type: !361, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{!357, !357, !357, !357, !358, !340}
!363 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !102, file: !32, line: 499, type: !364, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!357, !357, !357, !357, !358}
!366 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 526, type: !367, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !369}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!370 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 537, type: !371, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !369, !373}
!373 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !374, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !375)
!375 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !102, file: !32, line: 460, baseType: !127, flags: DIFlagPublic)
!376 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 551, type: !377, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !369, !31, !373}
!379 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 564, type: !380, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{null, !369, !31, !382, !373}
!382 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !383, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !102, file: !32, line: 448, baseType: !39, flags: DIFlagPublic)
!385 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 596, type: !386, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !369, !388}
!388 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !389, size: 64)
!389 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!390 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 615, type: !391, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{null, !369, !393}
!393 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !102, size: 64)
!394 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 619, type: !395, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !369, !388, !397}
!397 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !398, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<allocator_type>", scope: !29, file: !322, line: 128, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !401, file: !322, line: 125, baseType: !127)
!401 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !29, file: !322, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !402, identifier: "_ZTSSt15__type_identityISaIdEE")
!402 = !{!403}
!403 = !DITemplateTypeParameter(name: "_Type", type: !127)
!404 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 630, type: !405, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{null, !369, !393, !373, !321}
!407 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 635, type: !408, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{null, !369, !393, !373, !340}
!410 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 654, type: !411, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{null, !369, !393, !397}
!413 = !DISubprogram(name: "vector", scope: !102, file: !32, line: 673, type: !414, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{null, !369, !416, !373}
!416 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !29, file: !417, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!417 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!418 = !DISubprogram(name: "~vector", scope: !102, file: !32, line: 728, type: !367, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !102, file: !32, line: 746, type: !420, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!422, !369, !388}
!422 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !102, size: 64)
!423 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !102, file: !32, line: 761, type: !424, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!422, !369, !393}
!426 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !102, file: !32, line: 783, type: !427, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubroutineType(types: !428)
!428 = !{!422, !369, !416}
!429 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !102, file: !32, line: 803, type: !430, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !369, !31, !382}
!432 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !102, file: !32, line: 850, type: !433, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !434)
!434 = !{null, !369, !416}
!435 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !102, file: !32, line: 868, type: !436, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubroutineType(types: !437)
!437 = !{!438, !369}
!438 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !102, file: !32, line: 453, baseType: !40, flags: DIFlagPublic)
!439 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !102, file: !32, line: 878, type: !440, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!442, !444}
!442 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !102, file: !32, line: 455, baseType: !443, flags: DIFlagPublic)
!443 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !42, file: !41, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!445 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !102, file: !32, line: 888, type: !436, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !102, file: !32, line: 898, type: !440, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !102, file: !32, line: 908, type: !448, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!450, !369}
!450 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !102, file: !32, line: 457, baseType: !451, flags: DIFlagPublic)
!451 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !29, file: !41, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!452 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !102, file: !32, line: 918, type: !453, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubroutineType(types: !454)
!454 = !{!455, !444}
!455 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !102, file: !32, line: 456, baseType: !456, flags: DIFlagPublic)
!456 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !29, file: !41, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!457 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !102, file: !32, line: 928, type: !448, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !102, file: !32, line: 938, type: !453, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !102, file: !32, line: 949, type: !440, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !102, file: !32, line: 959, type: !440, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !102, file: !32, line: 969, type: !453, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !102, file: !32, line: 979, type: !453, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !102, file: !32, line: 987, type: !464, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!31, !444}
!466 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !102, file: !32, line: 993, type: !464, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !102, file: !32, line: 1008, type: !468, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !369, !31}
!470 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !102, file: !32, line: 1029, type: !430, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !102, file: !32, line: 1063, type: !367, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !102, file: !32, line: 1073, type: !464, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !102, file: !32, line: 1083, type: !474, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubroutineType(types: !475)
!475 = !{!215, !444}
!476 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !102, file: !32, line: 1105, type: !468, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !102, file: !32, line: 1121, type: !478, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DISubroutineType(types: !479)
!479 = !{!480, !369, !31}
!480 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !102, file: !32, line: 451, baseType: !481, flags: DIFlagPublic)
!481 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !115, file: !113, line: 62, baseType: !482)
!482 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !483, size: 64)
!483 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !115, file: !113, line: 56, baseType: !484)
!484 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !118, file: !119, line: 417, baseType: !39)
!485 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !102, file: !32, line: 1140, type: !486, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DISubroutineType(types: !487)
!487 = !{!488, !444, !31}
!488 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !102, file: !32, line: 452, baseType: !489, flags: DIFlagPublic)
!489 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !115, file: !113, line: 63, baseType: !490)
!490 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !491, size: 64)
!491 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !483)
!492 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !102, file: !32, line: 1150, type: !493, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !444, !31}
!495 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !102, file: !32, line: 1173, type: !478, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !102, file: !32, line: 1192, type: !486, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !102, file: !32, line: 1204, type: !498, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubroutineType(types: !499)
!499 = !{!480, !369}
!500 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !102, file: !32, line: 1216, type: !501, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!501 = !DISubroutineType(types: !502)
!502 = !{!488, !444}
!503 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !102, file: !32, line: 1228, type: !498, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !102, file: !32, line: 1240, type: !501, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!505 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !102, file: !32, line: 1255, type: !506, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!38, !369}
!508 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !102, file: !32, line: 1260, type: !509, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{!156, !444}
!511 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !102, file: !32, line: 1276, type: !512, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubroutineType(types: !513)
!513 = !{null, !369, !382}
!514 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !102, file: !32, line: 1293, type: !515, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{null, !369, !517}
!517 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !384, size: 64)
!518 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !102, file: !32, line: 1317, type: !367, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !102, file: !32, line: 1357, type: !520, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubroutineType(types: !521)
!521 = !{!438, !369, !442, !382}
!522 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !102, file: !32, line: 1388, type: !523, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DISubroutineType(types: !524)
!524 = !{!438, !369, !442, !517}
!525 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !102, file: !32, line: 1406, type: !526, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubroutineType(types: !527)
!527 = !{!438, !369, !442, !416}
!528 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !102, file: !32, line: 1432, type: !529, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!438, !369, !442, !31, !382}
!531 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !102, file: !32, line: 1529, type: !532, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!438, !369, !442}
!534 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !102, file: !32, line: 1557, type: !535, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!535 = !DISubroutineType(types: !536)
!536 = !{!438, !369, !442, !442}
!537 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !102, file: !32, line: 1581, type: !538, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !369, !422}
!540 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !102, file: !32, line: 1600, type: !367, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !102, file: !32, line: 1699, type: !430, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !102, file: !32, line: 1710, type: !468, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !102, file: !32, line: 1757, type: !430, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!544 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !102, file: !32, line: 1801, type: !545, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !369, !438, !31, !382}
!547 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !102, file: !32, line: 1807, type: !468, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !102, file: !32, line: 1811, type: !549, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubroutineType(types: !550)
!550 = !{!215, !369}
!551 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !102, file: !32, line: 1873, type: !523, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !102, file: !32, line: 1884, type: !523, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!553 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !102, file: !32, line: 1891, type: !554, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubroutineType(types: !555)
!555 = !{!556, !444, !31, !557}
!556 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !102, file: !32, line: 458, baseType: !33, flags: DIFlagPublic)
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!558 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !102, file: !32, line: 1902, type: !559, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!559 = !DISubroutineType(types: !560)
!560 = !{!556, !31, !373}
!561 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !102, file: !32, line: 1911, type: !562, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!562 = !DISubroutineType(types: !563)
!563 = !{!556, !564}
!564 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !565, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !359)
!566 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !102, file: !32, line: 1928, type: !567, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubroutineType(types: !568)
!568 = !{null, !369, !357}
!569 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !102, file: !32, line: 1941, type: !570, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!570 = !DISubroutineType(types: !571)
!571 = !{!438, !369, !438}
!572 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !102, file: !32, line: 1945, type: !573, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!573 = !DISubroutineType(types: !574)
!574 = !{!438, !369, !438, !438}
!575 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !102, file: !32, line: 1954, type: !576, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DISubroutineType(types: !577)
!577 = !{null, !369, !393, !321}
!578 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !102, file: !32, line: 1966, type: !579, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DISubroutineType(types: !580)
!580 = !{null, !369, !393, !340}
!581 = !{!172, !582}
!582 = !DITemplateTypeParameter(name: "_Alloc", type: !127, defaulted: true)
!583 = !{!0, !8, !13, !18, !584, !590, !595, !23, !600}
!584 = !DIGlobalVariableExpression(var: !585, expr: !DIExpression())
!585 = distinct !DIGlobalVariable(scope: null, file: !586, line: 16, type: !587, isLocal: true, isDefinition: true)
!586 = !DIFile(filename: "./../c/check.h", directory: "/work/main/tests/cpp", checksumkind: CSK_MD5, checksum: "d793bfed4e1cdc8cac5f2f50f90e3441")
!587 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !588)
!588 = !{!589}
!589 = !DISubrange(count: 33)
!590 = !DIGlobalVariableExpression(var: !591, expr: !DIExpression())
!591 = distinct !DIGlobalVariable(scope: null, file: !586, line: 16, type: !592, isLocal: true, isDefinition: true)
!592 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !593)
!593 = !{!594}
!594 = !DISubrange(count: 3)
!595 = !DIGlobalVariableExpression(var: !596, expr: !DIExpression())
!596 = distinct !DIGlobalVariable(scope: null, file: !586, line: 16, type: !597, isLocal: true, isDefinition: true)
!597 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !598)
!598 = !{!599}
!599 = !DISubrange(count: 5)
!600 = !DIGlobalVariableExpression(var: !601, expr: !DIExpression())
!601 = distinct !DIGlobalVariable(scope: null, file: !602, line: 449, type: !603, isLocal: true, isDefinition: true)
!602 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!603 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !604)
!604 = !{!605}
!605 = !DISubrange(count: 26)
!606 = !{!607, !613, !619, !621, !623, !627, !629, !631, !633, !635, !637, !639, !641, !646, !650, !652, !654, !658, !660, !662, !664, !666, !668, !670, !673, !676, !678, !682, !687, !689, !691, !693, !695, !697, !699, !701, !703, !705, !707, !711, !715, !717, !719, !721, !723, !725, !727, !729, !731, !733, !735, !737, !739, !741, !743, !745, !749, !753, !757, !759, !761, !763, !765, !767, !769, !771, !773, !775, !779, !783, !787, !789, !791, !793, !798, !802, !806, !808, !810, !812, !814, !816, !818, !820, !822, !824, !826, !828, !830, !834, !838, !842, !844, !846, !848, !852, !856, !860, !862, !864, !866, !868, !870, !872, !876, !880, !882, !884, !886, !888, !892, !896, !900, !902, !904, !906, !908, !910, !912, !916, !920, !924, !926, !930, !934, !936, !938, !940, !942, !944, !946, !950, !1009, !1015, !1020, !1024, !1026, !1028, !1030, !1032, !1039, !1044, !1049, !1053, !1057, !1061, !1066, !1070, !1072, !1076, !1082, !1086, !1091, !1093, !1098, !1102, !1106, !1108, !1110, !1114, !1116, !1120, !1122, !1124, !1128, !1132, !1136, !1140, !1144, !1148, !1150, !1162, !1166, !1170, !1174, !1176, !1178, !1182, !1186, !1187, !1188, !1189, !1190, !1191, !1195, !1199, !1216, !1219, !1224, !1231, !1239, !1243, !1250, !1254, !1258, !1260, !1262, !1266, !1272, !1276, !1282, !1288, !1290, !1294, !1298, !1302, !1306, !1310, !1312, !1316, !1320, !1324, !1326, !1330, !1334, !1338, !1340, !1342, !1346, !1354, !1358, !1362, !1366, !1368, !1374, !1376, !1382, !1386, !1390, !1394, !1398, !1402, !1406, !1408, !1410, !1414, !1418, !1422, !1424, !1428, !1432, !1434, !1436, !1440, !1444, !1448, !1453, !1454, !1455, !1456, !1457, !1458, !1459, !1460, !1461, !1462, !1463, !1468, !1472, !1475, !1478, !1481, !1483, !1485, !1487, !1490, !1493, !1496, !1499, !1502, !1504, !1509, !1512, !1515, !1518, !1520, !1522, !1524, !1526, !1529, !1532, !1535, !1538, !1541, !1543, !1547, !1551, !1556, !1560, !1562, !1564, !1566, !1568, !1570, !1572, !1574, !1576, !1578, !1580, !1582, !1584, !1586, !1590, !1596, !1600, !1604, !1609, !1611, !1614, !1616, !1620, !1629, !1631, !1635, !1639, !1643, !1647, !1651, !1655, !1659, !1663, !1667, !1671, !1675, !1677, !1679, !1683, !1687, !1693, !1697, !1701, !1703, !1707, !1711, !1717, !1719, !1723, !1727, !1731, !1735, !1739, !1743, !1747, !1748, !1749, !1750, !1752, !1753, !1754, !1755, !1756, !1757, !1758, !1764}
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !608, file: !612, line: 52)
!608 = !DISubprogram(name: "abs", scope: !609, file: !609, line: 861, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!610 = !DISubroutineType(types: !611)
!611 = !{!79, !79}
!612 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !614, file: !618, line: 83)
!614 = !DISubprogram(name: "acos", scope: !615, file: !615, line: 53, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!616 = !DISubroutineType(types: !617)
!617 = !{!39, !39}
!618 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cmath", directory: "")
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !620, file: !618, line: 102)
!620 = !DISubprogram(name: "asin", scope: !615, file: !615, line: 55, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !622, file: !618, line: 121)
!622 = !DISubprogram(name: "atan", scope: !615, file: !615, line: 57, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !624, file: !618, line: 140)
!624 = !DISubprogram(name: "atan2", scope: !615, file: !615, line: 59, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DISubroutineType(types: !626)
!626 = !{!39, !39, !39}
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !628, file: !618, line: 161)
!628 = !DISubprogram(name: "ceil", scope: !615, file: !615, line: 159, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !630, file: !618, line: 180)
!630 = !DISubprogram(name: "cos", scope: !615, file: !615, line: 62, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !632, file: !618, line: 199)
!632 = !DISubprogram(name: "cosh", scope: !615, file: !615, line: 71, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !634, file: !618, line: 218)
!634 = !DISubprogram(name: "exp", scope: !615, file: !615, line: 95, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !636, file: !618, line: 237)
!636 = !DISubprogram(name: "fabs", scope: !615, file: !615, line: 162, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !638, file: !618, line: 256)
!638 = !DISubprogram(name: "floor", scope: !615, file: !615, line: 165, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !640, file: !618, line: 275)
!640 = !DISubprogram(name: "fmod", scope: !615, file: !615, line: 168, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !642, file: !618, line: 296)
!642 = !DISubprogram(name: "frexp", scope: !615, file: !615, line: 98, type: !643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DISubroutineType(types: !644)
!644 = !{!39, !39, !645}
!645 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !647, file: !618, line: 315)
!647 = !DISubprogram(name: "ldexp", scope: !615, file: !615, line: 101, type: !648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DISubroutineType(types: !649)
!649 = !{!39, !39, !79}
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !651, file: !618, line: 334)
!651 = !DISubprogram(name: "log", scope: !615, file: !615, line: 104, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !653, file: !618, line: 353)
!653 = !DISubprogram(name: "log10", scope: !615, file: !615, line: 107, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !655, file: !618, line: 372)
!655 = !DISubprogram(name: "modf", scope: !615, file: !615, line: 110, type: !656, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DISubroutineType(types: !657)
!657 = !{!39, !39, !38}
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !659, file: !618, line: 384)
!659 = !DISubprogram(name: "pow", scope: !615, file: !615, line: 140, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !661, file: !618, line: 421)
!661 = !DISubprogram(name: "sin", scope: !615, file: !615, line: 64, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !663, file: !618, line: 440)
!663 = !DISubprogram(name: "sinh", scope: !615, file: !615, line: 73, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !665, file: !618, line: 459)
!665 = !DISubprogram(name: "sqrt", scope: !615, file: !615, line: 143, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !667, file: !618, line: 478)
!667 = !DISubprogram(name: "tan", scope: !615, file: !615, line: 66, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !669, file: !618, line: 497)
!669 = !DISubprogram(name: "tanh", scope: !615, file: !615, line: 75, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !671, file: !618, line: 1065)
!671 = !DIDerivedType(tag: DW_TAG_typedef, name: "double_t", file: !672, line: 164, baseType: !39)
!672 = !DIFile(filename: "/usr/include/math.h", directory: "", checksumkind: CSK_MD5, checksum: "6109561044b2929616a1559ec58c6c55")
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !674, file: !618, line: 1066)
!674 = !DIDerivedType(tag: DW_TAG_typedef, name: "float_t", file: !672, line: 163, baseType: !675)
!675 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !677, file: !618, line: 1069)
!677 = !DISubprogram(name: "acosh", scope: !615, file: !615, line: 85, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !679, file: !618, line: 1070)
!679 = !DISubprogram(name: "acoshf", scope: !615, file: !615, line: 85, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DISubroutineType(types: !681)
!681 = !{!675, !675}
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !683, file: !618, line: 1071)
!683 = !DISubprogram(name: "acoshl", scope: !615, file: !615, line: 85, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DISubroutineType(types: !685)
!685 = !{!686, !686}
!686 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !688, file: !618, line: 1073)
!688 = !DISubprogram(name: "asinh", scope: !615, file: !615, line: 87, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !690, file: !618, line: 1074)
!690 = !DISubprogram(name: "asinhf", scope: !615, file: !615, line: 87, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !692, file: !618, line: 1075)
!692 = !DISubprogram(name: "asinhl", scope: !615, file: !615, line: 87, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !694, file: !618, line: 1077)
!694 = !DISubprogram(name: "atanh", scope: !615, file: !615, line: 89, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !696, file: !618, line: 1078)
!696 = !DISubprogram(name: "atanhf", scope: !615, file: !615, line: 89, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !698, file: !618, line: 1079)
!698 = !DISubprogram(name: "atanhl", scope: !615, file: !615, line: 89, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !700, file: !618, line: 1081)
!700 = !DISubprogram(name: "cbrt", scope: !615, file: !615, line: 152, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !702, file: !618, line: 1082)
!702 = !DISubprogram(name: "cbrtf", scope: !615, file: !615, line: 152, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !704, file: !618, line: 1083)
!704 = !DISubprogram(name: "cbrtl", scope: !615, file: !615, line: 152, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !706, file: !618, line: 1085)
!706 = !DISubprogram(name: "copysign", scope: !615, file: !615, line: 198, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !708, file: !618, line: 1086)
!708 = !DISubprogram(name: "copysignf", scope: !615, file: !615, line: 198, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DISubroutineType(types: !710)
!710 = !{!675, !675, !675}
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !712, file: !618, line: 1087)
!712 = !DISubprogram(name: "copysignl", scope: !615, file: !615, line: 198, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{!686, !686, !686}
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !716, file: !618, line: 1089)
!716 = !DISubprogram(name: "erf", scope: !615, file: !615, line: 231, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !718, file: !618, line: 1090)
!718 = !DISubprogram(name: "erff", scope: !615, file: !615, line: 231, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !720, file: !618, line: 1091)
!720 = !DISubprogram(name: "erfl", scope: !615, file: !615, line: 231, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !722, file: !618, line: 1093)
!722 = !DISubprogram(name: "erfc", scope: !615, file: !615, line: 232, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !724, file: !618, line: 1094)
!724 = !DISubprogram(name: "erfcf", scope: !615, file: !615, line: 232, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !726, file: !618, line: 1095)
!726 = !DISubprogram(name: "erfcl", scope: !615, file: !615, line: 232, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !728, file: !618, line: 1097)
!728 = !DISubprogram(name: "exp2", scope: !615, file: !615, line: 130, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !730, file: !618, line: 1098)
!730 = !DISubprogram(name: "exp2f", scope: !615, file: !615, line: 130, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !732, file: !618, line: 1099)
!732 = !DISubprogram(name: "exp2l", scope: !615, file: !615, line: 130, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !734, file: !618, line: 1101)
!734 = !DISubprogram(name: "expm1", scope: !615, file: !615, line: 119, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !736, file: !618, line: 1102)
!736 = !DISubprogram(name: "expm1f", scope: !615, file: !615, line: 119, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !738, file: !618, line: 1103)
!738 = !DISubprogram(name: "expm1l", scope: !615, file: !615, line: 119, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !740, file: !618, line: 1105)
!740 = !DISubprogram(name: "fdim", scope: !615, file: !615, line: 329, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !742, file: !618, line: 1106)
!742 = !DISubprogram(name: "fdimf", scope: !615, file: !615, line: 329, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !744, file: !618, line: 1107)
!744 = !DISubprogram(name: "fdiml", scope: !615, file: !615, line: 329, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !746, file: !618, line: 1109)
!746 = !DISubprogram(name: "fma", scope: !615, file: !615, line: 340, type: !747, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DISubroutineType(types: !748)
!748 = !{!39, !39, !39, !39}
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !750, file: !618, line: 1110)
!750 = !DISubprogram(name: "fmaf", scope: !615, file: !615, line: 340, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubroutineType(types: !752)
!752 = !{!675, !675, !675, !675}
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !754, file: !618, line: 1111)
!754 = !DISubprogram(name: "fmal", scope: !615, file: !615, line: 340, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{!686, !686, !686, !686}
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !758, file: !618, line: 1113)
!758 = !DISubprogram(name: "fmax", scope: !615, file: !615, line: 333, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !760, file: !618, line: 1114)
!760 = !DISubprogram(name: "fmaxf", scope: !615, file: !615, line: 333, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !762, file: !618, line: 1115)
!762 = !DISubprogram(name: "fmaxl", scope: !615, file: !615, line: 333, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !764, file: !618, line: 1117)
!764 = !DISubprogram(name: "fmin", scope: !615, file: !615, line: 336, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !766, file: !618, line: 1118)
!766 = !DISubprogram(name: "fminf", scope: !615, file: !615, line: 336, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !768, file: !618, line: 1119)
!768 = !DISubprogram(name: "fminl", scope: !615, file: !615, line: 336, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !770, file: !618, line: 1121)
!770 = !DISubprogram(name: "hypot", scope: !615, file: !615, line: 147, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !772, file: !618, line: 1122)
!772 = !DISubprogram(name: "hypotf", scope: !615, file: !615, line: 147, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!773 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !774, file: !618, line: 1123)
!774 = !DISubprogram(name: "hypotl", scope: !615, file: !615, line: 147, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !776, file: !618, line: 1125)
!776 = !DISubprogram(name: "ilogb", scope: !615, file: !615, line: 283, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{!79, !39}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !780, file: !618, line: 1126)
!780 = !DISubprogram(name: "ilogbf", scope: !615, file: !615, line: 283, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!79, !675}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !784, file: !618, line: 1127)
!784 = !DISubprogram(name: "ilogbl", scope: !615, file: !615, line: 283, type: !785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{!79, !686}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !788, file: !618, line: 1129)
!788 = !DISubprogram(name: "lgamma", scope: !615, file: !615, line: 233, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !790, file: !618, line: 1130)
!790 = !DISubprogram(name: "lgammaf", scope: !615, file: !615, line: 233, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !792, file: !618, line: 1131)
!792 = !DISubprogram(name: "lgammal", scope: !615, file: !615, line: 233, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !794, file: !618, line: 1134)
!794 = !DISubprogram(name: "llrint", scope: !615, file: !615, line: 319, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!795 = !DISubroutineType(types: !796)
!796 = !{!797, !39}
!797 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !799, file: !618, line: 1135)
!799 = !DISubprogram(name: "llrintf", scope: !615, file: !615, line: 319, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{!797, !675}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !803, file: !618, line: 1136)
!803 = !DISubprogram(name: "llrintl", scope: !615, file: !615, line: 319, type: !804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!804 = !DISubroutineType(types: !805)
!805 = !{!797, !686}
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !807, file: !618, line: 1138)
!807 = !DISubprogram(name: "llround", scope: !615, file: !615, line: 325, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !809, file: !618, line: 1139)
!809 = !DISubprogram(name: "llroundf", scope: !615, file: !615, line: 325, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !811, file: !618, line: 1140)
!811 = !DISubprogram(name: "llroundl", scope: !615, file: !615, line: 325, type: !804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !813, file: !618, line: 1143)
!813 = !DISubprogram(name: "log1p", scope: !615, file: !615, line: 122, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !815, file: !618, line: 1144)
!815 = !DISubprogram(name: "log1pf", scope: !615, file: !615, line: 122, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !817, file: !618, line: 1145)
!817 = !DISubprogram(name: "log1pl", scope: !615, file: !615, line: 122, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !819, file: !618, line: 1147)
!819 = !DISubprogram(name: "log2", scope: !615, file: !615, line: 133, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !821, file: !618, line: 1148)
!821 = !DISubprogram(name: "log2f", scope: !615, file: !615, line: 133, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !823, file: !618, line: 1149)
!823 = !DISubprogram(name: "log2l", scope: !615, file: !615, line: 133, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !825, file: !618, line: 1151)
!825 = !DISubprogram(name: "logb", scope: !615, file: !615, line: 125, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !827, file: !618, line: 1152)
!827 = !DISubprogram(name: "logbf", scope: !615, file: !615, line: 125, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !829, file: !618, line: 1153)
!829 = !DISubprogram(name: "logbl", scope: !615, file: !615, line: 125, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !831, file: !618, line: 1155)
!831 = !DISubprogram(name: "lrint", scope: !615, file: !615, line: 317, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubroutineType(types: !833)
!833 = !{!88, !39}
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !835, file: !618, line: 1156)
!835 = !DISubprogram(name: "lrintf", scope: !615, file: !615, line: 317, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!88, !675}
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !839, file: !618, line: 1157)
!839 = !DISubprogram(name: "lrintl", scope: !615, file: !615, line: 317, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{!88, !686}
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !843, file: !618, line: 1159)
!843 = !DISubprogram(name: "lround", scope: !615, file: !615, line: 323, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !845, file: !618, line: 1160)
!845 = !DISubprogram(name: "lroundf", scope: !615, file: !615, line: 323, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !847, file: !618, line: 1161)
!847 = !DISubprogram(name: "lroundl", scope: !615, file: !615, line: 323, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !849, file: !618, line: 1163)
!849 = !DISubprogram(name: "nan", scope: !615, file: !615, line: 203, type: !850, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!850 = !DISubroutineType(types: !851)
!851 = !{!39, !557}
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !853, file: !618, line: 1164)
!853 = !DISubprogram(name: "nanf", scope: !615, file: !615, line: 203, type: !854, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!854 = !DISubroutineType(types: !855)
!855 = !{!675, !557}
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !857, file: !618, line: 1165)
!857 = !DISubprogram(name: "nanl", scope: !615, file: !615, line: 203, type: !858, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!858 = !DISubroutineType(types: !859)
!859 = !{!686, !557}
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !861, file: !618, line: 1167)
!861 = !DISubprogram(name: "nearbyint", scope: !615, file: !615, line: 297, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !863, file: !618, line: 1168)
!863 = !DISubprogram(name: "nearbyintf", scope: !615, file: !615, line: 297, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !865, file: !618, line: 1169)
!865 = !DISubprogram(name: "nearbyintl", scope: !615, file: !615, line: 297, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !867, file: !618, line: 1171)
!867 = !DISubprogram(name: "nextafter", scope: !615, file: !615, line: 262, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !869, file: !618, line: 1172)
!869 = !DISubprogram(name: "nextafterf", scope: !615, file: !615, line: 262, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !871, file: !618, line: 1173)
!871 = !DISubprogram(name: "nextafterl", scope: !615, file: !615, line: 262, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !873, file: !618, line: 1175)
!873 = !DISubprogram(name: "nexttoward", scope: !615, file: !615, line: 264, type: !874, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!874 = !DISubroutineType(types: !875)
!875 = !{!39, !39, !686}
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !877, file: !618, line: 1176)
!877 = !DISubprogram(name: "nexttowardf", scope: !615, file: !615, line: 264, type: !878, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!878 = !DISubroutineType(types: !879)
!879 = !{!675, !675, !686}
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !881, file: !618, line: 1177)
!881 = !DISubprogram(name: "nexttowardl", scope: !615, file: !615, line: 264, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !883, file: !618, line: 1179)
!883 = !DISubprogram(name: "remainder", scope: !615, file: !615, line: 275, type: !625, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !885, file: !618, line: 1180)
!885 = !DISubprogram(name: "remainderf", scope: !615, file: !615, line: 275, type: !709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !887, file: !618, line: 1181)
!887 = !DISubprogram(name: "remainderl", scope: !615, file: !615, line: 275, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !889, file: !618, line: 1183)
!889 = !DISubprogram(name: "remquo", scope: !615, file: !615, line: 310, type: !890, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!890 = !DISubroutineType(types: !891)
!891 = !{!39, !39, !39, !645}
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !893, file: !618, line: 1184)
!893 = !DISubprogram(name: "remquof", scope: !615, file: !615, line: 310, type: !894, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!894 = !DISubroutineType(types: !895)
!895 = !{!675, !675, !675, !645}
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !897, file: !618, line: 1185)
!897 = !DISubprogram(name: "remquol", scope: !615, file: !615, line: 310, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{!686, !686, !686, !645}
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !901, file: !618, line: 1187)
!901 = !DISubprogram(name: "rint", scope: !615, file: !615, line: 259, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!902 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !903, file: !618, line: 1188)
!903 = !DISubprogram(name: "rintf", scope: !615, file: !615, line: 259, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !905, file: !618, line: 1189)
!905 = !DISubprogram(name: "rintl", scope: !615, file: !615, line: 259, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !907, file: !618, line: 1191)
!907 = !DISubprogram(name: "round", scope: !615, file: !615, line: 301, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !909, file: !618, line: 1192)
!909 = !DISubprogram(name: "roundf", scope: !615, file: !615, line: 301, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!910 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !911, file: !618, line: 1193)
!911 = !DISubprogram(name: "roundl", scope: !615, file: !615, line: 301, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!912 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !913, file: !618, line: 1195)
!913 = !DISubprogram(name: "scalbln", scope: !615, file: !615, line: 293, type: !914, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!914 = !DISubroutineType(types: !915)
!915 = !{!39, !39, !88}
!916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !917, file: !618, line: 1196)
!917 = !DISubprogram(name: "scalblnf", scope: !615, file: !615, line: 293, type: !918, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!918 = !DISubroutineType(types: !919)
!919 = !{!675, !675, !88}
!920 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !921, file: !618, line: 1197)
!921 = !DISubprogram(name: "scalblnl", scope: !615, file: !615, line: 293, type: !922, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!922 = !DISubroutineType(types: !923)
!923 = !{!686, !686, !88}
!924 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !925, file: !618, line: 1199)
!925 = !DISubprogram(name: "scalbn", scope: !615, file: !615, line: 279, type: !648, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !927, file: !618, line: 1200)
!927 = !DISubprogram(name: "scalbnf", scope: !615, file: !615, line: 279, type: !928, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!928 = !DISubroutineType(types: !929)
!929 = !{!675, !675, !79}
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !931, file: !618, line: 1201)
!931 = !DISubprogram(name: "scalbnl", scope: !615, file: !615, line: 279, type: !932, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!932 = !DISubroutineType(types: !933)
!933 = !{!686, !686, !79}
!934 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !935, file: !618, line: 1203)
!935 = !DISubprogram(name: "tgamma", scope: !615, file: !615, line: 238, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !937, file: !618, line: 1204)
!937 = !DISubprogram(name: "tgammaf", scope: !615, file: !615, line: 238, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!938 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !939, file: !618, line: 1205)
!939 = !DISubprogram(name: "tgammal", scope: !615, file: !615, line: 238, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !941, file: !618, line: 1207)
!941 = !DISubprogram(name: "trunc", scope: !615, file: !615, line: 305, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !943, file: !618, line: 1208)
!943 = !DISubprogram(name: "truncf", scope: !615, file: !615, line: 305, type: !680, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !945, file: !618, line: 1209)
!945 = !DISubprogram(name: "truncl", scope: !615, file: !615, line: 305, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!946 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !947, entity: !948, file: !949, line: 58)
!947 = !DINamespace(name: "__gnu_debug", scope: null)
!948 = !DINamespace(name: "__debug", scope: !29)
!949 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !951, file: !1008, line: 98)
!951 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !952, line: 7, baseType: !953)
!952 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!953 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !954, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !955, identifier: "_ZTS8_IO_FILE")
!954 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!955 = !{!956, !957, !959, !960, !961, !962, !963, !964, !965, !966, !967, !968, !969, !972, !974, !975, !976, !979, !981, !983, !987, !990, !992, !995, !998, !999, !1000, !1003, !1004}
!956 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !953, file: !954, line: 51, baseType: !79, size: 32)
!957 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !953, file: !954, line: 54, baseType: !958, size: 64, offset: 64)
!958 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!959 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !953, file: !954, line: 55, baseType: !958, size: 64, offset: 128)
!960 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !953, file: !954, line: 56, baseType: !958, size: 64, offset: 192)
!961 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !953, file: !954, line: 57, baseType: !958, size: 64, offset: 256)
!962 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !953, file: !954, line: 58, baseType: !958, size: 64, offset: 320)
!963 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !953, file: !954, line: 59, baseType: !958, size: 64, offset: 384)
!964 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !953, file: !954, line: 60, baseType: !958, size: 64, offset: 448)
!965 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !953, file: !954, line: 61, baseType: !958, size: 64, offset: 512)
!966 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !953, file: !954, line: 64, baseType: !958, size: 64, offset: 576)
!967 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !953, file: !954, line: 65, baseType: !958, size: 64, offset: 640)
!968 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !953, file: !954, line: 66, baseType: !958, size: 64, offset: 704)
!969 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !953, file: !954, line: 68, baseType: !970, size: 64, offset: 768)
!970 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !971, size: 64)
!971 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !954, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!972 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !953, file: !954, line: 70, baseType: !973, size: 64, offset: 832)
!973 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !953, size: 64)
!974 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !953, file: !954, line: 72, baseType: !79, size: 32, offset: 896)
!975 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !953, file: !954, line: 73, baseType: !79, size: 32, offset: 928)
!976 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !953, file: !954, line: 74, baseType: !977, size: 64, offset: 960)
!977 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !978, line: 152, baseType: !88)
!978 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!979 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !953, file: !954, line: 77, baseType: !980, size: 16, offset: 1024)
!980 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!981 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !953, file: !954, line: 78, baseType: !982, size: 8, offset: 1040)
!982 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!983 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !953, file: !954, line: 79, baseType: !984, size: 8, offset: 1048)
!984 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !985)
!985 = !{!986}
!986 = !DISubrange(count: 1)
!987 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !953, file: !954, line: 81, baseType: !988, size: 64, offset: 1088)
!988 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !989, size: 64)
!989 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !954, line: 43, baseType: null)
!990 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !953, file: !954, line: 89, baseType: !991, size: 64, offset: 1152)
!991 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !978, line: 153, baseType: !88)
!992 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !953, file: !954, line: 91, baseType: !993, size: 64, offset: 1216)
!993 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !994, size: 64)
!994 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !954, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!995 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !953, file: !954, line: 92, baseType: !996, size: 64, offset: 1280)
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !997, size: 64)
!997 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !954, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!998 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !953, file: !954, line: 93, baseType: !973, size: 64, offset: 1344)
!999 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !953, file: !954, line: 94, baseType: !30, size: 64, offset: 1408)
!1000 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !953, file: !954, line: 95, baseType: !1001, size: 64, offset: 1472)
!1001 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1002, line: 18, baseType: !35)
!1002 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1003 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !953, file: !954, line: 96, baseType: !79, size: 32, offset: 1536)
!1004 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !953, file: !954, line: 98, baseType: !1005, size: 160, offset: 1568)
!1005 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160, elements: !1006)
!1006 = !{!1007}
!1007 = !DISubrange(count: 20)
!1008 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!1009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1010, file: !1008, line: 99)
!1010 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1011, line: 84, baseType: !1012)
!1011 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1012 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1013, line: 14, baseType: !1014)
!1013 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1014 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1013, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1015 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1016, file: !1008, line: 101)
!1016 = !DISubprogram(name: "clearerr", scope: !1011, file: !1011, line: 786, type: !1017, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{null, !1019}
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !951, size: 64)
!1020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1021, file: !1008, line: 102)
!1021 = !DISubprogram(name: "fclose", scope: !1011, file: !1011, line: 178, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!79, !1019}
!1024 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1025, file: !1008, line: 103)
!1025 = !DISubprogram(name: "feof", scope: !1011, file: !1011, line: 788, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1026 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1027, file: !1008, line: 104)
!1027 = !DISubprogram(name: "ferror", scope: !1011, file: !1011, line: 790, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1028 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1029, file: !1008, line: 105)
!1029 = !DISubprogram(name: "fflush", scope: !1011, file: !1011, line: 230, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1030 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1031, file: !1008, line: 106)
!1031 = !DISubprogram(name: "fgetc", scope: !1011, file: !1011, line: 513, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1032 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1033, file: !1008, line: 107)
!1033 = !DISubprogram(name: "fgetpos", scope: !1011, file: !1011, line: 760, type: !1034, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1034 = !DISubroutineType(types: !1035)
!1035 = !{!79, !1036, !1037}
!1036 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1019)
!1037 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1038)
!1038 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1010, size: 64)
!1039 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1040, file: !1008, line: 108)
!1040 = !DISubprogram(name: "fgets", scope: !1011, file: !1011, line: 592, type: !1041, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!958, !1043, !79, !1036}
!1043 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !958)
!1044 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1045, file: !1008, line: 109)
!1045 = !DISubprogram(name: "fopen", scope: !1011, file: !1011, line: 258, type: !1046, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!1019, !1048, !1048}
!1048 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !557)
!1049 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1050, file: !1008, line: 110)
!1050 = !DISubprogram(name: "fprintf", scope: !1011, file: !1011, line: 350, type: !1051, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1051 = !DISubroutineType(types: !1052)
!1052 = !{!79, !1036, !1048, null}
!1053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1054, file: !1008, line: 111)
!1054 = !DISubprogram(name: "fputc", scope: !1011, file: !1011, line: 549, type: !1055, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!79, !79, !1019}
!1057 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1058, file: !1008, line: 112)
!1058 = !DISubprogram(name: "fputs", scope: !1011, file: !1011, line: 655, type: !1059, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1059 = !DISubroutineType(types: !1060)
!1060 = !{!79, !1048, !1036}
!1061 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1062, file: !1008, line: 113)
!1062 = !DISubprogram(name: "fread", scope: !1011, file: !1011, line: 675, type: !1063, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1063 = !DISubroutineType(types: !1064)
!1064 = !{!1001, !1065, !1001, !1001, !1036}
!1065 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !30)
!1066 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1067, file: !1008, line: 114)
!1067 = !DISubprogram(name: "freopen", scope: !1011, file: !1011, line: 265, type: !1068, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!1019, !1048, !1048, !1036}
!1070 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1071, file: !1008, line: 115)
!1071 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1011, file: !1011, line: 434, type: !1051, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1072 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1073, file: !1008, line: 116)
!1073 = !DISubprogram(name: "fseek", scope: !1011, file: !1011, line: 713, type: !1074, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1074 = !DISubroutineType(types: !1075)
!1075 = !{!79, !1019, !88, !79}
!1076 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1077, file: !1008, line: 117)
!1077 = !DISubprogram(name: "fsetpos", scope: !1011, file: !1011, line: 765, type: !1078, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1078 = !DISubroutineType(types: !1079)
!1079 = !{!79, !1019, !1080}
!1080 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1081, size: 64)
!1081 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1010)
!1082 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1083, file: !1008, line: 118)
!1083 = !DISubprogram(name: "ftell", scope: !1011, file: !1011, line: 718, type: !1084, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1084 = !DISubroutineType(types: !1085)
!1085 = !{!88, !1019}
!1086 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1087, file: !1008, line: 119)
!1087 = !DISubprogram(name: "fwrite", scope: !1011, file: !1011, line: 681, type: !1088, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{!1001, !1090, !1001, !1001, !1036}
!1090 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!1091 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1092, file: !1008, line: 120)
!1092 = !DISubprogram(name: "getc", scope: !1011, file: !1011, line: 514, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1093 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1094, file: !1008, line: 121)
!1094 = !DISubprogram(name: "getchar", scope: !1095, file: !1095, line: 47, type: !1096, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1095 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!1096 = !DISubroutineType(types: !1097)
!1097 = !{!79}
!1098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1099, file: !1008, line: 126)
!1099 = !DISubprogram(name: "perror", scope: !1011, file: !1011, line: 804, type: !1100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1100 = !DISubroutineType(types: !1101)
!1101 = !{null, !557}
!1102 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1103, file: !1008, line: 127)
!1103 = !DISubprogram(name: "printf", scope: !1011, file: !1011, line: 356, type: !1104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1104 = !DISubroutineType(types: !1105)
!1105 = !{!79, !1048, null}
!1106 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1107, file: !1008, line: 128)
!1107 = !DISubprogram(name: "putc", scope: !1011, file: !1011, line: 550, type: !1055, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1109, file: !1008, line: 129)
!1109 = !DISubprogram(name: "putchar", scope: !1095, file: !1095, line: 82, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1111, file: !1008, line: 130)
!1111 = !DISubprogram(name: "puts", scope: !1011, file: !1011, line: 661, type: !1112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!79, !557}
!1114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1115, file: !1008, line: 131)
!1115 = !DISubprogram(name: "remove", scope: !1011, file: !1011, line: 152, type: !1112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1117, file: !1008, line: 132)
!1117 = !DISubprogram(name: "rename", scope: !1011, file: !1011, line: 154, type: !1118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1118 = !DISubroutineType(types: !1119)
!1119 = !{!79, !557, !557}
!1120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1121, file: !1008, line: 133)
!1121 = !DISubprogram(name: "rewind", scope: !1011, file: !1011, line: 723, type: !1017, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1123, file: !1008, line: 134)
!1123 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1011, file: !1011, line: 437, type: !1104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1125, file: !1008, line: 135)
!1125 = !DISubprogram(name: "setbuf", scope: !1011, file: !1011, line: 328, type: !1126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1126 = !DISubroutineType(types: !1127)
!1127 = !{null, !1036, !1043}
!1128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1129, file: !1008, line: 136)
!1129 = !DISubprogram(name: "setvbuf", scope: !1011, file: !1011, line: 332, type: !1130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1130 = !DISubroutineType(types: !1131)
!1131 = !{!79, !1036, !1043, !79, !1001}
!1132 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1133, file: !1008, line: 137)
!1133 = !DISubprogram(name: "sprintf", scope: !1011, file: !1011, line: 358, type: !1134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1134 = !DISubroutineType(types: !1135)
!1135 = !{!79, !1043, !1048, null}
!1136 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1137, file: !1008, line: 138)
!1137 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1011, file: !1011, line: 439, type: !1138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1138 = !DISubroutineType(types: !1139)
!1139 = !{!79, !1048, !1048, null}
!1140 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1141, file: !1008, line: 139)
!1141 = !DISubprogram(name: "tmpfile", scope: !1011, file: !1011, line: 188, type: !1142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1142 = !DISubroutineType(types: !1143)
!1143 = !{!1019}
!1144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1145, file: !1008, line: 141)
!1145 = !DISubprogram(name: "tmpnam", scope: !1011, file: !1011, line: 205, type: !1146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1146 = !DISubroutineType(types: !1147)
!1147 = !{!958, !958}
!1148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1149, file: !1008, line: 143)
!1149 = !DISubprogram(name: "ungetc", scope: !1011, file: !1011, line: 668, type: !1055, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1150 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1151, file: !1008, line: 144)
!1151 = !DISubprogram(name: "vfprintf", scope: !1011, file: !1011, line: 365, type: !1152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1152 = !DISubroutineType(types: !1153)
!1153 = !{!79, !1036, !1048, !1154}
!1154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1155, size: 64)
!1155 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !1156, identifier: "_ZTS13__va_list_tag")
!1156 = !{!1157, !1159, !1160, !1161}
!1157 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !1155, file: !2, baseType: !1158, size: 32)
!1158 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1159 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !1155, file: !2, baseType: !1158, size: 32, offset: 32)
!1160 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !1155, file: !2, baseType: !30, size: 64, offset: 64)
!1161 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !1155, file: !2, baseType: !30, size: 64, offset: 128)
!1162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1163, file: !1008, line: 145)
!1163 = !DISubprogram(name: "vprintf", scope: !1095, file: !1095, line: 39, type: !1164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1164 = !DISubroutineType(types: !1165)
!1165 = !{!79, !1048, !1154}
!1166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1167, file: !1008, line: 146)
!1167 = !DISubprogram(name: "vsprintf", scope: !1011, file: !1011, line: 373, type: !1168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1168 = !DISubroutineType(types: !1169)
!1169 = !{!79, !1043, !1048, !1154}
!1170 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1171, file: !1008, line: 175)
!1171 = !DISubprogram(name: "snprintf", scope: !1011, file: !1011, line: 378, type: !1172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1172 = !DISubroutineType(types: !1173)
!1173 = !{!79, !1043, !1001, !1048, null}
!1174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1175, file: !1008, line: 176)
!1175 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1011, file: !1011, line: 479, type: !1152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1177, file: !1008, line: 177)
!1177 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1011, file: !1011, line: 484, type: !1164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1179, file: !1008, line: 178)
!1179 = !DISubprogram(name: "vsnprintf", scope: !1011, file: !1011, line: 382, type: !1180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1180 = !DISubroutineType(types: !1181)
!1181 = !{!79, !1043, !1001, !1048, !1154}
!1182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1183, file: !1008, line: 179)
!1183 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1011, file: !1011, line: 487, type: !1184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1184 = !DISubroutineType(types: !1185)
!1185 = !{!79, !1048, !1048, !1154}
!1186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1171, file: !1008, line: 185)
!1187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1175, file: !1008, line: 186)
!1188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1177, file: !1008, line: 187)
!1189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1179, file: !1008, line: 188)
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1183, file: !1008, line: 189)
!1191 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1192, file: !1193, line: 68)
!1192 = !DICompositeType(tag: DW_TAG_class_type, name: "exception_ptr", scope: !1194, file: !1193, line: 90, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt15__exception_ptr13exception_ptrE")
!1193 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception_ptr.h", directory: "", checksumkind: CSK_MD5, checksum: "e8a32dcadc5d06d341e371fb480b7b44")
!1194 = !DINamespace(name: "__exception_ptr", scope: !29)
!1195 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1194, entity: !1196, file: !1193, line: 84)
!1196 = !DISubprogram(name: "rethrow_exception", linkageName: "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", scope: !29, file: !1193, line: 80, type: !1197, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1197 = !DISubroutineType(types: !1198)
!1198 = !{null, !1192}
!1199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1200, file: !1215, line: 64)
!1200 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1201, line: 6, baseType: !1202)
!1201 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1202 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1203, line: 21, baseType: !1204)
!1203 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1204 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1203, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1205, identifier: "_ZTS11__mbstate_t")
!1205 = !{!1206, !1207}
!1206 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1204, file: !1203, line: 15, baseType: !79, size: 32)
!1207 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1204, file: !1203, line: 20, baseType: !1208, size: 32, offset: 32)
!1208 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1204, file: !1203, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1209, identifier: "_ZTSN11__mbstate_tUt_E")
!1209 = !{!1210, !1211}
!1210 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1208, file: !1203, line: 18, baseType: !1158, size: 32)
!1211 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1208, file: !1203, line: 19, baseType: !1212, size: 32)
!1212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !1213)
!1213 = !{!1214}
!1214 = !DISubrange(count: 4)
!1215 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1217, file: !1215, line: 141)
!1217 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1218, line: 20, baseType: !1158)
!1218 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1219 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1220, file: !1215, line: 143)
!1220 = !DISubprogram(name: "btowc", scope: !1221, file: !1221, line: 319, type: !1222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1221 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1222 = !DISubroutineType(types: !1223)
!1223 = !{!1217, !79}
!1224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1225, file: !1215, line: 144)
!1225 = !DISubprogram(name: "fgetwc", scope: !1221, file: !1221, line: 744, type: !1226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{!1217, !1228}
!1228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1229, size: 64)
!1229 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1230, line: 5, baseType: !953)
!1230 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1231 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1232, file: !1215, line: 145)
!1232 = !DISubprogram(name: "fgetws", scope: !1221, file: !1221, line: 773, type: !1233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1233 = !DISubroutineType(types: !1234)
!1234 = !{!1235, !1237, !79, !1238}
!1235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1236, size: 64)
!1236 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1237 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1235)
!1238 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1228)
!1239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1240, file: !1215, line: 146)
!1240 = !DISubprogram(name: "fputwc", scope: !1221, file: !1221, line: 758, type: !1241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1241 = !DISubroutineType(types: !1242)
!1242 = !{!1217, !1236, !1228}
!1243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1244, file: !1215, line: 147)
!1244 = !DISubprogram(name: "fputws", scope: !1221, file: !1221, line: 780, type: !1245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1245 = !DISubroutineType(types: !1246)
!1246 = !{!79, !1247, !1238}
!1247 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1248)
!1248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1249, size: 64)
!1249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1236)
!1250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1251, file: !1215, line: 148)
!1251 = !DISubprogram(name: "fwide", scope: !1221, file: !1221, line: 588, type: !1252, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1252 = !DISubroutineType(types: !1253)
!1253 = !{!79, !1228, !79}
!1254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1255, file: !1215, line: 149)
!1255 = !DISubprogram(name: "fwprintf", scope: !1221, file: !1221, line: 595, type: !1256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1256 = !DISubroutineType(types: !1257)
!1257 = !{!79, !1238, !1247, null}
!1258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1259, file: !1215, line: 150)
!1259 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1221, file: !1221, line: 657, type: !1256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1261, file: !1215, line: 151)
!1261 = !DISubprogram(name: "getwc", scope: !1221, file: !1221, line: 745, type: !1226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1263, file: !1215, line: 152)
!1263 = !DISubprogram(name: "getwchar", scope: !1221, file: !1221, line: 751, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1264 = !DISubroutineType(types: !1265)
!1265 = !{!1217}
!1266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1267, file: !1215, line: 153)
!1267 = !DISubprogram(name: "mbrlen", scope: !1221, file: !1221, line: 330, type: !1268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1268 = !DISubroutineType(types: !1269)
!1269 = !{!1001, !1048, !1001, !1270}
!1270 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1271)
!1271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1200, size: 64)
!1272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1273, file: !1215, line: 154)
!1273 = !DISubprogram(name: "mbrtowc", scope: !1221, file: !1221, line: 297, type: !1274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1274 = !DISubroutineType(types: !1275)
!1275 = !{!1001, !1237, !1048, !1001, !1270}
!1276 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1277, file: !1215, line: 155)
!1277 = !DISubprogram(name: "mbsinit", scope: !1221, file: !1221, line: 293, type: !1278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1278 = !DISubroutineType(types: !1279)
!1279 = !{!79, !1280}
!1280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1281, size: 64)
!1281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1200)
!1282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1283, file: !1215, line: 156)
!1283 = !DISubprogram(name: "mbsrtowcs", scope: !1221, file: !1221, line: 338, type: !1284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1284 = !DISubroutineType(types: !1285)
!1285 = !{!1001, !1237, !1286, !1001, !1270}
!1286 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1287)
!1287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !557, size: 64)
!1288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1289, file: !1215, line: 157)
!1289 = !DISubprogram(name: "putwc", scope: !1221, file: !1221, line: 759, type: !1241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1291, file: !1215, line: 158)
!1291 = !DISubprogram(name: "putwchar", scope: !1221, file: !1221, line: 765, type: !1292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1292 = !DISubroutineType(types: !1293)
!1293 = !{!1217, !1236}
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1295, file: !1215, line: 160)
!1295 = !DISubprogram(name: "swprintf", scope: !1221, file: !1221, line: 605, type: !1296, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{!79, !1237, !1001, !1247, null}
!1298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1299, file: !1215, line: 162)
!1299 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1221, file: !1221, line: 664, type: !1300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1300 = !DISubroutineType(types: !1301)
!1301 = !{!79, !1247, !1247, null}
!1302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1303, file: !1215, line: 163)
!1303 = !DISubprogram(name: "ungetwc", scope: !1221, file: !1221, line: 788, type: !1304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!1217, !1217, !1228}
!1306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1307, file: !1215, line: 164)
!1307 = !DISubprogram(name: "vfwprintf", scope: !1221, file: !1221, line: 613, type: !1308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!79, !1238, !1247, !1154}
!1310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1311, file: !1215, line: 166)
!1311 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1221, file: !1221, line: 711, type: !1308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1312 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1313, file: !1215, line: 169)
!1313 = !DISubprogram(name: "vswprintf", scope: !1221, file: !1221, line: 626, type: !1314, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1314 = !DISubroutineType(types: !1315)
!1315 = !{!79, !1237, !1001, !1247, !1154}
!1316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1317, file: !1215, line: 172)
!1317 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1221, file: !1221, line: 718, type: !1318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1318 = !DISubroutineType(types: !1319)
!1319 = !{!79, !1247, !1247, !1154}
!1320 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1321, file: !1215, line: 174)
!1321 = !DISubprogram(name: "vwprintf", scope: !1221, file: !1221, line: 621, type: !1322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1322 = !DISubroutineType(types: !1323)
!1323 = !{!79, !1247, !1154}
!1324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1325, file: !1215, line: 176)
!1325 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1221, file: !1221, line: 715, type: !1322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1326 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1327, file: !1215, line: 178)
!1327 = !DISubprogram(name: "wcrtomb", scope: !1221, file: !1221, line: 302, type: !1328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1328 = !DISubroutineType(types: !1329)
!1329 = !{!1001, !1043, !1236, !1270}
!1330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1331, file: !1215, line: 179)
!1331 = !DISubprogram(name: "wcscat", scope: !1221, file: !1221, line: 97, type: !1332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1332 = !DISubroutineType(types: !1333)
!1333 = !{!1235, !1237, !1247}
!1334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1335, file: !1215, line: 180)
!1335 = !DISubprogram(name: "wcscmp", scope: !1221, file: !1221, line: 106, type: !1336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1336 = !DISubroutineType(types: !1337)
!1337 = !{!79, !1248, !1248}
!1338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1339, file: !1215, line: 181)
!1339 = !DISubprogram(name: "wcscoll", scope: !1221, file: !1221, line: 131, type: !1336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1341, file: !1215, line: 182)
!1341 = !DISubprogram(name: "wcscpy", scope: !1221, file: !1221, line: 87, type: !1332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1343, file: !1215, line: 183)
!1343 = !DISubprogram(name: "wcscspn", scope: !1221, file: !1221, line: 188, type: !1344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1344 = !DISubroutineType(types: !1345)
!1345 = !{!1001, !1248, !1248}
!1346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1347, file: !1215, line: 184)
!1347 = !DISubprogram(name: "wcsftime", scope: !1221, file: !1221, line: 852, type: !1348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1348 = !DISubroutineType(types: !1349)
!1349 = !{!1001, !1237, !1001, !1247, !1350}
!1350 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1351)
!1351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1352, size: 64)
!1352 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1353)
!1353 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1221, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1355, file: !1215, line: 185)
!1355 = !DISubprogram(name: "wcslen", scope: !1221, file: !1221, line: 223, type: !1356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1356 = !DISubroutineType(types: !1357)
!1357 = !{!1001, !1248}
!1358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1359, file: !1215, line: 186)
!1359 = !DISubprogram(name: "wcsncat", scope: !1221, file: !1221, line: 101, type: !1360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1360 = !DISubroutineType(types: !1361)
!1361 = !{!1235, !1237, !1247, !1001}
!1362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1363, file: !1215, line: 187)
!1363 = !DISubprogram(name: "wcsncmp", scope: !1221, file: !1221, line: 109, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1364 = !DISubroutineType(types: !1365)
!1365 = !{!79, !1248, !1248, !1001}
!1366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1367, file: !1215, line: 188)
!1367 = !DISubprogram(name: "wcsncpy", scope: !1221, file: !1221, line: 92, type: !1360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1369, file: !1215, line: 189)
!1369 = !DISubprogram(name: "wcsrtombs", scope: !1221, file: !1221, line: 344, type: !1370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1370 = !DISubroutineType(types: !1371)
!1371 = !{!1001, !1043, !1372, !1001, !1270}
!1372 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1373)
!1373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1248, size: 64)
!1374 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1375, file: !1215, line: 190)
!1375 = !DISubprogram(name: "wcsspn", scope: !1221, file: !1221, line: 192, type: !1344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1376 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1377, file: !1215, line: 191)
!1377 = !DISubprogram(name: "wcstod", scope: !1221, file: !1221, line: 378, type: !1378, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1378 = !DISubroutineType(types: !1379)
!1379 = !{!39, !1247, !1380}
!1380 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1381)
!1381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1235, size: 64)
!1382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1383, file: !1215, line: 193)
!1383 = !DISubprogram(name: "wcstof", scope: !1221, file: !1221, line: 383, type: !1384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1384 = !DISubroutineType(types: !1385)
!1385 = !{!675, !1247, !1380}
!1386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1387, file: !1215, line: 195)
!1387 = !DISubprogram(name: "wcstok", scope: !1221, file: !1221, line: 218, type: !1388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1388 = !DISubroutineType(types: !1389)
!1389 = !{!1235, !1237, !1247, !1380}
!1390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1391, file: !1215, line: 196)
!1391 = !DISubprogram(name: "wcstol", scope: !1221, file: !1221, line: 429, type: !1392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1392 = !DISubroutineType(types: !1393)
!1393 = !{!88, !1247, !1380, !79}
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1395, file: !1215, line: 197)
!1395 = !DISubprogram(name: "wcstoul", scope: !1221, file: !1221, line: 434, type: !1396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1396 = !DISubroutineType(types: !1397)
!1397 = !{!35, !1247, !1380, !79}
!1398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1399, file: !1215, line: 198)
!1399 = !DISubprogram(name: "wcsxfrm", scope: !1221, file: !1221, line: 135, type: !1400, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1400 = !DISubroutineType(types: !1401)
!1401 = !{!1001, !1237, !1247, !1001}
!1402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1403, file: !1215, line: 199)
!1403 = !DISubprogram(name: "wctob", scope: !1221, file: !1221, line: 325, type: !1404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1404 = !DISubroutineType(types: !1405)
!1405 = !{!79, !1217}
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1407, file: !1215, line: 200)
!1407 = !DISubprogram(name: "wmemcmp", scope: !1221, file: !1221, line: 259, type: !1364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1409, file: !1215, line: 201)
!1409 = !DISubprogram(name: "wmemcpy", scope: !1221, file: !1221, line: 263, type: !1360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1411, file: !1215, line: 202)
!1411 = !DISubprogram(name: "wmemmove", scope: !1221, file: !1221, line: 268, type: !1412, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1412 = !DISubroutineType(types: !1413)
!1413 = !{!1235, !1235, !1248, !1001}
!1414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1415, file: !1215, line: 203)
!1415 = !DISubprogram(name: "wmemset", scope: !1221, file: !1221, line: 272, type: !1416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1416 = !DISubroutineType(types: !1417)
!1417 = !{!1235, !1235, !1236, !1001}
!1418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1419, file: !1215, line: 204)
!1419 = !DISubprogram(name: "wprintf", scope: !1221, file: !1221, line: 602, type: !1420, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1420 = !DISubroutineType(types: !1421)
!1421 = !{!79, !1247, null}
!1422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1423, file: !1215, line: 205)
!1423 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1221, file: !1221, line: 661, type: !1420, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1425, file: !1215, line: 206)
!1425 = !DISubprogram(name: "wcschr", scope: !1221, file: !1221, line: 165, type: !1426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1426 = !DISubroutineType(types: !1427)
!1427 = !{!1235, !1248, !1236}
!1428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1429, file: !1215, line: 207)
!1429 = !DISubprogram(name: "wcspbrk", scope: !1221, file: !1221, line: 202, type: !1430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1430 = !DISubroutineType(types: !1431)
!1431 = !{!1235, !1248, !1248}
!1432 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1433, file: !1215, line: 208)
!1433 = !DISubprogram(name: "wcsrchr", scope: !1221, file: !1221, line: 175, type: !1426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1435, file: !1215, line: 209)
!1435 = !DISubprogram(name: "wcsstr", scope: !1221, file: !1221, line: 213, type: !1430, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1437, file: !1215, line: 210)
!1437 = !DISubprogram(name: "wmemchr", scope: !1221, file: !1221, line: 254, type: !1438, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1438 = !DISubroutineType(types: !1439)
!1439 = !{!1235, !1248, !1236, !1001}
!1440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1441, file: !1215, line: 251)
!1441 = !DISubprogram(name: "wcstold", scope: !1221, file: !1221, line: 385, type: !1442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1442 = !DISubroutineType(types: !1443)
!1443 = !{!686, !1247, !1380}
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1445, file: !1215, line: 260)
!1445 = !DISubprogram(name: "wcstoll", scope: !1221, file: !1221, line: 442, type: !1446, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1446 = !DISubroutineType(types: !1447)
!1447 = !{!797, !1247, !1380, !79}
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1449, file: !1215, line: 261)
!1449 = !DISubprogram(name: "wcstoull", scope: !1221, file: !1221, line: 449, type: !1450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1450 = !DISubroutineType(types: !1451)
!1451 = !{!1452, !1247, !1380, !79}
!1452 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1453 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1441, file: !1215, line: 267)
!1454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1445, file: !1215, line: 268)
!1455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1449, file: !1215, line: 269)
!1456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1383, file: !1215, line: 283)
!1457 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1311, file: !1215, line: 286)
!1458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1317, file: !1215, line: 289)
!1459 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1325, file: !1215, line: 292)
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1441, file: !1215, line: 296)
!1461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1445, file: !1215, line: 297)
!1462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1449, file: !1215, line: 298)
!1463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1464, file: !1467, line: 47)
!1464 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1465, line: 24, baseType: !1466)
!1465 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1466 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !978, line: 37, baseType: !982)
!1467 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!1468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1469, file: !1467, line: 48)
!1469 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1465, line: 25, baseType: !1470)
!1470 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !978, line: 39, baseType: !1471)
!1471 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1473, file: !1467, line: 49)
!1473 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1465, line: 26, baseType: !1474)
!1474 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !978, line: 41, baseType: !79)
!1475 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1476, file: !1467, line: 50)
!1476 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1465, line: 27, baseType: !1477)
!1477 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !978, line: 44, baseType: !88)
!1478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1479, file: !1467, line: 52)
!1479 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1480, line: 58, baseType: !982)
!1480 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1481 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1482, file: !1467, line: 53)
!1482 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1480, line: 60, baseType: !88)
!1483 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1484, file: !1467, line: 54)
!1484 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1480, line: 61, baseType: !88)
!1485 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1486, file: !1467, line: 55)
!1486 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1480, line: 62, baseType: !88)
!1487 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1488, file: !1467, line: 57)
!1488 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1480, line: 43, baseType: !1489)
!1489 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !978, line: 52, baseType: !1466)
!1490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1491, file: !1467, line: 58)
!1491 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1480, line: 44, baseType: !1492)
!1492 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !978, line: 54, baseType: !1470)
!1493 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1494, file: !1467, line: 59)
!1494 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1480, line: 45, baseType: !1495)
!1495 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !978, line: 56, baseType: !1474)
!1496 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1497, file: !1467, line: 60)
!1497 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1480, line: 46, baseType: !1498)
!1498 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !978, line: 58, baseType: !1477)
!1499 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1500, file: !1467, line: 62)
!1500 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1480, line: 101, baseType: !1501)
!1501 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !978, line: 72, baseType: !88)
!1502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1503, file: !1467, line: 63)
!1503 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1480, line: 87, baseType: !88)
!1504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1505, file: !1467, line: 65)
!1505 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1506, line: 24, baseType: !1507)
!1506 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1507 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !978, line: 38, baseType: !1508)
!1508 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1509 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1510, file: !1467, line: 66)
!1510 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1506, line: 25, baseType: !1511)
!1511 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !978, line: 40, baseType: !980)
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1513, file: !1467, line: 67)
!1513 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1506, line: 26, baseType: !1514)
!1514 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !978, line: 42, baseType: !1158)
!1515 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1516, file: !1467, line: 68)
!1516 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1506, line: 27, baseType: !1517)
!1517 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !978, line: 45, baseType: !35)
!1518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1519, file: !1467, line: 70)
!1519 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1480, line: 71, baseType: !1508)
!1520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1521, file: !1467, line: 71)
!1521 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1480, line: 73, baseType: !35)
!1522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1523, file: !1467, line: 72)
!1523 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1480, line: 74, baseType: !35)
!1524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1525, file: !1467, line: 73)
!1525 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1480, line: 75, baseType: !35)
!1526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1527, file: !1467, line: 75)
!1527 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1480, line: 49, baseType: !1528)
!1528 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !978, line: 53, baseType: !1507)
!1529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1530, file: !1467, line: 76)
!1530 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1480, line: 50, baseType: !1531)
!1531 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !978, line: 55, baseType: !1511)
!1532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1533, file: !1467, line: 77)
!1533 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1480, line: 51, baseType: !1534)
!1534 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !978, line: 57, baseType: !1514)
!1535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1536, file: !1467, line: 78)
!1536 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1480, line: 52, baseType: !1537)
!1537 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !978, line: 59, baseType: !1517)
!1538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1539, file: !1467, line: 80)
!1539 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1480, line: 102, baseType: !1540)
!1540 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !978, line: 73, baseType: !35)
!1541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1542, file: !1467, line: 81)
!1542 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1480, line: 90, baseType: !35)
!1543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1544, file: !1546, line: 53)
!1544 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1545, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1545 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1546 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!1547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1548, file: !1546, line: 54)
!1548 = !DISubprogram(name: "setlocale", scope: !1545, file: !1545, line: 122, type: !1549, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1549 = !DISubroutineType(types: !1550)
!1550 = !{!958, !79, !557}
!1551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1552, file: !1546, line: 55)
!1552 = !DISubprogram(name: "localeconv", scope: !1545, file: !1545, line: 125, type: !1553, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1553 = !DISubroutineType(types: !1554)
!1554 = !{!1555}
!1555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1544, size: 64)
!1556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1557, file: !1559, line: 64)
!1557 = !DISubprogram(name: "isalnum", scope: !1558, file: !1558, line: 108, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1558 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1559 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!1560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1561, file: !1559, line: 65)
!1561 = !DISubprogram(name: "isalpha", scope: !1558, file: !1558, line: 109, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1563, file: !1559, line: 66)
!1563 = !DISubprogram(name: "iscntrl", scope: !1558, file: !1558, line: 110, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1565, file: !1559, line: 67)
!1565 = !DISubprogram(name: "isdigit", scope: !1558, file: !1558, line: 111, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1567, file: !1559, line: 68)
!1567 = !DISubprogram(name: "isgraph", scope: !1558, file: !1558, line: 113, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1569, file: !1559, line: 69)
!1569 = !DISubprogram(name: "islower", scope: !1558, file: !1558, line: 112, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1571, file: !1559, line: 70)
!1571 = !DISubprogram(name: "isprint", scope: !1558, file: !1558, line: 114, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1573, file: !1559, line: 71)
!1573 = !DISubprogram(name: "ispunct", scope: !1558, file: !1558, line: 115, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1574 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1575, file: !1559, line: 72)
!1575 = !DISubprogram(name: "isspace", scope: !1558, file: !1558, line: 116, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1577, file: !1559, line: 73)
!1577 = !DISubprogram(name: "isupper", scope: !1558, file: !1558, line: 117, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1579, file: !1559, line: 74)
!1579 = !DISubprogram(name: "isxdigit", scope: !1558, file: !1558, line: 118, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1580 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1581, file: !1559, line: 75)
!1581 = !DISubprogram(name: "tolower", scope: !1558, file: !1558, line: 122, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1583, file: !1559, line: 76)
!1583 = !DISubprogram(name: "toupper", scope: !1558, file: !1558, line: 125, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1584 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1585, file: !1559, line: 87)
!1585 = !DISubprogram(name: "isblank", scope: !1558, file: !1558, line: 130, type: !610, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1587, file: !1589, line: 127)
!1587 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !609, line: 63, baseType: !1588)
!1588 = !DICompositeType(tag: DW_TAG_structure_type, file: !609, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1589 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!1590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1591, file: !1589, line: 128)
!1591 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !609, line: 71, baseType: !1592)
!1592 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !609, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1593, identifier: "_ZTS6ldiv_t")
!1593 = !{!1594, !1595}
!1594 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1592, file: !609, line: 69, baseType: !88, size: 64)
!1595 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1592, file: !609, line: 70, baseType: !88, size: 64, offset: 64)
!1596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1597, file: !1589, line: 130)
!1597 = !DISubprogram(name: "abort", scope: !609, file: !609, line: 611, type: !1598, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1598 = !DISubroutineType(types: !1599)
!1599 = !{null}
!1600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1601, file: !1589, line: 132)
!1601 = !DISubprogram(name: "aligned_alloc", scope: !609, file: !609, line: 605, type: !1602, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1602 = !DISubroutineType(types: !1603)
!1603 = !{!30, !1001, !1001}
!1604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1605, file: !1589, line: 134)
!1605 = !DISubprogram(name: "atexit", scope: !609, file: !609, line: 615, type: !1606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1606 = !DISubroutineType(types: !1607)
!1607 = !{!79, !1608}
!1608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1598, size: 64)
!1609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1610, file: !1589, line: 137)
!1610 = !DISubprogram(name: "at_quick_exit", scope: !609, file: !609, line: 620, type: !1606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1612, file: !1589, line: 140)
!1612 = !DISubprogram(name: "atof", scope: !1613, file: !1613, line: 25, type: !850, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1613 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!1614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1615, file: !1589, line: 141)
!1615 = !DISubprogram(name: "atoi", scope: !609, file: !609, line: 362, type: !1112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1617, file: !1589, line: 142)
!1617 = !DISubprogram(name: "atol", scope: !609, file: !609, line: 367, type: !1618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1618 = !DISubroutineType(types: !1619)
!1619 = !{!88, !557}
!1620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1621, file: !1589, line: 143)
!1621 = !DISubprogram(name: "bsearch", scope: !1622, file: !1622, line: 20, type: !1623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1622 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!1623 = !DISubroutineType(types: !1624)
!1624 = !{!30, !36, !36, !1001, !1001, !1625}
!1625 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !609, line: 829, baseType: !1626)
!1626 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1627, size: 64)
!1627 = !DISubroutineType(types: !1628)
!1628 = !{!79, !36, !36}
!1629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1630, file: !1589, line: 144)
!1630 = !DISubprogram(name: "calloc", scope: !609, file: !609, line: 556, type: !1602, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1632, file: !1589, line: 145)
!1632 = !DISubprogram(name: "div", scope: !609, file: !609, line: 873, type: !1633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1633 = !DISubroutineType(types: !1634)
!1634 = !{!1587, !79, !79}
!1635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1636, file: !1589, line: 146)
!1636 = !DISubprogram(name: "exit", scope: !609, file: !609, line: 637, type: !1637, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1637 = !DISubroutineType(types: !1638)
!1638 = !{null, !79}
!1639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1640, file: !1589, line: 147)
!1640 = !DISubprogram(name: "free", scope: !609, file: !609, line: 568, type: !1641, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1641 = !DISubroutineType(types: !1642)
!1642 = !{null, !30}
!1643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1644, file: !1589, line: 148)
!1644 = !DISubprogram(name: "getenv", scope: !609, file: !609, line: 654, type: !1645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1645 = !DISubroutineType(types: !1646)
!1646 = !{!958, !557}
!1647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1648, file: !1589, line: 149)
!1648 = !DISubprogram(name: "labs", scope: !609, file: !609, line: 862, type: !1649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1649 = !DISubroutineType(types: !1650)
!1650 = !{!88, !88}
!1651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1652, file: !1589, line: 150)
!1652 = !DISubprogram(name: "ldiv", scope: !609, file: !609, line: 875, type: !1653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1653 = !DISubroutineType(types: !1654)
!1654 = !{!1591, !88, !88}
!1655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1656, file: !1589, line: 151)
!1656 = !DISubprogram(name: "malloc", scope: !609, file: !609, line: 553, type: !1657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1657 = !DISubroutineType(types: !1658)
!1658 = !{!30, !1001}
!1659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1660, file: !1589, line: 153)
!1660 = !DISubprogram(name: "mblen", scope: !609, file: !609, line: 943, type: !1661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1661 = !DISubroutineType(types: !1662)
!1662 = !{!79, !557, !1001}
!1663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1664, file: !1589, line: 154)
!1664 = !DISubprogram(name: "mbstowcs", scope: !609, file: !609, line: 954, type: !1665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1665 = !DISubroutineType(types: !1666)
!1666 = !{!1001, !1237, !1048, !1001}
!1667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1668, file: !1589, line: 155)
!1668 = !DISubprogram(name: "mbtowc", scope: !609, file: !609, line: 946, type: !1669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1669 = !DISubroutineType(types: !1670)
!1670 = !{!79, !1237, !1048, !1001}
!1671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1672, file: !1589, line: 157)
!1672 = !DISubprogram(name: "qsort", scope: !609, file: !609, line: 851, type: !1673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1673 = !DISubroutineType(types: !1674)
!1674 = !{null, !30, !1001, !1001, !1625}
!1675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1676, file: !1589, line: 160)
!1676 = !DISubprogram(name: "quick_exit", scope: !609, file: !609, line: 643, type: !1637, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1678, file: !1589, line: 163)
!1678 = !DISubprogram(name: "rand", scope: !609, file: !609, line: 454, type: !1096, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1680, file: !1589, line: 164)
!1680 = !DISubprogram(name: "realloc", scope: !609, file: !609, line: 564, type: !1681, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1681 = !DISubroutineType(types: !1682)
!1682 = !{!30, !30, !1001}
!1683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1684, file: !1589, line: 165)
!1684 = !DISubprogram(name: "srand", scope: !609, file: !609, line: 456, type: !1685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1685 = !DISubroutineType(types: !1686)
!1686 = !{null, !1158}
!1687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1688, file: !1589, line: 166)
!1688 = !DISubprogram(name: "strtod", scope: !609, file: !609, line: 118, type: !1689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1689 = !DISubroutineType(types: !1690)
!1690 = !{!39, !1048, !1691}
!1691 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1692)
!1692 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !958, size: 64)
!1693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1694, file: !1589, line: 167)
!1694 = !DISubprogram(name: "strtol", scope: !609, file: !609, line: 177, type: !1695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1695 = !DISubroutineType(types: !1696)
!1696 = !{!88, !1048, !1691, !79}
!1697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1698, file: !1589, line: 168)
!1698 = !DISubprogram(name: "strtoul", scope: !609, file: !609, line: 181, type: !1699, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1699 = !DISubroutineType(types: !1700)
!1700 = !{!35, !1048, !1691, !79}
!1701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1702, file: !1589, line: 169)
!1702 = !DISubprogram(name: "system", scope: !609, file: !609, line: 804, type: !1112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1704, file: !1589, line: 171)
!1704 = !DISubprogram(name: "wcstombs", scope: !609, file: !609, line: 958, type: !1705, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1705 = !DISubroutineType(types: !1706)
!1706 = !{!1001, !1043, !1247, !1001}
!1707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1708, file: !1589, line: 172)
!1708 = !DISubprogram(name: "wctomb", scope: !609, file: !609, line: 950, type: !1709, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1709 = !DISubroutineType(types: !1710)
!1710 = !{!79, !958, !1236}
!1711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1712, file: !1589, line: 200)
!1712 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !609, line: 81, baseType: !1713)
!1713 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !609, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1714, identifier: "_ZTS7lldiv_t")
!1714 = !{!1715, !1716}
!1715 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1713, file: !609, line: 79, baseType: !797, size: 64)
!1716 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1713, file: !609, line: 80, baseType: !797, size: 64, offset: 64)
!1717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1718, file: !1589, line: 206)
!1718 = !DISubprogram(name: "_Exit", scope: !609, file: !609, line: 649, type: !1637, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1720, file: !1589, line: 210)
!1720 = !DISubprogram(name: "llabs", scope: !609, file: !609, line: 865, type: !1721, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1721 = !DISubroutineType(types: !1722)
!1722 = !{!797, !797}
!1723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1724, file: !1589, line: 216)
!1724 = !DISubprogram(name: "lldiv", scope: !609, file: !609, line: 879, type: !1725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1725 = !DISubroutineType(types: !1726)
!1726 = !{!1712, !797, !797}
!1727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1728, file: !1589, line: 227)
!1728 = !DISubprogram(name: "atoll", scope: !609, file: !609, line: 374, type: !1729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1729 = !DISubroutineType(types: !1730)
!1730 = !{!797, !557}
!1731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1732, file: !1589, line: 228)
!1732 = !DISubprogram(name: "strtoll", scope: !609, file: !609, line: 201, type: !1733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1733 = !DISubroutineType(types: !1734)
!1734 = !{!797, !1048, !1691, !79}
!1735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1736, file: !1589, line: 229)
!1736 = !DISubprogram(name: "strtoull", scope: !609, file: !609, line: 206, type: !1737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1737 = !DISubroutineType(types: !1738)
!1738 = !{!1452, !1048, !1691, !79}
!1739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1740, file: !1589, line: 231)
!1740 = !DISubprogram(name: "strtof", scope: !609, file: !609, line: 124, type: !1741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1741 = !DISubroutineType(types: !1742)
!1742 = !{!675, !1048, !1691}
!1743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !42, entity: !1744, file: !1589, line: 232)
!1744 = !DISubprogram(name: "strtold", scope: !609, file: !609, line: 127, type: !1745, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1745 = !DISubroutineType(types: !1746)
!1746 = !{!686, !1048, !1691}
!1747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1712, file: !1589, line: 240)
!1748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1718, file: !1589, line: 242)
!1749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1720, file: !1589, line: 244)
!1750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1751, file: !1589, line: 245)
!1751 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !42, file: !1589, line: 213, type: !1725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1752 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1724, file: !1589, line: 246)
!1753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1728, file: !1589, line: 248)
!1754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1740, file: !1589, line: 249)
!1755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1732, file: !1589, line: 250)
!1756 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1736, file: !1589, line: 251)
!1757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !29, entity: !1744, file: !1589, line: 252)
!1758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1759, file: !1763, line: 38)
!1759 = !DISubprogram(name: "abs", linkageName: "_ZSt3absg", scope: !29, file: !612, line: 103, type: !1760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1760 = !DISubroutineType(types: !1761)
!1761 = !{!1762, !1762}
!1762 = !DIBasicType(name: "__float128", size: 128, encoding: DW_ATE_float)
!1763 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/math.h", directory: "", checksumkind: CSK_MD5, checksum: "a14c9b34103c0dfcabf33d32bb27cfd4")
!1764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1765, file: !1763, line: 54)
!1765 = !DISubprogram(name: "modf", linkageName: "_ZSt4modfePe", scope: !29, file: !618, line: 380, type: !1766, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1766 = !DISubroutineType(types: !1767)
!1767 = !{!686, !686, !1768}
!1768 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !686, size: 64)
!1769 = !{i32 7, !"Dwarf Version", i32 5}
!1770 = !{i32 2, !"Debug Info Version", i32 3}
!1771 = !{i32 1, !"wchar_size", i32 4}
!1772 = !{i32 8, !"PIC Level", i32 2}
!1773 = !{i32 7, !"PIE Level", i32 2}
!1774 = !{i32 7, !"uwtable", i32 2}
!1775 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!1776 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1777 = distinct !DISubprogram(name: "checked", linkageName: "_Z7checkedd", scope: !2, file: !2, line: 19, type: !616, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, retainedNodes: !1778)
!1778 = !{!1779}
!1779 = !DILocalVariable(name: "x", arg: 1, scope: !1777, file: !2, line: 19, type: !39)
!1780 = !DILocation(line: 0, scope: !1777)
!1781 = !DILocation(line: 20, column: 9, scope: !1782)
!1782 = distinct !DILexicalBlock(scope: !1777, file: !2, line: 20, column: 7)
!1783 = !DILocation(line: 20, column: 7, scope: !1777)
!1784 = !DILocation(line: 20, column: 17, scope: !1782)
!1785 = !DILocation(line: 20, column: 23, scope: !1782)
!1786 = !DILocation(line: 22, column: 1, scope: !1782)
!1787 = !DILocation(line: 21, column: 14, scope: !1777)
!1788 = !DILocation(line: 21, column: 12, scope: !1777)
!1789 = !DILocation(line: 21, column: 3, scope: !1777)
!1790 = distinct !DISubprogram(name: "g", linkageName: "_Z1gd", scope: !2, file: !2, line: 24, type: !616, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, retainedNodes: !1791)
!1791 = !{!1792, !1793, !1794, !1796, !1797, !1799, !1800, !1801}
!1792 = !DILocalVariable(name: "x", arg: 1, scope: !1790, file: !2, line: 24, type: !39)
!1793 = !DILocalVariable(name: "v", scope: !1790, file: !2, line: 25, type: !102)
!1794 = !DILocalVariable(name: "i", scope: !1795, file: !2, line: 26, type: !79)
!1795 = distinct !DILexicalBlock(scope: !1790, file: !2, line: 26, column: 3)
!1796 = !DILocalVariable(name: "s", scope: !1790, file: !2, line: 27, type: !39)
!1797 = !DILocalVariable(name: "__range1", scope: !1798, type: !422, flags: DIFlagArtificial)
!1798 = distinct !DILexicalBlock(scope: !1790, file: !2, line: 28, column: 3)
!1799 = !DILocalVariable(name: "__begin1", scope: !1798, type: !438, flags: DIFlagArtificial)
!1800 = !DILocalVariable(name: "__end1", scope: !1798, type: !438, flags: DIFlagArtificial)
!1801 = !DILocalVariable(name: "t", scope: !1802, file: !2, line: 28, type: !39)
!1802 = distinct !DILexicalBlock(scope: !1798, file: !2, line: 28, column: 3)
!1803 = !DILocation(line: 0, scope: !1790)
!1804 = !DILocation(line: 0, scope: !1795)
!1805 = !DILocation(line: 26, column: 53, scope: !1806)
!1806 = distinct !DILexicalBlock(scope: !1795, file: !2, line: 26, column: 3)
!1807 = !DILocation(line: 26, column: 43, scope: !1806)
!1808 = !DILocalVariable(name: "this", arg: 1, scope: !1809, type: !1812, flags: DIFlagArtificial | DIFlagObjectPointer)
!1809 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !102, file: !32, line: 1293, type: !515, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !514, retainedNodes: !1810)
!1810 = !{!1808, !1811}
!1811 = !DILocalVariable(name: "__x", arg: 2, scope: !1809, file: !32, line: 1293, type: !517)
!1812 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!1813 = !DILocation(line: 0, scope: !1809, inlinedAt: !1814)
!1814 = distinct !DILocation(line: 26, column: 33, scope: !1806)
!1815 = !DILocalVariable(name: "this", arg: 1, scope: !1816, type: !1812, flags: DIFlagArtificial | DIFlagObjectPointer)
!1816 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_", scope: !102, file: !602, line: 112, type: !1817, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, templateParams: !1821, declaration: !1820, retainedNodes: !1825)
!1817 = !DISubroutineType(types: !1818)
!1818 = !{!480, !369, !1819}
!1819 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !39, size: 64)
!1820 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEERdDpOT_", scope: !102, file: !602, line: 112, type: !1817, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1821)
!1821 = !{!1822}
!1822 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !1823)
!1823 = !{!1824}
!1824 = !DITemplateTypeParameter(type: !39)
!1825 = !{!1815, !1826}
!1826 = !DILocalVariable(name: "__args", arg: 2, scope: !1816, file: !32, line: 1303, type: !1819)
!1827 = !DILocation(line: 0, scope: !1816, inlinedAt: !1828)
!1828 = distinct !DILocation(line: 1294, column: 9, scope: !1809, inlinedAt: !1814)
!1829 = !DILocalVariable(name: "__position", arg: 2, scope: !1830, file: !32, line: 1868, type: !438)
!1830 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !102, file: !602, line: 440, type: !1831, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, templateParams: !1821, declaration: !1833, retainedNodes: !1834)
!1831 = !DISubroutineType(types: !1832)
!1832 = !{null, !369, !438, !1819}
!1833 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !102, file: !602, line: 440, type: !1831, scopeLine: 440, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1821)
!1834 = !{!1835, !1829, !1836, !1837, !1839, !1840, !1841, !1842, !1843}
!1835 = !DILocalVariable(name: "this", arg: 1, scope: !1830, type: !1812, flags: DIFlagArtificial | DIFlagObjectPointer)
!1836 = !DILocalVariable(name: "__args", arg: 3, scope: !1830, file: !32, line: 1868, type: !1819)
!1837 = !DILocalVariable(name: "__len", scope: !1830, file: !602, line: 448, type: !1838)
!1838 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!1839 = !DILocalVariable(name: "__old_start", scope: !1830, file: !602, line: 450, type: !357)
!1840 = !DILocalVariable(name: "__old_finish", scope: !1830, file: !602, line: 451, type: !357)
!1841 = !DILocalVariable(name: "__elems_before", scope: !1830, file: !602, line: 452, type: !1838)
!1842 = !DILocalVariable(name: "__new_start", scope: !1830, file: !602, line: 453, type: !357)
!1843 = !DILocalVariable(name: "__new_finish", scope: !1830, file: !602, line: 454, type: !357)
!1844 = !DILocation(line: 0, scope: !1830, inlinedAt: !1845)
!1845 = distinct !DILocation(line: 123, column: 4, scope: !1846, inlinedAt: !1828)
!1846 = distinct !DILexicalBlock(scope: !1816, file: !602, line: 114, column: 6)
!1847 = !DILocalVariable(name: "this", arg: 1, scope: !1848, type: !1853, flags: DIFlagArtificial | DIFlagObjectPointer)
!1848 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !102, file: !32, line: 1891, type: !554, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !553, retainedNodes: !1849)
!1849 = !{!1847, !1850, !1851, !1852}
!1850 = !DILocalVariable(name: "__n", arg: 2, scope: !1848, file: !32, line: 1891, type: !31)
!1851 = !DILocalVariable(name: "__s", arg: 3, scope: !1848, file: !32, line: 1891, type: !557)
!1852 = !DILocalVariable(name: "__len", scope: !1848, file: !32, line: 1896, type: !1838)
!1853 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !389, size: 64)
!1854 = !DILocation(line: 0, scope: !1848, inlinedAt: !1855)
!1855 = distinct !DILocation(line: 449, column: 2, scope: !1830, inlinedAt: !1845)
!1856 = !DILocalVariable(name: "this", arg: 1, scope: !1857, type: !1853, flags: DIFlagArtificial | DIFlagObjectPointer)
!1857 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !102, file: !32, line: 987, type: !464, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !463, retainedNodes: !1858)
!1858 = !{!1856}
!1859 = !DILocation(line: 0, scope: !1857, inlinedAt: !1860)
!1860 = distinct !DILocation(line: 1893, column: 19, scope: !1861, inlinedAt: !1855)
!1861 = distinct !DILexicalBlock(scope: !1848, file: !32, line: 1893, column: 6)
!1862 = !DILocation(line: 0, scope: !1857, inlinedAt: !1863)
!1863 = distinct !DILocation(line: 1896, column: 26, scope: !1848, inlinedAt: !1855)
!1864 = !DILocation(line: 0, scope: !1857, inlinedAt: !1865)
!1865 = distinct !DILocation(line: 1896, column: 46, scope: !1848, inlinedAt: !1855)
!1866 = !DILocation(line: 0, scope: !1857, inlinedAt: !1867)
!1867 = distinct !DILocation(line: 1897, column: 18, scope: !1848, inlinedAt: !1855)
!1868 = !DILocalVariable(name: "this", arg: 1, scope: !1869, type: !1872, flags: DIFlagArtificial | DIFlagObjectPointer)
!1869 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !105, file: !32, line: 375, type: !311, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !310, retainedNodes: !1870)
!1870 = !{!1868, !1871}
!1871 = !DILocalVariable(name: "__n", arg: 2, scope: !1869, file: !32, line: 375, type: !33)
!1872 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!1873 = !DILocation(line: 0, scope: !1869, inlinedAt: !1874)
!1874 = distinct !DILocation(line: 453, column: 33, scope: !1830, inlinedAt: !1845)
!1875 = !DILocalVariable(name: "__a", arg: 1, scope: !1876, file: !119, line: 463, type: !125)
!1876 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !118, file: !119, line: 463, type: !122, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !121, retainedNodes: !1877)
!1877 = !{!1875, !1878}
!1878 = !DILocalVariable(name: "__n", arg: 2, scope: !1876, file: !119, line: 463, type: !187)
!1879 = !DILocation(line: 0, scope: !1876, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 378, column: 20, scope: !1869, inlinedAt: !1874)
!1881 = !DILocalVariable(name: "this", arg: 1, scope: !1882, type: !1886, flags: DIFlagArtificial | DIFlagObjectPointer)
!1882 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !133, file: !134, line: 112, type: !161, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !160, retainedNodes: !1883)
!1883 = !{!1881, !1884, !1885}
!1884 = !DILocalVariable(name: "__n", arg: 2, scope: !1882, file: !134, line: 112, type: !163)
!1885 = !DILocalVariable(arg: 3, scope: !1882, file: !134, line: 112, type: !36)
!1886 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!1887 = !DILocation(line: 0, scope: !1882, inlinedAt: !1888)
!1888 = distinct !DILocation(line: 464, column: 20, scope: !1876, inlinedAt: !1880)
!1889 = !DILocation(line: 137, column: 27, scope: !1882, inlinedAt: !1888)
!1890 = !DILocalVariable(name: "__a", arg: 1, scope: !1891, file: !119, line: 511, type: !125)
!1891 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !118, file: !119, line: 511, type: !1892, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, templateParams: !1895, declaration: !1894, retainedNodes: !1897)
!1892 = !DISubroutineType(types: !1893)
!1893 = !{null, !125, !38, !1819}
!1894 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !118, file: !119, line: 511, type: !1892, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1895)
!1895 = !{!1896, !1822}
!1896 = !DITemplateTypeParameter(name: "_Up", type: !39)
!1897 = !{!1890, !1898, !1899}
!1898 = !DILocalVariable(name: "__p", arg: 2, scope: !1891, file: !119, line: 511, type: !38)
!1899 = !DILocalVariable(name: "__args", arg: 3, scope: !1891, file: !119, line: 512, type: !1819)
!1900 = !DILocation(line: 0, scope: !1891, inlinedAt: !1901)
!1901 = distinct !DILocation(line: 462, column: 4, scope: !1902, inlinedAt: !1845)
!1902 = distinct !DILexicalBlock(scope: !1830, file: !602, line: 456, column: 2)
!1903 = !DILocalVariable(name: "this", arg: 1, scope: !1904, type: !1886, flags: DIFlagArtificial | DIFlagObjectPointer)
!1904 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !133, file: !134, line: 173, type: !1905, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, templateParams: !1895, declaration: !1907, retainedNodes: !1908)
!1905 = !DISubroutineType(types: !1906)
!1906 = !{null, !139, !38, !1819}
!1907 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !133, file: !134, line: 173, type: !1905, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1895)
!1908 = !{!1903, !1909, !1910}
!1909 = !DILocalVariable(name: "__p", arg: 2, scope: !1904, file: !134, line: 173, type: !38)
!1910 = !DILocalVariable(name: "__args", arg: 3, scope: !1904, file: !134, line: 173, type: !1819)
!1911 = !DILocation(line: 0, scope: !1904, inlinedAt: !1912)
!1912 = distinct !DILocation(line: 516, column: 8, scope: !1891, inlinedAt: !1901)
!1913 = !DILocation(line: 175, column: 4, scope: !1904, inlinedAt: !1912)
!1914 = !{!1915, !1915, i64 0}
!1915 = !{!"double", !1916, i64 0}
!1916 = !{!"omnipotent char", !1917, i64 0}
!1917 = !{!"Simple C++ TBAA"}
!1918 = !DILocalVariable(name: "__first", arg: 1, scope: !1919, file: !32, line: 499, type: !357)
!1919 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !102, file: !32, line: 499, type: !364, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !363, retainedNodes: !1920)
!1920 = !{!1918, !1921, !1922, !1923}
!1921 = !DILocalVariable(name: "__last", arg: 2, scope: !1919, file: !32, line: 499, type: !357)
!1922 = !DILocalVariable(name: "__result", arg: 3, scope: !1919, file: !32, line: 499, type: !357)
!1923 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1919, file: !32, line: 500, type: !358)
!1924 = !DILocation(line: 0, scope: !1919, inlinedAt: !1925)
!1925 = distinct !DILocation(line: 474, column: 23, scope: !1926, inlinedAt: !1845)
!1926 = distinct !DILexicalBlock(scope: !1927, file: !602, line: 473, column: 6)
!1927 = distinct !DILexicalBlock(scope: !1902, file: !602, line: 472, column: 29)
!1928 = !DILocalVariable(name: "__first", arg: 1, scope: !1929, file: !1930, line: 1127, type: !38)
!1929 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !29, file: !1930, line: 1127, type: !1931, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, templateParams: !1937, retainedNodes: !1933)
!1930 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1931 = !DISubroutineType(types: !1932)
!1932 = !{!38, !38, !38, !38, !185}
!1933 = !{!1928, !1934, !1935, !1936}
!1934 = !DILocalVariable(name: "__last", arg: 2, scope: !1929, file: !1930, line: 1127, type: !38)
!1935 = !DILocalVariable(name: "__result", arg: 3, scope: !1929, file: !1930, line: 1128, type: !38)
!1936 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1929, file: !1930, line: 1128, type: !185)
!1937 = !{!1938, !1939, !1940}
!1938 = !DITemplateTypeParameter(name: "_InputIterator", type: !38)
!1939 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !38)
!1940 = !DITemplateTypeParameter(name: "_Allocator", type: !127)
!1941 = !DILocation(line: 0, scope: !1929, inlinedAt: !1942)
!1942 = distinct !DILocation(line: 504, column: 9, scope: !1919, inlinedAt: !1925)
!1943 = !DILocalVariable(name: "__first", arg: 1, scope: !1944, file: !1930, line: 1100, type: !38)
!1944 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !29, file: !1930, line: 1100, type: !1945, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, templateParams: !1958, retainedNodes: !1953)
!1945 = !DISubroutineType(types: !1946)
!1946 = !{!1947, !38, !38, !38, !185}
!1947 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !29, file: !322, line: 2240, baseType: !1948)
!1948 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1949, file: !322, line: 2234, baseType: !38)
!1949 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !29, file: !322, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !61, templateParams: !1950, identifier: "_ZTSSt9enable_ifILb1EPdE")
!1950 = !{!1951, !1952}
!1951 = !DITemplateValueParameter(type: !215, value: i1 true)
!1952 = !DITemplateTypeParameter(name: "_Tp", type: !38)
!1953 = !{!1943, !1954, !1955, !1956, !1957}
!1954 = !DILocalVariable(name: "__last", arg: 2, scope: !1944, file: !1930, line: 1100, type: !38)
!1955 = !DILocalVariable(name: "__result", arg: 3, scope: !1944, file: !1930, line: 1101, type: !38)
!1956 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1944, file: !1930, line: 1102, type: !185)
!1957 = !DILocalVariable(name: "__count", scope: !1944, file: !1930, line: 1104, type: !87)
!1958 = !{!172, !1896}
!1959 = !DILocation(line: 0, scope: !1944, inlinedAt: !1960)
!1960 = distinct !DILocation(line: 1133, column: 14, scope: !1929, inlinedAt: !1942)
!1961 = !DILocation(line: 0, scope: !1919, inlinedAt: !1962)
!1962 = distinct !DILocation(line: 479, column: 23, scope: !1926, inlinedAt: !1845)
!1963 = !DILocation(line: 0, scope: !1929, inlinedAt: !1964)
!1964 = distinct !DILocation(line: 504, column: 9, scope: !1919, inlinedAt: !1962)
!1965 = !DILocation(line: 0, scope: !1944, inlinedAt: !1966)
!1966 = distinct !DILocation(line: 1133, column: 14, scope: !1929, inlinedAt: !1964)
!1967 = !DILocalVariable(name: "this", arg: 1, scope: !1968, type: !1872, flags: DIFlagArtificial | DIFlagObjectPointer)
!1968 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !105, file: !32, line: 383, type: !314, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !313, retainedNodes: !1969)
!1969 = !{!1967, !1970, !1971}
!1970 = !DILocalVariable(name: "__p", arg: 2, scope: !1968, file: !32, line: 383, type: !227)
!1971 = !DILocalVariable(name: "__n", arg: 3, scope: !1968, file: !32, line: 383, type: !33)
!1972 = !DILocation(line: 0, scope: !1968, inlinedAt: !1973)
!1973 = distinct !DILocation(line: 513, column: 7, scope: !1830, inlinedAt: !1845)
!1974 = !DILocation(line: 517, column: 53, scope: !1830, inlinedAt: !1845)
!1975 = !DILocation(line: 463, column: 20, scope: !1902, inlinedAt: !1845)
!1976 = !DILocation(line: 1117, column: 4, scope: !1977, inlinedAt: !1960)
!1977 = distinct !DILexicalBlock(scope: !1978, file: !1930, line: 1106, column: 2)
!1978 = distinct !DILexicalBlock(scope: !1944, file: !1930, line: 1105, column: 11)
!1979 = !DILocalVariable(name: "__a", arg: 1, scope: !1980, file: !119, line: 495, type: !125)
!1980 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !118, file: !119, line: 495, type: !193, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !192, retainedNodes: !1981)
!1981 = !{!1979, !1982, !1983}
!1982 = !DILocalVariable(name: "__p", arg: 2, scope: !1980, file: !119, line: 495, type: !124)
!1983 = !DILocalVariable(name: "__n", arg: 3, scope: !1980, file: !119, line: 495, type: !187)
!1984 = !DILocation(line: 0, scope: !1980, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 387, column: 4, scope: !1986, inlinedAt: !1973)
!1986 = distinct !DILexicalBlock(scope: !1968, file: !32, line: 386, column: 6)
!1987 = !DILocalVariable(name: "this", arg: 1, scope: !1988, type: !1886, flags: DIFlagArtificial | DIFlagObjectPointer)
!1988 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !133, file: !134, line: 142, type: !165, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !164, retainedNodes: !1989)
!1989 = !{!1987, !1990, !1991}
!1990 = !DILocalVariable(name: "__p", arg: 2, scope: !1988, file: !134, line: 142, type: !38)
!1991 = !DILocalVariable(name: "__n", arg: 3, scope: !1988, file: !134, line: 142, type: !163)
!1992 = !DILocation(line: 0, scope: !1988, inlinedAt: !1993)
!1993 = distinct !DILocation(line: 496, column: 13, scope: !1980, inlinedAt: !1985)
!1994 = !DILocation(line: 158, column: 2, scope: !1988, inlinedAt: !1993)
!1995 = !DILocation(line: 0, scope: !1846, inlinedAt: !1828)
!1996 = !DILocation(line: 0, scope: !1891, inlinedAt: !1997)
!1997 = distinct !DILocation(line: 117, column: 6, scope: !1998, inlinedAt: !1828)
!1998 = distinct !DILexicalBlock(scope: !1846, file: !602, line: 115, column: 4)
!1999 = !DILocation(line: 0, scope: !1904, inlinedAt: !2000)
!2000 = distinct !DILocation(line: 516, column: 8, scope: !1891, inlinedAt: !1997)
!2001 = !DILocation(line: 175, column: 4, scope: !1904, inlinedAt: !2000)
!2002 = !DILocation(line: 0, scope: !1798)
!2003 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2004, file: !41, line: 1237, type: !2007)
!2004 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !42, file: !41, line: 1237, type: !2005, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, templateParams: !100, retainedNodes: !2008)
!2005 = !DISubroutineType(types: !2006)
!2006 = !{!215, !2007, !2007}
!2007 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !66, size: 64)
!2008 = !{!2003, !2009}
!2009 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2004, file: !41, line: 1238, type: !2007)
!2010 = !DILocation(line: 0, scope: !2004, inlinedAt: !2011)
!2011 = distinct !DILocation(line: 28, column: 17, scope: !1798)
!2012 = !DILocation(line: 28, column: 17, scope: !1802)
!2013 = !DILocation(line: 0, scope: !1802)
!2014 = !DILocation(line: 28, column: 24, scope: !1802)
!2015 = !DILocalVariable(name: "this", arg: 1, scope: !2016, type: !2018, flags: DIFlagArtificial | DIFlagObjectPointer)
!2016 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !40, file: !41, line: 1105, type: !73, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !72, retainedNodes: !2017)
!2017 = !{!2015}
!2018 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!2019 = !DILocation(line: 0, scope: !2016, inlinedAt: !2020)
!2020 = distinct !DILocation(line: 28, column: 17, scope: !1798)
!2021 = !DILocalVariable(name: "this", arg: 1, scope: !2022, type: !1812, flags: DIFlagArtificial | DIFlagObjectPointer)
!2022 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !102, file: !32, line: 728, type: !367, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !418, retainedNodes: !2023)
!2023 = !{!2021}
!2024 = !DILocation(line: 0, scope: !2022, inlinedAt: !2025)
!2025 = distinct !DILocation(line: 30, column: 1, scope: !1790)
!2026 = !DILocalVariable(name: "this", arg: 1, scope: !2027, type: !1872, flags: DIFlagArtificial | DIFlagObjectPointer)
!2027 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !105, file: !32, line: 364, type: !283, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, declaration: !309, retainedNodes: !2028)
!2028 = !{!2026}
!2029 = !DILocation(line: 0, scope: !2027, inlinedAt: !2030)
!2030 = distinct !DILocation(line: 733, column: 7, scope: !2031, inlinedAt: !2025)
!2031 = distinct !DILexicalBlock(scope: !2022, file: !32, line: 729, column: 7)
!2032 = !DILocation(line: 0, scope: !1968, inlinedAt: !2033)
!2033 = distinct !DILocation(line: 366, column: 2, scope: !2034, inlinedAt: !2030)
!2034 = distinct !DILexicalBlock(scope: !2027, file: !32, line: 365, column: 7)
!2035 = !DILocation(line: 0, scope: !1980, inlinedAt: !2036)
!2036 = distinct !DILocation(line: 387, column: 4, scope: !1986, inlinedAt: !2033)
!2037 = !DILocation(line: 0, scope: !1988, inlinedAt: !2038)
!2038 = distinct !DILocation(line: 496, column: 13, scope: !1980, inlinedAt: !2036)
!2039 = !DILocation(line: 158, column: 2, scope: !1988, inlinedAt: !2038)
!2040 = !DILocation(line: 30, column: 1, scope: !1790)
!2041 = !DILocation(line: 30, column: 1, scope: !1806)
!2042 = !DILocation(line: 0, scope: !2022, inlinedAt: !2043)
!2043 = distinct !DILocation(line: 30, column: 1, scope: !1790)
!2044 = !DILocation(line: 0, scope: !2027, inlinedAt: !2045)
!2045 = distinct !DILocation(line: 733, column: 7, scope: !2031, inlinedAt: !2043)
!2046 = !DILocation(line: 0, scope: !1968, inlinedAt: !2047)
!2047 = distinct !DILocation(line: 366, column: 2, scope: !2034, inlinedAt: !2045)
!2048 = !DILocation(line: 367, column: 35, scope: !2034, inlinedAt: !2045)
!2049 = !DILocation(line: 0, scope: !1980, inlinedAt: !2050)
!2050 = distinct !DILocation(line: 387, column: 4, scope: !1986, inlinedAt: !2047)
!2051 = !DILocation(line: 0, scope: !1988, inlinedAt: !2052)
!2052 = distinct !DILocation(line: 496, column: 13, scope: !1980, inlinedAt: !2050)
!2053 = !DILocation(line: 158, column: 2, scope: !1988, inlinedAt: !2052)
!2054 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !1096, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !25, retainedNodes: !2055)
!2055 = !{!2056, !2057, !2058, !2059, !2060}
!2056 = !DILocalVariable(name: "x", scope: !2054, file: !2, line: 33, type: !157)
!2057 = !DILocalVariable(name: "h", scope: !2054, file: !2, line: 33, type: !157)
!2058 = !DILocalVariable(name: "d", scope: !2054, file: !2, line: 34, type: !39)
!2059 = !DILocalVariable(name: "t", scope: !2054, file: !2, line: 34, type: !39)
!2060 = !DILocalVariable(scope: !2054, file: !2, line: 38, type: !2061)
!2061 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2062, size: 64)
!2062 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2063)
!2063 = !DICompositeType(tag: DW_TAG_class_type, name: "exception", scope: !29, file: !2064, line: 61, size: 64, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt9exception")
!2064 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/exception.h", directory: "")
!2065 = distinct !DIAssignID()
!2066 = distinct !DIAssignID()
!2067 = distinct !DIAssignID()
!2068 = distinct !DIAssignID()
!2069 = !DILocation(line: 0, scope: !2054)
!2070 = !DILocation(line: 36, column: 9, scope: !2071)
!2071 = distinct !DILexicalBlock(scope: !2054, file: !2, line: 35, column: 7)
!2072 = !DILocation(line: 37, column: 9, scope: !2071)
!2073 = !DILocation(line: 45, column: 1, scope: !2071)
!2074 = !DILocation(line: 38, column: 3, scope: !2071)
!2075 = !DILocation(line: 40, column: 3, scope: !2076)
!2076 = distinct !DILexicalBlock(scope: !2054, file: !2, line: 38, column: 36)
!2077 = !DILocation(line: 41, column: 33, scope: !2054)
!2078 = !DILocation(line: 41, column: 44, scope: !2054)
!2079 = !DILocation(line: 41, column: 42, scope: !2054)
!2080 = !DILocation(line: 41, column: 54, scope: !2054)
!2081 = !DILocalVariable(name: "name", arg: 1, scope: !2082, file: !586, line: 13, type: !557)
!2082 = distinct !DISubprogram(name: "check", linkageName: "_ZL5checkPKcdddd", scope: !586, file: !586, line: 13, type: !2083, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !25, retainedNodes: !2085)
!2083 = !DISubroutineType(types: !2084)
!2084 = !{null, !557, !39, !39, !39, !39}
!2085 = !{!2081, !2086, !2087, !2088, !2089, !2090, !2091}
!2086 = !DILocalVariable(name: "x", arg: 2, scope: !2082, file: !586, line: 13, type: !39)
!2087 = !DILocalVariable(name: "ad", arg: 3, scope: !2082, file: !586, line: 13, type: !39)
!2088 = !DILocalVariable(name: "fd", arg: 4, scope: !2082, file: !586, line: 13, type: !39)
!2089 = !DILocalVariable(name: "tol", arg: 5, scope: !2082, file: !586, line: 13, type: !39)
!2090 = !DILocalVariable(name: "scale", scope: !2082, file: !586, line: 14, type: !39)
!2091 = !DILocalVariable(name: "ok", scope: !2082, file: !586, line: 15, type: !79)
!2092 = !DILocation(line: 0, scope: !2082, inlinedAt: !2093)
!2093 = distinct !DILocation(line: 41, column: 3, scope: !2054)
!2094 = !DILocation(line: 14, column: 18, scope: !2082, inlinedAt: !2093)
!2095 = !DILocation(line: 14, column: 27, scope: !2082, inlinedAt: !2093)
!2096 = !DILocalVariable(name: "v", scope: !2097, file: !2098, line: 9, type: !2103)
!2097 = distinct !DISubprogram(name: "finite_bits", linkageName: "_ZL11finite_bitsd", scope: !2098, file: !2098, line: 8, type: !777, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !25, retainedNodes: !2099)
!2098 = !DIFile(filename: "./../c/finite.h", directory: "/work/main/tests/cpp", checksumkind: CSK_MD5, checksum: "a41b7db471a3e5531f50d90c7b3be027")
!2099 = !{!2100, !2096, !2101, !2102}
!2100 = !DILocalVariable(name: "d", arg: 1, scope: !2097, file: !2098, line: 8, type: !39)
!2101 = !DILocalVariable(name: "w", scope: !2097, file: !2098, line: 10, type: !39)
!2102 = !DILocalVariable(name: "u", scope: !2097, file: !2098, line: 11, type: !1452)
!2103 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !39)
!2104 = !DILocation(line: 0, scope: !2097, inlinedAt: !2105)
!2105 = distinct !DILocation(line: 15, column: 12, scope: !2082, inlinedAt: !2093)
!2106 = !DILocation(line: 9, column: 3, scope: !2097, inlinedAt: !2105)
!2107 = !DILocation(line: 9, column: 19, scope: !2097, inlinedAt: !2105)
!2108 = distinct !DIAssignID()
!2109 = !DILocation(line: 10, column: 14, scope: !2097, inlinedAt: !2105)
!2110 = !DILocation(line: 13, column: 30, scope: !2097, inlinedAt: !2105)
!2111 = !DILocation(line: 14, column: 1, scope: !2097, inlinedAt: !2105)
!2112 = !DILocation(line: 15, column: 28, scope: !2082, inlinedAt: !2093)
!2113 = !DILocation(line: 0, scope: !2097, inlinedAt: !2114)
!2114 = distinct !DILocation(line: 15, column: 31, scope: !2082, inlinedAt: !2093)
!2115 = !DILocation(line: 9, column: 3, scope: !2097, inlinedAt: !2114)
!2116 = !DILocation(line: 9, column: 19, scope: !2097, inlinedAt: !2114)
!2117 = distinct !DIAssignID()
!2118 = !DILocation(line: 10, column: 14, scope: !2097, inlinedAt: !2114)
!2119 = !DILocation(line: 13, column: 30, scope: !2097, inlinedAt: !2114)
!2120 = !DILocation(line: 14, column: 1, scope: !2097, inlinedAt: !2114)
!2121 = !DILocation(line: 15, column: 47, scope: !2082, inlinedAt: !2093)
!2122 = !DILocation(line: 15, column: 58, scope: !2082, inlinedAt: !2093)
!2123 = !DILocation(line: 15, column: 50, scope: !2082, inlinedAt: !2093)
!2124 = !DILocation(line: 15, column: 71, scope: !2082, inlinedAt: !2093)
!2125 = !DILocation(line: 15, column: 64, scope: !2082, inlinedAt: !2093)
!2126 = !DILocation(line: 16, column: 64, scope: !2082, inlinedAt: !2093)
!2127 = !DILocation(line: 16, column: 3, scope: !2082, inlinedAt: !2093)
!2128 = !DILocation(line: 17, column: 7, scope: !2082, inlinedAt: !2093)
!2129 = !DILocation(line: 17, column: 18, scope: !2130, inlinedAt: !2093)
!2130 = distinct !DILexicalBlock(scope: !2082, file: !586, line: 17, column: 7)
!2131 = !{!2132, !2132, i64 0}
!2132 = !{!"int", !1916, i64 0}
!2133 = !DILocation(line: 17, column: 12, scope: !2130, inlinedAt: !2093)
!2134 = !DILocation(line: 0, scope: !2082, inlinedAt: !2135)
!2135 = distinct !DILocation(line: 42, column: 3, scope: !2054)
!2136 = !DILocation(line: 14, column: 18, scope: !2082, inlinedAt: !2135)
!2137 = !DILocation(line: 14, column: 27, scope: !2082, inlinedAt: !2135)
!2138 = !DILocation(line: 0, scope: !2097, inlinedAt: !2139)
!2139 = distinct !DILocation(line: 15, column: 12, scope: !2082, inlinedAt: !2135)
!2140 = !DILocation(line: 9, column: 3, scope: !2097, inlinedAt: !2139)
!2141 = !DILocation(line: 9, column: 19, scope: !2097, inlinedAt: !2139)
!2142 = distinct !DIAssignID()
!2143 = !DILocation(line: 10, column: 14, scope: !2097, inlinedAt: !2139)
!2144 = !DILocation(line: 13, column: 30, scope: !2097, inlinedAt: !2139)
!2145 = !DILocation(line: 14, column: 1, scope: !2097, inlinedAt: !2139)
!2146 = !DILocation(line: 15, column: 28, scope: !2082, inlinedAt: !2135)
!2147 = !DILocation(line: 0, scope: !2097, inlinedAt: !2148)
!2148 = distinct !DILocation(line: 15, column: 31, scope: !2082, inlinedAt: !2135)
!2149 = !DILocation(line: 9, column: 3, scope: !2097, inlinedAt: !2148)
!2150 = !DILocation(line: 9, column: 19, scope: !2097, inlinedAt: !2148)
!2151 = distinct !DIAssignID()
!2152 = !DILocation(line: 10, column: 14, scope: !2097, inlinedAt: !2148)
!2153 = !DILocation(line: 13, column: 30, scope: !2097, inlinedAt: !2148)
!2154 = !DILocation(line: 14, column: 1, scope: !2097, inlinedAt: !2148)
!2155 = !DILocation(line: 15, column: 47, scope: !2082, inlinedAt: !2135)
!2156 = !DILocation(line: 15, column: 58, scope: !2082, inlinedAt: !2135)
!2157 = !DILocation(line: 15, column: 50, scope: !2082, inlinedAt: !2135)
!2158 = !DILocation(line: 15, column: 71, scope: !2082, inlinedAt: !2135)
!2159 = !DILocation(line: 15, column: 64, scope: !2082, inlinedAt: !2135)
!2160 = !DILocation(line: 16, column: 64, scope: !2082, inlinedAt: !2135)
!2161 = !DILocation(line: 16, column: 3, scope: !2082, inlinedAt: !2135)
!2162 = !DILocation(line: 17, column: 7, scope: !2082, inlinedAt: !2135)
!2163 = !DILocation(line: 43, column: 38, scope: !2054)
!2164 = !DILocation(line: 17, column: 18, scope: !2130, inlinedAt: !2135)
!2165 = !DILocation(line: 17, column: 12, scope: !2130, inlinedAt: !2135)
!2166 = !DILocation(line: 43, column: 3, scope: !2054)
!2167 = !DILocation(line: 44, column: 10, scope: !2054)
!2168 = !DILocation(line: 44, column: 17, scope: !2054)
!2169 = !DILocation(line: 44, column: 3, scope: !2054)
!2170 = !DILocation(line: 45, column: 1, scope: !2054)
!2171 = !DISubprogram(name: "__enzyme_autodiff", scope: !2, file: !2, line: 16, type: !2172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2172 = !DISubroutineType(types: !2173)
!2173 = !{!39, !30, null}
!2174 = !DISubprogram(name: "__enzyme_fwddiff", scope: !2, file: !2, line: 17, type: !2172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
