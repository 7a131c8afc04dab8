"""Bundle adjustment: sum of squared reprojection and weight errors (ADBench's BA objective).

cams[c, 11] = (Rodrigues rotation 3, centre 3, focal length, principal point 2, radial
distortion 2), points X[p, 3], weights w[o]; each observation o sees point obs[o, 1] from camera
obs[o, 0] at pixel feats[o]. Residuals: w_o * (project(cam, X) - feat_o) and 1 - w_o^2, as in
ADBench; the loss is the sum of their squares. Differentiated: cams, X and w.
"""

from __future__ import annotations

import math

import numpy as np

from .base import Case, Problem, lazy

SIZES = {
    "tiny": [dict(cams=2, points=5, obs=12)],
    "quick": [dict(cams=16, points=256, obs=1024)],
    "full": [dict(cams=16, points=256, obs=1024), dict(cams=49, points=7776, obs=31843)],
}


def make(size, rng):
    nc, npt, no = size["cams"], size["points"], size["obs"]
    cams = np.empty((nc, 11))
    cams[:, 0:3] = rng.normal(0, 0.1, (nc, 3))           # small rotations
    cams[:, 3:6] = rng.normal(0, 0.5, (nc, 3))           # centres near the origin
    cams[:, 6] = rng.uniform(0.8, 1.2, nc)               # focal length
    cams[:, 7:9] = rng.normal(0, 0.05, (nc, 2))          # principal point
    cams[:, 9:11] = rng.normal(0, 0.01, (nc, 2))         # radial distortion
    X = np.empty((npt, 3))
    X[:, 0:2] = rng.uniform(-1, 1, (npt, 2))
    X[:, 2] = rng.uniform(4, 6, npt)                     # in front of every camera
    w = rng.uniform(0.5, 1.0, no)
    obs = np.empty((no, 2), dtype=np.int64)
    obs[:, 0] = np.arange(no) % nc
    obs[:, 1] = rng.permutation(np.arange(no) % npt)     # every point observed
    feats = rng.normal(0, 0.2, (no, 2))
    return Case((cams, X, w, obs, feats), argnums=(0, 1, 2))


def _build_numba():
    from numba import njit

    @njit
    def ba_objective(cams, X, w, obs, feats):
        total = 0.0
        for o in range(obs.shape[0]):
            c = obs[o, 0]
            p = obs[o, 1]
            # point relative to the camera centre
            x0 = X[p, 0] - cams[c, 3]
            x1 = X[p, 1] - cams[c, 4]
            x2 = X[p, 2] - cams[c, 5]
            r0 = cams[c, 0]
            r1 = cams[c, 1]
            r2 = cams[c, 2]
            sqtheta = r0 * r0 + r1 * r1 + r2 * r2
            if sqtheta != 0.0:
                theta = math.sqrt(sqtheta)
                costheta = math.cos(theta)
                sintheta = math.sin(theta)
                w0 = r0 / theta
                w1 = r1 / theta
                w2 = r2 / theta
                cx0 = w1 * x2 - w2 * x1
                cx1 = w2 * x0 - w0 * x2
                cx2 = w0 * x1 - w1 * x0
                tmp = (w0 * x0 + w1 * x1 + w2 * x2) * (1.0 - costheta)
                y0 = x0 * costheta + cx0 * sintheta + w0 * tmp
                y1 = x1 * costheta + cx1 * sintheta + w1 * tmp
                y2 = x2 * costheta + cx2 * sintheta + w2 * tmp
            else:
                y0 = x0 + r1 * x2 - r2 * x1
                y1 = x1 + r2 * x0 - r0 * x2
                y2 = x2 + r0 * x1 - r1 * x0
            p0 = y0 / y2
            p1 = y1 / y2
            rsq = p0 * p0 + p1 * p1
            L = 1.0 + cams[c, 9] * rsq + cams[c, 10] * rsq * rsq
            e0 = w[o] * (cams[c, 6] * p0 * L + cams[c, 7] - feats[o, 0])
            e1 = w[o] * (cams[c, 6] * p1 * L + cams[c, 8] - feats[o, 1])
            we = 1.0 - w[o] * w[o]
            total += e0 * e0 + e1 * e1 + we * we
        return total

    return ba_objective


def _build_jax():
    import jax.numpy as jnp

    def rodrigues(rot, X):
        sqtheta = jnp.sum(rot ** 2, axis=1, keepdims=True)
        theta = jnp.sqrt(jnp.where(sqtheta != 0, sqtheta, 1.0))
        wv = rot / theta
        tmp = jnp.sum(wv * X, axis=1, keepdims=True) * (1 - jnp.cos(theta))
        full = X * jnp.cos(theta) + jnp.cross(wv, X) * jnp.sin(theta) + wv * tmp
        small = X + jnp.cross(rot, X)
        return jnp.where(sqtheta != 0, full, small)

    def ba_objective(cams, X, w, obs, feats):
        cam = cams[obs[:, 0]]
        Xc = X[obs[:, 1]] - cam[:, 3:6]
        Y = rodrigues(cam[:, 0:3], Xc)
        p = Y[:, :2] / Y[:, 2:3]
        rsq = jnp.sum(p ** 2, axis=1, keepdims=True)
        L = 1 + cam[:, 9:10] * rsq + cam[:, 10:11] * rsq ** 2
        proj = cam[:, 6:7] * p * L + cam[:, 7:9]
        err = w[:, None] * (proj - feats)
        return jnp.sum(err ** 2) + jnp.sum((1 - w ** 2) ** 2)

    def to_jax(case):
        return ba_objective, tuple(jnp.asarray(a) for a in case.args), (0, 1, 2)

    return to_jax


PROBLEM = Problem("ba", "bundle adjustment (ADBench)", SIZES, make=make,
                  numba=lazy(_build_numba), jax=lazy(_build_jax))
