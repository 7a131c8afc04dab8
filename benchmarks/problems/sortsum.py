"""Insertion sort in place, then the sum of the larger half.

Data-dependent control flow (the inner while loop) and values moved around memory: the
gradient is 1 for the n - n//2 largest inputs and 0 for the others.
"""

from __future__ import annotations

from .base import Case, Problem, lazy

SIZES = {
    "tiny": [dict(n=8)],
    "quick": [dict(n=300)],
    "full": [dict(n=300), dict(n=1000), dict(n=3000)],
}


def make(size, rng):
    return Case((rng.random(size["n"]),), argnums=(0,), mutates=(0,))


def _build_numba():
    from numba import njit

    @njit
    def sortsum(x):
        n = x.shape[0]
        for i in range(1, n):
            key = x[i]
            j = i - 1
            while j >= 0 and x[j] > key:
                x[j + 1] = x[j]
                j -= 1
            x[j + 1] = key
        s = 0.0
        for i in range(n // 2, n):
            s += x[i]
        return s

    return sortsum


def _build_jax():
    import jax.numpy as jnp

    def sortsum(x):
        return jnp.sum(jnp.sort(x)[x.shape[0] // 2:])

    def to_jax(case):
        return sortsum, (jnp.asarray(case.args[0]),), (0,)

    return to_jax


PROBLEM = Problem("sortsum", "insertion sort, sum of larger half", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
