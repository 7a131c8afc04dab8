"""What the reverse pass stores per loop iteration, and what it recomputes instead."""

import numpy as np

from enzympy.driver import ModuleDifferentiator
from enzympy.reverse import ReverseSpec, _ReverseWriter
from enzympy.runtime.wrappers import CompiledGradient

READ_ONLY = """
declare double @llvm.sin.f64(double)
define double @wsum(ptr %x, ptr %w, i32 %n) {
entry:
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %px = getelementptr inbounds double, ptr %x, i32 %i
  %pw = getelementptr inbounds double, ptr %w, i32 %i
  %xv = load double, ptr %px
  %wv = load double, ptr %pw
  %t = fmul double %xv, %wv
  %t2 = fmul double %t, %xv
  %s1 = fadd double %s, %t2
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %r = phi double [ 0.0, %entry ], [ %s1, %loop ]
  ret double %r
}
"""

IN_PLACE = """
define double @smooth(ptr %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %pl = getelementptr inbounds double, ptr %x, i32 %i
  %im = add nsw i32 %i, -1
  %pm = getelementptr inbounds double, ptr %x, i32 %im
  %a = load double, ptr %pl
  %b = load double, ptr %pm
  %p = fmul double %a, %b
  store double %p, ptr %pl
  %i1 = add nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %last = getelementptr inbounds double, ptr %x, i32 %im
  %v = load double, ptr %last
  ret double %v
}
"""


def plan_of(ir, fn, dup):
    d = ModuleDifferentiator(ir)
    w = _ReverseWriter(ReverseSpec(d.W.function(fn), (), True, "d", dup_args=dup))
    return w.plan


def stored(plan):
    return [n for n, where in plan._where.items() if where not in ("slot", "recompute")]


def test_read_only_loop_stores_nothing_per_iteration():
    plan = plan_of(READ_ONLY, "wsum", ("x", "w"))
    assert stored(plan) == []
    assert "xv" in plan.recompute and "i" in plan.recompute      # loads and the induction variable


def test_overwritten_memory_is_stored():
    plan = plan_of(IN_PLACE, "smooth", ("x",))
    names = stored(plan)
    assert "a" in names                      # x[i] is overwritten: keep its value (b is forwarded by GVN)
    loop = plan.cached_loops()[0]
    assert plan.presized(loop)                                    # trip count n - 1 known on entry


def test_recomputed_and_stored_gradients_agree_with_finite_differences():
    rng = np.random.default_rng(1)
    for ir, fn, dup, n in ((READ_ONLY, "wsum", [0, 1], 9), (IN_PLACE, "smooth", [0], 7)):
        cg = CompiledGradient(ir, fn, active=[], dup=dup)
        args = [rng.uniform(0.5, 1.5, n) for _ in dup] + [n]
        value, grads = cg.value_and_grad(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
        for k, g in zip(dup, grads):
            for i in range(n):
                up = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
                dn = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
                h = 1e-6
                up[k][i] += h
                dn[k][i] -= h
                fd = (cg(*up) - cg(*dn)) / (2 * h)
                assert abs(g[i] - fd) <= 1e-6 * max(1.0, abs(fd)), (fn, k, i, g[i], fd)


def test_pooled_caches_follow_the_size_of_each_call_and_each_thread():
    """Loop caches are kept between calls (one pooled buffer per loop, taken and given back
    atomically): calls of growing and shrinking sizes, and calls from several threads at once,
    each get the gradient of their own input."""
    from concurrent.futures import ThreadPoolExecutor
    cg = CompiledGradient(IN_PLACE, "smooth", active=[], dup=[0])
    rng = np.random.default_rng(2)
    inputs = [rng.uniform(0.5, 1.5, n) for n in (5, 400, 3, 4000, 7, 400)]

    def expected(x):                 # smooth: x[i] *= x[i-1] in place, then the last x[n-2]
        x = x.copy()
        jac = np.eye(len(x))
        for i in range(1, len(x)):
            jac[i] = x[i - 1] * jac[i] + x[i] * jac[i - 1]
            x[i] = x[i] * x[i - 1]
        return jac[len(x) - 2]

    def grad(x):
        return cg.value_and_grad(x.copy(), len(x))[1][0]

    for x in inputs:
        np.testing.assert_allclose(grad(x), expected(x), rtol=1e-12, atol=0)
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(grad, inputs * 8))
    for x, g in zip(inputs * 8, results):
        np.testing.assert_allclose(g, expected(x), rtol=1e-12, atol=0)
