"""Copies between shadowed memory that holds pointers (enzympy/copy_layout.py): what cannot be
done slot by slot is refused by name, never done as if every byte were a double (which added
pointer bits into shadows and left the destination's shadow pointers unset). The copies that
are done are checked end to end by tests/c/memory/structcopy.c."""

import pytest

from enzympy.errors import UnsupportedError
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
                                               r"analysis knows only up to byte 8"):
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
