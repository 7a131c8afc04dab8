"""Vector normalisation with the O(n) magnitude computed inside the loop (the Enzyme lecture's case).

loss = sum_i c_i x_i / |x|, with |x| recomputed for every i by a separate function. In C
(normalize.c: mag is non-inlined and read-only) the optimiser hoists the call out of the loop,
so the primal is O(n); differentiating the optimised IR keeps the gradient O(n), differentiating
it as written makes it O(n^2) -- the ablation measures both. Numba inlines mag and keeps the
O(n^2) loop nest in the primal, so there the gradient/primal ratio is what to look at.
JAX users write x / jnp.linalg.norm(x), which is O(n). Differentiated: x.
"""

from __future__ import annotations

import math

from .base import CArg, Case, Problem, lazy

SIZES = {
    "tiny": [dict(n=6)],
    "quick": [dict(n=300)],
    "full": [dict(n=300), dict(n=1000), dict(n=3000)],
}

C_SIZES = {
    "tiny": [dict(n=6)],
    "quick": [dict(n=2000)],
    "full": [dict(n=1000), dict(n=3000), dict(n=10000), dict(n=100000)],
}


def make(size, rng):
    n = size["n"]
    return Case((rng.uniform(0.5, 1.5, n), rng.uniform(-1, 1, n)), argnums=(0,))


def _build_numba():
    from numba import njit

    @njit
    def mag(x):
        s = 0.0
        for j in range(x.shape[0]):
            s += x[j] * x[j]
        return math.sqrt(s)

    @njit
    def normalize(x, c):
        loss = 0.0
        for i in range(x.shape[0]):
            loss += c[i] * (x[i] / mag(x))
        return loss

    return normalize


def _build_jax():
    import jax.numpy as jnp

    def normalize(x, c):
        return jnp.dot(c, x / jnp.linalg.norm(x))

    def to_jax(case):
        return normalize, tuple(jnp.asarray(a) for a in case.args), (0,)

    return to_jax


def c_args(size, rng):
    n = size["n"]
    x, c = rng.uniform(0.5, 1.5, n), rng.uniform(-1, 1, n)
    return [CArg("work", n, "out"), CArg("dup", x, "x"), CArg("in", c, "c"), CArg("int", n)]


PROBLEM = Problem("normalize", "normalisation, |x| inside the loop", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
C_PROBLEM = Problem("normalize.c", "normalisation, C via .ll", C_SIZES, c_source="normalize",
                    c_function="normalize", c_args=c_args, ablation=True, ablation_max_params=20000)
