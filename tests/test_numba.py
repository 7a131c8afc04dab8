"""The Numba front end: gradients of @njit functions against central finite differences.

Each acceptance function of issue 4 is compiled once at module level (Numba compiles lazily,
on the first call) and checked element by element against central differences of the primal.
"""

import math

import numpy as np
import pytest

numba = pytest.importorskip("numba")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from enzympy import Active, Const, Duplicated  # noqa: E402

RNG = np.random.default_rng(4)


def fd_grad(f, args, k, eps=1e-6):
    """Central differences of f w.r.t. argument k (a float array or a float scalar)."""
    a = args[k]
    if isinstance(a, np.ndarray):
        out = np.zeros(a.shape)
        for idx in np.ndindex(a.shape):
            old = a[idx]
            a[idx] = old + eps
            hi = f(*args)
            a[idx] = old - eps
            lo = f(*args)
            a[idx] = old
            out[idx] = (hi - lo) / (2 * eps)
        return out
    hi = f(*[a + eps if j == k else v for j, v in enumerate(args)])
    lo = f(*[a - eps if j == k else v for j, v in enumerate(args)])
    return (hi - lo) / (2 * eps)


def check(f, args, argnums, rtol=1e-5, atol=1e-7):
    val, grads = enzympy.value_and_grad(f, argnums=argnums)(*args)
    assert val == pytest.approx(f(*args), rel=1e-12, abs=1e-12)
    for k, g in zip(argnums, grads):
        if isinstance(args[k], np.ndarray):
            assert isinstance(g, np.ndarray) and g.shape == args[k].shape and g.dtype == args[k].dtype
        np.testing.assert_allclose(g, fd_grad(f, list(args), k), rtol=rtol, atol=atol)
    return grads


# ---------------------------------------------------------------- acceptance functions

@enzympy.autodiff
@njit
def logsumexp_products(x, w):
    z = x * w
    m = z.max()
    return m + np.log(np.sum(np.exp(z - m)))


@njit
def branches(x, a):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i] * a
        if v > 0.5:
            s += v * v
        elif v < -0.5:
            s += math.sin(v) * 3.0
        else:
            s += math.exp(v) - v
    return s


@njit
def _inner(u, v):
    return math.tanh(u) * v + math.log1p(u * u)


@njit
def _middle(x, w, i):
    return _inner(x[i], w[i]) + _inner(w[i], x[i]) ** 2


@njit
def nested(x, w):
    s = 0.0
    for i in range(x.shape[0]):
        s += _middle(x, w, i)
    return math.sqrt(s * s + 1.0)


@njit
def temporaries(x, w):
    t = np.empty_like(x)
    for i in range(x.shape[0]):
        t[i] = x[i] * w[i]
    z = np.zeros(x.shape[0])
    z[:] = np.sin(t) * 2.0 + x
    y = z.copy()
    y *= w
    return (y * z).sum() + np.ones(3).sum() * t.sum()


@njit
def triple_loop(A, B):
    n, m = A.shape
    p = B.shape[1]
    s = 0.0
    for i in range(n):
        for j in range(p):
            acc = 0.0
            for k in range(m):
                acc += A[i, k] * B[k, j]
            s += acc * acc
    return s


@njit
def strided_sum(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.cos(x[i]) * (i + 1)
    return s


@njit
def every_other(x):
    y = x[::2]
    return (y * y).sum() + x[1] * x[-1]


@njit
def mixed(x, a, n, b, flag):
    s = 0.0
    for i in range(n):
        s += a * x[i] ** 2 + b * math.sin(x[i])
    if flag:
        s *= a
    return s


@njit
def time_steps(u0, nsteps, dt):
    u = u0.copy()
    for _ in range(nsteps):
        u[1:-1] = u[1:-1] + dt * (u[2:] - 2.0 * u[1:-1] + u[:-2]) - dt * u[1:-1] ** 3
    return (u * u).sum()


@njit
def gmm_loglik(X, mu, logsig, logw):
    N, D = X.shape
    K = mu.shape[0]
    total = 0.0
    for n in range(N):
        lp = np.empty(K)                          # a temporary per row
        for k in range(K):
            s = logw[k]
            for d in range(D):
                z = (X[n, d] - mu[k, d]) * np.exp(-logsig[k, d])
                s += -0.5 * z * z - logsig[k, d] - 0.5 * np.log(2.0 * np.pi)
            lp[k] = s
        m = lp.max()
        total += m + np.log(np.sum(np.exp(lp - m)))
    return total


@njit
def mathy(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        s += math.atan2(v, 1.5) + math.hypot(v, 2.0) + math.erf(v) + math.cosh(v) + np.tanh(v)
        s += np.arctan(v) + abs(v) + max(v, 0.35) + min(v, 0.2) + np.expm1(v) + np.sqrt(v + 3.0)
        s += v ** 3 + math.pow(abs(v) + 1.0, 1.7) + math.floor(v) + np.log10(v + 3) + np.exp2(v)
        s += math.asinh(v) + math.acosh(v + 2.0) + math.atanh(v / 2.0) + math.acos(v / 3.0)
        s += np.cbrt(v + 5.0) + np.arcsin(v / 4) + math.tan(v / 2) + np.log2(v + 4) + np.sinh(v)
        s += math.erfc(v) + math.copysign(v, -1.0) + np.fmax(v, 0.1) + np.maximum(v, -0.1)
    return s


# ---------------------------------------------------------------- tests

def test_logsumexp_over_products():
    x, w = RNG.normal(size=7), RNG.normal(size=7)
    check(logsumexp_products, (x, w), (0, 1))


def test_branches_three_ways():
    x = np.linspace(-2.0, 2.0, 9) + 0.013      # values in all three ranges, none on a boundary
    check(branches, (x, 1.1), (0, 1))


def test_nested_njit_helpers():
    x, w = RNG.uniform(0.1, 1.0, 6), RNG.uniform(0.1, 1.0, 6)
    check(nested, (x, w), (0, 1))


def test_temporaries_and_array_expressions():
    x, w = RNG.normal(size=5), RNG.normal(size=5)
    check(temporaries, (x, w), (0, 1))


def test_triple_loop_2d_c_and_f_order():
    A, B = RNG.normal(size=(3, 4)), RNG.normal(size=(4, 2))
    gA, gB = check(triple_loop, (A, B), (0, 1))
    F = check(triple_loop, (np.asfortranarray(A), np.asfortranarray(B)), (0, 1))
    assert F[0].flags.f_contiguous
    np.testing.assert_allclose(F[0], gA, rtol=1e-12)
    np.testing.assert_allclose(F[1], gB, rtol=1e-12)


def test_strided_views():
    base = RNG.normal(size=11)
    g = check(strided_sum, (base[::2],), (0,))[0]
    assert g.strides == base[::2].strides
    check(strided_sum, (base[::-3],), (0,))
    check(every_other, (base,), (0,))
    T = RNG.normal(size=(4, 3)).T[:, 1:]                # a non-contiguous 2-D view
    check(triple_loop, (T, RNG.normal(size=(3, 2))), (0, 1))


def test_float32():
    x32, w32 = RNG.normal(size=6).astype(np.float32), RNG.normal(size=6).astype(np.float32)
    val, (gx, gw) = enzympy.value_and_grad(logsumexp_products, argnums=(0, 1))(x32, w32)
    assert gx.dtype == np.float32 and gw.dtype == np.float32
    x64, w64 = x32.astype(np.float64), w32.astype(np.float64)
    assert val == pytest.approx(logsumexp_products(x64, w64), rel=1e-5)
    np.testing.assert_allclose(gx, fd_grad(logsumexp_products, [x64, w64], 0), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(gw, fd_grad(logsumexp_products, [x64, w64], 1), rtol=1e-4, atol=1e-5)
    d = enzympy.grad(branches, argnums=1)(x32, np.float32(0.7))
    assert isinstance(d, np.float32)
    assert d == pytest.approx(fd_grad(branches, [x64, 0.7], 1), rel=1e-3)


def test_scalar_float_and_integer_arguments():
    x = RNG.normal(size=6)
    args = (x, 1.3, 5, -0.4, True)
    ga, gx, gb = enzympy.grad(mixed, argnums=(1, 0, 3))(*args)
    assert isinstance(ga, float) and isinstance(gb, float)
    np.testing.assert_allclose(gx, fd_grad(mixed, list(args), 0), rtol=1e-6)
    assert ga == pytest.approx(fd_grad(mixed, list(args), 1), rel=1e-6)
    assert gb == pytest.approx(fd_grad(mixed, list(args), 3), rel=1e-6)
    with pytest.raises(TypeError, match="argument 2 has type int64"):
        enzympy.grad(mixed, argnums=2)(*args)


def test_in_place_time_steps_on_a_copy():
    u0 = np.sin(np.linspace(0.0, 3.0, 8))
    before = u0.copy()
    check(time_steps, (u0, 4, 0.1), (0, 2))
    np.testing.assert_array_equal(u0, before)


def test_gaussian_mixture_loglik():
    X = RNG.normal(size=(5, 2))
    mu, logsig = RNG.normal(size=(3, 2)), 0.3 * RNG.normal(size=(3, 2))
    logw = np.log(np.array([0.2, 0.5, 0.3]))
    check(gmm_loglik, (X, mu, logsig, logw), (1, 2, 3, 0))


def test_math_module_and_numpy_scalar_functions():
    x = np.array([0.3, -0.7, 1.2, 0.05])
    check(mathy, (x,), (0,))
    g32 = enzympy.grad(mathy)(x.astype(np.float32))
    assert g32.dtype == np.float32
    np.testing.assert_allclose(g32, fd_grad(mathy, [x], 0), rtol=1e-4, atol=1e-4)


# ---------------------------------------------------------------- the API

def test_decorated_function_api():
    x, w = RNG.normal(size=5), RNG.normal(size=5)
    assert logsumexp_products(x, w) == pytest.approx(float(np.log(np.sum(np.exp(x * w)))))
    assert logsumexp_products is enzympy.__autodiff__(logsumexp_products)
    val, gx = logsumexp_products.value_and_grad(x, w, argnums=0)
    gx2, gw2 = logsumexp_products.grad(x, w, argnums=(0, 1))
    np.testing.assert_allclose(gx, gx2)
    p = np.exp(x * w) / np.exp(x * w).sum()
    np.testing.assert_allclose(gx, p * w, rtol=1e-12)
    np.testing.assert_allclose(gw2, p * x, rtol=1e-12)
    @njit
    def calls_it(a, b):                                 # the decorated function nests as usual
        return 2.0 * logsumexp_products(a, b)

    np.testing.assert_allclose(enzympy.grad(calls_it)(x, w), 2 * gx, rtol=1e-12)
    # a plain Python function is compiled with njit
    g = enzympy.grad(lambda a, b: (a * b).sum() ** 2)(x, w)
    np.testing.assert_allclose(g, 2 * (x * w).sum() * w, rtol=1e-12)


def test_autodiff_reverse_accumulates():
    x, w = RNG.normal(size=5), RNG.normal(size=5)
    p = np.exp(x * w) / np.exp(x * w).sum()
    dx = np.ones_like(x)
    val = enzympy.autodiff_reverse(logsumexp_products, Duplicated(x, dx), Const(w))
    assert val == pytest.approx(logsumexp_products(x, w))
    np.testing.assert_allclose(dx, 1.0 + p * w, rtol=1e-12)
    # a shadow of another layout is accumulated into too
    base = RNG.normal(size=10)
    dv = np.zeros(5)
    enzympy.autodiff_reverse(strided_sum, Duplicated(base[::2], dv))
    np.testing.assert_allclose(dv, -np.sin(base[::2]) * np.arange(1, 6), rtol=1e-12)
    val, da = enzympy.autodiff_reverse(mixed, Duplicated(x, np.zeros(5)), Active(1.3), 5, -0.4, False)
    assert da == pytest.approx(fd_grad(mixed, [x, 1.3, 5, -0.4, False], 1), rel=1e-6)
    # a shadow that is the primal (or overlaps it) took the gradient into the point: refused
    for shadow in (x, x[::-1]):
        with pytest.raises(ValueError, match="dx sharing memory with x"):
            enzympy.autodiff_reverse(logsumexp_products, Duplicated(x, shadow), Const(w))


def test_gradient_callable_from_njit():
    grad_lse = logsumexp_products.gradient

    @njit
    def descend(x, w, steps, lr):
        dx = np.zeros_like(x)
        dw = np.zeros_like(w)
        val = 0.0
        for _ in range(steps):
            dx[:] = 0.0
            val = logsumexp_products.gradient(x, w, dx, dw)
            x -= lr * dx
        val2 = grad_lse(x, w, np.zeros_like(x), np.zeros_like(w))
        return val, val2

    x, w = RNG.normal(size=5), RNG.normal(size=5)
    xs = x.copy()
    val, val2 = descend(xs, w, 3, 0.1)
    ref = x.copy()
    for _ in range(3):
        ref -= 0.1 * enzympy.grad(logsumexp_products)(ref, w)
    np.testing.assert_allclose(xs, ref, rtol=1e-12)
    assert val2 == pytest.approx(logsumexp_products(xs, w))
    with pytest.raises(ValueError, match="shape and strides"):
        grad_lse(x, w, np.zeros(4), np.zeros_like(w))
    dmixed = enzympy.gradient(mixed, argnums=(0, 3))  # x and b only: one shadow, one scalar

    @njit
    def use(x):
        dx = np.zeros_like(x)
        val, db = dmixed(x, 1.3, 5, -0.4, True, dx)
        return val, db, dx

    val, db, dx = use(x[:5])
    args = [x[:5].copy(), 1.3, 5, -0.4, True]
    assert val == pytest.approx(mixed(*args))
    assert db == pytest.approx(fd_grad(mixed, args, 3), rel=1e-6)
    np.testing.assert_allclose(dx, fd_grad(mixed, args, 0), rtol=1e-6)


def test_compiled_once_per_signature(monkeypatch):
    from enzympy.numba_frontend import calling, derivative
    x, w = RNG.normal(size=5), RNG.normal(size=5)
    enzympy.grad(nested)(x, w)
    entry = calling.entry(nested, ("dup", "const"))
    n_sigs, n_primal = len(entry.signatures), len(nested.signatures)
    builds = []
    monkeypatch.setattr(derivative, "_build", lambda *a: builds.append(a))
    g = enzympy.grad(nested)(2 * x, w)
    assert builds == [] and len(entry.signatures) == n_sigs and len(nested.signatures) == n_primal
    np.testing.assert_allclose(g, fd_grad(nested, [2 * x, w], 0), rtol=1e-5)


def test_function_compiled_before_enzympy_was_loaded():
    @njit
    def early(x):
        return (np.exp(x) * x).sum()

    x = RNG.normal(size=4)
    early(x)
    lib = early.overloads[early.signatures[0]].library
    del lib._enzympy_prelink                          # as if compiled before the hook existed
    np.testing.assert_allclose(enzympy.grad(early)(x), np.exp(x) * (1 + x), rtol=1e-12)


def test_errors():
    @njit
    def int_result(x):
        return int(x[0])

    with pytest.raises(TypeError, match="int_result .*returns int64.*vjp"):
        enzympy.grad(int_result)(np.ones(3))

    @njit
    def uses_cpow(x):
        s = x[0] * 2.0
        return abs((x[1] + 1j) ** 1.5) + s       # numba_cpow: complex power, no derivative

    line = uses_cpow.py_func.__code__.co_firstlineno + 3         # the complex power line
    with pytest.raises(enzympy.UnsupportedError, match=rf"uses_cpow \(.*test_numba.py:\d+\), line {line}: "):
        enzympy.grad(uses_cpow)(np.ones(3) + 1.0)


def test_lapack_is_an_error_naming_the_line():
    pytest.importorskip("scipy")                  # numba's np.linalg needs scipy's LAPACK
    @njit
    def uses_lapack(x, w):
        s = x[0] * 2.0
        return np.linalg.det(np.outer(x, w) + np.eye(3)) + s

    line = uses_lapack.py_func.__code__.co_firstlineno + 3         # the np.linalg.det line
    with pytest.raises(enzympy.UnsupportedError,
                       match=rf"uses_lapack \(.*test_numba.py:\d+\), line {line}: .*numba_xxgetrf.*LAPACK"):
        enzympy.grad(uses_lapack)(np.ones(3), np.ones(3))


def test_exceptions_propagate():
    @njit(boundscheck=True)
    def checked(x, k):
        if k > 5:
            raise ValueError("k too large:", k)        # a dynamic exception (runtime argument)
        return x[k] * x[0]                              # a bounds check

    x = np.arange(1.0, 4.0)
    np.testing.assert_allclose(enzympy.grad(checked)(x, 1), [2.0, 1.0, 0.0])
    with pytest.raises(ValueError, match="k too large"):
        enzympy.grad(checked)(x, 6)
    with pytest.raises(IndexError):
        enzympy.grad(checked)(x, 4)


# ---------------------------------------------------------------- what the derivative stores

def _stored_plan(f, args, argnums):
    """(plan, writer) of the reverse pass for f's compiled IR, with the NRT taught."""
    from enzympy.driver import ModuleDifferentiator
    from enzympy.numba_frontend import calling, nrt
    from enzympy.numba_frontend.guards import register_harmless
    from enzympy.numba_frontend.source import compiled_ir
    from enzympy.reverse import ReverseSpec, _ReverseWriter
    nrt.register()
    register_harmless()
    f(*args)
    src = compiled_ir(f, tuple(calling.argument_types(f, args)))
    W = ModuleDifferentiator(src.text).W
    fn = W.function(src.fn_name)
    dups = [fn.args[0].name] + [fn.args[src.slots[k].data_param].name for k in argnums]
    w = _ReverseWriter(ReverseSpec(fn, (), False, "d", True, tuple(dups)))
    return w.plan, w


def test_scratch_arrays_cache_little():
    """The benchmark's GMM: scratch arrays (NRT allocations) rewritten per component, and a
    triangular loop reading one of them at a fixed index while it writes another."""
    from benchmarks.problems import gmm
    args = gmm.make(dict(d=3, k=2, n=4), np.random.default_rng(0)).args
    f = gmm.PROBLEM.numba()
    check(f, args, (0, 1, 2))
    plan, writer = _stored_plan(f, args, (0, 1, 2))
    stored = {n: where[0] for n, where in plan._where.items() if where not in ("slot", "recompute")}
    floats = [n for n in stored if plan._types[n].kind == "float"]
    assert floats, "the scratch values overwritten per step must be stored"
    for n in floats:
        d = writer.policy.defs[n]
        # argument memory is never written here: it is read again, not stored
        assert d.opcode != "load" or writer.policy._root(d.ops[0])[0] == "fresh", n
        # (ix, ik, i, j): xc[i] read in the j loop is the same for every j, kept once per i
        assert stored[n].depth <= 3, (n, stored[n])
