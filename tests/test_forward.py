"""Forward mode (tangents) from the rule table: `enzympy.forward` and `runtime.tangent`.

Scalar programs (tests/forward_ll/scalar.c at -O0, -O2 and -O3 -ffast-math -march=x86-64-v3):
each jvp is checked against a central finite difference and against reverse mode through the
dot-product identity <J v, w> = <v, J^T w> (scalar output: jvp(v) = sum(grad * v)).
Memory programs (tests/forward_ll/memory.c, and hand-written IR below): the tangents written
through shadow arrays and returned are checked against finite differences of the primal
called on numpy arrays, and against reverse mode where the output is a scalar.
tests/forward_ll/fwddiff.c calls __enzyme_fwddiff from C and checks itself. Unsupported constructs must raise UnsupportedError naming the
instruction, never give a zero tangent.
"""

import ctypes
import platform
import sys
import zlib
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from enzympy import passes
from enzympy.callconv import find_call_sites
from enzympy.driver import ModuleDifferentiator
from enzympy.errors import ActivityError, UnsupportedError
from enzympy.forward import ForwardSpec, forward_derivative, lower_fwddiff, synthesize_forward
from enzympy.ir import parse_module
from enzympy.runtime.jit import JITModule
from enzympy.runtime.tangent import CompiledTangent, compile_tangents
from enzympy.runtime.wrappers import CompiledGradient

LL = Path(__file__).resolve().parent / "forward_ll"
LEVELS = ["O0", "O2", "O3fast"]

x86_linux = pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or not sys.platform.startswith("linux"),
    reason="the C fixtures are x86-64 Linux IR")


def _host_has_x86_64_v3() -> bool:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return True
    flags = set()
    for line in text.splitlines():
        if line.startswith("flags"):
            flags = set(line.split(":", 1)[1].split())
            break
    return not flags or {"avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "movbe"} <= flags


def _skip_level(level):
    if level == "O3fast" and not _host_has_x86_64_v3():
        pytest.skip("host CPU cannot run -march=x86-64-v3 code")


@lru_cache(maxsize=None)
def _source(kind, level):
    return (LL / f"{kind}.{level}.ll").read_text()


_KEEP = []   # compiled modules stay alive for the session


# every derivative a fixture's tests use, built in one JIT module per fixture
FIXTURE_FUNCTIONS = {
    "scalar": ["expr1", "expr2", "exprf", "branches", "loop", "whileloop", "nested", "vsum",
               "vprod", "vmax"],
    "memory": ["map", "sumsq", "inplace", "scratch", "copies", "heap", "hist", "vnorm",
               ("dotp", (0, 1)), ("dotp", (0,)), "globals", "recursion", ("recursion", (0,)), "grec",
               "stackcall"],
}


@lru_cache(maxsize=None)
def _fixture(kind, level):
    specs = FIXTURE_FUNCTIONS[kind]
    built = compile_tangents(_source(kind, level), specs)
    _KEEP.extend(built)
    return {(s, None) if isinstance(s, str) else s: t for s, t in zip(specs, built)}


def tangent(kind, level, name, dup=None):
    return _fixture(kind, level)[(name, dup)]


@lru_cache(maxsize=None)
def gradient(level, name):
    g = CompiledGradient(_source("scalar", level), name, diff=tangent("scalar", level, name).diff)
    _KEEP.append(g)
    return g


def _derivative_text(t):
    """The forward derivative's IR text behind a CompiledTangent."""
    return [text for name, text in t.diff.derivatives.values() if name == t.dname][0]


def compile_ir(text, name, dup=None):
    t = CompiledTangent(text, name, dup=dup)
    _KEEP.append(t)
    return t


# ----------------------------------------------------------------------------- scalar programs

SCALAR = {
    "expr1": (0.7, 1.3),
    "expr2": (0.7, -1.3),
    "exprf": (0.7, 0.4),
    "branches": (0.3, 0.9),
    "branches.neg": (-0.4, 0.2),
    "branches.mid": (0.6, 0.9),
    "loop": (0.4, 7),
    "whileloop": (1.3,),
    "nested": (0.4, 0.9, 6),
    "vsum": (0.7, 0.3, 37),
    "vprod": (0.7, 37),
    "vmax": (0.7, 37),
}


def _floats(args):
    return [k for k, a in enumerate(args) if isinstance(a, float)]


@x86_linux
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("case", sorted(SCALAR))
def test_scalar_against_finite_differences(case, level):
    _skip_level(level)
    name = case.split(".")[0]
    args = SCALAR[case]
    t = tangent("scalar", level, name)
    single = name == "exprf"
    fl = _floats(args)
    for k in fl:
        tans = [1.0 if j == k else 0.0 for j in fl]
        value, tan = t.jvp(*args, *tans)
        assert value == pytest.approx(t(*args), rel=1e-12)
        h = (1e-2 if single else 1e-6) * max(1.0, abs(args[k]))
        hi, lo = list(args), list(args)
        hi[k] += h
        lo[k] -= h
        fd = (t(*hi) - t(*lo)) / (2 * h)
        tol = 1e-2 if single else 1e-6
        assert tan == pytest.approx(fd, rel=tol, abs=tol), f"d{name}/d arg{k}: jvp {tan}, fd {fd}"


# every program at O2; at O0 and O3fast the ones whose code differs most (each reverse-mode
# build JIT-compiles the whole fixture, so this keeps the file fast)
REVERSE_CASES = [(c, "O2") for c in sorted(SCALAR)] + \
    [(c, "O0") for c in ("expr1", "branches.neg", "whileloop", "nested")] + \
    [(c, "O3fast") for c in ("expr2", "exprf", "loop", "vsum", "vprod", "vmax")]


@x86_linux
@pytest.mark.parametrize("case,level", REVERSE_CASES)
def test_scalar_against_reverse_mode(case, level):
    _skip_level(level)
    name = case.split(".")[0]
    args = SCALAR[case]
    t = tangent("scalar", level, name)
    g = gradient(level, name)
    value_r, grad = g.value_and_grad(*args)
    rng = np.random.default_rng(zlib.crc32(case.encode()))
    for _ in range(3):
        v = rng.normal(size=len(grad))
        value_f, jv = t.jvp(*args, *v)
        assert value_f == pytest.approx(value_r, rel=1e-12)
        expect = float(np.dot(grad, v))
        tol = 1e-6 if name == "exprf" else 1e-9          # float32 arithmetic
        assert jv == pytest.approx(expect, rel=tol, abs=tol * max(1.0, np.abs(grad).max())), \
            f"{name}: <J v, 1> = {jv}, <v, J^T 1> = {expect}"


@x86_linux
def test_vector_code_is_differentiated():
    """The -O3 fast-math fixture really is vector code (fadd/fmul/fmax reductions)."""
    text = _source("scalar", "O3fast")
    for needle in ("<4 x double>", "llvm.vector.reduce.fadd", "llvm.vector.reduce.fmul",
                   "llvm.vector.reduce.fmax"):
        assert needle in text
    assert "x double>" in _derivative_text(tangent("scalar", "O3fast", "vsum"))


# ----------------------------------------------------------------------------- memory programs

N = 11


def _check_arrays(t, n_ptr, ret_float, n=N, seed=0, extra=(), tol=1e-6):
    """Compare jvp through shadow arrays with central differences of the primal on numpy arrays."""
    rng = np.random.default_rng(seed)
    xs = [rng.uniform(0.2, 1.0, n) for _ in range(n_ptr)]
    vs = [rng.normal(size=n) for _ in range(n_ptr)]

    def primal(arrays):
        arrays = [a.copy() for a in arrays]
        r = t(*arrays, *extra)
        return np.concatenate([[r if ret_float else 0.0], *arrays])

    h = 1e-6
    fd = (primal([x + h * v for x, v in zip(xs, vs)]) - primal([x - h * v for x, v in zip(xs, vs)])) / (2 * h)
    arrays = [x.copy() for x in xs]
    shadows = [v.copy() for v in vs]
    out = t.jvp(*arrays, *extra, *shadows)
    ad = np.concatenate([[out[1] if ret_float else 0.0], *shadows])
    assert np.allclose(arrays, [p for p in primal(xs)[1:].reshape(n_ptr, n)]) if n_ptr else True
    scale = max(1.0, float(np.abs(fd).max()))
    assert np.abs(ad - fd).max() <= tol * scale, f"jvp {ad}\nfd  {fd}"
    return ad


MEMORY = {            # name -> (pointer arguments, returns a double)
    "map": (2, False),
    "sumsq": (1, True),
    "inplace": (1, False),
    "scratch": (1, True),
    "copies": (2, False),
    "heap": (1, True),
    "hist": (2, False),
    "globals": (1, True),
    "grec": (1, True),
    "stackcall": (1, True),
}


@x86_linux
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", sorted(MEMORY))
def test_memory_against_finite_differences(name, level):
    _skip_level(level)
    n_ptr, ret_float = MEMORY[name]
    t = tangent("memory", level, name)
    for n in (N, 1, 40):
        _check_arrays(t, n_ptr, ret_float, n=n, extra=(n,))


@x86_linux
@pytest.mark.parametrize("level", LEVELS)
def test_memory_shadow_allocations(level):
    """Scratch stack arrays, heap temporaries and mutable globals get shadows: alloca+memset,
    calloc (and free), a zeroed shadow global."""
    _skip_level(level)
    for name, needle in (("scratch", "alloca"), ("heap", "@calloc"), ("hist", "@calloc"),
                         ("globals", "@gbuf.ad.shadow")):
        assert needle in _derivative_text(tangent("memory", level, name)), f"{name}: no shadow {needle}"
    text = _derivative_text(tangent("memory", level, "heap"))    # the primal's free, and the shadow's
    assert text.count("@free(") == 1 and text.count("@__enzympy_release_shadow.free(") == 1


@x86_linux
@pytest.mark.parametrize("level", ["O2", "O3fast"])
@pytest.mark.parametrize("name", ["sumsq", "scratch", "heap"])
def test_memory_against_reverse_mode(name, level):
    """<J v, 1> = <v, J^T 1> with shadow memory on both sides (reverse mode's dup pointers)."""
    _skip_level(level)
    t = tangent("memory", level, name)
    g = CompiledGradient(_source("memory", level), name, dup=[0], diff=t.diff)
    _KEEP.append(g)
    rng = np.random.default_rng(7)
    for n in (1, 13):
        x, v = rng.uniform(0.2, 1.0, n), rng.normal(size=n)
        value_r, (gx,) = g.value_and_grad(x.copy(), n)
        value_f, jv = t.jvp(x.copy(), n, v.copy())
        assert value_f == pytest.approx(value_r, rel=1e-12)
        assert jv == pytest.approx(float(gx.dot(v)), rel=1e-10, abs=1e-12)


@x86_linux
@pytest.mark.parametrize("level", LEVELS)
def test_recursive_calls_stay_calls(level):
    """rpow, rsum (reading through a pointer) and rscale (writing through one) are recursive:
    they stay calls, to forward derivatives of their own."""
    _skip_level(level)
    t = tangent("memory", level, "recursion")
    text = "\n".join(tx for _, tx in t.diff.derivatives.values() if "__enzympy_fwd" in tx)
    for helper in ("rpow", "rsum", "rscale"):
        assert f"_{helper}(" in text, f"no forward derivative of {helper}"
    a, h = 0.7, 1e-6

    def primal(x, a, n):
        x = x.copy()
        return np.concatenate([[t(x, a, n)], x])

    for n in (11, 1, 40):
        x = np.linspace(0.2, 1.0, n)
        v = np.cos(np.arange(n, dtype=float))
        for da in (0.0, 0.6):
            xs, vs = x.copy(), v.copy()
            value, tan = t.jvp(xs, a, n, vs, da)
            fd = (primal(x + h * v, a + h * da, n) - primal(x - h * v, a - h * da, n)) / (2 * h)
            ad = np.concatenate([[tan], vs])
            assert np.abs(ad - fd).max() <= 1e-6 * max(1.0, np.abs(fd).max()), f"{ad}\n{fd}"
        # a constant: no tangent for it
        vs = v.copy()
        tan0 = tangent("memory", level, "recursion", (0,)).jvp(x.copy(), a, n, vs)[1]
        assert tan0 == pytest.approx(t.jvp(x.copy(), a, n, v.copy(), 0.0)[1], rel=1e-12)


class Vec(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("n", ctypes.c_long), ("scale", ctypes.c_double)]


@x86_linux
@pytest.mark.parametrize("level", LEVELS)
def test_pointer_loaded_from_shadow_struct(level):
    """vnorm reads v->data: the shadow of that pointer is read from the shadow struct."""
    _skip_level(level)
    t = tangent("memory", level, "vnorm")
    x = np.linspace(0.1, 1.0, 7)
    dx = np.cos(np.arange(7.0))
    v, dv = Vec(x.ctypes.data, 7, 1.5), Vec(dx.ctypes.data, 7, 0.3)
    value, tan = t.jvp(ctypes.addressof(v), ctypes.addressof(dv))
    norm = np.linalg.norm(x)
    assert value == pytest.approx(1.5 * norm, rel=1e-12)
    assert tan == pytest.approx(0.3 * norm + 1.5 * x.dot(dx) / norm, rel=1e-12)


@x86_linux
@pytest.mark.parametrize("level", LEVELS)
def test_struct_with_pointer_on_the_stack(level):
    """dotp puts x into a stack struct and reads it back through a (inlined) helper."""
    _skip_level(level)
    t = tangent("memory", level, "dotp", dup=(0, 1))
    rng = np.random.default_rng(3)
    x, y, dx, dy = (rng.normal(size=9) for _ in range(4))
    value, tan = t.jvp(x, y, 9, dx, dy)
    assert value == pytest.approx(2 * x.dot(y), rel=1e-12)
    assert tan == pytest.approx(2 * (dx.dot(y) + x.dot(dy)), rel=1e-12)
    # y constant: no shadow for it
    tc = tangent("memory", level, "dotp", dup=(0,))
    assert tc.jvp(x, y, 9, dx)[1] == pytest.approx(2 * dx.dot(y), rel=1e-12)


# ----------------------------------------------------------------------------- hand-written IR

VECTOR_IR = r"""
define double @vec(double %x, double %y) {
entry:
  %a = insertelement <4 x double> poison, double %x, i32 0
  %b = insertelement <4 x double> %a, double %y, i32 1
  %c = shufflevector <4 x double> %b, <4 x double> poison, <4 x i32> <i32 0, i32 1, i32 1, i32 0>
  %d = fmul <4 x double> %c, <double 1.0, double 2.0, double 3.0, double 4.0>
  %e = call <4 x double> @llvm.sin.v4f64(<4 x double> %d)
  %f = fcmp olt <4 x double> %e, <double 0.5, double 0.5, double 0.5, double 0.5>
  %g = select <4 x i1> %f, <4 x double> %e, <4 x double> %c
  %h = extractelement <4 x double> %g, i32 2
  %s = call double @llvm.vector.reduce.fadd.v4f64(double %h, <4 x double> %g)
  %m = call double @llvm.vector.reduce.fmax.v4f64(<4 x double> %d)
  %agg = insertvalue { double, float } undef, double %s, 0
  %xf = fptrunc double %x to float
  %agg2 = insertvalue { double, float } %agg, float %xf, 1
  %p = extractvalue { double, float } %agg2, 0
  %q = extractvalue { double, float } %agg2, 1
  %qe = fpext float %q to double
  %r1 = fmul double %p, %qe
  %r = fadd double %r1, %m
  ret double %r
}
declare <4 x double> @llvm.sin.v4f64(<4 x double>)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
declare double @llvm.vector.reduce.fmax.v4f64(<4 x double>)
"""


def _fd_scalar(t, args, k, h=1e-6):
    hi, lo = list(args), list(args)
    hi[k] += h
    lo[k] -= h
    return (t(*hi) - t(*lo)) / (2 * h)


def test_linear_vector_and_aggregate_ops():
    t = compile_ir(VECTOR_IR, "vec")
    g = CompiledGradient(VECTOR_IR, "vec")
    _KEEP.append(g)
    for args in ((0.3, 0.2), (0.9, -0.4)):
        grad = g.grad(*args)
        for k in (0, 1):
            tans = [1.0 if j == k else 0.0 for j in (0, 1)]
            jv = t.jvp(*args, *tans)[1]
            # the value goes through float: forward rounds the tangent, reverse the adjoint
            assert jv == pytest.approx(grad[k], rel=1e-6)
            assert jv == pytest.approx(_fd_scalar(t, args, k, h=1e-3), rel=1e-3)


PTR_IR = r"""
@table = global [4 x double] [double 1.0, double 2.0, double 3.0, double 4.0]

; a select and a phi of pointers, a pointer stored to and reloaded from memory, vector loads
define double @ptrs(ptr %a, ptr %b, ptr %slot, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 2
  %p = select i1 %c, ptr %a, ptr %b
  store ptr %p, ptr %slot, align 8
  %q0 = load volatile ptr, ptr %slot, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %q = phi ptr [ %q0, %entry ], [ %qn, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %v = load double, ptr %q, align 8
  %tp = getelementptr inbounds double, ptr @table, i64 %i
  %tv = load double, ptr %tp, align 8
  %w = fmul double %v, %v
  %w2 = fmul double %w, %tv
  %s1 = fadd double %s, %w2
  %qn = getelementptr inbounds double, ptr %q, i64 1
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, 4
  br i1 %done, label %vec, label %loop
vec:
  %vv = load volatile <2 x double>, ptr %b, align 8
  %vm = fmul <2 x double> %vv, %vv
  %va = getelementptr inbounds double, ptr %a, i64 4
  store volatile <2 x double> %vm, ptr %va, align 8
  %e0 = extractelement <2 x double> %vm, i32 0
  %r = fadd double %s1, %e0
  ret double %r
}

; memmove and memset on shadowed memory
define void @moves(ptr %x, ptr %y, i64 %n) {
entry:
  %x1 = getelementptr inbounds double, ptr %x, i64 1
  %bytes = shl i64 %n, 3
  call void @llvm.memmove.p0.p0.i64(ptr %y, ptr %x1, i64 %bytes, i1 false)
  %y0 = load double, ptr %y, align 8
  %sq = fmul double %y0, %y0
  %ylast = getelementptr inbounds double, ptr %y, i64 3
  store double %sq, ptr %ylast, align 8
  %x4 = getelementptr inbounds double, ptr %x, i64 4
  call void @llvm.memset.p0.i64(ptr %x4, i8 0, i64 16, i1 false)
  ret void
}

; a masked vector load and store (LLVM 22 keeps the alignment as a parameter attribute)
define void @masked(ptr %x, ptr %y) {
entry:
  %v = call <4 x double> @llvm.masked.load.v4f64.p0(ptr %x, i32 8, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x double> <double 1.0, double 1.0, double 1.0, double 1.0>)
  %e = call <4 x double> @llvm.exp.v4f64(<4 x double> %v)
  call void @llvm.masked.store.v4f64.p0(<4 x double> %e, ptr %y, i32 8, <4 x i1> <i1 true, i1 true, i1 false, i1 true>)
  ret void
}

; a float argument and an output pointer
define void @affine(double %a, ptr %y, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %ix = zext i32 %i to i64
  %p = getelementptr inbounds double, ptr %y, i64 %ix
  %v = load double, ptr %p, align 8
  %w = call double @llvm.pow.f64(double %v, double %a)
  store double %w, ptr %p, align 8
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; a double moved as an i64 (what instcombine makes of an 8-byte memcpy)
define void @rawcopy(ptr %x, ptr %y) {
entry:
  %v = load i64, ptr %x, align 8
  store i64 %v, ptr %y, align 8
  %w = load double, ptr %y, align 8
  %sq = fmul double %w, %w
  %y1 = getelementptr inbounds double, ptr %y, i64 1
  store double %sq, ptr %y1, align 8
  ret void
}

declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr, i32, <4 x i1>, <4 x double>)
declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr, i32, <4 x i1>)
declare <4 x double> @llvm.exp.v4f64(<4 x double>)
declare double @llvm.pow.f64(double, double)
"""


@pytest.mark.parametrize("n", [2, 3])
def test_pointer_select_phi_and_pointer_in_memory(n):
    t = compile_ir(PTR_IR, "ptrs", dup=[0, 1, 2])
    rng = np.random.default_rng(n)
    a, b = rng.uniform(0.5, 1.5, 6), rng.uniform(0.5, 1.5, 6)
    da, db = rng.normal(size=6), rng.normal(size=6)
    slot, dslot = (ctypes.c_void_p * 1)(), (ctypes.c_void_p * 1)()

    def f(a, b):
        a, b = a.copy(), b.copy()
        r = t(a, b, ctypes.addressof(slot), n)
        return np.concatenate([[r], a, b])

    h = 1e-6
    fd = (f(a + h * da, b + h * db) - f(a - h * da, b - h * db)) / (2 * h)
    aa, bb, sa, sb = a.copy(), b.copy(), da.copy(), db.copy()
    value, tan = t.jvp(aa, bb, ctypes.addressof(slot), n, sa, sb, ctypes.addressof(dslot))
    # the shadow slot holds the shadow of the pointer stored in the slot
    assert dslot[0] == (sa.ctypes.data if n > 2 else sb.ctypes.data)
    ad = np.concatenate([[tan], sa, sb])
    assert np.allclose(ad, fd, rtol=1e-6, atol=1e-6), f"{ad}\n{fd}"


def test_memmove_and_memset():
    t = compile_ir(PTR_IR, "moves")
    rng = np.random.default_rng(5)
    x, y, dx, dy = (rng.uniform(0.5, 1.5, 8) for _ in range(4))
    xs, ys, sx, sy = x.copy(), y.copy(), dx.copy(), dy.copy()
    t.jvp(xs, ys, 4, sx, sy)
    exp_sy = dy.copy()
    exp_sy[:4] = dx[1:5]
    exp_sy[3] = 2 * x[1] * dx[1]
    exp_sx = dx.copy()
    exp_sx[4:6] = 0.0
    assert np.allclose(sy, exp_sy) and np.allclose(sx, exp_sx)


def test_masked_load_store():
    t = compile_ir(PTR_IR, "masked")
    rng = np.random.default_rng(6)
    x, dx = rng.normal(size=4), rng.normal(size=4)
    y, dy = np.zeros(4), np.full(4, 7.0)
    t.jvp(x.copy(), y, dx.copy(), dy)
    vin = np.where([1, 0, 1, 1], x, 1.0)
    dvin = np.where([1, 0, 1, 1], dx, 0.0)
    assert np.allclose(dy, np.where([1, 1, 0, 1], np.exp(vin) * dvin, 7.0))


def test_integer_copy_of_a_double_carries_its_tangent():
    t = compile_ir(PTR_IR, "rawcopy")
    x, dx = np.array([1.5, 0.0]), np.array([0.25, 9.0])
    y, dy = np.zeros(2), np.array([3.0, 4.0])
    t.jvp(x, y, dx, dy)
    assert np.allclose(y, [1.5, 2.25]) and np.allclose(dy, [0.25, 2 * 1.5 * 0.25])


def test_float_argument_and_output_array():
    t = compile_ir(PTR_IR, "affine")
    y = np.linspace(0.5, 2.0, 5)
    for da, dy in ((1.0, np.zeros(5)), (0.0, np.ones(5)), (0.3, np.cos(np.arange(5.0)))):
        yy, sy = y.copy(), dy.copy()
        assert t.jvp(1.7, yy, 5, da, sy) is None
        assert np.allclose(yy, y ** 1.7)
        assert np.allclose(sy, np.log(y) * y ** 1.7 * da + 1.7 * y ** 0.7 * dy)


REALLOC_IR = """
declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
define double @moved(double %a, i64 %n) {
  %p = call ptr @malloc(i64 64)
  store volatile double %a, ptr %p
  %q = call ptr @realloc(ptr %p, i64 %n)
  %v = load volatile double, ptr %q
  call void @free(ptr %q)
  ret double %v
}
define double @grown(double %a, i64 %n) {
entry:
  br label %grow
grow:
  %i = phi i64 [ 0, %entry ], [ %i1, %grow ]
  %buf = phi ptr [ null, %entry ], [ %nb, %grow ]
  %i1 = add i64 %i, 1
  %bytes = mul i64 %i1, 8
  %nb = call ptr @realloc(ptr %buf, i64 %bytes)
  %fi = uitofp i64 %i1 to double
  %x = fmul double %a, %fi
  %slot = getelementptr double, ptr %nb, i64 %i
  store volatile double %x, ptr %slot
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %grow, label %sum
sum:
  %j = phi i64 [ 0, %grow ], [ %j1, %sum ]
  %acc = phi double [ 0.0, %grow ], [ %acc1, %sum ]
  %at = getelementptr double, ptr %nb, i64 %j
  %y = load volatile double, ptr %at
  %yy = fmul double %y, %y
  %acc1 = fadd double %acc, %yy
  %j1 = add i64 %j, 1
  %again = icmp ult i64 %j1, %n
  br i1 %again, label %sum, label %done
done:
  call void @free(ptr %nb)
  ret double %acc1
}
"""


def test_realloc_moves_the_shadow():
    """realloc of memory holding tangents reallocs the shadow (reverse derivatives grow their
    loop caches so; forward over reverse differentiates them)."""
    t = compile_ir(REALLOC_IR, "moved")
    assert t.jvp(1.25, 16, 0.5) == pytest.approx((1.25, 0.5))
    g = compile_ir(REALLOC_IR, "grown")
    for n in (1, 5, 40):            # d/da sum((a k)^2, k = 1..n) = 2 a sum(k^2)
        assert g.jvp(0.7, n, 1.0)[1] == pytest.approx(2 * 0.7 * sum(k * k for k in range(1, n + 1)), rel=1e-12)


OWNED_IR = """
declare ptr @malloc(i64)
declare void @free(ptr)
define double @owned(double %a, ptr %ints) {
  %s = call ptr @malloc(i64 16)
  store volatile double %a, ptr %s
  %f = getelementptr i8, ptr %s, i64 8
  store volatile ptr %ints, ptr %f
  %v = load volatile double, ptr %s
  %p = load volatile ptr, ptr %f
  %k = load i32, ptr %p
  %kf = sitofp i32 %k to double
  call void @free(ptr %p)
  call void @free(ptr %s)
  %r = fmul double %v, %kf
  ret double %r
}
"""


def test_freed_pointer_whose_shadow_is_itself():
    """A pointer to memory without floats (no shadow) stored into shadowed memory has itself as
    shadow; freed through a load of it, it is freed once, not twice (glibc aborts on the double
    free; forward over reverse met it: a split-mode callee's reverse frees heap shadows)."""
    libc = ctypes.CDLL(None)
    libc.malloc.restype = ctypes.c_void_p
    t = compile_ir(OWNED_IR, "owned", dup=[0])
    for k in (3, 7):
        ints = libc.malloc(4)
        ctypes.c_int32.from_address(ints).value = k
        assert t.jvp(1.5, ctypes.c_void_p(ints), 2.0) == pytest.approx((1.5 * k, 2.0 * k))


# ----------------------------------------------------------------------------- the generated text

def _forward_text(ir_text, fn, dup, return_primal=False):
    d = ModuleDifferentiator(ir_text)
    return synthesize_forward(ForwardSpec(d.W.function(fn), tuple(dup), "fwd", return_primal))


def test_signature_and_return_shapes():
    text, _ = _forward_text(VECTOR_IR, "vec", ("x", "y"))
    assert text.startswith("define internal double @fwd(double %x, double %y, double %\"x'\", double %\"y'\")")
    text, _ = _forward_text(VECTOR_IR, "vec", ("y",), return_primal=True)
    assert text.startswith("define internal { double, double } @fwd(double %x, double %y, double %\"y'\")")
    text, _ = _forward_text(PTR_IR, "moves", ("x", "y"))
    assert text.startswith("define internal void @fwd(ptr %x, ptr %y, i64 %n, ptr %\"x'\", ptr %\"y'\")")
    # the text with the module's symbols parses and verifies
    d = ModuleDifferentiator(PTR_IR)
    for fn, dup in (("ptrs", ("a", "b", "slot")), ("moves", ("x", "y")), ("masked", ("x", "y"))):
        for rp in (False, True):
            forward_derivative(d, fn, dup, return_primal=rp)
    parse_module(d._assemble({}, {}))


# ----------------------------------------------------------------------------- what is refused

ERRORS = {
    "external call with a shadowed pointer": ("""
declare void @ext(ptr)
define double @f(ptr %x) {
  call void @ext(ptr %x)
  %v = load double, ptr %x
  ret double %v
}""", ("x",), "call to @ext with a shadowed pointer"),
    "no rule": ("""
declare double @mystery(double) nounwind memory(none)
define double @f(double %x) {
  %v = call double @mystery(double %x)
  ret double %v
}""", ("x",), "no derivative rule for @mystery"),
    "store to memory from an integer": ("""
define double @f(double %x, i64 %a) {
  %y = fmul double %x, %x
  %p = inttoptr i64 %a to ptr
  store volatile double %y, ptr %p
  ret double %y
}""", ("x",), "memory that has no shadow"),
    "store to a constant pointer argument": ("""
define void @f(ptr %x, ptr %y) {
  %v = load double, ptr %x
  %w = fmul double %v, %v
  store double %w, ptr %y
  ret void
}""", ("x",), "memory that has no shadow"),
    "copy from shadowed to unshadowed memory": ("""
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %x, ptr %y) {
  call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %x, i64 64, i1 false)
  ret void
}""", ("x",), "copying shadowed memory"),
    "float bits through integers": ("""
define double @f(double %x) {
  %y = fmul double %x, 3.0
  %b = bitcast double %y to i64
  %c = add i64 %b, 1
  %d = bitcast i64 %c to double
  ret double %d
}""", ("x",), "bits moved through integers"),
}


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_unsupported_is_an_error(case):
    text, dup, message = ERRORS[case]
    with pytest.raises(UnsupportedError) as e:
        _forward_text(text, "f", dup)
    msg = str(e.value)
    assert message in msg, msg
    assert "in function @f" in msg and "instruction `" in msg, msg
    assert "\n" not in msg


RECURSIVE_IR = """
define double @f(double %x, i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %rec
rec:
  %m = sub i32 %n, 1
  %r = call double @f(double %x, i32 %m)
  %y = fmul double %r, %x
  ret double %y
done:
  ret double 1.0
}"""


def test_recursion_needs_a_resolver():
    """synthesize_forward alone cannot name the callee's derivative; forward_derivative can."""
    with pytest.raises(UnsupportedError, match="no resolver"):
        _forward_text(RECURSIVE_IR, "f", ("x",))
    t = compile_ir(RECURSIVE_IR, "f")
    assert t.jvp(1.3, 5, 1.0) == pytest.approx((1.3 ** 5, 5 * 1.3 ** 4), rel=1e-14)


def test_integer_argument_cannot_have_a_tangent():
    with pytest.raises(UnsupportedError, match="cannot have a tangent"):
        _forward_text(PTR_IR, "moves", ("n",))


def test_inactive_paths_need_no_rule():
    """A varied value that never reaches the result needs no rule, and integers are inactive."""
    text = """
declare double @mystery(double)
declare i32 @printf(ptr, ...)
@fmt = constant [4 x i8] c"%g\\0A\\00"
define double @f(double %x, i32 %k) {
  %u = call double @mystery(double %x)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, double %u)
  %i = fptosi double %x to i32
  %j = add i32 %i, %k
  %jf = sitofp i32 %j to double
  %y = fmul double %x, %jf
  ret double %y
}"""
    src, _ = _forward_text(text, "f", ("x",))
    assert "@mystery" in src                  # the primal call stays; no tangent for it
    assert src.count("call double @mystery") == 1


# ----------------------------------------------------------------------------- __enzyme_fwddiff

def _lower_fwddiff_module(text):
    """What the driver's hook does for __enzyme_fwddiff call sites (see enzympy.forward)."""
    d = ModuleDifferentiator(text)
    sites = find_call_sites(d.M, [f.name for f in d.M.mod.functions])
    replacements, entry = {}, {}
    for k, site in enumerate(sites):
        assert site.entry == "__enzyme_fwddiff"
        lines, allocas = lower_fwddiff(d, site, k)
        replacements.setdefault(site.caller.name, []).append((site.inst.text, lines))
        entry.setdefault(site.caller.name, []).extend(allocas)
    mod = parse_module(d._assemble(replacements, entry))
    passes.post_ad(mod, 2)
    return mod


@x86_linux
@pytest.mark.parametrize("level", ["O0", "O2"])
def test_enzyme_fwddiff_from_c(level, capfd):
    """fwddiff.c: __enzyme_fwddiff on scalars and arrays, checked by the program itself."""
    mod = _lower_fwddiff_module(_source("fwddiff", level))
    jit = JITModule(mod)
    _KEEP.append(jit)
    code = jit.run_main()
    out = capfd.readouterr().out
    assert code == 0, out
    assert "fwddiff: 0 failures" in out, out


def test_enzyme_fwddiff_rejects_enzyme_out():
    text = """
@enzyme_out = external global i32
declare double @__enzyme_fwddiff(ptr, ...)
define double @sq(double %x) {
  %y = fmul double %x, %x
  ret double %y
}
define double @caller(double %x) {
  %m = load i32, ptr @enzyme_out
  %r = call double (ptr, ...) @__enzyme_fwddiff(ptr @sq, i32 %m, double %x)
  ret double %r
}"""
    with pytest.raises(ActivityError, match="enzyme_out is for reverse mode"):
        _lower_fwddiff_module(text)
