"""A Numba function and its gradient: fitting a robust regression by gradient descent.

    python examples/numba_fit.py

`loss` is ordinary @njit code (loops, a branch, math functions, a temporary array); enzympy
differentiates the LLVM IR Numba compiled for it. The gradient is checked against central
finite differences and against forward mode, then used from Python and from an @njit
optimisation loop.
"""

import math

import numpy as np
from numba import njit

import enzympy


@enzympy.autodiff
@njit
def loss(w, X, y, delta):
    """Huber loss of a linear model, plus a small ridge penalty."""
    n, d = X.shape
    r = np.empty(n)                       # residuals: a temporary array
    for i in range(n):
        acc = 0.0
        for j in range(d):
            acc += X[i, j] * w[j]
        r[i] = acc - y[i]
    total = 0.0
    for i in range(n):
        a = abs(r[i])
        if a <= delta:
            total += 0.5 * r[i] * r[i]
        else:
            total += delta * (a - 0.5 * delta)
    return total / n + 1e-3 * math.sqrt(1.0 + (w * w).sum())


dloss = enzympy.gradient(loss, argnums=0)     # a Numba function: dloss(w, X, y, delta, dw)


@njit
def fit(w, X, y, delta, steps, lr):
    """Gradient descent written in @njit: the gradient is called without leaving Numba."""
    dw = np.zeros_like(w)
    for _ in range(steps):
        dw[:] = 0.0
        dloss(w, X, y, delta, dw)                    # adds d loss / d w into dw, returns the loss
        w -= lr * dw
    return loss(w, X, y, delta)


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(200, 3))
    w_true = np.array([1.5, -2.0, 0.5])
    y = X @ w_true + 0.1 * rng.standard_t(2, size=200)
    w = np.zeros(3)

    val, dw = enzympy.value_and_grad(loss)(w, X, y, 1.0)          # d loss / d w
    eps = 1e-6
    fd = np.array([(loss(w + eps * e, X, y, 1.0) - loss(w - eps * e, X, y, 1.0)) / (2 * eps)
                   for e in np.eye(3)])
    print(f"loss {val:.6f}")
    print("gradient         ", dw)
    print("finite difference", fd)
    assert np.allclose(dw, fd, rtol=1e-6, atol=1e-9)

    dw, ddelta = loss.grad(w, X, y, 1.0, argnums=(0, 3))          # w.r.t. delta too
    print("d loss / d delta ", ddelta)

    v = rng.normal(size=3)                                        # forward mode along v
    _, dval = enzympy.jvp(loss, (w, X, y, 1.0), (v, None, None, 0.0))
    print(f"forward mode J.v {dval:.12f} = <grad, v> {np.dot(dw, v):.12f}")
    assert abs(dval - np.dot(dw, v)) <= 1e-10 * abs(dval)

    w_fit = w.copy()
    final = fit(w_fit, X, y, 1.0, 500, 0.5)
    print(f"after 500 steps in @njit: loss {final:.6f}, w = {w_fit} (true {w_true})")


if __name__ == "__main__":
    main()
