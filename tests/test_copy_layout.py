"""Copies between shadowed memory that holds pointers (enzympy/copy_layout.py): what cannot be
done slot by slot is refused by name, never done as if every byte were a double (which added
pointer bits into shadows and left the destination's shadow pointers unset). The copies that
are done are checked end to end by tests/c/memory/structcopy.c."""

import numpy as np
import pytest

from enzympy.errors import UnsupportedError
from fdcheck import assert_array_grads_match_fd
from enzympy.runtime.wrappers import CompiledGradient

# structs { double *p; double v; } of a run-time count, copied whole: pointers and doubles mixed
MIXED_RUNTIME = """
%S = type { ptr, double }

define double @f(ptr %dst, ptr %src, i64 %n) {
entry:
  %bytes = mul i64 %n, 16
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %bytes, i1 false)
  %pp = getelementptr inbounds %S, ptr %dst, i64 0, i32 0
  %p = load ptr, ptr %pp
  %x = load double, ptr %p
  %vp = getelementptr inbounds %S, ptr %dst, i64 0, i32 1
  %v = load double, ptr %vp
  %r = fmul double %x, %v
  ret double %r
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
"""


def test_mixed_memory_of_a_run_time_size_not_indexed_as_structs_is_refused():
    """Read through byte offsets only: nothing says the copied memory is an array of 16-byte
    structs, so which of its bytes are pointers is unknown (indexed by %S, it is done: the
    mixed structs of tests/c/memory/structcopy.c)."""
    ir = MIXED_RUNTIME.replace(
        "getelementptr inbounds %S, ptr %dst, i64 0, i32 0", "getelementptr inbounds i8, ptr %dst, i64 0").replace(
        "getelementptr inbounds %S, ptr %dst, i64 0, i32 1", "getelementptr inbounds i8, ptr %dst, i64 8")
    with pytest.raises(UnsupportedError, match=r"mixed, of a size known only at run time, which the function does "
                                               r"not index as an array of structs.*memcpy"):
        CompiledGradient(ir, "f", dup=[0, 1])


def test_a_copy_longer_than_the_known_layout_is_refused():
    """48 bytes copied, the function reads only the first 16 through byte offsets, and nothing
    indexes the memory by a struct type: whether bytes 16-47 hold pointers is unknown."""
    ir = MIXED_RUNTIME.replace("i64 %bytes", "i64 48").replace(
        "getelementptr inbounds %S, ptr %dst, i64 0, i32 0", "getelementptr inbounds i8, ptr %dst, i64 0").replace(
        "getelementptr inbounds %S, ptr %dst, i64 0, i32 1", "getelementptr inbounds i8, ptr %dst, i64 8")
    assert "%S, ptr" not in ir
    with pytest.raises(UnsupportedError, match=r"of 48 bytes of memory holding pointers, whose layout the type "
                                               r"analysis knows only up to byte 15"):
        CompiledGradient(ir, "f", dup=[0, 1])


# an int array shifted by memmove, then one element read: the bytes are integers when the
# element indexes x (a fact), and only by default when it is merely compared (float bits compare too)
INT_MOVE = """
define double @f(ptr %x, ptr %dst, ptr %src, i64 %n, i64 %i) {
entry:
  call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr %src, i64 %n, i1 false)
  %p = getelementptr inbounds i32, ptr %dst, i64 %i
  %v = load i32, ptr %p
  USE
  ret double %r
}
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
"""
AS_INDEX = """%w = sext i32 %v to i64
  %q = getelementptr inbounds double, ptr %x, i64 %w
  %r = load double, ptr %q"""
COMPARED = """%c = icmp eq i32 %v, 7
  %d = load double, ptr %x
  %r = select i1 %c, double %d, double 0.0"""


def test_a_copy_of_integers_moves_no_derivative():
    """The copied int32s index x: integers, as the type analysis proves, so the copy moves no
    adjoint (it was refused: "cannot tell whether this moves float or double data"). End to
    end: tests/c/memory/intmove.c, the argsort of tests/cpp/argsort.cpp."""
    CompiledGradient(INT_MOVE.replace("USE", AS_INDEX), "f", dup=[0, 1, 2])


def test_a_copy_of_bytes_integer_only_by_default_is_refused():
    """Compared, never used as a number: the bytes are integers only by the analysis's default
    (float bits compare too); the copy stays refused rather than drop what may be an adjoint."""
    with pytest.raises(UnsupportedError, match=r"cannot tell whether this moves float or double data"):
        CompiledGradient(INT_MOVE.replace("USE", COMPARED), "f", dup=[0, 1, 2])


# Eigen's Map<const Vector4d>: a data pointer and two empty Stride members, 10 bytes, copied
MAP_COPY = """
define double @f(ptr %x) {
entry:
  %a = alloca { ptr, i8, i8 }, align 8
  %b = alloca { ptr, i8, i8 }, align 8
  call void @make(ptr %a, ptr %x)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %b, ptr align 8 %a, i64 10, i1 false)
  store i8 0, ptr %a, align 8
  %r = call double @read(ptr %b)
  ret double %r
}
define internal void @make(ptr %a, ptr %x) noinline {
  store ptr %x, ptr %a, align 8
  ret void
}
define internal double @read(ptr %b) noinline {
  %p = load ptr, ptr %b, align 8
  %v = load double, ptr %p, align 8
  %q = getelementptr inbounds i8, ptr %p, i64 8
  %w = load double, ptr %q, align 8
  %r = fmul double %v, %w
  ret double %r
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
"""


def test_bytes_after_the_last_pointer_too_few_for_another_hold_none():
    """A 10-byte copy whose type tree knows a pointer at byte 0: the two bytes after it cannot
    hold a pointer (Eigen's partialPivLu().solve copies such a Map; it was refused as 'known
    only up to byte 0')."""
    x = np.array([0.7, -1.3])
    (g,) = assert_array_grads_match_fd(CompiledGradient(MAP_COPY, "f", dup=[0]), [x], [0])
    np.testing.assert_allclose(g, [x[1], x[0]], rtol=1e-14)


# a double's bits copied as an i64 into a local object, with the object's other field set and
# its lifetime begun in between (libstdc++ building a std::function around a captured double)
BITS_COPY = """
define double @f(ptr %p) {
entry:
  %o = alloca { i64, i64 }, align 8
  %v = load i64, ptr %p, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %o)
  %o1 = getelementptr inbounds i8, ptr %o, i64 8
  store i64 0, ptr %o1, align 8
  BETWEEN
  store i64 %v, ptr %o, align 8
  %r = call double @use(ptr %o)
  ret double %r
}
define internal double @use(ptr %o) noinline {
  %d = load double, ptr %o, align 8
  %r = fmul double %d, %d
  ret double %r
}
declare void @llvm.lifetime.start.p0(i64, ptr)
"""


def test_an_integer_copy_of_a_double_with_local_writes_in_between():
    """Writes to other local objects between the load and the store cannot touch the source:
    the adjoint goes back as for a copy right after its load (it was refused)."""
    x = np.array([0.7])
    (g,) = assert_array_grads_match_fd(CompiledGradient(BITS_COPY.replace("BETWEEN", ""), "f", dup=[0]), [x], [0])
    assert g[0] == pytest.approx(2 * 0.7, rel=1e-14)


def test_an_integer_copy_of_a_double_whose_source_may_be_written_in_between_is_refused():
    """A store through another argument may write the source: its reverse would clear the
    adjoint the copy moved back (it is moved where the store is reversed)."""
    ir = BITS_COPY.replace("define double @f(ptr %p)", "define double @f(ptr %p, ptr %q)").replace(
        "BETWEEN", "store double 1.5, ptr %q, align 8")
    with pytest.raises(UnsupportedError, match=r"integer copy from active memory into active memory"):
        CompiledGradient(ir, "f", dup=[0, 1])
