"""Lennard-Jones energy of N particles in 3-D over all pairs, a double loop of scalars.
Differentiated: the positions (the gradient is minus the forces)."""

from __future__ import annotations

from .base import Case, Problem, lazy

SIZES = {
    "tiny": [dict(n=6)],
    "quick": [dict(n=512)],
    "full": [dict(n=512), dict(n=2048)],
}


def make(size, rng):
    n = size["n"]
    side = int(round(n ** (1 / 3))) + 1
    grid = [(i, j, k) for i in range(side) for j in range(side) for k in range(side)][:n]
    import numpy as np
    pos = 1.2 * np.array(grid, dtype=np.float64) + 0.05 * rng.standard_normal((n, 3))
    return Case((pos,), argnums=(0,))


def _build_numba():
    from numba import njit

    @njit
    def lj(pos):
        n = pos.shape[0]
        e = 0.0
        for i in range(n):
            for j in range(i + 1, n):
                dx = pos[i, 0] - pos[j, 0]
                dy = pos[i, 1] - pos[j, 1]
                dz = pos[i, 2] - pos[j, 2]
                r2 = dx * dx + dy * dy + dz * dz
                inv6 = 1.0 / (r2 * r2 * r2)
                e += 4.0 * (inv6 * inv6 - inv6)
        return e

    return lj


def _build_jax():
    import jax.numpy as jnp

    def lj(pos):
        d = pos[:, None, :] - pos[None, :, :]
        r2 = jnp.sum(d * d, axis=-1) + jnp.eye(pos.shape[0])
        inv6 = 1.0 / r2 ** 3
        pair = 4.0 * (inv6 * inv6 - inv6) * (1.0 - jnp.eye(pos.shape[0]))
        return 0.5 * jnp.sum(pair)

    def to_jax(case):
        return lj, (jnp.asarray(case.args[0]),), (0,)

    return to_jax


PROBLEM = Problem("lj", "Lennard-Jones energy, all pairs", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
