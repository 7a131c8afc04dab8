"""A one-hidden-layer perceptron with np.tanh, written per sample with array temporaries
(no BLAS): squared error over a batch. Differentiated: both weight matrices and biases."""

from __future__ import annotations

from .base import Case, Problem, lazy

SIZES = {
    "tiny": [dict(n=4, d=3, h=5)],
    "quick": [dict(n=256, d=16, h=32)],
    "full": [dict(n=256, d=16, h=32), dict(n=1024, d=32, h=64)],
}


def make(size, rng):
    n, d, h = size["n"], size["d"], size["h"]
    W1, b1 = rng.standard_normal((d, h)) / d ** 0.5, 0.1 * rng.standard_normal(h)
    W2, b2 = rng.standard_normal(h) / h ** 0.5, 0.1 * rng.standard_normal(1)
    X, y = rng.standard_normal((n, d)), rng.standard_normal(n)
    return Case((W1, b1, W2, b2, X, y), argnums=(0, 1, 2, 3))


def _build_numba():
    import numpy as np
    from numba import njit

    @njit
    def mlp(W1, b1, W2, b2, X, y):
        loss = 0.0
        for i in range(X.shape[0]):
            z = b1.copy()
            for j in range(X.shape[1]):
                z += X[i, j] * W1[j]
            h = np.tanh(z)
            out = b2[0] + np.sum(h * W2)
            loss += (out - y[i]) ** 2
        return loss / X.shape[0]

    return mlp


def _build_jax():
    import jax.numpy as jnp

    def mlp(W1, b1, W2, b2, X, y):
        out = jnp.tanh(X @ W1 + b1) @ W2 + b2[0]
        return jnp.mean((out - y) ** 2)

    def to_jax(case):
        W1, b1, W2, b2, X, y = case.args
        return (lambda a, b, c, d: mlp(a, b, c, d, X, y)), tuple(jnp.asarray(v) for v in (W1, b1, W2, b2)), (0, 1, 2, 3)

    return to_jax


PROBLEM = Problem("mlp", "MLP with np.tanh, per-sample temporaries", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
