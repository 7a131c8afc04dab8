"""Numba programs an ordinary user writes that once gave wrong gradients, crashed or were refused
with IR jargon: parallel loops, jvp after other compilations, recursion, callees returning
tuples, rebound arguments and output arrays. Every gradient is checked against central
differences and, where forward mode applies, jvp against grad (the dot-product test)."""

import os
import subprocess
import sys
import textwrap
import types

import numpy as np
import pytest

numba = pytest.importorskip("numba")
from numba import njit, prange  # noqa: E402

import enzympy  # noqa: E402
from test_numba import fd_grad  # noqa: E402

RNG = np.random.default_rng(23)


def check_all(f, args, argnums, rtol=1e-5, atol=1e-7):
    """grad against central differences, and jvp against grad along a random direction."""
    val, grads = enzympy.value_and_grad(f, argnums=tuple(argnums))(*[_copy(a) for a in args])
    assert val == pytest.approx(f(*[_copy(a) for a in args]), rel=1e-12, abs=1e-12)
    for k, g in zip(argnums, grads):
        np.testing.assert_allclose(g, fd_grad(_fresh(f), [_copy(a) for a in args], k),
                                   rtol=rtol, atol=atol)
    tangents = [None] * len(args)
    for k in argnums:
        a = args[k]
        tangents[k] = RNG.standard_normal(a.shape) if isinstance(a, np.ndarray) else float(RNG.standard_normal())
    _, jv = enzympy.jvp(f, tuple(_copy(a) for a in args), tuple(tangents))
    dot = sum(float(np.sum(g * tangents[k])) for k, g in zip(argnums, grads))
    assert jv == pytest.approx(dot, rel=1e-9, abs=1e-10)
    return grads


def _copy(a):
    return a.copy() if isinstance(a, np.ndarray) else a


def _fresh(f):
    """f with arguments copied on every call (f may write them)."""
    return lambda *a: f(*[_copy(v) for v in a])


# ------------------------------------------------------------ jvp after other compilations

FRESH_PRELUDE = """
import numpy as np
from numba import njit
import enzympy

def check(f, x):
    v = np.cos(np.arange(x.size) + 0.5)
    val, jv = enzympy.jvp(f, (x,), (v,))
    g = enzympy.grad(f)(x)
    h = 1e-6
    for i in range(x.size):
        e = np.zeros_like(x)
        e[i] = h
        fd = (f(x + e) - f(x - e)) / (2 * h)
        assert abs(g[i] - fd) <= 1e-6 * max(1.0, abs(fd)), (i, g[i], fd)
    assert abs(jv - float(g @ v)) <= 1e-10 * max(1.0, abs(jv)), (jv, g @ v)
    print("ok")
"""


def run_fresh(code):
    """Run code after FRESH_PRELUDE in a new interpreter: what a user session compiles first."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    r = subprocess.run([sys.executable, "-c", FRESH_PRELUDE + textwrap.dedent(code)],
                       capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0 and "ok" in r.stdout, r.stderr[-2000:]


def test_jvp_after_other_functions_were_compiled():
    """NRT_decref is linked in optimised once any library was finalised (its refcount update an
    llvm.x86.atomic.sub.cc intrinsic): forward mode must not differentiate the refcount helpers."""
    run_fresh("""
        @njit
        def other(a):
            b = a * 2.0
            return b.sum()

        @njit
        def f(x):
            t = np.sin(x) * x
            u = t * t
            return u.sum() + t[0]

        other(np.ones(3))
        check(f, np.linspace(0.1, 1.0, 5))
    """)


def test_the_primal_called_before_the_first_gradient():
    """A user runs f(x), then asks for grad(f): `import enzympy` alone must already keep Numba's
    code from before its vectoriser (enzympy/numba_hook.py). It was installed only on the first
    use of enzympy.grad, so a recursive f was refused (its callee compiled vectorised, through
    a late-bound pointer) and np.convolve's library code came with masked gathers."""
    run_fresh("""
        @njit
        def rpow(x, n):
            if n == 0:
                return 1.0
            if n % 2 == 0:
                h = rpow(x, n // 2)
                return h * h
            return x * rpow(x, n - 1)

        @njit
        def f(x):
            s = 0.0
            for i in range(x.size):
                s += rpow(x[i], 5)
            return s + np.sum(np.convolve(x, x[::-1]) * np.cos(np.arange(2 * x.size - 1.0)))

        x = np.linspace(0.1, 1.0, 6)
        f(x)
        check(f, x)
    """)


def test_star_args_function():
    """grad and jvp of `def f(*xs)` crashed inside Numba ("Signature mismatch: 3 argument types
    given, but function takes 1 arguments"): a derivative is compiled for a signature, and
    Numba takes *args as one tuple. Differentiated through a function of fixed arity."""
    @njit
    def f(*xs):
        return np.sum(xs[0] * xs[1]) + xs[2] ** 2

    x = np.array([0.3, -0.8, 1.2])
    g = check_all(f, (x, 2 * x, 1.5), (0, 1, 2))
    np.testing.assert_allclose(g[0], 2 * x, rtol=1e-14)
    assert g[2] == pytest.approx(3.0, rel=1e-14)
    assert enzympy.hessian(f, argnums=2)(x, 2 * x, 1.5) == pytest.approx(2.0, rel=1e-14)


def test_parameters_with_defaults_left_out():
    """grad(f)(x) of `def f(x, scale=2.0)` was a TypeError from inside Numba: a derivative is
    compiled for the types given, and Numba's compile of a signature takes no defaults."""
    @njit
    def f(x, w, scale=2.0, power=3):
        return scale * np.sum(w * x ** power)

    x, w = np.linspace(0.1, 1.0, 5), np.cos(np.arange(5.0))
    g = check_all(f, (x, w), (0, 1))
    np.testing.assert_allclose(g[0], 6.0 * w * x ** 2, rtol=1e-12)
    np.testing.assert_allclose(enzympy.grad(f)(x, w, 1.0), 3.0 * w * x ** 2, rtol=1e-12)
    H = enzympy.hessian(f)(x, w)
    np.testing.assert_allclose(H, np.diag(12.0 * w * x), rtol=1e-12, atol=1e-12)
    hv, _ = enzympy.hvp(f)((x, w), (np.ones(5), None))
    np.testing.assert_allclose(hv, 12.0 * w * x, rtol=1e-12)

    @njit
    def g_vec(x, k=2.0):
        return np.sin(k * x)

    y, pull = enzympy.vjp(g_vec, x)
    np.testing.assert_allclose(pull(np.ones(5))[0], 2.0 * np.cos(2.0 * x), rtol=1e-12)
    np.testing.assert_allclose(enzympy.jacfwd(g_vec)(x), np.diag(2.0 * np.cos(2.0 * x)), rtol=1e-12)
    np.testing.assert_allclose(enzympy.jacrev(g_vec)(x), np.diag(2.0 * np.cos(2.0 * x)), rtol=1e-12)
    _, t = enzympy.jvp(g_vec, (x,), (np.ones(5),))
    np.testing.assert_allclose(t, 2.0 * np.cos(2.0 * x), rtol=1e-12)
    # a lambda with a default (its name, `<lambda>`, was put in a `def`: a SyntaxError)
    lam = njit(lambda x, scale=2.0: np.sum(np.sin(x) * scale))
    np.testing.assert_allclose(enzympy.grad(lam)(x), 2.0 * np.cos(x), rtol=1e-12)


def test_keyword_arguments_and_has_aux_as_in_jax():
    """grad(f)(x, scale=3.0) was Python's TypeError (no **kwargs) and has_aux was not taken
    (a probe's, as a JAX user writes them). Keyword arguments go to f undifferentiated;
    has_aux: f returns (value, aux), grad gives (gradient, aux), value_and_grad ((value, aux),
    gradient)."""
    @njit
    def f(x, w, scale=2.0, power=3):
        return scale * np.sum(w * x ** power)

    x, w = np.linspace(0.1, 1.0, 5), np.cos(np.arange(5.0))
    g = enzympy.grad(f)(x, w, power=2, scale=0.5)
    np.testing.assert_allclose(g, fd_grad(lambda a, b: f(a, b, 0.5, 2), [x, w], 0), rtol=1e-6)
    v, (gx, gw) = enzympy.value_and_grad(f, argnums=(0, 1))(x, w=w, power=2)
    assert v == pytest.approx(f(x, w, 2.0, 2), rel=1e-14)
    np.testing.assert_allclose(gw, 2.0 * x ** 2, rtol=1e-12)
    with pytest.raises(TypeError, match="unexpected keyword argument 'bogus'"):
        enzympy.grad(f)(x, w, bogus=1)

    @njit
    def with_aux(x, y):
        r = np.sum(np.sin(x) * y)
        return r, np.max(x) * 2.0

    ga, aux = enzympy.grad(with_aux, has_aux=True)(x, 1.5)
    np.testing.assert_allclose(ga, fd_grad(lambda a, b: with_aux(a, b)[0], [x, 1.5], 0), rtol=1e-6)
    assert aux == 2.0 * x.max()
    (val, aux), (gx, gy) = enzympy.value_and_grad(with_aux, argnums=(0, 1), has_aux=True)(x, 1.5)
    assert val == pytest.approx(with_aux(x, 1.5)[0], rel=1e-14) and aux == 2.0 * x.max()
    assert gy == pytest.approx(np.sum(np.sin(x)), rel=1e-12)
    with pytest.raises(TypeError, match="has_aux=True takes a function returning"):
        enzympy.grad(f, has_aux=True)(x, w)


# ------------------------------------------------------------ recursion

@njit
def recursive_sum(x, i):
    if i == x.shape[0]:
        return 0.0
    return x[i] * x[i] * 0.5 + np.sin(x[i]) * recursive_sum(x, i + 1)


def test_recursive_function_taking_an_array():
    """The callee's augmented pass returns before its reverse runs: the shadow of its stack slot
    for the callee's result (Numba's retptr alloca) must outlive the frame (it crashed)."""
    x = RNG.uniform(0.1, 1.0, 6)
    check_all(recursive_sum, (x, 0), (0,))


@njit
def halves(x, lo, hi):
    if hi - lo == 1:
        return x[lo] * x[lo]
    h = (lo + hi) // 2
    return halves(x, lo, h) * 0.5 + np.sin(halves(x, h, hi)) * 1.5


@njit
def halves_entry(x):
    return halves(x, 0, x.shape[0])          # 0 is typed Literal[int](0): a second overload


@njit
def two_calls(v, n):
    if n <= 1:
        return v * (n + 1.0)
    return np.sin(two_calls(v, n - 1)) + two_calls(v, n - 2) * v


@njit
def two_calls_entry(v):
    return two_calls(v, 6)


def test_recursion_through_a_literal_argument():
    """A call with a constant argument compiles an overload for its literal type, whose
    recursive calls reach the int64 overload through a pointer Numba fills in at run time
    (`.numba.unresolved$...`): it was refused (a pointer with derivatives stored where enzympy
    does not follow). The overload is linked in and called directly."""
    check_all(halves_entry, (RNG.uniform(-1.0, 1.0, 7),), (0,))
    check_all(two_calls_entry, (0.4,), (0,))


@njit
def flipped_bits(x):
    return np.sum((x.view(np.int64) ^ 1).view(np.float64) ** 2)


def test_floats_computed_on_as_integers_are_refused():
    """x.view(np.int64) ^ 1 reads the floats of x as integers and stores new bits; read back as
    floats their derivative was a silent zero (the shadow of an integer store is nothing)."""
    x = RNG.uniform(0.5, 1.5, 4)
    for call in (lambda: enzympy.grad(flipped_bits)(x.copy()),
                 lambda: enzympy.jvp(flipped_bits, (x.copy(),), (np.ones(4),))):
        with pytest.raises(enzympy.UnsupportedError) as e:
            call()
        assert "computed on as integers" in str(e.value) and "flipped_bits" in str(e.value), str(e.value)


# ------------------------------------------------------------ a callee returning (..., int)

def test_callee_returning_a_tuple_ending_in_an_int_compiled_first():
    """The callee's tuple {array, i64} lives in an alloca whose type ends in ', i64 }'; it was
    misparsed (an internal TypeError) when the callee had run before the caller was compiled.
    A fresh process: earlier compilations change what is linked."""
    run_fresh("""
        @njit
        def helper(x):
            y = x * 2.0
            return y, x.shape[0]

        @njit
        def f(x):
            y, n = helper(x)
            return np.sin(y).sum() / n

        x = np.linspace(0.1, 1.0, 5)
        helper(x)                                # the primal of the callee ran first
        check(f, x)
    """)


# ------------------------------------------------------------ parallel=True

@njit(parallel=True)
def parallel_expression(x, y):
    z = x * y + np.sin(x)
    return z.sum()


@njit(parallel=True)
def parallel_reduction(x, w):
    s = 0.0
    for i in prange(x.shape[0]):
        s += w[i] * x[i] * x[i] + np.cos(x[i])
    return s


@njit(parallel=True)
def parallel_loop_into_temporary(x, a):
    out = np.empty_like(x)
    for i in prange(x.shape[0]):
        out[i] = np.exp(-a * x[i]) * x[i]
    return (out * out).sum() + out.max()


@pytest.mark.parametrize("f,make,argnums", [
    (parallel_expression, lambda: (RNG.normal(size=9), RNG.normal(size=9)), (0, 1)),
    (parallel_reduction, lambda: (RNG.normal(size=9), RNG.normal(size=9)), (0, 1)),
    (parallel_loop_into_temporary, lambda: (RNG.normal(size=9), 0.7), (0, 1)),
])
def test_parallel_functions_differentiate(f, make, argnums):
    """parallel=True loops and array expressions gave zero gradients: Numba runs them through
    its thread pool by function pointer. Reverse mode runs them in that pool
    (test_parallel_loops.py); forward mode differentiates the serial compilation."""
    args = make()
    f(*args)                                     # the parallel primal was compiled and ran first
    grads = check_all(f, args, argnums)
    assert all(np.any(np.asarray(g) != 0) for g in grads)


@njit(parallel=True)
def _parallel_inner(x):
    s = 0.0
    for i in prange(x.shape[0]):
        s += np.sin(x[i])
    return s


@njit
def calls_a_parallel_function(x):
    return 2.0 * _parallel_inner(x)


@njit
def _serial_middle(x, y):
    return _parallel_inner(x * y) + np.sum(y)


@njit(parallel=True)
def parallel_calls_parallel(x, y):
    s = 0.0
    for i in prange(x.shape[0]):
        s += x[i] * y[i]
    return s + _serial_middle(x, y) * _parallel_inner(y)


def _closure_over_parallel():
    inner = _parallel_inner

    @njit
    def outer(x):
        return inner(x) ** 2 + x[0]
    return outer


@pytest.mark.parametrize("f,nargs", [(calls_a_parallel_function, 1), (parallel_calls_parallel, 2),
                                     (_closure_over_parallel(), 1)])
def test_parallel_callees_differentiate(f, nargs):
    """A parallel=True callee (reached by a global or closure name, directly or through a serial
    function) was refused; reverse mode runs its loops in the thread pool, forward mode
    differentiates it compiled serially inside the derivative's twin."""
    args = tuple(RNG.normal(size=8) for _ in range(nargs))
    f(*args)
    grads = check_all(f, args, tuple(range(nargs)))
    assert all(np.any(np.asarray(g) != 0) for g in grads)


_MOD = types.ModuleType("enzympy_test_parallel_module")
_MOD.inner = _parallel_inner


@njit
def calls_parallel_through_a_module(x):
    return 2.0 * _MOD.inner(x)


def test_parallel_callee_through_a_module_is_differentiated_in_parallel():
    """A parallel callee reached as a module's attribute stays parallel (it was refused: no
    serial twin replaces it); its loop is now differentiated in Numba's thread pool."""
    x = RNG.normal(size=8)
    g = enzympy.grad(calls_parallel_through_a_module)(x)
    np.testing.assert_allclose(g, fd_grad(calls_parallel_through_a_module, [x], 0), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(g, 2.0 * np.cos(x), rtol=1e-12)


@njit(parallel=True)
def parallel_recursion(x, k):
    s = 0.0
    for i in prange(x.shape[0]):
        s += np.sin(x[i]) * k
    if k <= 0:
        return s
    return s + parallel_recursion(x, k - 1)


def test_a_recursive_parallel_function():
    """It was refused (its serial twin would have to call itself); its parallel compilation's
    derivative now serves it, each level's loop in the thread pool."""
    x = RNG.normal(size=8)
    parallel_recursion(x, 2)
    g = enzympy.grad(parallel_recursion)(x, 2)
    np.testing.assert_allclose(g, 3.0 * np.cos(x), rtol=1e-12)


# ------------------------------------------------------------ rebinding and output arrays

@njit
def rebinds_in_a_loop(x, y, n):
    for _ in range(n):
        x = 0.5 * x + np.sin(y)
    return (x * x).sum()


@njit
def rebinds_in_a_branch(x, c):
    if c > 0:
        x = x * 2.0 + x * x
    return np.exp(x).sum()


@njit
def rebinds_a_float(x, a):
    for i in range(3):
        a = 0.5 * a + x[i] * a
    return a * x.sum()


@njit
def rebinds_both(x, y):
    for _ in range(3):
        y = np.sin(y)
        x = x * y + 0.1
    return np.sum(x * x)


@njit
def _kalman_like_step(x, P, a):
    return x * a, P * a


@njit
def rebinds_two_from_a_helper(x, P, a, n):
    tot = 0.0
    for _ in range(n):
        x, P = _kalman_like_step(x, P, a)        # a Kalman filter's `x, P = step(x, P, ...)`
        tot += np.sum(P * P) + np.sum(x)
    return tot


@njit
def writes_then_reads_out(x, out):
    out[:] = x * x
    return out.sum() + out[0] * out[-1]


@njit
def fills_out(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sin(x[i]) * x[i]


@njit
def calls_a_filler(x, out):
    fills_out(x, out)
    return (out * out).sum()


@njit
def out_2d(x, out):
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            out[i, j] = x[i] * x[j]
    return np.tanh(out).sum()


@pytest.mark.parametrize("f,make,argnums", [
    (rebinds_in_a_loop, lambda: (RNG.normal(size=6), RNG.normal(size=6), 3), (0, 1)),
    (rebinds_in_a_loop, lambda: (RNG.normal(size=6), RNG.normal(size=6), 3), (1,)),    # x constant
    (rebinds_both, lambda: (RNG.normal(size=5), RNG.normal(size=5)), (0,)),
    (rebinds_both, lambda: (RNG.normal(size=5), RNG.normal(size=5)), (1,)),
    (rebinds_in_a_branch, lambda: (0.3 * RNG.normal(size=6), 1), (0,)),
    (rebinds_in_a_branch, lambda: (0.3 * RNG.normal(size=6), -1), (0,)),
    (rebinds_a_float, lambda: (RNG.normal(size=4), 0.8), (0, 1)),
    (writes_then_reads_out, lambda: (RNG.normal(size=6), np.zeros(6)), (0,)),
    (calls_a_filler, lambda: (RNG.normal(size=6), np.zeros(6)), (0,)),
    (out_2d, lambda: (RNG.normal(size=4), np.zeros((4, 4))), (0,)),
    (out_2d, lambda: (RNG.normal(size=4), np.zeros((8, 9))[::2, 1:9:2]), (0,)),     # a strided view
    (out_2d, lambda: (RNG.normal(size=4), np.zeros((4, 4))), (0, 1)),     # out differentiated too
    # forward mode refused it: Numba's `parent` object of P merged with the helper's result's
    (rebinds_two_from_a_helper, lambda: (RNG.normal(size=2), RNG.normal(size=2), 1.1, 4), (0, 1, 2)),
])
def test_rebound_arguments_and_output_arrays(f, make, argnums):
    """Rebinding an argument merges its array header with a new one's, and an output array that
    is not differentiated carries the derivative between its write and its reads: both were
    refused with IR jargon ('pointer %arg.x.0 without a shadow merges with active memory')."""
    check_all(f, make(), argnums)


def test_hessian_of_an_argument_next_to_a_rebound_constant():
    """x rebound (`x = 0.5 * x + sin(y)`) but not differentiated: its data pointer merges with new
    arrays, so it gets a zeroed shadow of its own; it was refused in every transform."""
    x, y = RNG.normal(size=4), RNG.normal(size=4)
    H = enzympy.hessian(rebinds_in_a_loop, argnums=1)(x, y, 2)
    g = lambda v: enzympy.grad(rebinds_in_a_loop, argnums=1)(x, v, 2)  # noqa: E731
    h = 1e-5
    fd = np.array([(g(y + h * e) - g(y - h * e)) / (2 * h) for e in np.eye(4)])
    np.testing.assert_allclose(H, fd, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(H, H.T, rtol=1e-10, atol=1e-12)


def test_output_array_through_the_numba_callable_gradient():
    g = enzympy.gradient(writes_then_reads_out, argnums=0)
    x, out = RNG.normal(size=5), np.zeros(5)
    dx = np.zeros(5)
    val = g(x, out, dx)
    assert val == pytest.approx(writes_then_reads_out(x, np.zeros(5)))
    np.testing.assert_allclose(dx, fd_grad(_fresh(writes_then_reads_out), [x, np.zeros(5)], 0),
                               rtol=1e-5, atol=1e-7)


def test_refusals_speak_python():
    """What stays refused names the Python function, line and parameters, not IR values."""
    @njit
    def uses_cpow(x):
        s = x[0] * 2.0
        return abs((x[1] + 1j) ** 1.5) + s       # numba_cpow: complex power, no derivative

    line = uses_cpow.py_func.__code__.co_firstlineno + 3
    with pytest.raises(enzympy.UnsupportedError) as e:
        enzympy.grad(uses_cpow)(np.ones(3) + 1.0)
    msg = str(e.value)
    assert f"uses_cpow (" in msg and f"line {line}" in msg and "cpow" in msg, msg
    assert "instruction `" not in msg and "%" not in msg and "_ZN" not in msg, msg
    assert "numba_cpow" in e.value.ir_detail

    with pytest.raises(TypeError, match="fills_out.*returns none.*calls it"):
        enzympy.grad(fills_out)(np.ones(3), np.zeros(3))


@njit
def scratch_in_a_list(x, L):
    a = L[0]
    a[:] = np.sin(x)
    return np.sum(L[0] * x) + np.sum(L[1] * x)


def test_active_values_written_into_a_typed_list_argument_are_refused_in_both_modes():
    """The list's arrays have no shadows; forward mode took the item's pointer for data without
    floats (its type analysis had none of its callers' facts, unlike reverse mode's) and stored
    tangents into the caller's own array: a wrong value and tangent, and L[0] overwritten."""
    from numba.typed import List
    x, v = np.array([0.3, -1.2, 0.8]), np.array([1.0, 0.5, -0.7])
    L = List([np.zeros(3), np.ones(3)])
    with pytest.raises(enzympy.UnsupportedError, match="without a shadow"):
        enzympy.jvp(scratch_in_a_list, (x, L), (v, None))
    with pytest.raises(enzympy.UnsupportedError, match="without a shadow"):
        enzympy.grad(scratch_in_a_list)(x, L)
    np.testing.assert_array_equal(L[0], np.zeros(3))           # the caller's data untouched
