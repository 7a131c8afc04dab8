"""`enzympy.custom_vjp` / `enzympy.custom_jvp` (issue 19: custom derivatives, JAX's shapes):
the rule is used wherever differentiated code calls the function, and for `grad`/`jvp` of the
function itself. Checked against central differences and hand-derived values of the rules."""

import math

import numpy as np
import pytest

pytest.importorskip("numba", reason="the numba extra is not installed")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from enzympy.errors import EnzympyError  # noqa: E402


# A norm whose body has no derivative at the origin (0/0 there) and a rule that says 0 there,
# the reason people write custom rules.
@enzympy.custom_vjp
@njit
def safe_norm(x, y):
    return math.sqrt(x * x + y * y)


@njit
def safe_norm_fwd(x, y):
    r = math.sqrt(x * x + y * y)
    return r, (x, y, r)


@njit
def safe_norm_bwd(res, g):
    x, y, r = res
    if r == 0.0:
        return (0.0, 0.0)
    return (g * x / r, g * y / r)


safe_norm.defvjp(safe_norm_fwd, safe_norm_bwd)


@njit
def energy(x, y, k):
    return k * safe_norm(x - 1.0, y) ** 2 + math.sin(x) * safe_norm(x, y * y)


# A rule that differs from the body on purpose (the body's derivative is 2x, the rule's 3x):
# a value only the rule gives shows the rule ran.
@enzympy.custom_vjp
@njit
def marked(x):
    return x * x


@njit
def marked_fwd(x):
    return x * x, x


@njit
def marked_bwd(x, g):
    return (3.0 * x * g,)


marked.defvjp(marked_fwd, marked_bwd)


@enzympy.custom_jvp
@njit
def softplus(x, b):
    return math.log1p(math.exp(b * x)) / b


@njit
def softplus_jvp(primals, tangents):
    x, b = primals
    dx, db = tangents
    e = math.exp(b * x)
    v = math.log1p(e) / b
    return v, (e / (1.0 + e)) * (dx + x * db / b) - v * db / b


softplus.defjvp(softplus_jvp)


@njit
def uses_softplus(x, b):
    return softplus(x * x, b) * x


def _fd(f, args, k, h=1e-6):
    a, b = list(args), list(args)
    a[k] += h
    b[k] -= h
    return (f(*a) - f(*b)) / (2 * h)


@pytest.mark.parametrize("x, y", [(0.3, 1.7), (-1.2, 0.4), (2.5, -0.8)])
def test_custom_vjp_inside_differentiated_code_agrees_with_central_differences(x, y):
    g = enzympy.grad(energy, argnums=(0, 1, 2))(x, y, 1.5)
    for k in range(3):
        assert g[k] == pytest.approx(_fd(energy.py_func, (x, y, 1.5), k), rel=1e-6, abs=1e-8)


def test_the_rule_not_the_body_is_differentiated():
    """At the origin the body's derivative is 0/0; the rule says 0. And `marked`'s rule gives 3x
    where its body would give 2x."""
    @njit
    def at_origin(x, y):
        return safe_norm(x, y) + x

    dx, dy = enzympy.grad(at_origin, argnums=(0, 1))(0.0, 0.0)
    assert (dx, dy) == (1.0, 0.0)

    @njit
    def twice(x):
        return marked(x) + marked(2.0 * x)

    assert enzympy.grad(twice)(0.7) == pytest.approx(3 * 0.7 + 2 * 3 * 1.4, rel=1e-15)
    assert enzympy.grad(marked)(0.7) == pytest.approx(3 * 0.7, rel=1e-15)   # grad(f) itself: JAX's way


def test_second_derivatives_through_a_custom_vjp_rule_are_refused():
    """A custom_vjp rule has no forward derivative (JAX refuses forward mode over it too): the
    forward pass over the gradient differentiated the rule's wrappers as code, tapes and all,
    and the process died (hessian and hvp, and grad of grad)."""
    x = np.array([0.3, -1.2])

    @njit
    def sq_norm(v):
        return safe_norm(v[0], v[1]) ** 2

    for second in (lambda: enzympy.hessian(sq_norm)(x), lambda: enzympy.hvp(sq_norm)((x,), (np.ones(2),)),
                   lambda: enzympy.grad(enzympy.grad(marked))(0.7)):
        with pytest.raises(enzympy.EnzympyError, match="custom_vjp rule has no forward derivative"):
            second()
    assert enzympy.grad(sq_norm)(x) == pytest.approx(2 * x, rel=1e-12)      # first order is fine


def test_custom_vjp_in_a_loop_keeps_one_tape_per_call():
    @njit
    def total(xs, y):
        s = 0.0
        for i in range(xs.shape[0]):
            s += safe_norm(xs[i], y) * xs[i]
        return s

    xs = np.array([0.5, -1.0, 2.0, 3.5])
    gx, gy = enzympy.grad(total, argnums=(0, 1))(xs, 0.8)
    r = np.sqrt(xs ** 2 + 0.64)
    np.testing.assert_allclose(gx, r + xs * xs / r, rtol=1e-14)
    assert gy == pytest.approx(np.sum(xs * 0.8 / r), rel=1e-14)


def test_custom_vjp_with_float32():
    @enzympy.custom_vjp
    @njit
    def sq32(x):
        return x * x

    @njit
    def sq32_fwd(x):
        return x * x, x

    @njit
    def sq32_bwd(x, g):
        return (2.0 * x * g,)            # a float64 cotangent for a float32 argument

    sq32.defvjp(sq32_fwd, sq32_bwd)

    @njit
    def f(x):
        return sq32(x) * np.float32(3.0)

    g = enzympy.grad(f)(np.float32(1.5))
    assert isinstance(g, np.float32) and g == pytest.approx(9.0, rel=1e-6)


@pytest.mark.parametrize("x, b", [(0.3, 1.7), (-1.1, 0.6)])
def test_custom_jvp_agrees_with_central_differences_and_with_reverse(x, b):
    for k, tangent in ((0, (1.0, 0.0)), (1, (0.0, 1.0))):
        value, t = enzympy.jvp(uses_softplus, (x, b), tangent)
        assert value == pytest.approx(uses_softplus.py_func(x, b), rel=1e-15)
        assert t == pytest.approx(_fd(uses_softplus.py_func, (x, b), k), rel=1e-6)
    # forward (the custom rule) against reverse (the rule transposed): <J v, 1> = <v, J^T 1>
    v = (0.6, -0.3)
    _, jv = enzympy.jvp(uses_softplus, (x, b), v)
    g = enzympy.grad(uses_softplus, argnums=(0, 1))(x, b)
    assert jv == pytest.approx(v[0] * g[0] + v[1] * g[1], rel=1e-12)


def test_custom_jvp_of_the_function_itself():
    _, t = enzympy.jvp(softplus, (0.4, 2.0), (1.0, 0.0))
    e = math.exp(0.8)
    assert t == pytest.approx(e / (1 + e), rel=1e-14)


def test_rules_outside_what_is_taken_are_one_line_errors():
    @enzympy.custom_vjp
    @njit
    def doubled(a):
        return a * 2.0                   # an array result: not taken yet

    doubled.defvjp(njit(lambda a: (a * 2.0, 0.0)), njit(lambda r, g: (2.0 * g,)))

    @njit
    def f(a):
        return np.sum(doubled(a))

    with pytest.raises(EnzympyError, match="returning a float scalar"):
        enzympy.grad(f)(np.ones(3))


    @enzympy.custom_vjp
    @njit
    def two(x, y):
        return x * y

    @njit
    def two_fwd(x, y):
        return x * y, (x, y)

    @njit
    def two_bwd(res, g):
        return (g * res[1],)             # one cotangent for two arguments

    two.defvjp(two_fwd, two_bwd)

    @njit
    def h(x, y):
        return two(x, y)

    with pytest.raises(EnzympyError, match="one cotangent per argument"):
        enzympy.grad(h)(1.0, 2.0)



# ---------------------------------------------------------------- rules over arrays

@enzympy.custom_vjp
@njit
def logsumexp(x):
    m = np.max(x)
    return m + np.log(np.sum(np.exp(x - m)))


@njit
def logsumexp_fwd(x):
    m = np.max(x)
    e = np.exp(x - m)
    s = np.sum(e)
    return m + np.log(s), (e / s,)


@njit
def logsumexp_bwd(res, g):
    return (g * res[0],)                 # softmax: the body's max has a kink, the rule has none


logsumexp.defvjp(logsumexp_fwd, logsumexp_bwd)


@njit
def rowwise(W, x, n):
    t = 0.0
    for i in range(n):
        t += logsumexp(W[i] * x) * (i + 1)
    return t


# the rule differs from the body on purpose: it scales the array's cotangent by 3 and gives the
# scalar and the integer what JAX would (the integer None)
@enzympy.custom_vjp
@njit
def weighted(x, s, k):
    return s * np.sum(x * x) + k


@njit
def weighted_fwd(x, s, k):
    return s * np.sum(x * x) + k, (x.copy(), s)


@njit
def weighted_bwd(res, g):
    x, s = res
    return (3.0 * s * x * g, np.sum(x * x) * g, None)


weighted.defvjp(weighted_fwd, weighted_bwd)


@njit
def around(A, s):
    return weighted(A[::2, 1], s, 3) * s


def _fd_array(f, args, k, h=1e-6):
    a = args[k]
    g = np.zeros_like(a, dtype=np.float64)
    for idx in np.ndindex(a.shape):
        p, q = list(args), list(args)
        p[k], q[k] = a.copy(), a.copy()
        p[k][idx] += h
        q[k][idx] -= h
        g[idx] = (f(*p) - f(*q)) / (2 * h)
    return g


@pytest.mark.parametrize("dtype, tol", [(np.float64, 1e-6), (np.float32, 3e-3)])
def test_custom_vjp_over_arrays_agrees_with_central_differences(dtype, tol):
    rng = np.random.default_rng(4)
    W, x = rng.standard_normal((4, 5)).astype(dtype), np.linspace(-1, 1, 5).astype(dtype)
    gW, gx = enzympy.grad(rowwise, argnums=(0, 1))(W, x, 4)
    assert gW.dtype == dtype and gx.shape == (5,)
    ref = (W.astype(np.float64), x.astype(np.float64), 4)
    np.testing.assert_allclose(gW, _fd_array(rowwise, ref, 0), rtol=tol, atol=tol)
    np.testing.assert_allclose(gx, _fd_array(rowwise, ref, 1), rtol=tol, atol=tol)
    g = enzympy.grad(logsumexp)(x)                 # the function itself: its rule, as in JAX
    np.testing.assert_allclose(g, np.exp(x) / np.exp(x).sum(), rtol=tol)


def test_custom_vjp_over_arrays_uses_the_rule_on_strided_views():
    A, s = np.arange(12.0).reshape(6, 2) / 7.0, 0.7
    gA, gs = enzympy.grad(around, argnums=(0, 1))(A, s)
    col = A[::2, 1]
    want = np.zeros_like(A)
    want[::2, 1] = 3.0 * s * col * s                # the rule's 3x, only where the view reaches
    np.testing.assert_allclose(gA, want, rtol=1e-12)
    assert gs == pytest.approx(np.sum(col * col) * s + weighted(col, s, 3), rel=1e-12)


def _releases_what_it_holds(call):
    """Twenty calls allocate NRT memory and free as much of it."""
    from numba.core.runtime import _nrt_python as nrt, rtsys
    call()
    was = nrt.memsys_stats_enabled()
    nrt.memsys_enable_stats()
    try:
        before = rtsys.get_allocation_stats()
        for _ in range(20):
            call()
        after = rtsys.get_allocation_stats()
    finally:
        if not was:
            nrt.memsys_disable_stats()
    assert after.mi_alloc > before.mi_alloc           # it did allocate: residuals, cotangents, zeros
    assert after.alloc - before.alloc == after.free - before.free
    assert after.mi_alloc - before.mi_alloc == after.mi_free - before.mi_free


def test_custom_rules_over_arrays_release_what_they_hold():
    W, x = np.ones((4, 5)), np.linspace(-1, 1, 5)
    grad = enzympy.grad(rowwise, argnums=(0, 1))
    _releases_what_it_holds(lambda: grad(W, x, 4))
    A = np.arange(12.0).reshape(6, 2)
    _releases_what_it_holds(lambda: enzympy.jvp(uses_energy, (A, 0.7), (None, 1.0)))


@enzympy.custom_jvp
@njit
def scaled_energy(x, s, k):
    return s * np.sum(x * x) + k


@njit
def scaled_energy_jvp(primals, tangents):
    x, s, k = primals
    dx, ds, dk = tangents
    # the rule differs from the body on purpose (3 x where the body gives 2 x)
    return s * np.sum(x * x) + k, 3.0 * s * np.sum(x * dx) + ds * np.sum(x * x) + 0.0 * dk


scaled_energy.defjvp(scaled_energy_jvp)


@njit
def uses_energy(A, s):
    return scaled_energy(A[::2, 1], s, 3) * s


def test_custom_jvp_over_arrays_uses_the_rule():
    A, s = np.arange(12.0).reshape(6, 2) / 7.0, 0.7
    col = A[::2, 1]
    V = np.random.default_rng(2).standard_normal(A.shape)
    _, t = enzympy.jvp(uses_energy, (A, s), (V, None))
    assert t == pytest.approx(3.0 * s * np.sum(col * V[::2, 1]) * s, rel=1e-12)
    # the array without a tangent: the rule gets zeros for it
    _, t = enzympy.jvp(uses_energy, (A, s), (None, 1.0))
    e = s * np.sum(col * col) + 3
    assert t == pytest.approx(np.sum(col * col) * s + e, rel=1e-12)


def test_reverse_mode_through_a_custom_jvp_uses_the_rule_transposed():
    """As JAX: grad, vjp and jacrev of code calling a custom_jvp function (no custom_vjp) take
    the jvp rule, transposed (one jvp call per unit tangent), not the body: a probe found the
    body's 2 x where the rule says 3 x, forward and reverse disagreeing without a word."""
    A, s = np.arange(12.0).reshape(6, 2) / 7.0, 0.7
    col = A[::2, 1]
    gA, gs = enzympy.grad(uses_energy, argnums=(0, 1))(A, s)
    want = np.zeros_like(A)
    want[::2, 1] = 3.0 * s * col * s                   # the rule's 3 x, not the body's 2 x
    np.testing.assert_allclose(gA, want, rtol=1e-12)
    e = s * np.sum(col * col) + 3
    assert gs == pytest.approx(np.sum(col * col) * s + e, rel=1e-12)
    J = enzympy.jacfwd(uses_energy)(A, s)              # forward agrees with reverse
    np.testing.assert_allclose(gA, J, rtol=1e-12)
    for x, b in ((0.3, 1.7), (-1.1, 0.6)):             # scalars: the rule of softplus, at 3x its body
        g = enzympy.grad(tripled_sin)(x)
        assert g == pytest.approx(3.0 * math.cos(x), rel=1e-14)
        _, t = enzympy.jvp(tripled_sin, (x,), (1.0,))
        assert g == pytest.approx(t, rel=1e-14)
    with pytest.raises(enzympy.UnsupportedError, match="custom_jvp rule the gradient uses transposed"):
        enzympy.hessian(uses_sin)(np.array([0.3, 0.9]))


@enzympy.custom_jvp
@njit
def wsin(x):
    return math.sin(x)


@njit
def wsin_jvp(primals, tangents):
    (x,), (dx,) = primals, tangents
    return math.sin(x), 3.0 * math.cos(x) * dx


wsin.defjvp(wsin_jvp)


@njit
def tripled_sin(x):
    return wsin(x)


@njit
def uses_sin(z):
    s = 0.0
    for i in range(z.shape[0]):
        s += wsin(z[i])
    return s


def test_jacfwd_through_a_custom_jvp_rule_takes_one_tangent_per_pass():
    """The rule takes one tangent: jacfwd runs width 1 there instead of refusing its vector mode."""
    A, s = np.arange(12.0).reshape(6, 2) / 7.0, 0.7
    col = A[::2, 1]
    J = enzympy.jacfwd(uses_energy)(A, s)
    want = np.zeros_like(A)
    want[::2, 1] = 3.0 * s * col * s                   # the rule's 3 x, not the body's 2 x
    np.testing.assert_allclose(J, want, rtol=1e-12)


_CHILD = """
import numpy as np, enzympy
from numba import njit

@enzympy.custom_vjp
@njit
def total(x):
    return np.sum(x)

@njit
def total_fwd(x):
    return np.sum(x), x.shape[0]

@njit
def total_bwd(n, g):
    return (np.full(1, g),)          # shape (1,) for an argument of shape (n,): would broadcast

total.defvjp(total_fwd, total_bwd)

@njit
def f(x):
    return total(x) * 2.0

print(enzympy.grad(f)(np.ones(4)))
"""


def test_a_cotangent_of_the_wrong_shape_stops_the_program_in_one_line():
    """No status comes back from a reverse pass: a rule whose cotangent would be broadcast over
    the gradient (or that raises) stops the program with one line, never a gradient of 2s."""
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, timeout=600)
    assert r.returncode != 0 and "[2. 2. 2. 2.]" not in r.stdout, (r.stdout, r.stderr)
    assert "custom_vjp rule total_bwd raised an exception in the reverse pass" in r.stderr, r.stderr
