"""A Newton solver with a data-dependent exit.

For each i, solve y^3 + a_i y = b_i (a_i > 0: one real root) by Newton's method from a crude
start, stopping when the step falls below a relative tolerance (so the number of iterations
depends on the data); the loss is sum_i y_i^2. Differentiated: a and b (2n inputs). The
derivative of the converged iterate is the implicit-function derivative to within the tolerance.
JAX users differentiate a solver implicitly: jax.lax.custom_root around a while_loop.
"""

from __future__ import annotations

from .base import Case, Problem, lazy

TOL = 1e-13
MAXIT = 100

SIZES = {
    "tiny": [dict(n=4)],
    "quick": [dict(n=1000)],
    "full": [dict(n=1000), dict(n=10000)],
}


def make(size, rng):
    n = size["n"]
    return Case((rng.uniform(0.5, 2.0, n), rng.uniform(-3.0, 3.0, n), TOL, MAXIT), argnums=(0, 1))


def _build_numba():
    from numba import njit

    @njit
    def newton(a, b, tol, maxit):
        loss = 0.0
        for i in range(a.shape[0]):
            y = b[i] / (a[i] + 1.0)
            it = 0
            while it < maxit:
                step = (y * y * y + a[i] * y - b[i]) / (3.0 * y * y + a[i])
                y -= step
                it += 1
                if abs(step) <= tol * (1.0 + abs(y)):
                    break
            loss += y * y
        return loss

    return newton


def _build_jax():
    import functools

    import jax
    import jax.numpy as jnp

    def newton(a, b, tol, maxit):
        def f(y):
            return y ** 3 + a * y - b

        def solve(f, y0):
            def cond(s):
                y, step, it = s
                return (it < maxit) & jnp.any(jnp.abs(step) > tol * (1 + jnp.abs(y)))

            def body(s):
                y, _, it = s
                step = f(y) / (3 * y ** 2 + a)
                return y - step, step, it + 1

            y, _, _ = jax.lax.while_loop(cond, body, (y0, jnp.ones_like(y0), 0))
            return y

        def tangent_solve(g, r):          # g is linear and diagonal: divide by its diagonal
            return r / g(jnp.ones_like(r))

        y = jax.lax.custom_root(f, b / (a + 1), solve, tangent_solve)
        return jnp.sum(y ** 2)

    def to_jax(case):
        a, b, tol, maxit = case.args
        f = functools.partial(newton, tol=tol, maxit=maxit)
        return f, (jnp.asarray(a), jnp.asarray(b)), (0, 1)

    return to_jax


PROBLEM = Problem("newton", "Newton solver, data-dependent exit", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
