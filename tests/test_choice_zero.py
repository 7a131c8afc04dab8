"""The choice-zero analysis (analyses/choice_zero.py): a zero seed is guarded (0 * inf -> 0)
where a choice may have put it there, and nowhere else. Each case checks the derivative's
values at the singular point (exact values derived by hand, or central differences where the
function is smooth there) in reverse and forward mode, and whether the guard is emitted."""

import math
import re
from pathlib import Path

import numpy as np
import pytest

from enzympy import rules
from enzympy.analyses.choice_zero import reverse_guard
from enzympy.driver import ModuleDifferentiator
from enzympy.runtime.wrappers import CompiledGradient

from fdcheck import assert_array_grads_match_fd
from test_choice_rules import _both
from test_choice_rules import _fd as _fd_of

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "c"


def guards(ll, name="f") -> int:
    """Zero guards (a select on seed == 0) in the reverse-mode derivative of `name`."""
    d = ModuleDifferentiator(ll, "t.ll")
    fn = d.W.function(name)
    dname = d.reverse(name, tuple(a.name for a in fn.args if a.type.kind == "float"), True,
                      dup_args=tuple(a.name for a in fn.args if a.type.kind == "ptr"))
    text = next(t for n, t in d.derivatives.values() if n == dname)
    return len(re.findall(r"fcmp oeq", text))


def _grad(ll, args):
    return _both(ll, args)[2]


def _tangents(ll, args):
    return _both(ll, args)[3]


def _fd(ll, args, k):
    return _fd_of(CompiledGradient(ll, "f"), args, k)


HEAD = """
declare double @llvm.sqrt.f64(double)
declare double @llvm.log.f64(double)
declare double @llvm.maxnum.f64(double, double)
"""

# fmax(2 * sqrt(x), 1): the 2 * passes the zero adjoint of the side not chosen on to sqrt
MAX_TWICE_SQRT = HEAD + """
define double @f(double %x) {
  %s = call double @llvm.sqrt.f64(double %x)
  %t = fmul double %s, 2.0
  %m = call double @llvm.maxnum.f64(double %t, double 1.0)
  ret double %m
}
"""


@pytest.mark.parametrize("x", [0.0, -1.0])
def test_zero_through_a_finite_partial_reaches_sqrt(x):
    """max picks the 1 (2 sqrt(0) = 0 < 1; sqrt(-1) is NaN, which maxnum drops): derivative 0."""
    assert _grad(MAX_TWICE_SQRT, [x]) == [0.0]
    assert _tangents(MAX_TWICE_SQRT, [x]) == [0.0]
    assert guards(MAX_TWICE_SQRT) >= 1


def test_zero_through_a_finite_partial_away_from_the_kink():
    g = _grad(MAX_TWICE_SQRT, [4.0])[0]
    assert g == pytest.approx(_fd(MAX_TWICE_SQRT, [4.0], 0), rel=1e-7) and g == 0.5


# no choice anywhere, but sqrt's operand may be 0: sqrt's term is guarded (a zero adjoint may
# come from the numbers too), and its infinite partial at 0 shows where the adjoint is not 0
PLAIN = HEAD + """
define double @f(double %x) {
  %s = call double @llvm.sqrt.f64(double %x)
  %q = fmul double %x, %x
  %t = fmul double %s, 3.0
  %r = fadd double %t, %q
  ret double %r
}
"""


def test_sqrt_keeps_its_infinite_derivative():
    assert guards(PLAIN) == 1
    assert _grad(PLAIN, [0.0]) == [math.inf]            # 1.5 / sqrt(x) + 2x at 0+
    g = _grad(PLAIN, [2.0])[0]
    assert g == pytest.approx(_fd(PLAIN, [2.0], 0), rel=1e-7)
    assert _tangents(PLAIN, [2.0])[0] == pytest.approx(g, rel=1e-14)


# a branch not taken: sqrt is computed before the branch, used only on one side
BRANCH = HEAD + """
define double @f(double %x) {
entry:
  %s = call double @llvm.sqrt.f64(double %x)
  %c = fcmp ogt double %x, 0.0
  br i1 %c, label %pos, label %join
pos:
  %t = fmul double %s, 2.0
  br label %join
join:
  %r = phi double [ %t, %pos ], [ 1.0, %entry ]
  ret double %r
}
"""


@pytest.mark.parametrize("x", [0.0, -2.0])
def test_branch_not_taken_gives_zero(x):
    """f = 1 for x <= 0: derivative 0 there, not 0 * inf."""
    assert _grad(BRANCH, [x]) == [0.0]
    assert _tangents(BRANCH, [x]) == [0.0]
    assert guards(BRANCH) >= 1


def test_branch_taken_matches_fd():
    g = _grad(BRANCH, [2.25])[0]
    assert g == pytest.approx(_fd(BRANCH, [2.25], 0), rel=1e-7)
    assert g == pytest.approx(2 * 0.5 / 1.5)


# the value of the last iteration is returned: earlier iterations' sqrt get no adjoint
LAST_WINS = HEAD + """
define double @f(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %j, %loop ]
  %p = getelementptr double, ptr %a, i64 %i
  %v = load double, ptr %p
  %s = call double @llvm.sqrt.f64(double %v)
  %j = add i64 %i, 1
  %c = icmp slt i64 %j, %n
  br i1 %c, label %loop, label %exit
exit:
  ret double %s
}
"""


def test_overwritten_loop_value_gives_zero():
    """f(a) = sqrt(a[n-1]): a[0] = 0 gets derivative 0 (f does not depend on it), not NaN
    (the pre-AD optimiser may sink the sqrt out of the loop; the values must hold either way)."""
    cg = CompiledGradient(LAST_WINS, "f", dup=[0])
    value, grads = cg.value_and_grad(np.array([0.0, 1.0, 4.0]), 3)
    assert value == 2.0 and grads[0].tolist() == [0.0, 0.0, 0.25]
    assert_array_grads_match_fd(cg, [np.array([0.5, 1.0, 4.0]), 3], [0])


# x sqrt(x) + y sqrt(x): sqrt's adjoint is x + y, 0 at (0, 0) by the numbers, not by a choice;
# sqrt is guarded wherever its operand may be 0 (`signs` cannot prove it positive)
NATURAL_ZERO = HEAD + """
define double @f(double %x, double %y) {
  %s = call double @llvm.sqrt.f64(double %x)
  %a = fmul double %x, %s
  %b = fmul double %y, %s
  %r = fadd double %a, %b
  ret double %r
}
"""


def test_zero_adjoint_by_the_numbers_at_a_singular_point():
    """d/dx (x^1.5 + y x^0.5) = 1.5 sqrt(x) + y / (2 sqrt(x)): 0 at (0, 0) (by hand; f = x^1.5
    there), inf at (0, 1); d/dy = sqrt(x)."""
    assert _grad(NATURAL_ZERO, [0.0, 0.0]) == [0.0, 0.0]
    assert _grad(NATURAL_ZERO, [0.0, 1.0]) == [math.inf, 0.0]
    assert _tangents(NATURAL_ZERO, [0.0, 0.0]) == [0.0, 0.0]  # x * inf: the partial x is 0
    assert _tangents(NATURAL_ZERO, [0.0, 1.0]) == [math.inf, 0.0]
    g = _grad(NATURAL_ZERO, [4.0, 3.0])
    assert g == pytest.approx([_fd(NATURAL_ZERO, [4.0, 3.0], k) for k in (0, 1)], rel=1e-7)


# a sqrt of a sum of squares plus a positive constant is regular: no guard
SQRT_POSITIVE = HEAD + """
define double @f(double %x, double %y) {
  %a = fmul double %x, %x
  %b = fmul double %y, %y
  %c = fadd double %a, %b
  %d = fadd double %c, 1.0e-2
  %s = call double @llvm.sqrt.f64(double %d)
  %q = fdiv double %x, %d
  %r = fadd double %s, %q
  ret double %r
}
"""


def test_positive_operand_needs_no_guard():
    assert guards(SQRT_POSITIVE) == 0
    for p in ([0.0, 0.0], [1.5, -2.0]):
        g = _grad(SQRT_POSITIVE, p)
        assert g == pytest.approx([_fd(SQRT_POSITIVE, p, k) for k in (0, 1)], rel=1e-6, abs=1e-9)
        assert _tangents(SQRT_POSITIVE, p) == pytest.approx(g, rel=1e-14)


# relu(y) * sqrt(x): the factor is a zero chosen by max, so sqrt's adjoint is 0 by a choice
RELU_TIMES_SQRT = HEAD + """
define double @f(double %x, double %y) {
  %m = call double @llvm.maxnum.f64(double %y, double 0.0)
  %s = call double @llvm.sqrt.f64(double %x)
  %r = fmul double %m, %s
  ret double %r
}
"""


def test_chosen_zero_factor_guards_the_other_operand():
    """f = 0 for y < 0 whatever x: both partials 0 at x = 0, y = -1."""
    assert _grad(RELU_TIMES_SQRT, [0.0, -1.0]) == [0.0, 0.0]
    assert _tangents(RELU_TIMES_SQRT, [0.0, -1.0])[1] == 0.0
    g = _grad(RELU_TIMES_SQRT, [4.0, 3.0])
    assert g == pytest.approx([_fd(RELU_TIMES_SQRT, [4.0, 3.0], k) for k in (0, 1)], rel=1e-7)


# forward mode: sqrt of a choice that picked the constant 0 has tangent 0 (0 * inf otherwise)
SQRT_OF_MAX = HEAD + """
define double @f(double %x) {
  %m = call double @llvm.maxnum.f64(double %x, double 0.0)
  %s = call double @llvm.sqrt.f64(double %m)
  ret double %s
}
"""


def test_forward_tangent_zero_from_a_choice():
    assert _tangents(SQRT_OF_MAX, [-1.0]) == [0.0]
    assert _grad(SQRT_OF_MAX, [-1.0]) == [0.0]
    g = _grad(SQRT_OF_MAX, [4.0])[0]
    assert g == pytest.approx(_fd(SQRT_OF_MAX, [4.0], 0), rel=1e-7)
    assert _tangents(SQRT_OF_MAX, [4.0])[0] == pytest.approx(g, rel=1e-14)


def _reverse_writer(ll_path, name):
    from enzympy.reverse import ReverseSpec, _ReverseWriter
    d = ModuleDifferentiator(ll_path.read_text(), ll_path.name)
    fn = d.W.function(name)
    dups = tuple(a.name for a in fn.args if a.type.kind == "ptr")
    return fn, _ReverseWriter(ReverseSpec(fn, (), True, "t", dup_args=dups, resolve=d.split))


def test_forward_chosen_zero_partial_times_infinite_tangent():
    """Along x at (0, -1): the partial relu(-1) = 0 meets sqrt's infinite tangent; f = 0 for
    y < 0 whatever x, so 0, as reverse mode gives. Along x at (0, 2): 2 * inf = inf."""
    assert _tangents(RELU_TIMES_SQRT, [0.0, -1.0]) == [0.0, 0.0]
    assert _tangents(RELU_TIMES_SQRT, [0.0, 2.0])[0] == math.inf
    assert _grad(RELU_TIMES_SQRT, [0.0, 2.0])[0] == math.inf


def forward_guards(ll, name="f") -> int:
    """Zero guards (a select on == 0) in the forward-mode derivative of `name`."""
    d = ModuleDifferentiator(ll, "t.ll")
    fn = d.W.function(name)
    dname = d.forward(name, tuple(a.name for a in fn.args if a.type.kind in ("ptr", "float")))
    text = next(t for n, t in d.derivatives.values() if n == dname)
    return len(re.findall(r"fcmp oeq", text))


def test_forward_guards_only_where_a_tangent_may_be_infinite():
    """sqrt of a positive value has a finite tangent: nothing guarded (nor in nbody's loop);
    sqrt(x) may have an infinite one: the product's term that meets it is guarded."""
    assert forward_guards(SQRT_POSITIVE) == 0
    assert forward_guards((BENCH / "nbody.O2.ll").read_text(), "nbody") == 0
    assert forward_guards(RELU_TIMES_SQRT) >= 1


def test_benchmark_nbody_hot_loop_is_not_guarded():
    """nbody's sqrt and division feed sums that always reach memory and the result: their
    adjoints are never choice zeros, so no guard slows the loop (it cost the benchmark 12%);
    the lane of dx * dx the code never reads has a finite partial (r2 >= 0.01 > 0: the division
    by r2 sqrt(r2) cannot overflow), so it needs none either."""
    assert guards((BENCH / "nbody.O2.ll").read_text(), "nbody") == 0
    fn, w = _reverse_writer(BENCH / "nbody.O2.ll", "nbody")
    singular = [i for i in fn.instructions() if i.opcode == "fdiv" or "sqrt" in (i.callee or "")]
    assert len(singular) == 2
    for i in singular:
        r = rules.lookup(i.callee) if i.opcode == "call" else rules.RULES[i.opcode]
        assert not any(reverse_guard(w, i, r, k) for k in range(len(r.partials))), i.line


def test_benchmark_nbody_gradient_unchanged():
    """The derivative without those guards is still the right one (FD on a small system)."""
    cg = CompiledGradient((BENCH / "nbody.O2.ll").read_text(), "nbody", active=[5], dup=[0, 1])
    rng = np.random.default_rng(3)
    n = 4
    x, v, m = rng.normal(size=3 * n), rng.normal(size=3 * n), rng.uniform(0.5, 1.5, size=n)
    assert_array_grads_match_fd(cg, [x, v, m, n, 3, 0.01], [0, 1], rel=1e-5)


# ---------------------------------------------------------------- the Numba front end

def _numba():
    numba = pytest.importorskip("numba")
    return numba.njit


def test_numba_where_of_x_log_x():
    """np.where(x > 0, x log x, 0): both sides computed for every element; where x <= 0 the
    side not taken has log(x) = -inf or NaN in its partials. Gradient: log(x) + 1 where x > 0,
    0 elsewhere (by hand), never NaN."""
    import enzympy
    njit = _numba()

    @njit
    def f(x):
        return np.where(x > 0, x * np.log(x), 0.0).sum()

    x = np.array([-1.0, 0.0, 0.5, 2.0])
    g = enzympy.grad(f)(x)
    want = [0.0, 0.0, math.log(0.5) + 1, math.log(2.0) + 1]
    np.testing.assert_allclose(g, want, rtol=1e-12, atol=0)


@pytest.mark.parametrize("x", [-1.0, 0.0, 0.5, 3.0])
def test_numba_if_expression_sqrt_and_log(x):
    """x > 0 ? sqrt(x) x + x log(x) : x^2 (computed before the choice): at x <= 0 the
    derivative is 2x (the branch taken), by hand; FD agrees where smooth."""
    import enzympy
    njit = _numba()

    @njit
    def f(x):
        a = math.sqrt(x) * x + x * math.log(x)
        b = x * x
        return a if x > 0 else b

    g = enzympy.grad(f)(x)
    if x <= 0:
        assert g == 2 * x
    else:
        h = 1e-6
        assert g == pytest.approx((f(x + h) - f(x - h)) / (2 * h), rel=1e-6)


# ---------------------------------------------------------------- memory

# out[0] = sqrt(x[0]) is never read again: its adjoint is the caller's seed for out[0] (here 0:
# the gradient of the return value only), so the store's adjoint may be 0 and is guarded
UNREAD_STORE = HEAD + """
define double @f(ptr noalias %x, ptr noalias %out) {
  %x0 = load double, ptr %x
  %s = call double @llvm.sqrt.f64(double %x0)
  store double %s, ptr %out
  %p1 = getelementptr double, ptr %x, i64 1
  %x1 = load double, ptr %p1
  ret double %x1
}
"""


def test_store_never_read_back_is_guarded():
    """d f / d x[0] at x[0] = 0 is 0 (f = x[1]), by hand; not 0 (out's seed) * inf."""
    cg = CompiledGradient(UNREAD_STORE, "f", dup=[0, 1])
    _, grads = cg.value_and_grad(np.array([0.0, 2.0]), np.zeros(2))
    assert grads[0].tolist() == [0.0, 1.0]


# t[i] is read only by max (which takes the 1), t[j] by a sum: the object t is read surely by
# one load, so its stores count as sure, and t[0]'s store gets 0 from the max; that 0 meets
# x0's partial log(x0) = -inf in x0 * log(x0) (log's own term is guarded: it is singular there)
MIXED_SCRATCH = HEAD + """
define double @f(ptr noalias %x, ptr noalias %t, i64 %i, i64 %j) {
  %x0 = load double, ptr %x
  %l = call double @llvm.log.f64(double %x0)
  %s = fmul double %x0, %l
  store double %s, ptr %t
  %p1 = getelementptr double, ptr %x, i64 1
  %x1 = load double, ptr %p1
  %q1 = getelementptr double, ptr %t, i64 1
  store double %x1, ptr %q1
  %qi = getelementptr double, ptr %t, i64 %i
  %ti = load double, ptr %qi
  %m = call double @llvm.maxnum.f64(double %ti, double 1.0)
  %qj = getelementptr double, ptr %t, i64 %j
  %tj = load double, ptr %qj
  %r = fadd double %m, %tj
  ret double %r
}
"""


def test_memory_element_read_only_by_a_choice():
    """d f / d x[0] at x[0] = 0 is 0 (max takes the 1), by hand, not 0 * -inf."""
    cg = CompiledGradient(MIXED_SCRATCH, "f", dup=[0, 1])
    _, grads = cg.value_and_grad(np.array([0.0, 2.0]), np.zeros(2), 0, 1)
    assert grads[0].tolist() == [0.0, 1.0]


# t[0] is read only in a branch (and at an index known only at run time): where the branch is
# not taken, the store's adjoint is 0 by that choice and meets log(x0) = -inf in x0 * log(x0)
READ_IN_A_BRANCH = HEAD + """
define double @f(ptr noalias %x, ptr noalias %t, i64 %c, i64 %j) {
entry:
  %x0 = load double, ptr %x
  %l = call double @llvm.log.f64(double %x0)
  %s = fmul double %x0, %l
  store double %s, ptr %t
  %b = icmp eq i64 %c, 0
  br i1 %b, label %a, label %z
a:
  %q = getelementptr double, ptr %t, i64 %j
  %v = load double, ptr %q
  ret double %v
z:
  ret double 1.0
}
"""

# the store to t[0] is overwritten (through an index known only at run time) before t[0] is read
OVERWRITTEN = HEAD + """
define double @f(ptr noalias %x, ptr noalias %t, i64 %j) {
  %x0 = load double, ptr %x
  %l = call double @llvm.log.f64(double %x0)
  %s = fmul double %x0, %l
  store double %s, ptr %t
  %q = getelementptr double, ptr %t, i64 %j
  store double 2.0, ptr %q
  %v = load double, ptr %t
  ret double %v
}
"""


def test_memory_read_only_on_a_branch_not_taken():
    """c = 1: f = 1, derivative 0 (by hand), not 0 * -inf; c = 0: f = x0 log x0 (FD)."""
    cg = CompiledGradient(READ_IN_A_BRANCH, "f", dup=[0, 1])
    _, grads = cg.value_and_grad(np.array([0.0, 2.0]), np.zeros(2), 1, 0)
    assert grads[0].tolist() == [0.0, 0.0]
    assert_array_grads_match_fd(cg, [np.array([0.5, 2.0]), np.zeros(2), 0, 0], [0])


def test_memory_overwritten_before_it_is_read():
    """j = 0: f = 2, derivative 0 (by hand); j = 1: f = x0 log x0 (FD)."""
    cg = CompiledGradient(OVERWRITTEN, "f", dup=[0, 1])
    _, grads = cg.value_and_grad(np.array([0.0, 2.0]), np.zeros(2), 0)
    assert grads[0].tolist() == [0.0, 0.0]
    assert_array_grads_match_fd(cg, [np.array([0.5, 2.0]), np.zeros(2), 1], [0])


# loads after a call: an unknown callee may have stored an infinity that a load reads back; an
# allocator or a deallocator (free here; Numba's NRT_incref / NRT_decref, in every function that
# holds an array) writes no float, so the loads stay finite
CALL_THEN_LOAD = HEAD + """
declare void @free(ptr)
declare void @g(ptr)
define double @f(ptr noalias %x, ptr %p) {
  call void @CALLEE(ptr %p)
  %a = load double, ptr %x
  %b = fmul double %a, %a
  ret double %b
}
"""


def test_allocators_and_deallocators_keep_loads_finite():
    from enzympy.analyses.choice_values import maybe_not_finite

    def not_finite(callee):
        return maybe_not_finite(ModuleDifferentiator(CALL_THEN_LOAD.replace("CALLEE", callee), "t.ll").W.function("f"))
    assert not_finite("free") == set()
    assert {"a", "b"} <= not_finite("g")
