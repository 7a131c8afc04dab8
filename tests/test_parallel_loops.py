"""prange and parallel array expressions: the reverse pass runs in Numba's thread pool.

Every gradient is checked against central differences and against the gradient of the same
Python function compiled without parallel=True; each case also checks that the derivative did
take the parallel path (`Derivative.parallel`), so that a silent fall back to the serial
derivative cannot pass for the feature. Shared shadows (a gather, a stencil, a weight read by
every iteration) take atomic adds, Numba's per-thread reduction partials are reversed by the
thread that made them: many schedule entries per thread (chunk size 1) and more threads than
cores stress both."""

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

numba = pytest.importorskip("numba")
from numba import njit, prange  # noqa: E402

import enzympy  # noqa: E402
from enzympy.numba_frontend import derivative  # noqa: E402
from test_numba import fd_grad  # noqa: E402
from test_numba_custom import marked  # noqa: E402

RNG = np.random.default_rng(5)


@pytest.fixture(autouse=True)
def parallel_always(monkeypatch):
    """The parallel reverse whatever its cost (ENZYMPY_PARALLEL=always), so that light loops
    exercise its atomics and bookkeeping too; `auto`'s choice is tested on its own below."""
    monkeypatch.setenv("ENZYMPY_PARALLEL", "always")


def _copy(a):
    return a.copy() if isinstance(a, np.ndarray) else a


def took_parallel_path(f) -> bool:
    """Did the last gradient of f take the parallel derivative?"""
    made = [d for (i, *_), d in derivative._cache.get(1, {}).items() if i == id(f)]
    return bool(made) and all(d.parallel for d in made)


def check(body, args, argnums, parallel=True, rtol=1e-6, atol=1e-8):
    """grad of njit(parallel=True)(body) against central differences and against the serial
    compilation's gradient; returns the gradients."""
    f, serial = njit(parallel=True)(body), njit(body)
    grads = enzympy.grad(f, argnums=argnums)(*[_copy(a) for a in args])
    assert took_parallel_path(f) == parallel
    ref = enzympy.grad(serial, argnums=argnums)(*[_copy(a) for a in args])
    for k, g, r in zip(argnums, grads, ref):
        np.testing.assert_allclose(g, fd_grad(lambda *a: f(*[_copy(v) for v in a]), [_copy(a) for a in args], k),
                                   rtol=1e-5, atol=1e-7)
        np.testing.assert_allclose(g, r, rtol=rtol, atol=atol)
    return grads


def sum_reduction(x, w):
    s = 0.0
    for i in prange(x.shape[0]):
        s += w[i] * np.sin(x[i]) + np.log1p(x[i] * x[i])
    return s


def product_reduction(x):
    p = 1.0
    for i in prange(x.shape[0]):
        p *= 1.0 + 0.1 * np.tanh(x[i])
    return p


def max_reduction(x):
    m = -1e300
    for i in prange(x.shape[0]):
        m = max(m, np.sin(x[i]) * x[i])
    return m


def elementwise_into_temporary(x, y):
    out = np.empty_like(x)
    for i in prange(x.shape[0]):
        out[i] = np.exp(-x[i]) * y[i] ** 2
    return (out * out).sum()


def rows_of_a_matrix(A, v):
    n, m = A.shape
    r = np.zeros(n)
    for i in prange(n):
        acc = 0.0
        for j in range(m):
            acc += np.tanh(A[i, j]) * v[j]        # v: read by every row (atomic adds)
        r[i] = acc * acc
    return r.sum()


def gather(x, idx, scale):
    s = 0.0
    for i in prange(idx.shape[0]):
        s += x[idx[i]] ** 2 * scale              # repeated indices: threads share x's shadow
    return s


def stencil(x):
    y = np.zeros_like(x)
    for i in prange(1, x.shape[0] - 1):
        y[i] = x[i - 1] - 2.0 * x[i] + x[i + 1]
    return (y * y).sum()


def two_dimensional_prange(A):
    s = 0.0
    for i in prange(A.shape[0]):
        for j in prange(A.shape[1]):
            s += np.sin(A[i, j]) * (i + 1) * (j + 2)
    return s


def three_loops_in_place(x, y):
    z = np.empty_like(x)
    for i in prange(x.shape[0]):
        z[i] = x[i] * y[i]
    for i in prange(x.shape[0]):
        x[i] = z[i] * 2.0                         # overwrites an input the first loop read
    s = 0.0
    for i in prange(x.shape[0]):
        s += np.cos(z[i]) + x[i]
    return s


def allocates_per_iteration(x):
    s = 0.0
    for i in prange(x.shape[0]):
        t = np.empty(3)
        t[0] = x[i]
        t[1] = x[i] ** 2
        t[2] = np.sin(x[i])
        s += t.sum() * t[1]
    return s


def array_expression(x, y):
    return np.sum(np.exp(x) * y + x ** 2)


CASES = [
    (sum_reduction, lambda: (RNG.random(41), RNG.random(41)), (0, 1)),
    (product_reduction, lambda: (RNG.normal(size=37),), (0,)),
    (max_reduction, lambda: (RNG.normal(size=29),), (0,)),
    (elementwise_into_temporary, lambda: (RNG.normal(size=33), RNG.normal(size=33)), (0, 1)),
    (rows_of_a_matrix, lambda: (RNG.normal(size=(9, 5)), RNG.normal(size=5)), (0, 1)),
    (gather, lambda: (RNG.normal(size=13), RNG.integers(0, 13, 60), 0.7), (0, 2)),
    (stencil, lambda: (RNG.normal(size=31),), (0,)),
    (two_dimensional_prange, lambda: (RNG.normal(size=(6, 7)),), (0,)),
    (three_loops_in_place, lambda: (RNG.normal(size=23), RNG.normal(size=23)), (0, 1)),
    (allocates_per_iteration, lambda: (RNG.normal(size=17),), (0,)),
    (array_expression, lambda: (RNG.normal(size=19), RNG.normal(size=19)), (0, 1)),
]


@pytest.mark.parametrize("body,make,argnums", CASES, ids=[c[0].__name__ for c in CASES])
def test_parallel_loop_gradients(body, make, argnums):
    check(body, make(), argnums)


def test_float32_parallel_reduction():
    def body(x):
        s = np.float32(0.0)
        for i in prange(x.shape[0]):
            s += np.exp(x[i] * np.float32(0.5))
        return s
    f = njit(parallel=True)(body)
    x = RNG.random(45).astype(np.float32)
    g = enzympy.grad(f)(x)
    assert g.dtype == np.float32 and took_parallel_path(f)
    np.testing.assert_allclose(g, 0.5 * np.exp(0.5 * x.astype(np.float64)), rtol=1e-6)


def test_many_entries_per_thread_and_reductions_reversed_by_their_thread():
    """Chunks of one iteration: every thread runs many schedule entries, each adding into its
    thread's partial of a product and of a sum; 25 runs agree with the serial gradient."""
    def body(x, y):
        s, m = 0.0, 1.0
        for i in prange(x.shape[0]):
            s += x[i] * y[i % 7]
            m *= 1.0 + 0.001 * x[i]
        return s * m
    f, serial = njit(parallel=True)(body), njit(body)
    x, y = RNG.random(501), RNG.random(7)
    ref = enzympy.grad(serial, argnums=(0, 1))(x, y)
    numba.set_parallel_chunksize(1)
    try:
        for _ in range(25):
            g = enzympy.grad(f, argnums=(0, 1))(x, y)
            for a, b in zip(g, ref):
                np.testing.assert_allclose(a, b, rtol=1e-11, atol=1e-13)
    finally:
        numba.set_parallel_chunksize(0)
    assert took_parallel_path(f)


def test_what_threads_cannot_share_falls_back_to_the_serial_derivative():
    """A custom_vjp rule called in a parallel loop (its adapters add into shadows without
    atomics): the serial compilation's derivative, the rule applied."""
    @njit(parallel=True)
    def f(x):
        s = 0.0
        for i in prange(x.shape[0]):
            s += marked(x[i]) + np.sin(x[i])      # its rule: 3x, not the body's 2x
        return s
    x = RNG.normal(size=11)
    g = enzympy.grad(f)(x)
    assert not took_parallel_path(f)
    np.testing.assert_allclose(g, 3.0 * x + np.cos(x), rtol=1e-12)


def test_a_parallel_callee_of_a_serial_function():
    inner = njit(parallel=True)(sum_reduction)

    @njit
    def outer(x, w):
        return inner(x, w) * 2.0 + x[0]
    x, w = RNG.random(21), RNG.random(21)
    g = enzympy.grad(outer, argnums=(0, 1))(x, w)
    assert took_parallel_path(outer)
    for k in (0, 1):
        np.testing.assert_allclose(g[k], fd_grad(outer, [x, w], k), rtol=1e-5, atol=1e-7)


WORKQUEUE = """
import numpy as np, numba, enzympy
from numba import njit, prange
from enzympy.numba_frontend import derivative

def body(x, w):
    s, p = 0.0, 1.0
    for i in prange(x.shape[0]):
        s += w[i] * np.sin(x[i])
        p *= 1.0 + 0.01 * x[i]
    return s * p

f, serial = njit(parallel=True)(body), njit(body)
x, w = np.linspace(0.1, 1.0, 300), np.linspace(1.0, 2.0, 300)
numba.set_parallel_chunksize(3)
ref = enzympy.grad(serial, argnums=(0, 1))(x, w)
for _ in range(10):
    g = enzympy.grad(f, argnums=(0, 1))(x, w)
    assert all(np.allclose(a, b, rtol=1e-11, atol=1e-13) for a, b in zip(g, ref))
assert numba.threading_layer() == "workqueue", numba.threading_layer()
assert all(d.parallel for d in derivative._cache[1].values() if d.dispatcher is f)
print("ok")
"""


def test_workqueue_threading_layer_with_more_threads_than_cores():
    """Numba's own thread pool (not OpenMP), 6 threads on fewer cores."""
    env = dict(os.environ, NUMBA_THREADING_LAYER="workqueue", NUMBA_NUM_THREADS="6", ENZYMPY_PARALLEL="always")
    r = subprocess.run([sys.executable, "-c", textwrap.dedent(WORKQUEUE)], capture_output=True, text=True,
                       env=env, timeout=600)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stdout[-2000:] + r.stderr[-2000:]


STEALING = """
import ctypes, random, numpy as np, numba, enzympy, llvmlite.binding as llvm
from numba import njit, prange

def body(x, y):
    p, s = 1.0, 0.0
    for i in prange(x.shape[0]):
        p *= 1.0 + 0.05 * x[i]
        s += np.sin(x[i]) * y[i % 5]
    return p * s

f, serial = njit(parallel=True)(body), njit(body)
x, y = np.random.default_rng(3).uniform(-1, 1, 200), np.linspace(0.5, 1.5, 5)
numba.set_parallel_chunksize(1)
f(x, y)                                   # the parallel primal, with Numba's own pool
ref = enzympy.grad(serial, argnums=(0, 1))(x, y)

# a pool of "threads" that steal: each runs its share of the entries in a shuffled order,
# get_thread_id() telling which one runs (the derivative's entry points, resolved at load time)
rng, current = random.Random(7), [0]
GET = ctypes.CFUNCTYPE(ctypes.c_int64)(lambda: current[0])
FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)

def parallel_for(fn, args, dims, steps, data, inner, count, nthreads):
    task = FN(fn)
    argv = ctypes.cast(args, ctypes.POINTER(ctypes.c_void_p))
    dimv = ctypes.cast(dims, ctypes.POINTER(ctypes.c_int64))
    stepv = ctypes.cast(steps, ctypes.POINTER(ctypes.c_int64))
    entries = list(range(dimv[0]))
    rng.shuffle(entries)
    for k, e in enumerate(entries):
        current[0] = rng.randrange(nthreads) if k % 4 else current[0]   # Numba's partials: one per thread
        a = (ctypes.c_void_p * count)(*[(argv[j] or 0) + stepv[j] * e for j in range(count)])
        d = (ctypes.c_int64 * (inner + 1))(*[dimv[j] for j in range(inner + 1)])
        d[0] = 1
        task(ctypes.addressof(a), ctypes.addressof(d), steps, data)

PFOR = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                        ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64, ctypes.c_int64)(parallel_for)
llvm.add_symbol("numba_parallel_for", ctypes.cast(PFOR, ctypes.c_void_p).value)
llvm.add_symbol("get_thread_id", ctypes.cast(GET, ctypes.c_void_p).value)
for _ in range(5):
    g = enzympy.grad(f, argnums=(0, 1))(x, y)
    assert all(np.allclose(a, b, rtol=1e-11, atol=1e-13) for a, b in zip(g, ref)), (g, ref)
from enzympy.numba_frontend import derivative
assert all(d.parallel for d in derivative._cache[1].values() if d.dispatcher is f)
print("ok")
"""


def test_entries_run_out_of_order_by_a_stealing_pool():
    """TBB's pool steals: a thread may run schedule entries out of index order, and a product's
    per-thread partial must then be reversed in reverse order of execution, not of index (22 of
    40 runs were wrong under TBB, by up to 280%). A pool that shuffles the entries and changes
    thread now and then stands in for TBB (which the tests do not need)."""
    env = dict(os.environ, NUMBA_NUM_THREADS="3", ENZYMPY_PARALLEL="always")
    r = subprocess.run([sys.executable, "-c", textwrap.dedent(STEALING)], capture_output=True, text=True,
                       env=env, timeout=600)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stdout[-2000:] + r.stderr[-3000:]


def _rk4_body():
    from benchmarks.problems import prange as problem
    return problem.PROBLEM.numba().py_func


def least_squares(X, y, w):
    s = 0.0
    for i in prange(X.shape[0]):
        r = -y[i]
        for j in range(X.shape[1]):
            r += X[i, j] * w[j]                   # every row reads w: an atomic add per read
        s += r * r
    return s


@pytest.mark.parametrize("body,make,argnums,parallel", [
    ("rk4", lambda: (RNG.random(30) + 0.5, 0.1 * RNG.random(30), RNG.random(30), 20, 0.01), (0, 1), True),
    (least_squares, lambda: (RNG.normal(size=(20, 6)), RNG.normal(size=20), RNG.normal(size=6)), (2,), False),
    (stencil, lambda: (RNG.normal(size=31),), (0,), False),
])
def test_auto_takes_the_parallel_reverse_where_it_pays(body, make, argnums, parallel, monkeypatch):
    """ENZYMPY_PARALLEL=auto (the default): a loop whose reverse is mostly atomic adds (a small
    vector every row reads, a stencil: 10-20x slower than the serial gradient, a probe found)
    takes the serial compilation's derivative; a loop of real work per iteration the parallel
    one. Either way the gradient is right."""
    monkeypatch.setenv("ENZYMPY_PARALLEL", "auto")
    check(_rk4_body() if body == "rk4" else body, make(), argnums, parallel=parallel)
