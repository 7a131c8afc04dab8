"""Central finite differences: the always-available peer, and the accuracy check of AD.

A full sweep costs two primal calls per input. Where there are more inputs than `sample`, a
sample of them is differentiated (always including the largest AD gradient entry) and the
sweep's time is extrapolated linearly to all inputs; the record says so (`fd_extrapolated`).
The step is h = cbrt(eps) * max(1, |x_i|), the usual optimum for central differences; the
difference is divided by the step actually taken ((x+h) - (x-h) in floating point).
"""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter

import numpy as np

EPS_CBRT = np.finfo(float).eps ** (1 / 3)


@dataclass
class FDResult:
    indices: np.ndarray          # flat indices (over the concatenated differentiated inputs)
    values: np.ndarray           # d f / d input at those indices
    seconds: float               # time of the sweep over all inputs (extrapolated if sampled)
    extrapolated: bool
    evaluations: int             # primal calls actually made


def pick_indices(n_inputs: int, sample: int, reference=None, seed: int = 0) -> np.ndarray:
    if n_inputs <= sample:
        return np.arange(n_inputs)
    rng = np.random.default_rng(seed)
    chosen = set()
    if reference is not None and len(reference) == n_inputs:
        chosen.add(int(np.argmax(np.abs(reference))))
    for i in rng.permutation(n_inputs):
        if len(chosen) >= sample:
            break
        chosen.add(int(i))
    return np.array(sorted(chosen))


def central_differences(evaluate, arrays, indices) -> tuple[np.ndarray, float]:
    """evaluate() calls the primal on the current contents of `arrays` (perturbed in place and
    restored); returns (derivatives at the flat indices, seconds taken)."""
    sizes = [a.size for a in arrays]
    offsets = np.cumsum([0] + sizes)
    out = np.empty(len(indices))
    t0 = perf_counter()
    for n, flat in enumerate(indices):
        k = int(np.searchsorted(offsets, flat, side="right") - 1)
        a, i = arrays[k], int(flat - offsets[k])
        x = float(a.flat[i])
        h = EPS_CBRT * max(1.0, abs(x))
        a.flat[i] = x + h
        hi_x = float(a.flat[i])
        f_hi = evaluate()
        a.flat[i] = x - h
        lo_x = float(a.flat[i])
        f_lo = evaluate()
        a.flat[i] = x
        out[n] = (f_hi - f_lo) / (hi_x - lo_x)
    return out, perf_counter() - t0


def finite_differences(evaluate, arrays, sample: int, reference=None, seed: int = 0,
                       repeats: int = 3, budget_s: float = 5.0) -> FDResult:
    """The sweep over the sampled inputs is timed `repeats` times (fewer past `budget_s`) and
    the median kept; the derivatives come from the first sweep."""
    import statistics
    n_inputs = int(sum(a.size for a in arrays))
    idx = pick_indices(n_inputs, sample, reference, seed)
    values, seconds = central_differences(evaluate, arrays, idx)
    times = [seconds]
    while len(times) < repeats and sum(times) * (len(times) + 1) / len(times) <= budget_s:
        times.append(central_differences(evaluate, arrays, idx)[1])
    seconds = statistics.median(times)
    extrapolated = len(idx) < n_inputs
    full = seconds * n_inputs / max(1, len(idx))
    return FDResult(idx, values, full, extrapolated, 2 * len(idx))


def max_rel_err(grad_flat, fd: FDResult) -> float:
    """max over the checked inputs of |AD - FD|, relative to the largest AD gradient entry."""
    g = np.asarray(grad_flat, dtype=float)
    scale = float(np.max(np.abs(g))) if g.size else 0.0
    if scale == 0.0:
        scale = max(float(np.max(np.abs(fd.values))) if fd.values.size else 0.0, 1.0)
    return float(np.max(np.abs(g[fd.indices] - fd.values)) / scale) if fd.indices.size else 0.0
