"""Forward mode over array and tuple results (issue 19): `enzympy.jvp` of such functions and
`enzympy.jacfwd`, the Jacobian by forward vector mode (several tangents per pass), checked
against central differences of the function, against reverse mode with the dot-product test
<J v, w> = <v, J^T w>, in float32 and float64, for 1-D and 2-D arguments and results."""

import numpy as np
import pytest

pytest.importorskip("numba", reason="the numba extra is not installed")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from enzympy.numba_frontend import jacfwd as jf  # noqa: E402
from test_numba_transforms import _fd_jacobian  # noqa: E402

RNG = np.random.default_rng(5)


@njit
def polar(r, phi):                          # a tuple of floats from two floats
    return r * np.cos(phi), r * np.sin(phi)


@njit
def trajectory(x0, v0, k, n):               # few inputs, many outputs: a damped spring
    out = np.empty((n, 2), dtype=x0.dtype)
    x, v = x0[0], v0[0]
    for i in range(n):
        a = -k * x - 0.1 * v
        v = v + 0.05 * a
        x = x + 0.05 * v
        out[i, 0] = x
        out[i, 1] = v * v
    return out


@njit
def features(x):                            # 2-D input, 2-D output and a float
    y = np.empty((x.shape[0], 3), dtype=x.dtype)
    for i in range(x.shape[0]):
        y[i, 0] = np.sin(x[i, 0]) * x[i, 1]
        y[i, 1] = np.exp(-x[i, 1] * x[i, 1])
        y[i, 2] = x[i, 0] * x[i, 1] ** 2
    return y, np.sum(x * x)


@njit
def cumulative(x):
    return np.cumsum(np.tanh(x)) * x[0]


@njit
def bump(x):
    x[0] += 1.0
    return x * 2.0


def test_jvp_of_array_and_tuple_results():
    x = RNG.normal(size=7)
    v = RNG.normal(size=7)
    val, t = enzympy.jvp(cumulative, (x,), (v,))
    np.testing.assert_allclose(val, cumulative(x), rtol=1e-14)
    fd = (cumulative(x + 1e-6 * v) - cumulative(x - 1e-6 * v)) / 2e-6
    np.testing.assert_allclose(t, fd, rtol=1e-6, atol=1e-8)
    (vr, vs), (tr, ts) = enzympy.jvp(polar, (1.5, 0.3), (0.2, -1.0))
    assert (vr, vs) == pytest.approx(polar(1.5, 0.3))
    assert tr == pytest.approx(0.2 * np.cos(0.3) + 1.5 * np.sin(0.3), rel=1e-12)
    assert ts == pytest.approx(0.2 * np.sin(0.3) - 1.5 * np.cos(0.3), rel=1e-12)


@pytest.mark.parametrize("dtype, rtol, h", [(np.float64, 1e-6, 1e-6), (np.float32, 2e-2, 1e-2)])
def test_jacfwd_matches_central_differences(dtype, rtol, h):
    x0, v0 = np.array([1.0], dtype), np.array([0.5], dtype)
    J0, J1 = enzympy.jacfwd(trajectory, argnums=(0, 1))(x0, v0, 2.0, 40)
    assert J0.shape == (40, 2, 1) and J0.dtype == dtype
    np.testing.assert_allclose(J0, _fd_jacobian(trajectory, (x0, v0, 2.0, 40), 0, h), rtol=rtol, atol=rtol)
    np.testing.assert_allclose(J1, _fd_jacobian(trajectory, (x0, v0, 2.0, 40), 1, h), rtol=rtol, atol=rtol)
    Jk = enzympy.jacfwd(trajectory, argnums=2)(x0, v0, 2.0, 40)
    np.testing.assert_allclose(Jk, _fd_jacobian(trajectory, (x0, v0, 2.0, 40), 2, h), rtol=rtol, atol=rtol)


def test_more_columns_than_one_pass_and_2d_parts():
    """11 x 2 inputs: ceil(22 / MAX_WIDTH) passes, the last one part empty; a tuple result."""
    x = RNG.normal(size=(11, 2))
    Jy, Js = enzympy.jacfwd(features)(x)
    assert Jy.shape == (11, 3, 11, 2) and Js.shape == (11, 2)
    np.testing.assert_allclose(Jy, _fd_jacobian(lambda z: features(z)[0], (x,), 0, 1e-6), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(Js, 2 * x, rtol=1e-12)
    xs = np.asfortranarray(x)[:, ::-1]        # strided, not C-contiguous
    Jy2, _ = enzympy.jacfwd(features)(xs)
    np.testing.assert_allclose(Jy2, _fd_jacobian(lambda z: features(z)[0], (xs,), 0, 1e-6), rtol=1e-6, atol=1e-8)


def test_forward_against_reverse_dot_product():
    x = RNG.normal(size=9)
    Jf = enzympy.jacfwd(cumulative)(x)
    Jr = enzympy.jacrev(cumulative)(x)
    np.testing.assert_allclose(Jf, Jr, rtol=1e-12, atol=1e-14)
    v, w = RNG.normal(size=9), RNG.normal(size=9)
    _, jv = enzympy.jvp(cumulative, (x,), (v,))
    _, pullback = enzympy.vjp(cumulative, x)
    assert np.dot(jv, w) == pytest.approx(np.dot(v, pullback(w)[0]), rel=1e-12)


def test_jacobian_picks_forward_mode_for_few_inputs(monkeypatch):
    calls = []
    real = jf.forward_columns
    monkeypatch.setattr(jf, "forward_columns", lambda *a: calls.append(1) or real(*a))
    x0, v0 = np.array([1.0]), np.array([0.5])
    J = enzympy.jacobian(trajectory)(x0, v0, 2.0, 30)
    assert calls and J.shape == (30, 2, 1)
    np.testing.assert_allclose(J, _fd_jacobian(trajectory, (x0, v0, 2.0, 30), 0, 1e-6), rtol=1e-6, atol=1e-8)


def test_in_place_functions_and_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="changes its argument 0 in place"):
        enzympy.jacfwd(bump)(np.ones(3))
    with pytest.raises(TypeError, match="argument 3 is not a float"):
        enzympy.jacfwd(trajectory, argnums=3)(np.ones(1), np.ones(1), 2.0, 5)
    with pytest.raises(ValueError, match="out of range"):
        enzympy.jacfwd(cumulative, argnums=2)(np.ones(3))


@njit
def blas_mix(A, x):                         # gemv, dot and nrm2 in one function
    y = A @ x
    return np.tanh(y) * np.dot(x, x) + np.linalg.norm(y)


def test_jacfwd_through_blas_calls():
    """Vector mode over BLAS: every lane's tangent before the one primal call, nrm2's after."""
    pytest.importorskip("scipy", reason="Numba compiles np.dot, @ and np.linalg only with SciPy")
    rng = np.random.default_rng(9)
    A, x = rng.standard_normal((12, 3)), rng.standard_normal(3)
    JA, Jx = enzympy.jacfwd(blas_mix, argnums=(0, 1))(A, x)
    np.testing.assert_allclose(Jx, _fd_jacobian(blas_mix, (A, x), 1, 1e-6), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(JA, _fd_jacobian(blas_mix, (A, x), 0, 1e-6), rtol=1e-6, atol=1e-8)
    JAr, Jxr = enzympy.jacrev(blas_mix, argnums=(0, 1))(A, x)
    np.testing.assert_allclose(Jx, Jxr, rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(JA, JAr, rtol=1e-10, atol=1e-12)
