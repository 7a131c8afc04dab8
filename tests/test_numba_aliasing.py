"""Arguments that share memory while the function writes one of them (`numba_frontend/aliasing`).

`f(z, z)` where f writes its second argument: the derivative is that of `z -> f(z, z)`, checked
against central differences of the aliased call (`f(a, a)` on a fresh copy a), on every path
(grad, argnums tuples, value_and_grad, jvp, vjp, autodiff_reverse, jacobian, hvp, hessian and
grad's fast path); overlapping other views are refused naming both arguments; read-only
aliasing keeps a partial derivative per argument, as JAX gives.
"""

import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

pytest.importorskip("numba")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from enzympy.errors import EnzympyError  # noqa: E402

Z = np.array([0.5, -1.0, 1.5, 0.8])
EPS = 1e-6


@njit
def square_into(x, out):
    for i in range(x.size):
        out[i] = x[i] * x[i]
    return np.sum(out * x)


@njit
def square_array(x, out):
    for i in range(x.size):
        out[i] = x[i] * x[i]
    return out * x


@njit
def copy_then_square(x, a, b):
    a[:] = x
    return np.sum(b * b)


@njit
def overwrite(x, out, y):
    out[:] = y
    return x * x


@njit
def read_only(x, y):
    return np.sum(x * y * y)


def fd(fun, z, eps=EPS):
    """Central differences of a scalar or array function of one array (Jacobian rows last)."""
    cols = []
    for k in range(z.size):
        e = np.zeros_like(z)
        e[k] = eps
        cols.append((np.asarray(fun(z + e)) - np.asarray(fun(z - e))) / (2 * eps))
    return np.stack(cols, axis=-1)


def aliased(f):
    """z -> f(a, a) on a fresh copy a of z: the function the aliased call computes."""
    def fun(z):
        a = z.copy()
        return f(a, a)
    return fun


def total():
    return fd(aliased(square_into), Z)


def test_the_function_really_is_sum_of_fourth_powers():   # the reference itself, not enzympy
    np.testing.assert_allclose(total(), 4 * Z ** 3, rtol=1e-6)


def test_grad_of_the_same_array_twice_with_a_written_output():
    z = Z.copy()
    np.testing.assert_allclose(enzympy.grad(square_into)(z, z), total(), rtol=1e-6)
    z = Z.copy()
    np.testing.assert_allclose(enzympy.grad(square_into, argnums=1)(z, z), total(), rtol=1e-6)


def test_argnums_tuple_gives_the_total_to_the_first_and_zeros_to_the_other():
    z = Z.copy()
    value, (g0, g1) = enzympy.value_and_grad(square_into, argnums=(0, 1))(z, z)
    assert value == pytest.approx(np.sum(Z ** 4), rel=1e-12)
    np.testing.assert_allclose(g0 + g1, total(), rtol=1e-6)
    np.testing.assert_allclose(g0, total(), rtol=1e-6)
    assert not np.any(g1)


def test_fast_path_does_not_reuse_a_plan_made_for_separate_arrays():
    grad = enzympy.grad(square_into)
    x, out = Z.copy(), np.zeros_like(Z)
    np.testing.assert_allclose(grad(x, out), 3 * Z ** 2, rtol=1e-12)      # separate: sum x**3
    for _ in range(2):                                                   # same types: fast path
        z = Z.copy()
        np.testing.assert_allclose(grad(z, z), total(), rtol=1e-6)
        x, out = Z.copy(), np.zeros_like(Z)
        np.testing.assert_allclose(grad(x, out), 3 * Z ** 2, rtol=1e-12)


def test_written_constants_sharing_one_array():
    def fun(x):
        a = np.zeros_like(x)
        return copy_then_square(x.copy(), a, a)           # a is b: sum(x**2)
    ref = fd(fun, Z)
    np.testing.assert_allclose(ref, 2 * Z, rtol=1e-6)
    buf = np.zeros_like(Z)
    np.testing.assert_allclose(enzympy.grad(copy_then_square)(Z.copy(), buf, buf), ref, rtol=1e-6)


def test_jvp_of_the_same_array_twice():
    v = np.array([0.3, -0.7, 1.1, 0.2])
    ref = float(total() @ v)
    for tangents in [(v, v), (v, None)]:
        z = Z.copy()
        _, d = enzympy.jvp(square_into, (z, z), tangents)
        assert d == pytest.approx(ref, rel=1e-6)
    z = Z.copy()
    with pytest.raises(ValueError, match=r"`x` and `out` are the same array.*different tangents"):
        enzympy.jvp(square_into, (z, z), (v, np.zeros_like(v)))


def test_vjp_and_autodiff_reverse_of_the_same_array_twice():
    z = Z.copy()
    value, pullback = enzympy.vjp(square_into, z, z)
    assert value == pytest.approx(np.sum(Z ** 4), rel=1e-12)
    g0, g1 = pullback(1.0)
    np.testing.assert_allclose(g0 + g1, total(), rtol=1e-6)
    z = Z.copy()
    dz = np.zeros_like(z)
    enzympy.autodiff_reverse(square_into, enzympy.Duplicated(z, dz), z)
    np.testing.assert_allclose(dz, total(), rtol=1e-6)


def test_vjp_of_an_array_result():
    ct = np.array([1.0, -2.0, 0.5, 3.0])
    jac = fd(aliased(square_array), Z)                                     # diag(4 z**3)
    np.testing.assert_allclose(jac, np.diag(4 * Z ** 3), rtol=1e-6, atol=1e-8)
    z = Z.copy()
    _, pullback = enzympy.vjp(square_array, z, z)
    g0, g1 = pullback(ct)
    np.testing.assert_allclose(g0 + g1, ct @ jac, rtol=1e-6)
    z = Z.copy()                  # forward mode of an array result runs f on each pass: refused
    with pytest.raises(ValueError, match="changes its argument 0 in place"):
        enzympy.jvp(square_array, (z, z), (np.ones(4), None))


def test_jacobians_when_a_write_overwrites_the_differentiated_array():
    # overwrite(z, z, w) with w == z: the values stay (the forward transforms allow that), but
    # what the result reads is w's, a constant: the Jacobian is zero, not 2 diag(z)
    ref = fd(lambda x: (lambda a: overwrite(a, a, Z.copy()))(x.copy()), Z)
    np.testing.assert_allclose(ref, 0, atol=1e-9)
    for transform in (enzympy.jacfwd, enzympy.jacrev, enzympy.jacobian):
        z = Z.copy()
        np.testing.assert_allclose(transform(overwrite)(z, z, Z.copy()), ref, atol=1e-9)


def fd_hessian(fun, z, h=1e-4):
    n = z.size
    out = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            ei, ej = np.eye(n)[i] * h, np.eye(n)[j] * h
            out[i, j] = (fun(z + ei + ej) - fun(z + ei - ej) - fun(z - ei + ej) + fun(z - ei - ej)) / (4 * h * h)
    return out


def test_hvp_and_hessian_of_the_same_array_twice():
    ref = fd_hessian(aliased(square_into), Z)
    np.testing.assert_allclose(ref, np.diag(12 * Z ** 2), rtol=1e-5, atol=1e-5)
    z = Z.copy()
    np.testing.assert_allclose(enzympy.hessian(square_into)(z, z), ref, rtol=1e-5, atol=1e-5)
    z = Z.copy()
    blocks = enzympy.hessian(square_into, argnums=(0, 1))(z, z)
    np.testing.assert_allclose(sum(b for row in blocks for b in row), ref, rtol=1e-5, atol=1e-5)
    v = np.array([0.3, -0.7, 1.1, 0.2])
    z = Z.copy()
    hv, none = enzympy.hvp(square_into)((z, z), (v, None))
    assert none is None
    np.testing.assert_allclose(hv, ref @ v, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("call", [
    lambda z: enzympy.grad(square_into)(z[1:], z[:-1]),
    lambda z: enzympy.grad(square_into, argnums=(0, 1))(z[:-1], z[1:]),
    lambda z: enzympy.jvp(square_into, (z[1:], z[:-1]), (np.ones(4), None)),
    lambda z: enzympy.vjp(square_array, z[1:], z[:-1])[1](np.ones(4)),
    lambda z: enzympy.hessian(square_into)(z[1:], z[:-1]),
    lambda z: enzympy.autodiff_reverse(square_into, enzympy.Duplicated(z[1:], np.zeros(4)), z[:-1]),
], ids=["grad", "argnums", "jvp", "vjp", "hessian", "autodiff_reverse"])
def test_overlapping_views_with_a_write_are_refused(call):
    z = np.linspace(0.5, 1.5, 5)
    with pytest.raises(EnzympyError) as err:
        call(z)
    msg = str(err.value)
    assert "\n" not in msg and "square_" in msg
    assert "`x` and `out` share memory" in msg and "writes `out`" in msg


def test_read_only_aliasing_keeps_partial_derivatives():
    # read_only(x, y) = sum(x * y**2): d/dx = y**2, d/dy = 2 x y, each with the other held
    z = Z.copy()
    g0, g1 = enzympy.grad(read_only, argnums=(0, 1))(z, z)
    np.testing.assert_allclose(g0, fd(lambda x: read_only(x, Z), Z), rtol=1e-6)
    np.testing.assert_allclose(g1, fd(lambda y: read_only(Z, y), Z), rtol=1e-6)
    np.testing.assert_allclose(g0 + g1, fd(aliased(read_only), Z), rtol=1e-6)
    w = np.linspace(0.5, 1.5, 5)                                       # overlapping views, read only
    g0, g1 = enzympy.grad(read_only, argnums=(0, 1))(w[1:], w[:-1])
    np.testing.assert_allclose(g0, w[:-1] ** 2, rtol=1e-12)
    np.testing.assert_allclose(g1, 2 * w[1:] * w[:-1], rtol=1e-12)


MODULE = '''
import numpy as np
from numba import njit

@njit(cache=True)
def square_into(x, out):
    for i in range(x.size):
        out[i] = x[i] * x[i]
    return np.sum(out * x)
'''

RUN = '''
import json, sys
sys.path.insert(0, sys.argv[1])
import numpy as np
import cached_alias, enzympy
from enzympy.numba_frontend import diskcache
z = np.array([0.5, -1.0, 1.5, 0.8])
g = enzympy.grad(cached_alias.square_into)(z, z)
print(json.dumps({"g": g.tolist(), "stats": dict(diskcache.stats),
                  "differentiator": "enzympy.driver" in sys.modules}))
'''


def test_writtenness_comes_back_from_the_disk_cache(tmp_path):
    (tmp_path / "cached_alias.py").write_text(textwrap.dedent(MODULE))
    (tmp_path / "run.py").write_text(RUN)
    env = {k: v for k, v in os.environ.items() if k not in ("ENZYMPY_CACHE", "NUMBA_CACHE_DIR")}
    env.update(NUMBA_CACHE_DIR=str(tmp_path / "cache"))

    def run():
        out = subprocess.run([sys.executable, str(tmp_path / "run.py"), str(tmp_path)], capture_output=True,
                             text=True, env=env, timeout=600)
        assert out.returncode == 0, out.stderr[-3000:]
        return json.loads(out.stdout.strip().splitlines()[-1])
    first, second = run(), run()
    assert first["differentiator"] and first["stats"].get("stored")
    assert not second["differentiator"] and not second["stats"].get("miss"), second   # all from disk
    for res in (first, second):
        np.testing.assert_allclose(res["g"], total(), rtol=1e-6)
    from enzympy.numba_frontend import diskcache
    metas = []
    for path in (tmp_path / "cache").rglob("*.enzd"):
        blob = path.read_bytes()
        _, _, n_meta, _, _ = diskcache._HEADER.unpack_from(blob)
        metas.append(json.loads(blob[diskcache._HEADER.size:diskcache._HEADER.size + n_meta]))
    assert metas and all(m["written"] == [1] for m in metas)          # `out`, whatever the activity


@njit
def weighted_squares(A, w):
    return np.sum(A * A * w)


def test_views_whose_elements_share_memory_are_inputs_of_their_own():
    """np.broadcast_to(x, (4, 3)) as f's argument: each of its 12 elements is an input, as in
    JAX and NumPy's view of it (a probe found every row holding 4 times its gradient: the
    zero-stride shadow added the four rows' adjoints into one). Read-only views are
    differentiated through a copy; a writable one is refused in one line."""
    x = np.array([0.5, -1.0, 2.0])
    A = np.broadcast_to(x, (4, 3))
    w = np.linspace(0.5, 2.0, 12).reshape(4, 3)
    gA, gw = enzympy.grad(weighted_squares, argnums=(0, 1))(A, w)
    np.testing.assert_allclose(gA, 2 * A * w, rtol=1e-15)
    np.testing.assert_allclose(gw, A * A, rtol=1e-15)
    _, t = enzympy.jvp(weighted_squares, (A, w), (np.ones((4, 3)), None))
    assert t == pytest.approx(np.sum(2 * A * w), rel=1e-14)
    J = enzympy.jacrev(lambda_rows)(A)
    np.testing.assert_allclose(J, np.einsum("ik,jl->ijkl", np.eye(4), np.eye(3)) * 2 * A, rtol=1e-15)
    win = np.lib.stride_tricks.sliding_window_view(np.linspace(0.0, 1.0, 6), 3)   # overlapping rows
    g = enzympy.grad(weighted_squares)(win, np.ones(win.shape))
    np.testing.assert_allclose(g, 2 * win, rtol=1e-15)
    writable = np.lib.stride_tricks.as_strided(np.zeros(3), (4, 3), (0, 8))
    with pytest.raises(ValueError, match="argument 0 is a writable view whose elements share memory"):
        enzympy.grad(weighted_squares)(writable, w)


@njit
def lambda_rows(A):
    return A * A


@njit
def gram(A, B):
    return np.sum(np.tanh(A @ B))


@njit
def dot_squared(a, b):
    return np.dot(a, b) ** 2


def test_one_array_read_twice_through_blas_keeps_a_partial_per_argument():
    """f(A, A) where f only reads both, through `@` (BLAS gemm): LLVM cannot tell that Numba's
    body-less BLAS helpers only read their operands, so A was taken as written and the whole
    derivative went to the first argument, the second getting zeros (a probe's). The writes f
    can be seen to make (each BLAS call's output known) decide now."""
    A = np.random.default_rng(0).standard_normal((3, 3))
    x = np.random.default_rng(1).standard_normal(4)
    for fn, arg in ((gram, A), (dot_squared, x)):
        want = enzympy.grad(fn, argnums=(0, 1))(arg, arg.copy())
        got = enzympy.grad(fn, argnums=(0, 1))(arg, arg)
        for g, w in zip(got, want):
            np.testing.assert_allclose(g, w, rtol=1e-13)
    _, t = enzympy.jvp(gram, (A, A), (np.ones((3, 3)), np.zeros((3, 3))))
    _, t_want = enzympy.jvp(gram, (A, A.copy()), (np.ones((3, 3)), np.zeros((3, 3))))
    assert t == pytest.approx(t_want, rel=1e-13)
