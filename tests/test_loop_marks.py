"""Loops the user's compiler vectorised keep that mark in their derivatives (synth/loop_marks).

Two loops over the same arrays: the first marked `llvm.loop.isvectorized` (what clang leaves on
a vectorised loop's scalar remainder), the second not. The derivative's copies of the first (the
forward pass's clone and the reversed loop in reverse mode; the tangent loop in forward mode)
carry the mark, so the post-AD vectoriser leaves them scalar; the second's reversal is still
vectorised. Gradients and tangents agree with central differences, and forward with reverse.
"""

import re
import sys
from pathlib import Path

import numpy as np
import pytest

from enzympy.analyses.loops import CFG
from enzympy.compiled import CompiledTangent
from enzympy.driver import ModuleDifferentiator
from enzympy.forward import forward_derivative
from enzympy.runtime.wrappers import CompiledGradient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from derivative_ir import optimised_derivative  # noqa: E402
from fdcheck import assert_array_grads_match_fd  # noqa: E402

# s = sum_i x[i]^2 * y[i] over the first loop (marked), plus sum_i sin(x[i]) * y[i] over the second
TWO_LOOPS = """
define double @two(ptr noalias %x, ptr noalias %y, i64 %n) {
entry:
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %a, label %done
a:
  %i = phi i64 [ 0, %entry ], [ %i1, %a ]
  %s = phi double [ 0.0, %entry ], [ %s1, %a ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %vx = load double, ptr %px
  %vy = load double, ptr %py
  %xx = fmul double %vx, %vx
  %t = fmul double %xx, %vy
  %s1 = fadd double %s, %t
  %i1 = add nuw nsw i64 %i, 1
  %ca = icmp slt i64 %i1, %n
  br i1 %ca, label %a, label %mid, !llvm.loop !0
mid:
  br label %b
b:
  %j = phi i64 [ 0, %mid ], [ %j1, %b ]
  %r = phi double [ %s1, %mid ], [ %r1, %b ]
  %qx = getelementptr inbounds double, ptr %x, i64 %j
  %qy = getelementptr inbounds double, ptr %y, i64 %j
  %wx = load double, ptr %qx
  %wy = load double, ptr %qy
  %sn = call double @llvm.sin.f64(double %wx)
  %u = fmul double %sn, %wy
  %r1 = fadd double %r, %u
  %j1 = add nuw nsw i64 %j, 1
  %cb = icmp slt i64 %j1, %n
  br i1 %cb, label %b, label %done
done:
  %res = phi double [ 0.0, %entry ], [ %r1, %b ]
  ret double %res
}

declare double @llvm.sin.f64(double)

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
"""


def _loops_with_ids(text, fname):
    """{loop header: the loop-id operand strings} of @fname in a module's text (before numbering
    placeholders are resolved the ids are placeholders; both are handled)."""
    body = re.search(rf"^define [^\n]*@{re.escape(fname)}\(.*?^}}", text, re.S | re.M).group(0)
    blocks, order, cur = {}, [], None
    for line in body.splitlines()[1:-1]:
        m = re.match(r'^("?[-\w.$]+"?):', line)
        if m:
            cur = m.group(1).strip('"')
            order.append(cur)
            blocks[cur] = []
        elif line.strip() and cur is not None:
            blocks[cur].append(line)
    succs = {b: [s.strip('"') for s in re.findall(r'label %("[^"]+"|[-\w.$]+)', ls[-1])] for b, ls in blocks.items()}
    cfg = CFG(order[0], succs)
    nodes = dict(re.findall(r"^(![-\w.]+) = (?:distinct )?!\{(.*)\}$", text, re.M))
    out = {}
    for loop in cfg.loops:
        props = set()
        for latch in loop.latches:
            m = re.search(r"!llvm\.loop (![-\w.]+)", blocks[latch][-1])
            if m:
                for op in nodes[m.group(1)].split(", ")[1:]:
                    props.add(nodes.get(op.strip(), op))
        out[loop.header] = props
    return out, blocks


ISVEC = '!"llvm.loop.isvectorized", i32 1'


def _marked(props):
    return ISVEC in props


def test_reverse_derivative_loops_keep_the_mark_of_their_primal_loop():
    d = ModuleDifferentiator(TWO_LOOPS)
    dname = d.reverse("two", (), True, dup_args=("x", "y"))
    text = d.lower_call_sites()
    loops, _ = _loops_with_ids(text, dname)
    marked = {h for h, p in loops.items() if _marked(p)}
    # a clone of each loop runs forward and a reversal of each runs backward: four loops
    assert len(loops) == 4, loops
    assert marked == {"a", "rev.a"}, loops
    assert all('!"llvm.loop.unroll.runtime.disable"' in loops[h] for h in marked)


def test_forward_derivative_loops_keep_the_mark_of_their_primal_loop():
    d = ModuleDifferentiator(TWO_LOOPS)
    dname = forward_derivative(d, "two", ("x", "y"))
    loops, _ = _loops_with_ids(d.lower_call_sites(), dname)
    assert len(loops) == 2, loops
    assert {h for h, p in loops.items() if _marked(p)} == {"a"}, loops


def _vector_instructions(ir):
    fn, _ = optimised_derivative(ir, "two", ("x", "y"), host=True)
    return [i for i in fn.instructions() if i.type.kind == "vector"]


def test_only_the_unmarked_loop_is_vectorised_again():
    unmarked = TWO_LOOPS.replace(", !llvm.loop !0", "")
    marked, plain = _vector_instructions(TWO_LOOPS), _vector_instructions(unmarked)
    assert marked, "the unmarked loop's reversal was not vectorised"
    # with the mark, the first loop's clone and reversal stay scalar: fewer vector instructions
    assert len(marked) < len(plain), (len(marked), len(plain))


@pytest.mark.parametrize("n", [1, 2, 3, 7, 16, 33])
def test_gradient_agrees_with_finite_differences(n):
    cg = CompiledGradient(TWO_LOOPS, "two", active=[], dup=[0, 1])
    rng = np.random.default_rng(n)
    x, y = rng.uniform(-1.0, 1.0, n), rng.uniform(-1.0, 1.0, n)
    assert_array_grads_match_fd(cg, [x, y, np.int64(n)], [0, 1])


@pytest.mark.parametrize("n", [1, 5, 16, 33])
def test_forward_agrees_with_reverse(n):
    """<J v, w> = <v, J^T w> with w = 1 (a scalar result): the tangent along (vx, vy) equals
    the gradient's dot product with it."""
    cg = CompiledGradient(TWO_LOOPS, "two", active=[], dup=[0, 1])
    ct = CompiledTangent(TWO_LOOPS, "two", dup=[0, 1])
    rng = np.random.default_rng(100 + n)
    x, y, vx, vy = (rng.uniform(-1.0, 1.0, n) for _ in range(4))
    _, (gx, gy) = cg.value_and_grad(x.copy(), y.copy(), np.int64(n))
    _, tangent = ct.jvp(x.copy(), y.copy(), np.int64(n), vx, vy)
    assert tangent == pytest.approx(gx @ vx + gy @ vy, rel=1e-12, abs=1e-12)
