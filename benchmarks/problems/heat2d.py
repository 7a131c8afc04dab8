"""2-D heat equation as a Numba user writes it: a five-point stencil in loops over a grid,
stepping into a second buffer and swapping the two each step; the loss is sum(u^2) at the end.
Differentiated: the initial grid. (The same stencil on NumPy slices has a primal ten times
slower, its temporaries, and a gradient at about 2.5x of it.)"""

from __future__ import annotations

from .base import Case, Problem, lazy

R = 0.2

SIZES = {
    "tiny": [dict(n=8, steps=3)],
    "quick": [dict(n=100, steps=50)],
    "full": [dict(n=100, steps=50), dict(n=300, steps=100)],
}


def make(size, rng):
    return Case((rng.random((size["n"], size["n"])), size["steps"], R), argnums=(0,))


def _build_numba():
    import numpy as np
    from numba import njit

    @njit
    def heat2d(u0, steps, r):
        u = u0.copy()
        v = u0.copy()                    # the edges stay fixed in both buffers
        n, m = u.shape
        for _ in range(steps):
            for i in range(1, n - 1):
                for j in range(1, m - 1):
                    v[i, j] = u[i, j] + r * (u[i + 1, j] + u[i - 1, j] + u[i, j + 1] + u[i, j - 1]
                                             - 4.0 * u[i, j])
            u, v = v, u
        return np.sum(u * u)

    return heat2d


def _build_jax():
    import functools

    import jax
    import jax.numpy as jnp

    def heat2d(u0, steps, r):
        def step(_, u):
            lap = u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2] - 4.0 * u[1:-1, 1:-1]
            return u.at[1:-1, 1:-1].add(r * lap)
        return jnp.sum(jax.lax.fori_loop(0, steps, step, u0) ** 2)

    def to_jax(case):
        u, steps, r = case.args
        return functools.partial(heat2d, steps=steps, r=r), (jnp.asarray(u),), (0,)

    return to_jax


PROBLEM = Problem("heat2d", "2-D heat stencil on slices, buffers swapped", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
