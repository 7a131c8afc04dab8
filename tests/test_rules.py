"""Every derivative rule of `enzympy.rules.RULES`, checked against central finite differences.

The table itself is iterated, so a rule added later is tested automatically (and fails
`test_rule_has_test_data` until tests/irgen.py says where its operands may be sampled).
Each rule is exercised through a tiny IR function ``f(a0, .., w) = op(a0, ..) * w`` whose
gradient holds every partial of the rule (and the result times a non-constant adjoint):

- in double, at several seeded random points of its domain (step 1e-6 scaled, rtol 1e-6);
- in float: the f32 gradient against the double FD of the same op at the same (rounded)
  point (rtol 2e-5), and against a coarse FD of the f32 function itself;
- as a <4 x double> elementwise op, reduced with weights by llvm.vector.reduce.fadd;
- through its libm spellings (sin, sinf, fmin, fmod, ...), where libm has it.

Rules whose derivative is zero (floor, ...) must give exactly 0 at non-integer points. The test
also checks that the operation survives the pre-AD optimiser, so the rule really is exercised.
Further tests cover the linear operations (select, phi, vector and aggregate element
operations), fpext/fptrunc mixes, and the error for a call without a rule.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from irgen import (OPS, FnBuilder, build_vector, central_fd, compiled, emit_op,  # noqa: E402
                   fd_step, libm_pairs, optimised_text, rng_for, rules_used, sample_points,
                   fconst)

from enzympy.errors import UnsupportedError  # noqa: E402
from enzympy.rules import ALIASES, RULES  # noqa: E402

N_POINTS = 5
RTOL64 = 1e-6
STEP64 = 1e-6
RTOL32_VS64 = 2e-5      # f32 gradient vs double FD of the same op at the same point
RTOL32_FD = 5e-3        # f32 gradient vs FD of the f32 function itself
STEP32 = 2e-3

ALL_RULES = sorted(RULES)


def _has(name, attr=None):
    return name in OPS and (attr is None or getattr(OPS[name], attr))


# ---------------------------------------------------------------------------------------------
# building the test functions

def rule_function(info, t="double", via="intr", libm_name=None):
    """f(a0, .., w [, i32 n]) = op(a0, ..) * w in type t. Returns the module text."""
    b = FnBuilder()
    if info.form == "reduce":
        return reduce_function(info, t)
    args = [f"%a{k}" for k in range(info.nfloat)]
    params = [f"{t} {a}" for a in args] + [f"{t} %w"]
    if info.form in ("powi", "ldexp"):
        params.append("i32 %n")
    r = emit_op(b, info, args, t, via=via, libm_name=libm_name, n="%n")
    o = b.let(f"fmul {t} {r}, %w")
    b.raw(f"  ret {t} {o}")
    return b.module(f"define {t} @f({', '.join(params)})")


def reduce_function(info, t="double"):
    """f([s,] v0, v1, v2, v3, w) = reduce([s,] <v0..v3>) * w."""
    b = FnBuilder()
    vt = f"<4 x {t}>"
    has_start = len(info.domain) == 2
    params = ([f"{t} %s"] if has_start else []) + [f"{t} %v{j}" for j in range(4)] + [f"{t} %w"]
    vec = build_vector(b, [f"%v{j}" for j in range(4)], vt)
    suffix = "v4f64" if t == "double" else "v4f32"
    args = ([f"{t} %s"] if has_start else []) + [f"{vt} {vec}"]
    r = b.call(t, f"llvm.{info.name}.{suffix}", args)
    o = b.let(f"fmul {t} {r}, %w")
    b.raw(f"  ret {t} {o}")
    return b.module(f"define {t} @f({', '.join(params)})")


WEIGHTS = (1.0, -2.0, 0.5, 3.0)


def vector_function(info):
    """f(a0_0..a0_3, a1_0.., w0..w3 [, i32 n]) = reduce.fadd(op(<a0>, <a1>, ..) * <w>)."""
    b = FnBuilder()
    vt = "<4 x double>"
    params = [f"double %a{k}_{j}" for k in range(info.nfloat) for j in range(4)]
    params += [f"double %w{j}" for j in range(4)]
    if info.form == "powi":
        params.append("i32 %n")
    vecs = [build_vector(b, [f"%a{k}_{j}" for j in range(4)], vt) for k in range(info.nfloat)]
    wv = build_vector(b, [f"%w{j}" for j in range(4)], vt)
    r = emit_op(b, info, vecs, vt, n="%n")
    m = b.let(f"fmul {vt} {r}, {wv}")
    s = b.call("double", "llvm.vector.reduce.fadd.v4f64", [f"double {fconst(-0.0)}", f"{vt} {m}"])
    b.raw(f"  ret double {s}")
    return b.module(f"define double @f({', '.join(params)})")


def cast_function(info):
    """fpext: f(float a, double w) = (double)a * (double)a * w.
    fptrunc: f(double a, double w) = (double)((float)a * (float)a) * w."""
    if info.name == "fpext":
        return ("define double @f(float %a0, double %w) {\n"
                "  %e = fpext float %a0 to double\n"
                "  %s = fmul double %e, %e\n"
                "  %o = fmul double %s, %w\n"
                "  ret double %o\n}\n"), [True, False]
    return ("define double @f(double %a0, double %w) {\n"
            "  %t = fptrunc double %a0 to float\n"
            "  %s = fmul float %t, %t\n"
            "  %e = fpext float %s to double\n"
            "  %o = fmul double %e, %w\n"
            "  ret double %o\n}\n"), [False, False]


def _weight(rng):
    return float(rng.choice([-1.0, 1.0]) * rng.uniform(0.5, 2.0))


# ---------------------------------------------------------------------------------------------
# checking

def _where(text, args):
    return f"\n--- at args {args!r} of\n{text}"


def assert_rule_exercised(g, info, text):
    used = rules_used(optimised_text(g), "f")
    assert info.name in used, (f"the pre-AD optimiser removed {info.name}; the test does not "
                               f"exercise the rule (rules left: {sorted(used)})\n{text}")


def check_points(text, points, zero_args=(), float_args=None, rtol=RTOL64, step=STEP64,
                 info=None):
    """AD gradient of @f vs central FD at each point. zero_args: indices whose partial must be
    exactly 0. float_args: per argument, True when it is a float (FD on the rounded step)."""
    g = compiled(text, "f")
    if info is not None:
        assert_rule_exercised(g, info, text)
    for args in points:
        v, grad = g.value_and_grad(*args)
        p = g(*args)
        same = math.isclose(v, p, rel_tol=1e-12) or (math.isnan(v) and math.isnan(p))
        assert same, f"value_and_grad returned f = {v!r}, the primal returns {p!r}" + \
            _where(text, args)
        assert math.isfinite(v), f"f is not finite ({v})" + _where(text, args)
        for j, k in enumerate(g.active):
            if k in zero_args:
                assert grad[j] == 0.0, f"d f/d arg{k} = {grad[j]!r}, expected exactly 0" + \
                    _where(text, args)
                continue
            isf = bool(float_args and float_args[k])
            fd = central_fd(g, args, k, fd_step(args[k], step), is_float=isf)
            assert abs(grad[j] - fd) <= rtol * max(1.0, abs(fd)), \
                (f"d f/d arg{k}: AD {grad[j]!r}, FD {fd!r} (diff {grad[j] - fd:.3e})"
                 + _where(text, args))
    return g


def _points_with_weight(info, rng, lanes=1):
    pts = sample_points(info, rng, N_POINTS, lanes)
    out = []
    for p in pts:
        if lanes == 1:
            out.append(p + [_weight(rng)])
        else:
            out.append(p + [_weight(rng) for _ in range(4)])
    return out


def _with_int(info, points, rng):
    """powi, ldexp: one point per exponent (cycling through them), the exponent as the last arg."""
    if info.form not in ("powi", "ldexp"):
        return points
    out = []
    for k, n in enumerate(info.ints):
        out.append(points[k % len(points)] + [n])
    return out


def _zero_args(info, lanes=1):
    """Indices of the operand arguments whose partial is exactly 0 (zero rules)."""
    if not info.zero:
        return ()
    return tuple(range(info.nfloat * lanes))


# ---------------------------------------------------------------------------------------------
# the table

@pytest.mark.parametrize("name", ALL_RULES)
def test_rule_has_test_data(name):
    assert name in OPS, (f"rule {name!r} has no domain entry in tests/irgen.py OPS; add one so "
                         f"the rule is tested")
    info = OPS[name]
    assert len(RULES[name].params) == (info.nfloat + info.nint
                                       if info.form != "reduce" else len(info.domain)), \
        f"rule {name}: operand count of the test data does not match the rule"


def test_every_alias_has_a_libm_test():
    covered = {n for n, _ in libm_pairs()}
    for alias, target in ALIASES.items():
        assert alias in covered, f"libm alias {alias} -> {target} is not tested"
        assert dict(libm_pairs())[alias] == target


@pytest.mark.parametrize("name", ALL_RULES)
def test_rule_f64(name):
    assert name in OPS, f"rule {name!r} has no test data"
    info = OPS[name]
    rng = rng_for(name, "f64")
    if info.form == "cast":
        text, fl = cast_function(info)
        pts = [p + [_weight(rng)] for p in sample_points(info, rng, N_POINTS)]
        if fl[0]:
            pts = [[float(np.float32(p[0]))] + p[1:] for p in pts]
        # the float step of fpext / the float rounding of fptrunc: coarser step and tolerance
        check_points(text, pts, float_args=fl, rtol=1e-6 if name == "fpext" else 1e-3,
                     step=1e-3, info=info)
        return
    text = rule_function(info, "double")
    pts = _with_int(info, _points_with_weight(info, rng), rng)
    check_points(text, pts, zero_args=_zero_args(info), info=info)


@pytest.mark.parametrize("name", [n for n in ALL_RULES if _has(n, "f32")])
def test_rule_f32(name):
    info = OPS[name]
    rng = rng_for(name, "f32")
    text32 = rule_function(info, "float")
    text64 = rule_function(info, "double")
    pts = _with_int(info, _points_with_weight(info, rng), rng)
    pts = [[float(np.float32(x)) if isinstance(x, float) else x for x in p] for p in pts]
    nf = sum(isinstance(x, float) for x in pts[0])
    g64 = compiled(text64, "f")
    g32 = check_points(text32, pts, zero_args=_zero_args(info), float_args=[True] * nf,
                       rtol=RTOL32_FD, step=STEP32, info=info)
    zero = _zero_args(info)
    for args in pts:
        v32, grad32 = g32.value_and_grad(*args)
        for j, k in enumerate(g32.active):
            if k in zero:
                continue
            fd = central_fd(g64, args, k, fd_step(args[k], STEP64))
            assert abs(grad32[j] - fd) <= RTOL32_VS64 * max(1.0, abs(fd)), \
                (f"float d f/d arg{k}: AD {grad32[j]!r}, double FD {fd!r}" + _where(text32, args))


@pytest.mark.parametrize("name", [n for n in ALL_RULES if _has(n, "vector")])
def test_rule_vector(name):
    info = OPS[name]
    rng = rng_for(name, "v4f64")
    text = vector_function(info)
    pts = _with_int(info, _points_with_weight(info, rng, lanes=4), rng)
    check_points(text, pts, zero_args=_zero_args(info, lanes=4), info=info)


@pytest.mark.parametrize("t,libm,name", [(t, lm, n) for t in ("double", "float") for lm, n in libm_pairs()
                                          if t == "double" or OPS[n].f32])
def test_rule_libm(libm, name, t):
    info = OPS[name]
    rng = rng_for(name, libm, t)
    text = rule_function(info, t, via="libm", libm_name=libm)
    pts = _with_int(info, _points_with_weight(info, rng), rng)
    if t == "double":
        check_points(text, pts, zero_args=_zero_args(info), info=info)
        return
    pts = [[float(np.float32(x)) if isinstance(x, float) else x for x in p] for p in pts]
    g32 = check_points(text, pts, zero_args=_zero_args(info),
                       float_args=[isinstance(x, float) for x in pts[0]],
                       rtol=RTOL32_FD, step=STEP32, info=info)
    g64 = compiled(rule_function(info, "double", via="libm", libm_name=libm), "f")
    for args in pts:
        _, grad32 = g32.value_and_grad(*args)
        for j, k in enumerate(g32.active):
            if k in _zero_args(info):
                continue
            fd = central_fd(g64, args, k, fd_step(args[k], STEP64))
            assert abs(grad32[j] - fd) <= RTOL32_VS64 * max(1.0, abs(fd)), \
                (f"float d f/d arg{k}: AD {grad32[j]!r}, double FD {fd!r}" + _where(text, args))


@pytest.mark.parametrize("name", [n for n in ALL_RULES if _has(n) and OPS[n].form == "reduce"])
def test_rule_reduce_f32(name):
    info = OPS[name]
    rng = rng_for(name, "reduce-f32")
    text32 = reduce_function(info, "float")
    text64 = reduce_function(info, "double")
    pts = [[float(np.float32(x)) for x in p] for p in _points_with_weight(info, rng)]
    g32 = check_points(text32, pts, float_args=[True] * len(pts[0]), rtol=RTOL32_FD,
                       step=STEP32, info=info)
    g64 = compiled(text64, "f")
    for args in pts:
        _, grad32 = g32.value_and_grad(*args)
        for j, k in enumerate(g32.active):
            fd = central_fd(g64, args, k, fd_step(args[k], STEP64))
            assert abs(grad32[j] - fd) <= RTOL32_VS64 * max(1.0, abs(fd)), \
                (f"float d f/d arg{k}: AD {grad32[j]!r}, double FD {fd!r}" + _where(text32, args))


# ---------------------------------------------------------------------------------------------
# linear operations and control flow

def _rand_points(key, n_args, n=N_POINTS, lo=-2.0, hi=2.0, valid=None):
    rng = rng_for(*key)
    out = []
    while len(out) < n:
        p = [float(x) for x in rng.uniform(lo, hi, n_args)]
        if valid is None or valid(*p):
            out.append(p)
    return out


SELECT_IR = """
declare double @llvm.sin.f64(double)
define double @f(double %x, double %y, double %w) {
  %c = fcmp olt double %x, %y
  %a = fmul double %x, %y
  %s = call double @llvm.sin.f64(double %x)
  %b = fmul double %s, %w
  %r = select i1 %c, double %a, double %b
  %o = fmul double %r, %w
  ret double %o
}
"""


def test_select():
    pts = _rand_points(("select",), 3, n=8, valid=lambda x, y, w: abs(x - y) > 0.05)
    assert any(p[0] < p[1] for p in pts) and any(p[0] > p[1] for p in pts)
    g = check_points(SELECT_IR, pts)
    assert "select" in optimised_text(g)


SELECT_VEC_IR = """
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
define double @f(double %a0, double %a1, double %a2, double %a3, double %b0, double %b1,
                 double %b2, double %b3) {
  %va0 = insertelement <4 x double> poison, double %a0, i32 0
  %va1 = insertelement <4 x double> %va0, double %a1, i32 1
  %va2 = insertelement <4 x double> %va1, double %a2, i32 2
  %va = insertelement <4 x double> %va2, double %a3, i32 3
  %vb0 = insertelement <4 x double> poison, double %b0, i32 0
  %vb1 = insertelement <4 x double> %vb0, double %b1, i32 1
  %vb2 = insertelement <4 x double> %vb1, double %b2, i32 2
  %vb = insertelement <4 x double> %vb2, double %b3, i32 3
  %c = fcmp olt <4 x double> %va, %vb
  %p = fmul <4 x double> %va, %vb
  %s = select <4 x i1> %c, <4 x double> %p, <4 x double> %vb
  %m = fmul <4 x double> %s, <double 1.0, double -2.0, double 0.5, double 3.0>
  %r = call double @llvm.vector.reduce.fadd.v4f64(double -0.0, <4 x double> %m)
  ret double %r
}
"""


def test_select_vector():
    def ok(*p):
        return all(abs(p[j] - p[j + 4]) > 0.05 for j in range(4))
    pts = _rand_points(("select-vec",), 8, valid=ok)
    check_points(SELECT_VEC_IR, pts)


LOOP_IR = """
declare double @llvm.sin.f64(double)
define double @f(double %x, double %y, i32 %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi double [ %y, %entry ], [ %s1, %body ]
  %t = phi double [ %x, %entry ], [ %t1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %m = fmul double %s, %x
  %s1 = fadd double %m, %t
  %t1 = call double @llvm.sin.f64(double %s)
  %i1 = add i32 %i, 1
  br label %header
exit:
  %r = fmul double %s, %t
  ret double %r
}
"""


@pytest.mark.parametrize("n", [0, 1, 2, 3, 6])
def test_phi_loop(n):
    pts = [p + [n] for p in _rand_points(("loop", n), 2, lo=-1.0, hi=1.0)]
    check_points(LOOP_IR, pts)


SWAP_IR = """
define double @f(double %x, double %y, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi double [ %x, %entry ], [ %b, %loop ]
  %b = phi double [ %y, %entry ], [ %a2, %loop ]
  %a2 = fmul double %a, 1.5
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r0 = fmul double %a, 3.0
  %r = fadd double %r0, %b
  ret double %r
}
"""


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_phi_swap_loop(n):
    """Two phis that exchange values every iteration (the 'swap problem')."""
    pts = [p + [n] for p in _rand_points(("swap", n), 2)]
    check_points(SWAP_IR, pts)


VECTOR_ELEMENTS_IR = """
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
define double @f(double %a, double %b, double %c, double %d, double %e, i32 %k) {
  %v0 = insertelement <4 x double> poison, double %a, i32 0
  %v1 = insertelement <4 x double> %v0, double %b, i32 1
  %v2 = insertelement <4 x double> %v1, double %c, i32 2
  %v = insertelement <4 x double> %v2, double %d, i32 3
  %u = insertelement <4 x double> zeroinitializer, double %e, i32 %k
  %sv = shufflevector <4 x double> %v, <4 x double> %u, <4 x i32> <i32 3, i32 0, i32 0, i32 5>
  %m = fmul <4 x double> %v, %sv
  %x = extractelement <4 x double> %m, i32 %k
  %ins = insertelement <4 x double> %sv, double %x, i32 %k
  %h = shufflevector <4 x double> %ins, <4 x double> %m, <2 x i32> <i32 6, i32 1>
  %hs = fmul <2 x double> %h, <double 0.75, double -1.25>
  %r1 = call double @llvm.vector.reduce.fadd.v2f64(double %x, <2 x double> %hs)
  %w = fmul <4 x double> %ins, <double 1.0, double -2.0, double 0.5, double 3.0>
  %r = call double @llvm.vector.reduce.fadd.v4f64(double %r1, <4 x double> %w)
  ret double %r
}
"""


@pytest.mark.parametrize("k", [0, 1, 2, 3])
def test_vector_element_ops(k):
    pts = [p + [k] for p in _rand_points(("vec-el", k), 5)]
    g = check_points(VECTOR_ELEMENTS_IR, pts)
    body = optimised_text(g)
    for op in ("extractelement", "insertelement", "shufflevector"):
        assert op in body, f"the optimiser removed every {op}"


AGGREGATE_IR = """
define double @f(double %x, double %y, double %z) {
  %a0 = insertvalue { double, double } poison, double %x, 0
  %a1 = insertvalue { double, double } %a0, double %y, 1
  %f = freeze { double, double } %a1
  %b1 = insertvalue { double, double } %f, double %z, 0
  %c = fcmp olt double %x, %y
  %s = select i1 %c, { double, double } %a1, { double, double } %b1
  %r0 = extractvalue { double, double } %s, 0
  %r1 = extractvalue { double, double } %s, 1
  %e = extractvalue { double, double } %f, 1
  %m = fmul double %r0, %r1
  %m2 = fmul double %m, %e
  ret double %m2
}
"""


def test_aggregates():
    """insertvalue / extractvalue / select on { double, double }. The freeze of the struct keeps
    the aggregate operations alive through the pre-AD optimiser (without it instcombine and
    SROA turn them all into scalar selects), so it is part of the test."""
    pts = _rand_points(("agg",), 3, n=8, valid=lambda x, y, z: abs(x - y) > 0.05)
    g = check_points(AGGREGATE_IR, pts)
    body = optimised_text(g)
    for op in ("extractvalue", "insertvalue"):
        assert op in body, f"the optimiser removed every {op}"


MIXED_IR = """
declare float @llvm.sin.f32(float)
declare double @llvm.exp.f64(double)
define double @f(double %x, float %y, double %z) {
  %xt = fptrunc double %x to float
  %p = fmul float %xt, %y
  %q = call float @llvm.sin.f32(float %p)
  %e = fpext float %q to double
  %ye = fpext float %y to double
  %ez = call double @llvm.exp.f64(double %z)
  %a = fmul double %e, %ez
  %b = fmul double %ye, %x
  %zt = fptrunc double %b to float
  %zz = fmul float %zt, %zt
  %ze = fpext float %zz to double
  %r = fadd double %a, %ze
  ret double %r
}
"""


def test_fpext_fptrunc_mix():
    pts = _rand_points(("mix",), 3, lo=-1.5, hi=1.5)
    pts = [[p[0], float(np.float32(p[1])), p[2]] for p in pts]
    g = check_points(MIXED_IR, pts, float_args=[False, True, False], rtol=2e-3, step=1e-3)
    assert "fpext" in optimised_text(g) and "fptrunc" in optimised_text(g)


MIXED_VEC_IR = """
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
define double @f(float %a, float %b, float %c, float %d, double %w) {
  %v0 = insertelement <4 x float> poison, float %a, i32 0
  %v1 = insertelement <4 x float> %v0, float %b, i32 1
  %v2 = insertelement <4 x float> %v1, float %c, i32 2
  %v = insertelement <4 x float> %v2, float %d, i32 3
  %e = fpext <4 x float> %v to <4 x double>
  %sq = fmul <4 x double> %e, %e
  %ws = insertelement <4 x double> <double 1.0, double -2.0, double 0.5, double 3.0>,
                      double %w, i32 2
  %m = fmul <4 x double> %sq, %ws
  %r = call double @llvm.vector.reduce.fadd.v4f64(double -0.0, <4 x double> %m)
  ret double %r
}
"""


def test_fpext_vector():
    pts = _rand_points(("mix-vec",), 5)
    pts = [[float(np.float32(x)) for x in p[:4]] + [p[4]] for p in pts]
    check_points(MIXED_VEC_IR, pts, float_args=[True] * 4 + [False], rtol=1e-6, step=1e-3)


# ---------------------------------------------------------------------------------------------
# what has no rule

MYSTERY_IR = """
declare double @mystery(double)
define double @uses_mystery(double %x) {
  %y = call double @mystery(double %x)
  %z = fmul double %y, %x
  ret double %z
}
"""


def test_unknown_call_is_an_error():
    from enzympy.runtime.wrappers import CompiledGradient
    with pytest.raises(UnsupportedError) as e:
        CompiledGradient(MYSTERY_IR, "uses_mystery")
    msg = str(e.value)
    assert "@mystery" in msg, msg
    assert "uses_mystery" in msg, msg
    assert "\n" not in msg.strip(), f"the error should be one line: {msg!r}"


# ---------------------------------------------------------------------------------------------
# the runtime

DROP_SCRIPT = r"""
import gc
from enzympy.runtime.wrappers import CompiledGradient
ll = '''
declare double @llvm.sin.f64(double)
define double @f(double %x, double %w) {
  %a = call double @llvm.sin.f64(double %x)
  %b = fmul double %a, %w
  ret double %b
}
'''
for k in range(4):
    g = CompiledGradient(ll, "f")
    v, (dx, dw) = g.value_and_grad(0.3, 2.0)
    assert abs(dx - 2.0 * 0.955336489125606) < 1e-12, dx
    del g
    gc.collect()
print("ok")
"""


def test_dropping_a_compiled_gradient():
    """A CompiledGradient can be garbage-collected and more made afterwards (in a subprocess:
    a use-after-free here kills the interpreter)."""
    import subprocess
    repo = Path(__file__).resolve().parent.parent
    p = subprocess.run([sys.executable, "-c", DROP_SCRIPT], cwd=repo, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0 and p.stdout.strip() == "ok", \
        f"exit code {p.returncode}\n{p.stdout}\n{p.stderr[-3000:]}"
