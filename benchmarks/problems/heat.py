"""Heat equation: an explicit three-point stencil stepping the state array in place.

u[n] (fixed ends) is advanced `steps` times by u_i += r (u_{i-1} - 2 u_i + u_{i+1}), computed in
place with the previous old value carried in a scalar; the loss is sum_i u_i^2 at the end.
Differentiated: the initial u (overwritten, so the reverse pass needs the values it held).
"""

from __future__ import annotations

from .base import Case, Problem, lazy

R = 0.25

SIZES = {
    "tiny": [dict(n=8, steps=3)],
    "quick": [dict(n=1000, steps=100)],
    "full": [dict(n=1000, steps=100), dict(n=4000, steps=500)],
}


def make(size, rng):
    u = rng.random(size["n"])
    return Case((u, size["steps"], R), argnums=(0,), mutates=(0,))


def _build_numba():
    from numba import njit

    @njit
    def heat(u, steps, r):
        n = u.shape[0]
        for s in range(steps):
            prev = u[0]
            for i in range(1, n - 1):
                cur = u[i]
                u[i] = cur + r * (prev - 2.0 * cur + u[i + 1])
                prev = cur
        loss = 0.0
        for i in range(n):
            loss += u[i] * u[i]
        return loss

    return heat


def _build_jax():
    import functools

    import jax
    import jax.numpy as jnp

    def heat(u, steps, r):
        def step(_, u):
            return u.at[1:-1].add(r * (u[:-2] - 2 * u[1:-1] + u[2:]))
        u = jax.lax.fori_loop(0, steps, step, u)
        return jnp.sum(u ** 2)

    def to_jax(case):
        u, steps, r = case.args
        return functools.partial(heat, steps=steps, r=r), (jnp.asarray(u),), (0,)

    return to_jax


PROBLEM = Problem("heat", "heat equation, in-place stencil", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
