"""Transforms of transforms, as JAX users write them: `grad(grad(f))` and
`value_and_grad(grad(f))` of a function of floats are its second derivatives; what has no
meaning (grad of a gradient that is an array) or no support (jvp of grad) is a one-line
TypeError, not Numba's TypingError. Checked against central differences of the first
derivative written by hand."""

import numpy as np
import pytest

pytest.importorskip("numba", reason="the numba extra is not installed")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402


@njit
def g(a, b):
    return a ** 3 * np.sin(a) * b + np.exp(-b * a)


def dg_da(a, b):
    return 3 * a ** 2 * np.sin(a) * b + a ** 3 * np.cos(a) * b - b * np.exp(-b * a)


def dg_db(a, b):
    return a ** 3 * np.sin(a) - a * np.exp(-b * a)


def _cd(f, a, b, wrt, h=1e-5):
    if wrt == 0:
        return (f(a + h, b) - f(a - h, b)) / (2 * h)
    return (f(a, b + h) - f(a, b - h)) / (2 * h)


@pytest.mark.parametrize("a, b", [(0.7, 1.3), (-1.1, 0.4)])
def test_grad_of_grad_is_the_second_derivative(a, b):
    d2 = enzympy.grad(enzympy.grad(g))(a, b)
    assert d2 == pytest.approx(_cd(dg_da, a, b, 0), rel=1e-7)
    mixed = enzympy.grad(enzympy.grad(g), argnums=1)(a, b)
    assert mixed == pytest.approx(_cd(dg_da, a, b, 1), rel=1e-7)
    assert mixed == pytest.approx(enzympy.grad(enzympy.grad(g, argnums=1))(a, b), rel=1e-10)   # symmetric
    both = enzympy.grad(enzympy.grad(g, argnums=1), argnums=(0, 1))(a, b)
    assert both[0] == pytest.approx(_cd(dg_db, a, b, 0), rel=1e-7)
    assert both[1] == pytest.approx(_cd(dg_db, a, b, 1), rel=1e-7)
    val, d2b = enzympy.value_and_grad(enzympy.grad(g))(a, b)
    assert val == pytest.approx(dg_da(a, b), rel=1e-12)
    assert d2b == pytest.approx(d2, rel=1e-12)


@njit
def on_array(x):
    return np.sin(x[0]) * x[1] ** 3


def test_what_has_no_second_grad_is_a_one_line_type_error():
    x = np.array([0.3, 1.2])
    with pytest.raises(TypeError, match=r"returns an array.*enzympy.hessian"):
        enzympy.grad(enzympy.grad(on_array))(x)
    with pytest.raises(TypeError, match=r"is what enzympy.grad returned"):
        enzympy.jvp(enzympy.grad(on_array), (x,), (x,))
    with pytest.raises(TypeError, match=r"is what enzympy.jacfwd\(grad\(f\)\) returned"):
        enzympy.grad(enzympy.jacfwd(enzympy.grad(on_array)))(x)
    with pytest.raises(TypeError, match=r"is what enzympy.grad\(grad\(f\)\) returned"):
        enzympy.grad(enzympy.grad(enzympy.grad(g)))(0.7, 1.3)


@njit
def cubic_mix(x, c):
    return np.sum(x ** 3) * c + x[0] * x[1] * c * c


def test_jacobian_of_grad_is_the_hessian():
    """JAX's jacfwd(grad(f)): blocks of f's Hessian, checked against central differences of the
    gradient written by hand."""
    x, c = np.array([0.4, -1.3, 0.9]), 1.7

    def grad_x(x, c):
        g = 3 * x ** 2 * c
        g[0] += x[1] * c * c
        g[1] += x[0] * c * c
        return g
    h = 1e-6
    H = np.array([(grad_x(x + h * e, c) - grad_x(x - h * e, c)) / (2 * h) for e in np.eye(3)]).T
    for transform in (enzympy.jacobian, enzympy.jacfwd, enzympy.jacrev):
        np.testing.assert_allclose(transform(enzympy.grad(cubic_mix))(x, c), H, rtol=1e-7, atol=1e-9)
    Hxc = enzympy.jacobian(enzympy.grad(cubic_mix), argnums=1)(x, c)          # shape x.shape
    np.testing.assert_allclose(Hxc, (grad_x(x, c + h) - grad_x(x, c - h)) / (2 * h), rtol=1e-7)
    both = enzympy.jacfwd(enzympy.grad(cubic_mix), argnums=(0, 1))(x, c)
    np.testing.assert_allclose(both[0], H, rtol=1e-7, atol=1e-9)
    np.testing.assert_allclose(both[1], Hxc, rtol=1e-12)
