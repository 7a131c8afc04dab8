"""Loops left from more than one place: their reversal is still a natural loop, and right.

The reverse pass enters a reversed loop where the forward pass left it. A loop with two exits
(`while j > 0 and x[j-1] > key`, a `break`) would be entered at two places, a cycle with two
entries that LLVM's loop passes do not touch; the reverse writer gives such a loop one dispatch
block that every way in passes through. These tests check that the optimised derivatives have no
such cycle left, and that the gradients still agree with central differences.
"""

import sys
from pathlib import Path

import numpy as np
import pytest

from enzympy.analyses.loops import CFG
from enzympy.driver import ModuleDifferentiator
from enzympy.ir import ModuleInfo, parse_module
from enzympy.reverse import ReverseSpec, _ReverseWriter
from enzympy.runtime.wrappers import CompiledGradient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from derivative_ir import optimised_derivative  # noqa: E402
from fdcheck import assert_array_grads_match_fd  # noqa: E402

# insertion sort (the inner loop is left from its header and from the comparison), then a
# weighted sum of squares of the sorted values
ISORT = """
define double @isort(ptr %x, i64 %n) {
entry:
  %c0 = icmp sgt i64 %n, 1
  br i1 %c0, label %outer, label %sum
outer:
  %i = phi i64 [ 1, %entry ], [ %i1, %place ]
  %pk = getelementptr inbounds double, ptr %x, i64 %i
  %key = load double, ptr %pk
  br label %inner
inner:
  %j = phi i64 [ %i, %outer ], [ %jm, %shift ]
  %c1 = icmp sgt i64 %j, 0
  br i1 %c1, label %test, label %place
test:
  %jm = add nsw i64 %j, -1
  %pjm = getelementptr inbounds double, ptr %x, i64 %jm
  %v = load double, ptr %pjm
  %gt = fcmp ogt double %v, %key
  br i1 %gt, label %shift, label %place
shift:
  %pj = getelementptr inbounds double, ptr %x, i64 %j
  store double %v, ptr %pj
  br label %inner
place:
  %jj = phi i64 [ %j, %inner ], [ %j, %test ]
  %pp = getelementptr inbounds double, ptr %x, i64 %jj
  store double %key, ptr %pp
  %i1 = add nsw i64 %i, 1
  %c2 = icmp slt i64 %i1, %n
  br i1 %c2, label %outer, label %sum
sum:
  %k = phi i64 [ 0, %entry ], [ 0, %place ], [ %k1, %sum ]
  %s = phi double [ 0.0, %entry ], [ 0.0, %place ], [ %s1, %sum ]
  %pq = getelementptr inbounds double, ptr %x, i64 %k
  %q = load double, ptr %pq
  %k1 = add nsw i64 %k, 1
  %w = sitofp i64 %k1 to double
  %q2 = fmul double %q, %q
  %t = fmul double %w, %q2
  %s1 = fadd double %s, %t
  %c3 = icmp slt i64 %k1, %n
  br i1 %c3, label %sum, label %done
done:
  ret double %s1
}
"""

# a running sum over rows that stops (leaving both loops at once) when it passes a limit; the
# inner loop is also left for the next row, the outer one also at its end
BREAK2 = """
define double @break2(ptr %x, i64 %n, i64 %m, double %limit) {
entry:
  br label %row
row:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %s = phi double [ 0.0, %entry ], [ %s2, %next ]
  %base = mul nsw i64 %i, %m
  %ri = add nsw i64 %i, 1
  %r = sitofp i64 %ri to double
  br label %col
col:
  %j = phi i64 [ 0, %row ], [ %j1, %cont ]
  %t = phi double [ %s, %row ], [ %t1, %cont ]
  %ij = add nsw i64 %base, %j
  %p = getelementptr inbounds double, ptr %x, i64 %ij
  %v = load double, ptr %p
  %v2 = fmul double %v, %v
  %rv = fmul double %r, %v2
  %t1 = fadd double %t, %rv
  %over = fcmp ogt double %t1, %limit
  br i1 %over, label %stop, label %cont
cont:
  %j1 = add nsw i64 %j, 1
  %cj = icmp slt i64 %j1, %m
  br i1 %cj, label %col, label %next
next:
  %s2 = fmul double %t1, 0.75
  %i1 = add nsw i64 %i, 1
  %ci = icmp slt i64 %i1, %n
  br i1 %ci, label %row, label %end
stop:
  %sq = fmul double %t1, %t1
  br label %end
end:
  %out = phi double [ %s2, %next ], [ %sq, %stop ]
  ret double %out
}
"""

# the loop is left only from a block that does not dominate its latch: the first m values above
# 0.5 (cycling through x) are summed, squared
PICK = """
define double @pick(ptr %x, i64 %n, i64 %m) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %latch ]
  %k = phi i64 [ 0, %entry ], [ %k2, %latch ]
  %s = phi double [ 0.0, %entry ], [ %s2, %latch ]
  %im = urem i64 %i, %n
  %p = getelementptr inbounds double, ptr %x, i64 %im
  %v = load double, ptr %p
  %c = fcmp ogt double %v, 0.5
  br i1 %c, label %take, label %latch
take:
  %vv = fmul double %v, %v
  %s1 = fadd double %s, %vv
  %k1 = add nsw i64 %k, 1
  %d = icmp sge i64 %k1, %m
  br i1 %d, label %exit, label %latch
latch:
  %s2 = phi double [ %s, %loop ], [ %s1, %take ]
  %k2 = phi i64 [ %k, %loop ], [ %k1, %take ]
  %i2 = add nsw i64 %i, 1
  br label %loop
exit:
  %r = fmul double %s1, %s1
  ret double %r
}
"""

CASES = {
    "isort": (ISORT, ("x",), 1),          # the inner loop (the pre-AD pipeline renames headers)
    "break2": (BREAK2, ("x",), 2),        # both
    "pick": (PICK, ("x",), 1),
}


def _irreducible_cycle(fn) -> bool:
    """Is there a cycle that is not a natural loop? Without its back edges (to a block that
    dominates the source) a reducible graph has no cycle left."""
    cfg = CFG(fn.entry.name, {b.name: b.successors() for b in fn.blocks})
    forward = {b: [s for s in cfg.succs[b] if not cfg.dominates(s, b)] for b in cfg.order}
    state = {}

    def cyclic(b):
        state[b] = 1
        for s in forward[b]:
            if state.get(s) == 1 or (s not in state and cyclic(s)):
                return True
        state[b] = 2
        return False

    return any(b not in state and cyclic(b) for b in cfg.order)


@pytest.mark.parametrize("name", sorted(CASES))
def test_loops_left_from_several_places_get_one_way_into_their_reversal(name):
    ir, dup, loops = CASES[name]
    d = ModuleDifferentiator(ir)
    w = _ReverseWriter(ReverseSpec(d.W.function(name), (), True, "d", dup_args=dup))
    assert len(w.dispatch_loops()) == loops
    fn, _ = optimised_derivative(ir, name, dup)
    assert not _irreducible_cycle(fn)


def test_the_irreducible_cycle_check_finds_one():
    ir = """
define void @two_ways(i1 %a, i1 %b) {
entry:
  br i1 %a, label %x, label %y
x:
  br i1 %b, label %y, label %out
y:
  br label %x
out:
  ret void
}
"""
    fn = ModuleInfo(parse_module(ir, "t")).function("two_ways")
    assert _irreducible_cycle(fn)


def test_insertion_sort_gradient_agrees_with_finite_differences():
    cg = CompiledGradient(ISORT, "isort", active=[], dup=[0])
    rng = np.random.default_rng(5)
    for n in (1, 2, 3, 7, 20):
        x = rng.permutation(n) + rng.uniform(0.1, 0.4, n)   # distinct values, no ties under h
        g = assert_array_grads_match_fd(cg, [x, n], [0])[0]
        rank = np.argsort(np.argsort(x))
        assert np.allclose(g, 2 * (rank + 1) * x)


def test_leaving_two_loops_at_once_agrees_with_finite_differences():
    cg = CompiledGradient(BREAK2, "break2", active=[], dup=[0])
    rng = np.random.default_rng(6)
    n, m = 4, 5
    x = rng.uniform(0.2, 1.0, n * m)
    for limit in (0.5, 3.0, 8.0, 1e9):            # stop in the first row, later rows, never
        assert_array_grads_match_fd(cg, [x, n, m, limit], [0])


def test_a_loop_left_from_a_block_off_the_latch_path_agrees_with_finite_differences():
    cg = CompiledGradient(PICK, "pick", active=[], dup=[0])
    rng = np.random.default_rng(7)
    x = rng.uniform(0.0, 1.0, 6)
    x[2] = 0.9                                    # at least one value is taken
    for m in (1, 3, 8):
        g = assert_array_grads_match_fd(cg, [x, 6, m], [0])[0]
        assert np.any(g != 0)
