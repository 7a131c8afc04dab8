"""Reversed loops that the loop vectoriser can take, and the order of shadow increments.

The reverse pass emits the increments of a run of loads in the loads' forward order, and the
post-AD pipeline forwards a shadow value one iteration wrote to the next iteration's read before
the vectoriser looks. Together they make the reversal of an in-place stencil (finalise du[i],
then add into du[i+1]) a loop LLVM vectorises. These tests check that it is vectorised, and that
moving increments never moves them across another access to memory (gradients against central
differences).
"""

import sys
from pathlib import Path

import numpy as np
import pytest

from enzympy.memory import shadow_name
from enzympy.runtime.wrappers import CompiledGradient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from derivative_ir import optimised_derivative  # noqa: E402
from fdcheck import assert_array_grads_match_fd  # noqa: E402

# `steps` explicit heat-equation steps on u[0..n) in place (fixed ends), the old u[i-1] carried
# in a register; then the square of the middle value (no other loop writes the shadow)
HEAT = """
define double @heat(ptr noalias %u, i64 %n, i64 %steps, double %r) {
entry:
  %n1 = add nsw i64 %n, -1
  %c0 = icmp sgt i64 %n, 2
  %cs = icmp sgt i64 %steps, 0
  %go = and i1 %c0, %cs
  br i1 %go, label %step, label %sum
step:
  %s = phi i64 [ 0, %entry ], [ %s1, %stepend ]
  %prev0 = load double, ptr %u
  br label %inner
inner:
  %i = phi i64 [ 1, %step ], [ %i1, %inner ]
  %prev = phi double [ %prev0, %step ], [ %cur, %inner ]
  %pi = getelementptr inbounds double, ptr %u, i64 %i
  %cur = load double, ptr %pi
  %i1 = add nsw i64 %i, 1
  %pn = getelementptr inbounds double, ptr %u, i64 %i1
  %nxt = load double, ptr %pn
  %two = fmul double %cur, 2.0
  %a = fsub double %prev, %two
  %b = fadd double %a, %nxt
  %rb = fmul double %r, %b
  %new = fadd double %cur, %rb
  store double %new, ptr %pi
  %ci = icmp slt i64 %i1, %n1
  br i1 %ci, label %inner, label %stepend
stepend:
  %s1 = add nsw i64 %s, 1
  %cs1 = icmp slt i64 %s1, %steps
  br i1 %cs1, label %step, label %sum
sum:
  %m = lshr i64 %n, 1
  %pm = getelementptr inbounds double, ptr %u, i64 %m
  %q = load double, ptr %pm
  %q2 = fmul double %q, %q
  ret double %q2
}
"""

# loads, a store and loads again of the same places in one block: an increment moved past the
# store (which reads and clears the shadow) would be lost or doubled
REREAD = """
define double @reread(ptr %x, i64 %i) {
entry:
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %i1 = add nsw i64 %i, 1
  %q = getelementptr inbounds double, ptr %x, i64 %i1
  %a = load double, ptr %p
  %b = load double, ptr %q
  %ab = fmul double %a, %b
  store double %ab, ptr %p
  %c = load double, ptr %p
  %d = load double, ptr %q
  %e = fmul double %c, %d
  %f = fadd double %e, %a
  store double %f, ptr %q
  %g = load double, ptr %q
  %h = fmul double %g, %c
  ret double %h
}
"""

# loads around a call that reads and writes the same memory (a callee's reverse touches the
# shadows too)
CALLER = """
define internal void @scale(ptr %x, double %s) noinline {
entry:
  %v = load double, ptr %x
  %w = fmul double %v, %s
  store double %w, ptr %x
  ret void
}

define double @caller(ptr %x) {
entry:
  %a = load double, ptr %x
  %q = getelementptr inbounds double, ptr %x, i64 1
  %b = load double, ptr %q
  call void @scale(ptr %x, double %b)
  %c = load double, ptr %x
  %d = fmul double %c, %a
  %e = fadd double %d, %b
  ret double %e
}
"""


def _shadow_pointers(fn, shadow_arg):
    """Values computed from the shadow argument by address arithmetic (GEPs, phis, selects)."""
    derived = {shadow_arg}
    changed = True
    while changed:
        changed = False
        for inst in fn.instructions():
            if inst.name and inst.name not in derived and inst.opcode in ("getelementptr", "phi", "select"):
                if any(op.name in derived for op in inst.ops if op.kind in ("arg", "inst")):
                    derived.add(inst.name)
                    changed = True
    return derived


def test_the_reversed_in_place_stencil_is_vectorised():
    fn, _ = optimised_derivative(HEAT, "heat", ("u",), host=True)
    into_shadow = _shadow_pointers(fn, shadow_name("u"))
    vector_stores = [i for i in fn.instructions() if i.opcode == "store" and i.ops[0].type.kind == "vector"
                     and i.ops[1].name in into_shadow]
    assert vector_stores, "no vector store into the shadow: the reversed stencil stayed scalar"


@pytest.mark.parametrize("n,steps", [(3, 1), (4, 2), (9, 3), (40, 5), (101, 7)])
def test_in_place_stencil_gradient_agrees_with_finite_differences(n, steps):
    cg = CompiledGradient(HEAT, "heat", active=[], dup=[0])
    u = np.random.default_rng(n).uniform(-1.0, 1.0, n)
    assert_array_grads_match_fd(cg, [u, n, steps, 0.25], [0])


@pytest.mark.parametrize("i", [0, 1, 2])
def test_increments_do_not_pass_a_store_to_the_same_place(i):
    cg = CompiledGradient(REREAD, "reread", active=[], dup=[0])
    x = np.array([0.7, -1.3, 0.4, 2.1])
    g = assert_array_grads_match_fd(cg, [x, i], [0])[0]
    a, b = x[i], x[i + 1]
    c, dd = a * b, b                                  # after the first store
    q = c * dd + a                                    # f = g
    # h = q * c with q = c*b + a, c = a*b: dh/da = (b*b + 1) * c + q * b, dh/db = ...
    assert g[i] == pytest.approx((b * b + 1) * c + q * b)
    assert g[i + 1] == pytest.approx((a * b + c) * c + q * a)


def test_increments_do_not_pass_a_call_that_touches_the_same_memory():
    cg = CompiledGradient(CALLER, "caller", active=[], dup=[0])
    x = np.array([0.8, -1.7, 3.0])
    g = assert_array_grads_match_fd(cg, [x], [0])[0]
    a, b = x[0], x[1]
    assert g[0] == pytest.approx(2 * a * b)           # e = a*b*a + b
    assert g[1] == pytest.approx(a * a + 1)


# the loop vectoriser's form of x[j] += a * y[j]: two <2 x double> lanes per iteration, loaded,
# updated and stored back (GMM's triangular loop); then the sum of squares of x. Reversed, each
# lane's store clears its shadow before the other lane's load adds into it, so the clear and the
# increment are emitted apart; the increment's nsz lets LLVM drop the 0.0 + d
AXPY2 = """
define double @axpy2(ptr noalias %x, ptr noalias %y, double %a, i64 %n4) {
entry:
  %sa = insertelement <2 x double> poison, double %a, i64 0
  %va = shufflevector <2 x double> %sa, <2 x double> poison, <2 x i32> zeroinitializer
  br label %body
body:
  %j = phi i64 [ 0, %entry ], [ %j4, %body ]
  %px = getelementptr inbounds double, ptr %x, i64 %j
  %px2 = getelementptr inbounds i8, ptr %px, i64 16
  %py = getelementptr inbounds double, ptr %y, i64 %j
  %py2 = getelementptr inbounds i8, ptr %py, i64 16
  %x0 = load <2 x double>, ptr %px, align 8
  %x1 = load <2 x double>, ptr %px2, align 8
  %y0 = load <2 x double>, ptr %py, align 8
  %y1 = load <2 x double>, ptr %py2, align 8
  %m0 = fmul <2 x double> %va, %y0
  %m1 = fmul <2 x double> %va, %y1
  %n0 = fadd <2 x double> %x0, %m0
  %n1 = fadd <2 x double> %x1, %m1
  store <2 x double> %n0, ptr %px, align 8
  store <2 x double> %n1, ptr %px2, align 8
  %j4 = add nuw nsw i64 %j, 4
  %more = icmp slt i64 %j4, %n4
  br i1 %more, label %body, label %sum
sum:
  %k = phi i64 [ 0, %body ], [ %k1, %sum ]
  %acc = phi double [ 0.0, %body ], [ %acc1, %sum ]
  %pk = getelementptr inbounds double, ptr %x, i64 %k
  %xk = load double, ptr %pk
  %acc1 = call double @llvm.fmuladd.f64(double %xk, double %xk, double %acc)
  %k1 = add nuw nsw i64 %k, 1
  %again = icmp slt i64 %k1, %n4
  br i1 %again, label %sum, label %done
done:
  ret double %acc1
}
declare double @llvm.fmuladd.f64(double, double, double)
"""


def test_a_reversed_vector_update_in_place_adds_no_zero():
    fn, _ = optimised_derivative(AXPY2, "axpy2", ("x", "y"))
    into_shadow = _shadow_pointers(fn, shadow_name("x"))
    zero_adds = [i.text.strip() for i in fn.instructions() if i.opcode == "fadd"
                 and any(op.kind == "const" and op.ref.strip() in ("0.0", "0.000000e+00", "zeroinitializer")
                         for op in i.ops)]
    assert not zero_adds, f"a cleared shadow is still added to: {zero_adds}"
    assert any(i.opcode == "store" and i.ops[1].name in into_shadow for i in fn.instructions())


@pytest.mark.parametrize("n4", [4, 8, 20])
def test_reversed_vector_update_in_place_agrees_with_finite_differences(n4):
    cg = CompiledGradient(AXPY2, "axpy2", active=[2], dup=[0, 1])
    rng = np.random.default_rng(n4)
    x, y = rng.uniform(-1.0, 1.0, n4), rng.uniform(-1.0, 1.0, n4)
    assert_array_grads_match_fd(cg, [x, y, 0.6, n4], [0, 1])
