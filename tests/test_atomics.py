"""Atomics on active memory, on IR written by hand (tests/c/atomics.c covers clang's forms).

Reverse mode: atomicrmw fadd/fsub/xchg read their value's adjoint from the shadow and send the
old value's adjoint back into it through the accumulation point, atomically (as does the
reverse of an atomic load); forward mode applies the same update to the shadow. Atomics with no
derivative here (fmax, a cmpxchg on the bits of a double) are refused by name, never ignored."""

import numpy as np
import pytest

from enzympy.errors import UnsupportedError
from enzympy.runtime.tangent import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient

from derivative_ir import optimised_derivative
from fdcheck import assert_array_grads_match_fd

# acc = 0.5; acc += x0 * x1 (fadd), acc -= x2 (fsub, its old value used); return acc * x0 + old
RMW = """
define double @f(ptr %x) {
  %acc = alloca double
  store double 0.5, ptr %acc
  %x0 = load double, ptr %x
  %p1 = getelementptr double, ptr %x, i64 1
  %x1 = load double, ptr %p1
  %p2 = getelementptr double, ptr %x, i64 2
  %x2 = load double, ptr %p2
  %v = fmul double %x0, %x1
  %o1 = atomicrmw fadd ptr %acc, double %v monotonic, align 8
  %o2 = atomicrmw fsub ptr %acc, double %x2 seq_cst, align 8
  %a = load atomic double, ptr %acc acquire, align 8
  %r = fmul double %a, %x0
  %s = fmul double %o2, %o2
  %t = fadd double %r, %s
  ret double %t
}
"""

# x1's old value comes back from the exchange, x1 becomes x0 * x2
XCHG = """
define double @f(ptr %x) {
  %x0 = load double, ptr %x
  %p1 = getelementptr double, ptr %x, i64 1
  %p2 = getelementptr double, ptr %x, i64 2
  %x2 = load double, ptr %p2
  %v = fmul double %x0, %x2
  %old = atomicrmw xchg ptr %p1, double %v seq_cst, align 8
  %now = load double, ptr %p1
  %a = fmul double %old, %old
  %b = fmul double %now, %x2
  %t = fadd double %a, %b
  ret double %t
}
"""


@pytest.mark.parametrize("ir", [RMW, XCHG], ids=["fadd_fsub", "xchg"])
def test_atomicrmw_reverse_and_forward(ir):
    x = np.array([0.7, -1.3, 0.4])
    cg = CompiledGradient(ir, "f", dup=[0])
    (g,) = assert_array_grads_match_fd(cg, [x], [0])
    assert np.all(g != 0.0)
    ct = CompiledTangent(ir, "f")
    for i in range(3):
        v = np.zeros(3)
        v[i] = 1.0
        assert ct.jvp(x.copy(), v)[1] == pytest.approx(g[i], rel=1e-12, abs=1e-14)


def test_shadow_increments_of_atomics_are_atomic():
    """The reverse of an atomic load, and of an atomicrmw's old value, add into the shadow with
    atomicrmw fadd (other threads may add there too)."""
    fn, _ = optimised_derivative(RMW, "f", ["x"])
    on_shadow = [i for i in fn.instructions() if i.opcode == "atomicrmw" and ".ad.sh" in i.text]
    assert len(on_shadow) == 2 and all(" fadd " in i.text for i in on_shadow)


# C's `_Atomic double s; s OP= v`: a compare-exchange loop on the bits of the double
CAS = """
define double @f(ptr %x, double %v) {{
entry:
  %a0 = load atomic double, ptr %x seq_cst, align 8
  br label %loop
loop:
  %a = phi double [ %a0, %entry ], [ %back, %loop ]
  %n = {op}
  %ai = bitcast double %a to i64
  %ni = bitcast double %n to i64
  %pair = cmpxchg ptr %x, i64 %ai, i64 %ni seq_cst seq_cst, align 8
  %ok = extractvalue {{ i64, i1 }} %pair, 1
  %prev = extractvalue {{ i64, i1 }} %pair, 0
  %back = bitcast i64 %prev to double
  br i1 %ok, label %done, label %loop
done:
  %y = load double, ptr %x
  %r = fmul double %y, %n
  ret double %r
}}
declare double @llvm.fmuladd.f64(double, double, double)
"""


# numba-cuda's atomic add/sub of a float: the old value stays an integer in the loop's phi
INT_CAS = """
define double @f(ptr %x, double %v) {{
entry:
  %w = fmul double %v, %v
  %i0 = load volatile i64, ptr %x, align 8
  br label %loop
loop:
  %o = phi i64 [ %i0, %entry ], [ %cas, %loop ]
  %a = bitcast i64 %o to double
  %n = {op} double %a, %w
  %ni = bitcast double %n to i64
  %pair = cmpxchg volatile ptr %x, i64 %o, i64 %ni monotonic monotonic, align 8
  %cas = extractvalue {{ i64, i1 }} %pair, 0
  %ok = extractvalue {{ i64, i1 }} %pair, 1
  br i1 %ok, label %done, label %loop
done:
  %y = load double, ptr %x
  %r = fmul double %y, %a
  ret double %r
}}
"""


CAS_LOOPS = [CAS.format(op=op) for op in ("fadd double %a, %v", "fadd double %v, %a", "fsub double %a, %v",
                                         "call double @llvm.fmuladd.f64(double %v, double %v, double %a)")] \
    + [INT_CAS.format(op=op) for op in ("fadd", "fsub")]


@pytest.mark.parametrize("ir", CAS_LOOPS, ids=["add", "add_commuted", "sub", "fmuladd", "int_add", "int_sub"])
def test_compare_exchange_loop_adding_is_an_atomic_add(ir):
    """`s += v` on an _Atomic double is atomicrmw fadd, differentiated as one; so is numba-cuda's
    `cuda.atomic.sub`/`add` on floats, whose loop keeps the old value as an integer (refused
    before)."""
    cg, ct = CompiledGradient(ir, "f", dup=[0]), CompiledTangent(ir, "f")
    h = 1e-6
    for x, v in ((np.array([0.7]), 1.3), (np.array([-1.1]), 0.4)):
        _, (dx, dv) = cg.value_and_grad(x.copy(), v)
        fd_v = (cg(x.copy(), v + h) - cg(x.copy(), v - h)) / (2 * h)
        fd_x = (cg(x + h, v) - cg(x - h, v)) / (2 * h)
        assert dv == pytest.approx(fd_v, rel=1e-6) and dx[0] == pytest.approx(fd_x, rel=1e-6)
        assert ct.jvp(x.copy(), v, np.ones(1), 0.0)[1] == pytest.approx(dx[0], rel=1e-12)
        assert ct.jvp(x.copy(), v, np.zeros(1), 1.0)[1] == pytest.approx(dv, rel=1e-12)


REFUSED = {
    "fmax": """
define double @f(ptr %x, double %v) {
  %o = atomicrmw fmax ptr %x, double %v seq_cst, align 8
  %y = load double, ptr %x
  %r = fmul double %y, %o
  ret double %r
}
""",
    # C's `_Atomic double s; s *= v`: a compare-exchange loop on the bits, no atomicrmw for it
    "cmpxchg": CAS.format(op="fmul double %a, %v"),
}


@pytest.mark.parametrize("kind", sorted(REFUSED))
def test_atomics_without_a_derivative_are_refused_by_name(kind):
    with pytest.raises(UnsupportedError, match=kind):
        CompiledGradient(REFUSED[kind], "f", dup=[0])
    with pytest.raises(UnsupportedError, match=kind):
        CompiledTangent(REFUSED[kind], "f")
