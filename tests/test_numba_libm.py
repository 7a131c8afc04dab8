"""Numba's math functions whose rules need more than a formula of their operand: math.lgamma
(libm's lgamma), math.gamma (Numba's numba_gamma), math.frexp (numba_frexp, writing the
exponent through a pointer), math.ldexp (numba_ldexp, an integer exponent), math.nextafter, np.nextafter and np.spacing
(numba_nextafter).
(Numba has no math.modf, math.remainder or math.fmod: the C programs in tests/c/libm2.c cover
those.) Reverse (`enzympy.grad`) and forward (`enzympy.jvp`) mode against central differences
and against each other (<J v, w> = <v, J^T w>), in float64 and float32."""

import math

import numpy as np
import pytest

numba = pytest.importorskip("numba")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402

RNG = np.random.default_rng(20)


@njit
def special(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        m, e = math.frexp(v * 3.0 + 0.17)
        s += math.lgamma(v + 0.4) + math.gamma(v * 0.5 + 2.2) + m * m + m * e
        s += math.ldexp(v, 3) + math.ldexp(v * v, -2) + math.nextafter(v, 10.0) * v
    return s


@njit
def scalars(x, y, n):
    m, e = math.frexp(x * y)
    return math.lgamma(x) * y + math.gamma(y) * m + math.ldexp(x, n) + e * x


def _fd(f, args, k, i=None, h=1e-6):
    up, dn = list(args), list(args)
    if i is None:
        step = h * max(1.0, abs(args[k]))
        up[k], dn[k] = args[k] + step, args[k] - step
    else:
        step = h * max(1.0, abs(args[k][i]))
        up[k], dn[k] = args[k].copy(), args[k].copy()
        up[k][i] += step
        dn[k][i] -= step
    return (f(*up) - f(*dn)) / (2 * step)


# both sides of lgamma's and gamma's poles, frexp's arguments across exponents (none a power of 2)
X = np.array([0.3, -0.7, 1.2, 0.05, -2.9, 4.4, -1.13, 2.6])


def test_grad_against_differences():
    g = enzympy.grad(special)(X)
    fd = np.array([_fd(special, (X,), 0, i) for i in range(len(X))])
    assert np.allclose(g, fd, rtol=1e-6, atol=1e-7), (g, fd)
    assert not np.allclose(g, 0.0)


def test_jvp_against_grad_and_differences():
    v = RNG.standard_normal(len(X))
    val, jv = enzympy.jvp(special, (X,), (v,))
    assert val == pytest.approx(special(X), rel=1e-12)
    g = enzympy.grad(special)(X)
    assert jv == pytest.approx(float(np.dot(g, v)), rel=1e-10)
    fd = (special(X + 1e-6 * v) - special(X - 1e-6 * v)) / 2e-6
    assert jv == pytest.approx(fd, rel=1e-6)


@pytest.mark.parametrize("x,y,n", [(0.7, 1.9, 3), (-2.5, 0.45, -2), (4.2, -1.6, 0), (12.0, 3.3, 7)])
def test_scalars(x, y, n):
    args = (x, y, n)
    gx, gy = enzympy.grad(scalars, argnums=(0, 1))(*args)
    assert gx == pytest.approx(_fd(scalars, args, 0), rel=1e-6, abs=1e-8)
    assert gy == pytest.approx(_fd(scalars, args, 1), rel=1e-6, abs=1e-8)
    _, jx = enzympy.jvp(scalars, args, (1.0, None, None))
    _, jy = enzympy.jvp(scalars, args, (None, 1.0, None))
    assert jx == pytest.approx(gx, rel=1e-12)
    assert jy == pytest.approx(gy, rel=1e-12)


def test_numpy_nextafter_and_spacing():
    """np.nextafter (numba_nextafter): d/dx 1, d/dy 0; np.spacing(x) = nextafter(x, inf) - x:
    piecewise constant, derivative 0."""
    @njit
    def nxt(x, y):
        return np.nextafter(x * x, y) * y + np.spacing(x) * 1e15

    args = (1.3, 2.0)
    gx, gy = enzympy.grad(nxt, argnums=(0, 1))(*args)
    assert gx == pytest.approx(2 * 1.3 * 2.0, rel=1e-12)
    assert gy == pytest.approx(np.nextafter(1.69, 2.0), rel=1e-15)
    assert gx == pytest.approx(_fd(nxt, args, 0), rel=1e-6)
    _, jx = enzympy.jvp(nxt, args, (1.0, 0.5))
    assert jx == pytest.approx(gx + 0.5 * gy, rel=1e-12)


def test_digamma_closed_forms():
    """d lgamma(x) / dx = digamma(x): psi(1) = -gamma, psi(1/2) = -gamma - 2 ln 2,
    psi(-5/2) = psi(7/2) = psi(1/2) + 2 + 2/3 + 2/5, psi(12) = H(11) - gamma."""
    euler = 0.57721566490153286061

    @njit
    def lg(x):
        return math.lgamma(x)

    half = -euler - 2.0 * math.log(2.0)
    for x, psi in [(1.0, -euler), (0.5, half), (-2.5, half + 2 + 2 / 3 + 2 / 5),
                   (12.0, sum(1.0 / k for k in range(1, 12)) - euler)]:
        assert enzympy.grad(lg)(x) == pytest.approx(psi, rel=1e-14, abs=1e-15)
        assert enzympy.jvp(lg, (x,), (1.0,))[1] == pytest.approx(psi, rel=1e-14, abs=1e-15)


def test_float32():
    x32 = X.astype(np.float32)
    g = enzympy.grad(special)(x32)
    x64 = x32.astype(np.float64)
    fd = np.array([_fd(special, (x64,), 0, i) for i in range(len(X))])
    assert g.dtype == np.float32
    assert np.allclose(g, fd, rtol=1e-4, atol=1e-4), (g, fd)
    v = RNG.standard_normal(len(X)).astype(np.float32)
    _, jv = enzympy.jvp(special, (x32,), (v,))
    assert jv == pytest.approx(float(np.dot(fd, v)), rel=1e-4, abs=1e-4)
