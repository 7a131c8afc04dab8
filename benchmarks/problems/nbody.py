"""n-body simulation: softened gravity, symplectic Euler, state arrays stepped in place.

Positions x[n, 3] and velocities v[n, 3] are advanced `steps` times by dt (the arrays are
overwritten); the loss is the final moment of inertia sum_i m_i |x_i|^2. Differentiated: the
initial x and v (6n inputs). The C version (nbody.c) is the same algorithm.
"""

from __future__ import annotations

import math

from .base import CArg, Case, Problem, lazy

DT = 0.01
EPS2 = 0.01

SIZES = {
    "tiny": [dict(n=3, steps=2)],
    "quick": [dict(n=64, steps=10)],
    "full": [dict(n=16, steps=10), dict(n=64, steps=10), dict(n=256, steps=10)],
}


def inputs(size, rng):
    n = size["n"]
    x = rng.normal(0, 1, (n, 3))
    v = rng.normal(0, 0.1, (n, 3))
    m = rng.uniform(0.5, 1.5, n) / n
    return x, v, m


def make(size, rng):
    x, v, m = inputs(size, rng)
    return Case((x, v, m, size["steps"], DT), argnums=(0, 1), mutates=(0, 1))


def _build_numba():
    from numba import njit

    @njit
    def nbody(x, v, m, steps, dt):
        n = x.shape[0]
        for s in range(steps):
            for i in range(n):
                ax = 0.0
                ay = 0.0
                az = 0.0
                for j in range(n):
                    dx = x[j, 0] - x[i, 0]
                    dy = x[j, 1] - x[i, 1]
                    dz = x[j, 2] - x[i, 2]
                    r2 = dx * dx + dy * dy + dz * dz + 0.01
                    inv = m[j] / (r2 * math.sqrt(r2))
                    ax += dx * inv
                    ay += dy * inv
                    az += dz * inv
                v[i, 0] += dt * ax
                v[i, 1] += dt * ay
                v[i, 2] += dt * az
            for i in range(n):
                for k in range(3):
                    x[i, k] += dt * v[i, k]
        out = 0.0
        for i in range(n):
            out += m[i] * (x[i, 0] * x[i, 0] + x[i, 1] * x[i, 1] + x[i, 2] * x[i, 2])
        return out

    return nbody


def _build_jax():
    import functools

    import jax
    import jax.numpy as jnp

    def nbody(x, v, m, steps, dt):
        def step(_, state):
            x, v = state
            d = x[None, :, :] - x[:, None, :]                 # d[i, j] = x_j - x_i
            r2 = jnp.sum(d ** 2, axis=-1) + EPS2
            a = jnp.sum(d * (m[None, :] / (r2 * jnp.sqrt(r2)))[..., None], axis=1)
            v = v + dt * a
            return x + dt * v, v

        x, v = jax.lax.fori_loop(0, steps, step, (x, v))
        return jnp.sum(m * jnp.sum(x ** 2, axis=1))

    def to_jax(case):
        x, v, m, steps, dt = case.args
        f = functools.partial(nbody, steps=steps, dt=dt)
        return f, (jnp.asarray(x), jnp.asarray(v), jnp.asarray(m)), (0, 1)

    return to_jax


def c_args(size, rng):
    x, v, m = inputs(size, rng)
    return [CArg("inout", x.ravel().copy(), "x"), CArg("inout", v.ravel().copy(), "v"), CArg("in", m, "m"),
            CArg("int", size["n"]), CArg("int", size["steps"]), CArg("double", DT)]


PROBLEM = Problem("nbody", "n-body simulation, in place", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
C_PROBLEM = Problem("nbody.c", "n-body simulation, C via .ll", SIZES, c_source="nbody",
                    c_function="nbody", c_args=c_args, ablation=True)
