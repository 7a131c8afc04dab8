"""Values of a loop's last iteration read after the loop, in the reverse pass.

The reverse pass reaches the blocks after a loop before it enters the loop. A value of the
loop's last iteration that it computes again there (Horner's `acc * v + c[k]`, squared after the
loop: the load of c[k] needs k) once read the loop's base, which is only set where the reverse
pass enters the loop: an uninitialised slot, so a wrong gradient with no word (clang -O0's form
of Horner's rule, Numba's `for v in x`), or a read far outside the array. Each program here reads
a loop's last values after it in a nonlinear way: exits from the latch and from the header,
counting up and down, i32 and i64 counters, an inner loop inside an outer one, a loop that keeps
no record, a value read two loops later. Gradients against central differences for several trip
counts, 0 and 1 among them; forward mode against reverse mode.
"""

import numpy as np
import pytest

from enzympy.compiled import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient

PROGRAMS = {
    # Horner's rule; the last acc squared in the exit block (the -O0 form)
    "horner": """
define double @f(ptr %c, i64 %n, double %v) {
entry:
  %pos = icmp sgt i64 %n, 0
  br i1 %pos, label %pre, label %exit
pre:
  br label %loop
loop:
  %k = phi i64 [ %k1, %loop ], [ 0, %pre ]
  %acc = phi double [ %nacc, %loop ], [ 0.0, %pre ]
  %p = getelementptr inbounds double, ptr %c, i64 %k
  %ck = load double, ptr %p
  %m = fmul double %acc, %v
  %nacc = fadd double %m, %ck
  %k1 = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %lexit, label %loop
lexit:
  %sq = fmul double %nacc, %nacc
  br label %exit
exit:
  %r = phi double [ 0.0, %entry ], [ %sq, %lexit ]
  ret double %r
}
""",
    # counting down with an i32 counter; the last load and the last product used after the loop
    "down_i32": """
define double @f(ptr %c, i32 %n, double %v) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %exit
pre:
  %top = add nsw i32 %n, -1
  br label %loop
loop:
  %k = phi i32 [ %k1, %loop ], [ %top, %pre ]
  %acc = phi double [ %nacc, %loop ], [ 1.0, %pre ]
  %kk = sext i32 %k to i64
  %p = getelementptr inbounds double, ptr %c, i64 %kk
  %ck = load double, ptr %p
  %t = fmul double %ck, %v
  %nacc = fmul double %acc, %t
  %k1 = add nsw i32 %k, -1
  %more = icmp sgt i32 %k, 0
  br i1 %more, label %loop, label %lexit
lexit:
  %a = fmul double %nacc, %t
  %b = fmul double %a, %ck
  br label %exit
exit:
  %r = phi double [ 0.0, %entry ], [ %b, %lexit ]
  ret double %r
}
""",
    # the loop is left from its header (a while loop): the last value is the header's phi
    "header_exit": """
define double @f(ptr %c, i64 %n, double %v) {
entry:
  br label %head
head:
  %k = phi i64 [ 0, %entry ], [ %k1, %body ]
  %acc = phi double [ %v, %entry ], [ %nacc, %body ]
  %go = icmp slt i64 %k, %n
  br i1 %go, label %body, label %after
body:
  %p = getelementptr inbounds double, ptr %c, i64 %k
  %ck = load double, ptr %p
  %s = call double @llvm.sin.f64(double %acc)
  %nacc = fadd double %s, %ck
  %k1 = add nuw nsw i64 %k, 1
  br label %head
after:
  %e = call double @llvm.exp.f64(double %acc)
  %r = fmul double %e, %acc
  ret double %r
}
declare double @llvm.sin.f64(double)
declare double @llvm.exp.f64(double)
""",
    # the loop's sum is linear (no record kept), but its last index reads memory after it
    "last_index": """
define double @f(ptr %c, i64 %n, double %v) {
entry:
  %pos = icmp sgt i64 %n, 0
  br i1 %pos, label %loop, label %none
loop:
  %k = phi i64 [ %k1, %loop ], [ 0, %entry ]
  %s = phi double [ %s1, %loop ], [ 0.0, %entry ]
  %p = getelementptr inbounds double, ptr %c, i64 %k
  %ck = load double, ptr %p
  %s1 = fadd double %s, %ck
  %k1 = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %lexit, label %loop
lexit:
  %q = getelementptr inbounds double, ptr %c, i64 %k
  %last = load double, ptr %q
  %w = fmul double %last, %v
  %w2 = fmul double %w, %s1
  %r = fmul double %w2, %v
  ret double %r
none:
  ret double %v
}
""",
    # Horner's rule per element of x inside an outer loop, squared after the inner loop
    "nested": """
define double @f(ptr %c, i64 %n, ptr %x, i64 %m) {
entry:
  %pm = icmp sgt i64 %m, 0
  %pn = icmp sgt i64 %n, 0
  %go = and i1 %pm, %pn
  br i1 %go, label %outer, label %exit
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %olatch ]
  %s = phi double [ 0.0, %entry ], [ %s1, %olatch ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %px
  br label %inner
inner:
  %k = phi i64 [ 0, %outer ], [ %k1, %inner ]
  %acc = phi double [ 0.0, %outer ], [ %nacc, %inner ]
  %p = getelementptr inbounds double, ptr %c, i64 %k
  %ck = load double, ptr %p
  %m1 = fmul double %acc, %v
  %nacc = fadd double %m1, %ck
  %k1 = add nuw nsw i64 %k, 1
  %idone = icmp eq i64 %k1, %n
  br i1 %idone, label %olatch, label %inner
olatch:
  %sq = fmul double %nacc, %nacc
  %s1 = fadd double %s, %sq
  %i1 = add nuw nsw i64 %i, 1
  %odone = icmp eq i64 %i1, %m
  br i1 %odone, label %exit, label %outer
exit:
  %r = phi double [ 0.0, %entry ], [ %s1, %olatch ]
  ret double %r
}
""",
    # the first loop's last value read after a second loop
    "two_loops_later": """
define double @f(ptr %c, i64 %n, double %v) {
entry:
  %pos = icmp sgt i64 %n, 0
  br i1 %pos, label %a, label %none
a:
  %k = phi i64 [ %k1, %a ], [ 0, %entry ]
  %acc = phi double [ %nacc, %a ], [ 0.0, %entry ]
  %p = getelementptr inbounds double, ptr %c, i64 %k
  %ck = load double, ptr %p
  %m = fmul double %acc, %v
  %nacc = fadd double %m, %ck
  %k1 = add nuw nsw i64 %k, 1
  %da = icmp eq i64 %k1, %n
  br i1 %da, label %b, label %a
b:
  %j = phi i64 [ %j1, %b ], [ 0, %a ]
  %t = phi double [ %t1, %b ], [ 1.0, %a ]
  %q = getelementptr inbounds double, ptr %c, i64 %j
  %cj = load double, ptr %q
  %u = fmul double %cj, %v
  %t1 = fadd double %t, %u
  %j1 = add nuw nsw i64 %j, 1
  %db = icmp eq i64 %j1, %n
  br i1 %db, label %after, label %b
after:
  %x = fmul double %nacc, %t1
  %r = fmul double %x, %nacc
  ret double %r
none:
  ret double %v
}
""",
}

COEFFS = np.array([0.5, -1.0, 2.0, 0.3, -0.7, 1.1])


def _args(name, n, v):
    if name == "nested":
        return [COEFFS.copy(), np.int64(n), np.array([0.7, -0.4, 1.3]), np.int64(3)]
    return [COEFFS.copy(), np.int32(n) if name == "down_i32" else np.int64(n), v]


@pytest.mark.parametrize("name", sorted(PROGRAMS))
@pytest.mark.parametrize("n", [0, 1, 2, 3, 6])
def test_gradient_agrees_with_finite_differences(name, n):
    ir = PROGRAMS[name]
    k = 2                                           # v, or the array x of the nested program
    cg = CompiledGradient(ir, "f", active=[] if name == "nested" else [2], dup=[2] if name == "nested" else [])
    v, h = 0.7, 1e-6
    _, grads = cg.value_and_grad(*_args(name, n, v))
    if name == "nested":
        x = _args(name, n, v)[k]
        for i in range(x.size):
            up, dn = _args(name, n, v), _args(name, n, v)
            up[k][i] += h
            dn[k][i] -= h
            fd = (cg(*up) - cg(*dn)) / (2 * h)
            assert grads[0][i] == pytest.approx(fd, rel=1e-6, abs=1e-8), (i, grads[0], fd)
        return
    up, dn = _args(name, n, v + h), _args(name, n, v - h)
    fd = (cg(*up) - cg(*dn)) / (2 * h)
    assert grads[0] == pytest.approx(fd, rel=1e-6, abs=1e-8)


@pytest.mark.parametrize("name", sorted(set(PROGRAMS) - {"nested"}))
@pytest.mark.parametrize("n", [1, 3, 6])
def test_forward_agrees_with_reverse(name, n):
    ir = PROGRAMS[name]
    cg = CompiledGradient(ir, "f", active=[2], dup=[])
    ct = CompiledTangent(ir, "f", dup=[2])
    _, grads = cg.value_and_grad(*_args(name, n, 0.7))
    _, tangent = ct.jvp(*_args(name, n, 0.7), 1.0)
    assert tangent == pytest.approx(grads[0], rel=1e-12, abs=1e-12)
