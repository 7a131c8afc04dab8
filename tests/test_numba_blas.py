"""Gradients through Numba's BLAS helpers (np.dot, @, np.linalg.norm): the derivatives call
BLAS again (enzympy/blas.py, synth/blas_rules.py). Reverse mode is checked against central
finite differences of the function itself, forward mode against reverse mode by the
dot-product test <J v, w> = <v, J^T w>."""

import numpy as np
import pytest
from numba import njit

import enzympy

pytest.importorskip("scipy")                     # Numba's np.dot needs SciPy's BLAS


@njit
def least_squares(A, x, b):
    r = A @ x - b
    return np.sum(r * r)


@njit
def inner(x, y):
    return x @ y + 0.5 * np.dot(x, x)


@njit
def matmat(A, B):
    C = np.dot(A, B)
    return np.sum(C * C) + np.sum(np.sin(C))


@njit
def vecmat(x, B):
    return np.sum(np.cos(x @ B))


@njit
def norm(x):
    return np.linalg.norm(x) * 2.0


@njit
def mlp(W1, W2, x):
    h = np.tanh(W1 @ x)
    out = W2 @ h
    return np.sum(out * out)


@njit
def transposed(A, x):
    y = A.T @ x                                  # gemv on the transpose (a Fortran-order view)
    return np.sum(y * y)


@njit
def matmat_t(A, B):
    C = A.T @ B                                  # gemm with a transposed operand
    return np.sum(C * C * C)


def _fd(f, args, k, h):
    """Central differences of f w.r.t. argument k, element by element (in float64)."""
    base = [np.array(a, dtype=np.float64) if isinstance(a, np.ndarray) else a for a in args]
    x = base[k]
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        for s in (1, -1):
            xs = x.copy()
            xs[i] += s * h
            a = list(args)
            a[k] = xs.astype(args[k].dtype)
            g[i] += s * f.py_func(*[np.asarray(v, dtype=np.float64) if isinstance(v, np.ndarray) else v
                                     for v in a]) / (2 * h)
    return g


rng = np.random.default_rng(7)
CASES = [
    (least_squares, lambda: (rng.standard_normal((4, 3)), rng.standard_normal(3), rng.standard_normal(4))),
    (inner, lambda: (rng.standard_normal(5), rng.standard_normal(5))),
    (matmat, lambda: (rng.standard_normal((3, 4)), rng.standard_normal((4, 2)))),
    (vecmat, lambda: (rng.standard_normal(3), rng.standard_normal((3, 4)))),
    (norm, lambda: (rng.standard_normal(6),)),
    (mlp, lambda: (rng.standard_normal((5, 3)), rng.standard_normal((2, 5)), rng.standard_normal(3))),
    (transposed, lambda: (rng.standard_normal((3, 4)), rng.standard_normal(3))),
    (matmat_t, lambda: (rng.standard_normal((3, 4)), rng.standard_normal((3, 2)))),
]


FLOAT32 = {"least_squares", "vecmat", "norm", "matmat_t"}       # sdot, sgemv, snrm2, sgemm
PARAMS = [(f, make, dt) for f, make in CASES for dt in (np.float64, np.float32)
          if dt == np.float64 or f.__name__ in FLOAT32]


@pytest.mark.parametrize("f,make,dtype", PARAMS, ids=[f"{p[0].__name__}-{p[2].__name__}" for p in PARAMS])
def test_gradient_against_finite_differences(f, make, dtype):
    args = tuple(a.astype(dtype) for a in make())
    argnums = tuple(range(len(args)))
    grads = enzympy.grad(f, argnums=argnums)(*args)
    h, tol = (1e-6, 1e-6) if dtype == np.float64 else (1e-3, 2e-3)
    for k in argnums:
        expected = _fd(f, args, k, h)
        assert grads[k].dtype == dtype
        np.testing.assert_allclose(grads[k], expected, rtol=tol, atol=tol * (1 + np.abs(expected).max()))


@pytest.mark.parametrize("f,make", CASES, ids=[c[0].__name__ for c in CASES])
def test_forward_against_reverse(f, make):
    args = make()
    vs = tuple(rng.standard_normal(a.shape) for a in args)
    _, jv = enzympy.jvp(f, args, vs)
    grads = enzympy.grad(f, argnums=tuple(range(len(args))))(*args)
    assert jv == pytest.approx(sum(float(np.sum(g * v)) for g, v in zip(grads, vs)), rel=1e-10, abs=1e-12)


def test_norm_of_zero_has_a_zero_gradient():
    g = enzympy.grad(norm)(np.zeros(3))
    assert np.all(g == 0)


def test_complex_dot_is_refused_by_name():
    @njit
    def cdot(x, y):
        return (x.astype(np.complex128) @ y.astype(np.complex128)).real

    with pytest.raises(enzympy.UnsupportedError, match="numba_xxdot.*complex"):
        enzympy.grad(cdot)(np.ones(3), np.ones(3))


@njit
def overwritten(x, y):
    d = x @ y                                    # the reverse pass needs x and y as they were here
    x[0] = 3.0 * x[0]
    y[1] = 0.0
    return d * d + x[0]


def test_input_overwritten_after_the_call():
    x, y = rng.standard_normal(4), rng.standard_normal(4)
    gx, gy = enzympy.grad(overwritten, argnums=(0, 1))(x.copy(), y.copy())
    d = x @ y                                    # by hand: d(d^2 + 3 x0) = 2 d (y, x) + (3, 0)
    np.testing.assert_allclose(gx, 2 * d * y + np.array([3.0, 0, 0, 0]), rtol=1e-12)
    np.testing.assert_allclose(gy, 2 * d * x, rtol=1e-12)


@njit
def power_iteration(A, v):
    for _ in range(3):                           # BLAS calls in a loop: a tape buffer per iteration
        v = A @ v
        v = v / np.linalg.norm(v)
    return v @ (A @ v)


def test_blas_in_a_loop():
    A, v = rng.standard_normal((4, 4)), rng.standard_normal(4)
    gA, gv = enzympy.grad(power_iteration, argnums=(0, 1))(A, v)
    np.testing.assert_allclose(gA, _fd(power_iteration, (A, v), 0, 1e-6), rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(gv, _fd(power_iteration, (A, v), 1, 1e-6), rtol=1e-6, atol=1e-7)


@njit
def cubes(A, x):
    r = A @ x
    return np.sum(r * r * r)


def test_hessian_through_blas():
    """Forward over reverse: the gradient's own BLAS calls (ger, gemv) have rules too. Expected:
    central differences of the gradient written by hand, 3 A^T (Ax)^2 and 3 (Ax)^2 x^T."""
    A, x = rng.standard_normal((3, 2)), rng.standard_normal(2)

    def grad_by_hand(A, x):
        r2 = (A @ x) ** 2
        return 3 * A.T @ r2, 3 * np.outer(r2, x)

    h = 1e-6
    Hxx = np.array([(grad_by_hand(A, x + h * e)[0] - grad_by_hand(A, x - h * e)[0]) / (2 * h)
                    for e in np.eye(2)])
    np.testing.assert_allclose(enzympy.hessian(cubes, argnums=1)(A, x), Hxx, rtol=1e-6, atol=1e-8)
    E = np.eye(6).reshape(6, 3, 2)
    HAA = np.array([(grad_by_hand(A + h * e, x)[1] - grad_by_hand(A - h * e, x)[1]) / (2 * h) for e in E])
    np.testing.assert_allclose(enzympy.hessian(cubes, argnums=0)(A, x).reshape(6, 6),
                               HAA.reshape(6, 6).T, rtol=1e-6, atol=1e-8)
