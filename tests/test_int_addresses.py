"""Addresses computed as integers (`enzympy/int_addresses.py`, `soundness.int_address`):
`inttoptr(ptrtoint(p) + offset)`, as numba-cuda indexes `x[::2]` and some C code does, is a GEP
of p and differentiated; a shadowed pointer's bits made into an address any other way (an
aligned pointer) are refused by name, never treated as memory without derivatives."""

import numpy as np
import pytest

from enzympy.errors import UnsupportedError
from enzympy.runtime.tangent import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient

# sum over i < n of x[2 i]^2, the address of x[2 i] computed as an integer
STRIDED = """
define double @f(ptr %x, i64 %n) {
entry:
  %base = ptrtoint ptr %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %off = mul i64 %i, 16
  %addr = add i64 %off, %base
  %p = inttoptr i64 %addr to ptr
  %v = load double, ptr %p, align 8
  %sq = fmul double %v, %v
  %s1 = fadd double %s, %sq
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret double %s1
}
"""

# x rounded up to a 16-byte boundary by integer masks: no offset from x to follow
ALIGNED = """
define double @f(ptr %x, i64 %n) {
  %a = ptrtoint ptr %x to i64
  %b = add i64 %a, 15
  %c = and i64 %b, -16
  %p = inttoptr i64 %c to ptr
  %v = load double, ptr %p, align 16
  %w = fmul double %v, %v
  ret double %w
}
"""


def test_integer_offset_of_a_pointer_is_differentiated():
    x = np.array([0.7, 9.0, -1.3, 9.0, 0.4, 9.0])
    cg = CompiledGradient(STRIDED, "f", dup=[0])
    val, (dx,) = cg.value_and_grad(x.copy(), 3)
    assert val == pytest.approx(0.7 ** 2 + 1.3 ** 2 + 0.4 ** 2)
    np.testing.assert_allclose(dx, [1.4, 0.0, -2.6, 0.0, 0.8, 0.0], rtol=1e-12)
    ct = CompiledTangent(STRIDED, "f")
    v = np.array([1.0, 5.0, 2.0, 5.0, -1.0, 5.0])
    assert ct.jvp(x.copy(), 3, v)[1] == pytest.approx(float(dx @ v), rel=1e-12)


def test_other_integer_addresses_of_active_memory_are_refused():
    with pytest.raises(UnsupportedError, match="integer address of active memory"):
        CompiledGradient(ALIGNED, "f", dup=[0])


# an object holding a pointer to x, built by storing the pointer's integer bits (instcombine's
# form of a C++ object holding a reference, Eigen's Transpose<MatrixXd>), read back in a callee
POINTER_BITS = """
define internal double @g(ptr %obj) #0 {
  %p = load ptr, ptr %obj, align 8
  %v = load double, ptr %p, align 8
  %w = fmul double %v, %v
  ret double %w
}

define double @f(ptr %x) {
  %o = alloca ptr, align 8
  %b = ptrtoint ptr %x to i64
  store i64 %b, ptr %o, align 8
  %r = call double @g(ptr %o)
  ret double %r
}

attributes #0 = { noinline }
"""


def test_a_pointer_stored_as_its_integer_bits_keeps_its_shadow():
    """The object's shadow held 0 where the shadow of x belonged: the callee's derivative read
    x's derivative through a null pointer (a crash, or what the optimiser made of it: 0)."""
    cg = CompiledGradient(POINTER_BITS, "f", dup=[0])
    val, (dx,) = cg.value_and_grad(np.array([1.5]))
    assert val == pytest.approx(2.25) and dx[0] == pytest.approx(3.0)
    assert CompiledTangent(POINTER_BITS, "f").jvp(np.array([1.5]), np.array([1.0]))[1] == pytest.approx(3.0)
