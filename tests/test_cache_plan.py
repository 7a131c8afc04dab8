"""What the reverse pass stores per loop iteration, and what it recomputes instead."""

import sys
from pathlib import Path

import numpy as np
import pytest

from enzympy.driver import ModuleDifferentiator
from enzympy.reverse import ReverseSpec, _ReverseWriter
from enzympy.runtime.wrappers import CompiledGradient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fdcheck import assert_array_grads_match_fd  # noqa: E402

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

LANES = """
define double @lanes(ptr noalias %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds <2 x double>, ptr %x, i64 %i
  %v = load <2 x double>, ptr %p
  %a = extractelement <2 x double> %v, i64 0
  %b = extractelement <2 x double> %v, i64 1
  %ab = fmul double %a, %b
  %s1 = fadd double %s, %ab
  %sq = fmul <2 x double> %v, %v
  store <2 x double> %sq, ptr %p
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i1, %n
  br i1 %c, label %done, label %loop
done:
  ret double %s1
}
"""

WRITTEN_BEFORE = """
define double @twice(ptr noalias %x, ptr noalias %y, i64 %n) {
entry:
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %xv = load double, ptr %px
  %e = call double @llvm.exp.f64(double %xv)
  store double %e, ptr %py
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i1, %n
  br i1 %c, label %sum, label %fill
sum:
  %j = phi i64 [ 0, %fill ], [ %j1, %sum ]
  %s = phi double [ 0.0, %fill ], [ %s1, %sum ]
  %qy = getelementptr inbounds double, ptr %y, i64 %j
  %yv = load double, ptr %qy
  %sq = fmul double %yv, %yv
  %s1 = fadd double %s, %sq
  %j1 = add nuw nsw i64 %j, 1
  %d = icmp eq i64 %j1, %n
  br i1 %d, label %done, label %sum
done:
  ret double %s1
}
declare double @llvm.exp.f64(double)
"""

# Counted loops of several shapes: an inner loop starting at the outer counter (exits when equal),
# one stepping by 3 while below n, one counting down by 2 while above 2 (its latch tests the phi).
COUNTED = """
define double @counted(ptr noalias %x, ptr noalias %L, i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %done
pre:
  %n64 = zext nneg i32 %n to i64
  br label %outer
outer:
  %i = phi i64 [ 0, %pre ], [ %i1, %olatch ]
  %jstart = phi i64 [ 1, %pre ], [ %js1, %olatch ]
  %k = phi i32 [ 0, %pre ], [ %kout, %olatch ]
  %i1 = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i1, %n64
  br i1 %more, label %ipre, label %olatch
ipre:
  %xi = getelementptr inbounds double, ptr %x, i64 %i
  %k64 = sext i32 %k to i64
  br label %inner
inner:
  %kk = phi i64 [ %k64, %ipre ], [ %kk1, %inner ]
  %j = phi i64 [ %jstart, %ipre ], [ %j1, %inner ]
  %pl = getelementptr inbounds double, ptr %L, i64 %kk
  %l = load double, ptr %pl
  %xiv = load double, ptr %xi
  %a = fmul double %l, %xiv
  %pj = getelementptr inbounds double, ptr %x, i64 %j
  %xj = load double, ptr %pj
  %nx = call double @llvm.fmuladd.f64(double %a, double %xj, double %xj)
  store double %nx, ptr %pj
  %kk1 = add nsw i64 %kk, 1
  %j1 = add nuw nsw i64 %j, 1
  %ex = icmp eq i64 %j1, %n64
  br i1 %ex, label %iexit, label %inner
iexit:
  %kt = trunc nsw i64 %kk1 to i32
  br label %olatch
olatch:
  %kout = phi i32 [ %k, %outer ], [ %kt, %iexit ]
  %js1 = add nuw nsw i64 %jstart, 1
  %oex = icmp eq i64 %i1, %n64
  br i1 %oex, label %up, label %outer
up:
  %m = phi i32 [ 0, %olatch ], [ %m1, %up ]
  %s = phi double [ 0.0, %olatch ], [ %s1, %up ]
  %m64 = sext i32 %m to i64
  %pm = getelementptr inbounds double, ptr %x, i64 %m64
  %xm = load double, ptr %pm
  %sq = fmul double %xm, %xm
  store double %sq, ptr %pm
  %s1 = fadd double %s, %sq
  %m1 = add nsw i32 %m, 3
  %c = icmp slt i32 %m1, %n
  br i1 %c, label %up, label %down.pre
down.pre:
  %top = add nsw i64 %n64, -1
  br label %down
down:
  %d = phi i64 [ %top, %down.pre ], [ %d1, %down ]
  %t = phi double [ %s1, %down.pre ], [ %t1, %down ]
  %pd = getelementptr inbounds double, ptr %x, i64 %d
  %xd = load double, ptr %pd
  %cube = fmul double %xd, %t
  store double %cube, ptr %pd
  %t1 = fadd double %t, %cube
  %d1 = add nsw i64 %d, -2
  %c2 = icmp sgt i64 %d1, 0
  br i1 %c2, label %down, label %done
done:
  %r = phi double [ 0.0, %entry ], [ %t1, %down ]
  ret double %r
}
declare double @llvm.fmuladd.f64(double, double, double)
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


def test_lanes_of_a_stored_vector_are_computed_from_it_not_stored_beside_it():
    """The load of overwritten memory is stored (16 bytes); what the reverse pass reads of its
    lanes (extracted, or shuffled by the pre-AD pipeline) is computed from it again (the least
    cut), not stored beside it."""
    plan = plan_of(LANES, "lanes", ("x",))
    assert stored(plan) == ["v"]


def test_memory_written_only_before_a_load_is_read_again():
    """y is written by the first loop and only read after it: the second loop's loads of y are
    read again in the reverse pass, not stored."""
    plan = plan_of(WRITTEN_BEFORE, "twice", ("x", "y"))
    assert "yv" in plan.recompute and "yv" not in stored(plan)


def test_counted_loops_store_no_counter_base():
    """Where a loop's trip count is known from values the reverse pass has, the counter's value on
    entry (the base that induction variables are recomputed from) is found when the reverse pass
    enters the loop, not stored once per entry."""
    plan = plan_of(COUNTED, "counted", ("x", "L"))
    for loop in ("inner", "up", "down"):
        assert plan.where(f"{loop}.ad.base") == "recompute", loop
    assert not any(n.endswith(".ad.base") for n in stored(plan))


def test_counted_loops_agree_with_finite_differences():
    cg = CompiledGradient(COUNTED, "counted", active=[], dup=[0, 1])
    rng = np.random.default_rng(3)
    for n in (1, 2, 3, 4, 5, 8, 11):
        x, L = rng.uniform(0.5, 1.0, n), rng.uniform(-0.3, 0.3, n * n)
        assert_array_grads_match_fd(cg, [x, L, n], [0, 1])


def test_recomputed_and_stored_gradients_agree_with_finite_differences():
    rng = np.random.default_rng(1)
    for ir, fn, dup, n in ((READ_ONLY, "wsum", [0, 1], 9), (IN_PLACE, "smooth", [0], 7), (LANES, "lanes", [0], 4),
                          (WRITTEN_BEFORE, "twice", [0, 1], 6)):
        cg = CompiledGradient(ir, fn, active=[], dup=dup)
        size = 2 * n if fn == "lanes" else n
        args = [rng.uniform(0.5, 1.5, size) for _ in dup] + [n]
        assert_array_grads_match_fd(cg, args, dup)


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


def test_benchmark_gmm_c_stores_no_base_and_no_merge_phi():
    """clang -O2's GMM (vectorised loops with scalar remainders, runtime checks): no counted loop
    stores its counter's base, no phi choosing where a remainder loop starts is stored (it is
    recomputed from the predecessor byte), and no record of the loops three deep exceeds 32 bytes
    (96 before)."""
    from enzympy.analyses.loops import exact_trips
    from pathlib import Path
    from enzympy.irtypes import size_of
    ir = (Path(__file__).parent.parent / "benchmarks" / "c" / "gmm.O2.ll").read_text()
    d = ModuleDifferentiator(ir)
    fn = d.W.function("gmm_objective")
    dups = tuple(fn.args[k].name for k in (3, 4, 5, 9, 10, 11, 12, 13))
    plan = _ReverseWriter(ReverseSpec(fn, (), True, "d", dup_args=dups)).plan
    defs = {i.name: i for i in fn.instructions() if i.name}
    preheaders = {loop.preheader for loop in plan.cfg.loops}
    assert any(d_.opcode == "phi" and d_.block.name in preheaders for d_ in defs.values())
    for n in stored(plan):
        if n.endswith(".ad.base"):
            assert exact_trips(fn, plan.cfg, plan.cfg.loop_of[n[:-len(".ad.base")]]) is None, n
        d_ = defs.get(n)
        assert d_ is None or d_.opcode != "phi" or d_.block.name not in preheaders, n
    assert max(size_of(plan.record_type(loop)) for loop in plan.cached_loops() if loop.depth >= 3) <= 32


HALVING = """
define i64 @f(i64 %n, i64 %m) {
entry:
  br label %loop
loop:
  %s = phi i64 [ %n, %entry ], [ %h, %loop ]
  %k = phi i64 [ 2, %entry ], [ %k2, %loop ]
  %h = lshr i64 %s, 1
  %k2 = sdiv i64 %k, 3
  %done = icmp eq i64 %h, 0
  br i1 %done, label %exit, label %loop
exit:
  br label %two
two:
  %t = phi i64 [ 5, %exit ], [ %t2, %two ]
  %t2 = udiv i64 %t, 2
  %go = icmp ugt i64 %t, 0
  br i1 %go, label %two, label %out
out:
  br label %three
three:
  %u = phi i64 [ %m, %out ], [ %u2, %three ]
  %u2 = lshr i64 %u, 1
  %stay = icmp eq i64 %u2, 0
  br i1 %stay, label %three, label %end
end:
  br label %four
four:
  %v = phi i64 [ 9, %end ], [ %v2, %skip ]
  %v2 = lshr i64 %v, 1
  %c = icmp slt i64 %m, 3
  br i1 %c, label %test, label %skip
test:
  %z = icmp eq i64 %v2, 0
  br i1 %z, label %fin, label %skip
skip:
  br label %four
fin:
  br label %five
five:
  %w = phi i64 [ 9, %fin ], [ %w2, %half ], [ %w, %same ]
  %w2 = lshr i64 %w, 1
  %d = icmp eq i64 %w2, 0
  br i1 %d, label %last, label %pick
pick:
  %e = icmp slt i64 %m, 5
  br i1 %e, label %half, label %same
half:
  br label %five
same:
  br label %five
last:
  ret i64 %u
}
"""


def test_halving_bound():
    """A loop left when a right-shifted (divided) value reaches 0 runs at most bit width + 1
    times (log2(start) + 2 for a constant start); not when it goes on at 0, when its test is
    skipped on some iterations, or when some way round the loop does not shrink the value."""
    from enzympy.analyses.loops import function_cfg, halving_bound
    from enzympy.driver import name_all_values
    from enzympy.ir import ModuleInfo, parse_module
    mod = parse_module(HALVING, "h")
    name_all_values(mod)
    fn = ModuleInfo(mod).function("f")
    cfg = function_cfg(fn)
    bounds = {loop.header: halving_bound(fn, cfg, loop) for loop in cfg.loops}
    assert bounds == {"loop": 66, "two": 5, "three": None,
                      "four": None,       # the test is skipped on some iterations
                      "five": None}       # one way round the loop keeps the value


PRIVATE = """
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define void @k(ptr noalias %x, ptr noalias %y, i1 %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t64 = zext i32 %t to i64
  %n64 = zext i32 %n to i64
  %b64 = zext i32 %b to i64
  %m = mul i64 %n64, %b64
  %i = add i64 %m, %t64
  %p = getelementptr double, ptr %x, i64 %i
  %v = load double, ptr %p
  %w = fmul double %v, %v
  store double %w, ptr %p
  UNKNOWN
  ret void
}
"""


@pytest.mark.parametrize("unknown, private", [("", {"%p"}),
                                              ("%q = getelementptr double, ptr %x, i64 1\n"
                                               "  %s = select i1 %c, ptr %q, ptr %y\n"
                                               "  %u = load double, ptr %s", set())])
def test_thread_private_elements(unknown, private):
    """x is read and written only at x[cuda.grid(1)]: one thread's element in a 1-D launch.
    Not when some access goes through a pointer whose object is unknown (it may be x[1])."""
    from enzympy.analyses.loops import function_cfg
    from enzympy.analyses.recompute import RecomputePolicy
    from enzympy.analyses.uniform import thread_private
    from enzympy.driver import name_all_values
    from enzympy.ir import ModuleInfo, parse_module
    mod = parse_module(PRIVATE.replace("UNKNOWN", unknown), "k")
    name_all_values(mod)
    fn = ModuleInfo(mod).function("k")
    assert thread_private(fn, RecomputePolicy(fn, function_cfg(fn)).root) == private
