"""Arrays built from nested lists (`np.array([[c, -s], [s, c]])`, a rotation matrix): Numba
builds each row as a list in a varsize meminfo (`NRT_MemInfo_new_varsize_dtor`), whose shadow
is made by `enzympy/numba_frontend/nrt.py`. Checked against central differences of the Python
functions, forward against reverse, and (reverse) for releasing every shadow it makes."""

import numpy as np
import pytest

pytest.importorskip("numba")

import enzympy  # noqa: E402
from numba import njit  # noqa: E402

from test_numba_custom import _releases_what_it_holds  # noqa: E402


@njit
def rotated(M, t):
    R = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    return R @ M @ R.T


@njit
def blocks(x):
    s = 0.0
    for i in range(x.size - 1):
        A = np.array([[x[i], x[i + 1] ** 2], [np.exp(x[i]), 1.0]])
        s += np.sum(A @ A) * x[i]
    return s


M = np.array([[1.0, 2.0], [0.5, -1.0]])
X = np.linspace(0.1, 0.9, 5)


def central(f, x, eps=1e-6):
    x = np.asarray(x, dtype=float)
    cols = []
    for k in range(x.size):
        e = np.zeros_like(x)
        e.flat[k] = eps
        cols.append((np.asarray(f(x + e)) - np.asarray(f(x - e))) / (2 * eps))
    return np.stack(cols, axis=-1)


def test_rotation_jacobian_in_the_angle():
    J = enzympy.jacobian(rotated, argnums=1)(M, 0.4)
    want = (rotated.py_func(M, 0.4 + 1e-6) - rotated.py_func(M, 0.4 - 1e-6)) / 2e-6
    np.testing.assert_allclose(J, want, rtol=1e-7, atol=1e-9)
    _, jv = enzympy.jvp(lambda_free_rotated, (M, 0.4), (np.zeros_like(M), 1.0))
    np.testing.assert_allclose(jv, np.sum(want), rtol=1e-7)


@njit
def lambda_free_rotated(M, t):
    return np.sum(rotated(M, t))


def test_lists_built_in_a_loop_gradient_jvp_and_hessian():
    g = enzympy.grad(blocks)(X)
    np.testing.assert_allclose(g, central(blocks.py_func, X)[()], rtol=1e-6, atol=1e-8)
    v = np.cos(np.arange(X.size))
    _, jv = enzympy.jvp(blocks, (X,), (v,))
    assert jv == pytest.approx(g @ v, rel=1e-10)                  # forward against reverse
    H = enzympy.hessian(blocks)(X)
    np.testing.assert_allclose(H, central(lambda x: enzympy.grad(blocks)(x), X), rtol=1e-5, atol=1e-6)


def test_reverse_mode_releases_the_shadow_lists():
    _releases_what_it_holds(lambda: enzympy.grad(blocks)(X))
