"""Gaussian-mixture log-likelihood with a Wishart prior (ADBench's GMM objective).

Inputs: alphas[k], means[k, d], icf[k, d(d+1)/2] (per component the log of Q's diagonal, then
the strict lower triangle of Q packed column by column), data x[n, d]; the gradient is taken
with respect to alphas, means and icf (k + kd + kd(d+1)/2 inputs), as in ADBench.
"""

from __future__ import annotations

import math

import numpy as np

from .base import CArg, Case, Problem, lazy

WISHART_GAMMA = 1.0
WISHART_M = 0

SIZES = {
    "tiny": [dict(d=2, k=3, n=10)],
    "quick": [dict(d=10, k=25, n=1000)],
    "full": [dict(d=2, k=5, n=1000), dict(d=10, k=25, n=1000), dict(d=10, k=25, n=10000),
             dict(d=20, k=50, n=1000)],
}


def inputs(size, rng):
    d, k, n = size["d"], size["k"], size["n"]
    alphas = rng.standard_normal(k)
    means = rng.random((k, d))
    icf = rng.standard_normal((k, d * (d + 1) // 2)) * 0.1
    x = rng.random((n, d))
    return alphas, means, icf, x


def make(size, rng):
    alphas, means, icf, x = inputs(size, rng)
    return Case((alphas, means, icf, x, WISHART_GAMMA, WISHART_M), argnums=(0, 1, 2))


def log_gamma_distrib(a, p):
    return 0.25 * p * (p - 1) * math.log(math.pi) + sum(math.lgamma(a + 0.5 * (1 - j)) for j in range(1, p + 1))


def _build_numba():
    from numba import njit

    @njit
    def gmm_objective(alphas, means, icf, x, wishart_gamma, wishart_m):
        k, d = means.shape
        n = x.shape[0]
        Qdiags = np.empty((k, d))
        sum_qs = np.empty(k)
        for ik in range(k):
            s = 0.0
            for i in range(d):
                s += icf[ik, i]
                Qdiags[ik, i] = math.exp(icf[ik, i])
            sum_qs[ik] = s
        xc = np.empty(d)
        Qxc = np.empty(d)
        main_term = np.empty(k)
        slse = 0.0
        for ix in range(n):
            for ik in range(k):
                for i in range(d):
                    xc[i] = x[ix, i] - means[ik, i]
                    Qxc[i] = Qdiags[ik, i] * xc[i]
                li = d
                for i in range(d):
                    for j in range(i + 1, d):
                        Qxc[j] += icf[ik, li] * xc[i]
                        li += 1
                sq = 0.0
                for i in range(d):
                    sq += Qxc[i] * Qxc[i]
                main_term[ik] = alphas[ik] + sum_qs[ik] - 0.5 * sq
            mx = main_term[0]
            for ik in range(1, k):
                if main_term[ik] > mx:
                    mx = main_term[ik]
            se = 0.0
            for ik in range(k):
                se += math.exp(main_term[ik] - mx)
            slse += math.log(se) + mx
        mx = alphas[0]
        for ik in range(1, k):
            if alphas[ik] > mx:
                mx = alphas[ik]
        se = 0.0
        for ik in range(k):
            se += math.exp(alphas[ik] - mx)
        lse_alphas = math.log(se) + mx
        prior = 0.0
        for ik in range(k):
            fro = 0.0
            for i in range(d):
                fro += Qdiags[ik, i] * Qdiags[ik, i]
            for i in range(d, icf.shape[1]):
                fro += icf[ik, i] * icf[ik, i]
            prior += 0.5 * wishart_gamma * wishart_gamma * fro - wishart_m * sum_qs[ik]
        n_ = d + wishart_m + 1
        lgd = 0.25 * d * (d - 1) * math.log(math.pi)
        for j in range(1, d + 1):
            lgd += math.lgamma(0.5 * n_ + 0.5 * (1 - j))
        C = n_ * d * (math.log(wishart_gamma) - 0.5 * math.log(2.0)) - lgd
        const = -n * d * 0.5 * math.log(2 * math.pi)
        return const + slse - n * lse_alphas + prior - k * C

    return gmm_objective


def _build_jax():
    import jax.numpy as jnp
    from jax.scipy.special import logsumexp

    def gmm_objective(alphas, means, icf, x, wishart_gamma, wishart_m):
        n, d = x.shape
        k = alphas.shape[0]
        rows, cols = np.tril_indices(d, -1)
        order = np.lexsort((rows, cols))           # column-major packing, as ADBench
        rows, cols = rows[order], cols[order]
        Qdiags = jnp.exp(icf[:, :d])
        sum_qs = jnp.sum(icf[:, :d], axis=1)
        Ls = jnp.zeros((k, d, d)).at[:, rows, cols].set(icf[:, d:])
        xc = x[:, None, :] - means[None, :, :]                       # n, k, d
        Qxc = Qdiags[None] * xc + jnp.einsum("kij,nkj->nki", Ls, xc)
        main_term = alphas[None] + sum_qs[None] - 0.5 * jnp.sum(Qxc ** 2, axis=2)
        slse = jnp.sum(logsumexp(main_term, axis=1))
        lse_alphas = logsumexp(alphas)
        fro = jnp.sum(Qdiags ** 2, axis=1) + jnp.sum(icf[:, d:] ** 2, axis=1)
        n_ = d + wishart_m + 1
        C = n_ * d * (math.log(wishart_gamma) - 0.5 * math.log(2.0)) - log_gamma_distrib(0.5 * n_, d)
        prior = jnp.sum(0.5 * wishart_gamma ** 2 * fro - wishart_m * sum_qs) - k * C
        const = -n * d * 0.5 * math.log(2 * math.pi)
        return const + slse - n * lse_alphas + prior

    def to_jax(case):
        alphas, means, icf, x, g, m = case.args
        import functools
        f = functools.partial(gmm_objective, wishart_gamma=g, wishart_m=m)
        return f, (jnp.asarray(alphas), jnp.asarray(means), jnp.asarray(icf), jnp.asarray(x)), (0, 1, 2)

    return to_jax


def c_args(size, rng):
    d, k, n = size["d"], size["k"], size["n"]
    alphas, means, icf, x = inputs(size, rng)
    return [CArg("int", d), CArg("int", k), CArg("int", n),
            CArg("dup", alphas, "alphas"), CArg("dup", means, "means"), CArg("dup", icf, "icf"),
            CArg("in", x, "x"), CArg("double", WISHART_GAMMA), CArg("int", WISHART_M),
            CArg("work", k * d), CArg("work", k), CArg("work", d), CArg("work", d), CArg("work", k)]


PROBLEM = Problem("gmm", "GMM log-likelihood (ADBench)", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))

C_SIZES = {"tiny": SIZES["tiny"], "quick": SIZES["quick"],
           "full": [dict(d=10, k=25, n=1000), dict(d=10, k=25, n=10000), dict(d=20, k=50, n=1000)]}
C_PROBLEM = Problem("gmm.c", "GMM log-likelihood, C via .ll", C_SIZES, c_source="gmm",
                    c_function="gmm_objective", c_args=c_args, ablation=True)
