"""A parameter sweep with prange, as a Numba user parallelises one: 4,000 damped oscillators,
each integrated with RK4 for 200 steps from its own stiffness and damping, the loss the squared
distance of each end point to a target. Differentiated: stiffnesses and dampings. The
harness also times the gradient of the same function compiled without parallel=True (the
`serial` arm): the parallel gradient should beat it on two cores or more."""

from __future__ import annotations

from .base import Case, Problem, lazy

SIZES = {
    "tiny": [dict(n=64, steps=10)],
    "quick": [dict(n=4000, steps=200)],
    "full": [dict(n=4000, steps=200), dict(n=20000, steps=400)],
}


def make(size, rng):
    n = size["n"]
    return Case((rng.random(n) + 0.5, 0.1 * rng.random(n), rng.random(n) - 0.5, size["steps"], 0.01),
                argnums=(0, 1))


def _build(parallel):
    def build():
        from numba import njit, prange

        @njit(parallel=parallel)
        def sweep(k, c, target, steps, dt):
            loss = 0.0
            for i in prange(k.shape[0]):
                x, v = 1.0, 0.0
                for _ in range(steps):
                    a1 = -k[i] * x - c[i] * v
                    x1, v1 = x + 0.5 * dt * v, v + 0.5 * dt * a1
                    a2 = -k[i] * x1 - c[i] * v1
                    x2, v2 = x + 0.5 * dt * v1, v + 0.5 * dt * a2
                    a3 = -k[i] * x2 - c[i] * v2
                    x3, v3 = x + dt * v2, v + dt * a3
                    a4 = -k[i] * x3 - c[i] * v3
                    x = x + dt / 6.0 * (v + 2.0 * v1 + 2.0 * v2 + v3)
                    v = v + dt / 6.0 * (a1 + 2.0 * a2 + 2.0 * a3 + a4)
                loss += (x - target[i]) ** 2
            return loss
        return sweep
    return build


PROBLEM = Problem("prange", "parameter sweep over prange (RK4 oscillators)", SIZES, make=make,
                  numba=lazy(_build(True)), serial=lazy(_build(False)))
