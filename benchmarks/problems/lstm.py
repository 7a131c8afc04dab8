"""An LSTM over a short sequence: next-step prediction loss.

Weights W[4H, D+H] (input, forget, output gates and the cell candidate), bias b[4H], readout
Wy[D, H] and by[D]; the sequence xs[T+1, D]. h and c start at zero; at each step the LSTM reads
x_t and predicts x_{t+1} = Wy h_t + by; the loss is the mean squared prediction error.
Differentiated: W, b, Wy, by.
"""

from __future__ import annotations

import math

import numpy as np

from .base import Case, Problem, lazy

SIZES = {
    "tiny": [dict(H=4, D=3, T=3)],
    "quick": [dict(H=32, D=16, T=8)],
    "full": [dict(H=32, D=16, T=8), dict(H=128, D=32, T=16)],
}


def make(size, rng):
    H, D, T = size["H"], size["D"], size["T"]
    s = 1.0 / math.sqrt(D + H)
    W = rng.normal(0, s, (4 * H, D + H))
    b = rng.normal(0, 0.1, 4 * H)
    Wy = rng.normal(0, 1.0 / math.sqrt(H), (D, H))
    by = rng.normal(0, 0.1, D)
    xs = rng.normal(0, 1, (T + 1, D))
    return Case((W, b, Wy, by, xs), argnums=(0, 1, 2, 3))


def _build_numba():
    from numba import njit

    @njit
    def lstm_loss(W, b, Wy, by, xs):
        H4, DH = W.shape
        H = H4 // 4
        D = DH - H
        T = xs.shape[0] - 1
        h = np.zeros(H)
        c = np.zeros(H)
        z = np.empty(H4)
        loss = 0.0
        for t in range(T):
            for r in range(H4):
                acc = b[r]
                for j in range(D):
                    acc += W[r, j] * xs[t, j]
                for j in range(H):
                    acc += W[r, D + j] * h[j]
                z[r] = acc
            for j in range(H):
                ig = 1.0 / (1.0 + math.exp(-z[j]))
                fg = 1.0 / (1.0 + math.exp(-z[H + j]))
                og = 1.0 / (1.0 + math.exp(-z[2 * H + j]))
                g = math.tanh(z[3 * H + j])
                c[j] = fg * c[j] + ig * g
                h[j] = og * math.tanh(c[j])
            for i in range(D):
                y = by[i]
                for j in range(H):
                    y += Wy[i, j] * h[j]
                e = y - xs[t + 1, i]
                loss += e * e
        return loss / T

    return lstm_loss


def _build_jax():
    import jax
    import jax.numpy as jnp

    def lstm_loss(W, b, Wy, by, xs):
        H = W.shape[0] // 4

        def step(carry, xt):
            h, c = carry
            z = W @ jnp.concatenate([xt, h]) + b
            i, f, o = jax.nn.sigmoid(z[:H]), jax.nn.sigmoid(z[H:2 * H]), jax.nn.sigmoid(z[2 * H:3 * H])
            g = jnp.tanh(z[3 * H:])
            c = f * c + i * g
            h = o * jnp.tanh(c)
            return (h, c), Wy @ h + by

        zeros = jnp.zeros(H, W.dtype)
        _, ys = jax.lax.scan(step, (zeros, zeros), xs[:-1])
        return jnp.sum((ys - xs[1:]) ** 2) / (xs.shape[0] - 1)

    def to_jax(case):
        return lstm_loss, tuple(jnp.asarray(a) for a in case.args), (0, 1, 2, 3)

    return to_jax


PROBLEM = Problem("lstm", "LSTM, next-step loss", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
