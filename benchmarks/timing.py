"""Timing: medians of repeated batches, with all the callables of one case interleaved.

Each callable is first calibrated to a batch of `inner` calls lasting at least `min_batch_s`
(so that clock resolution and per-call jitter do not matter); then `repeats` rounds run every
callable's batch one after the other (primal, gradient, peers...), so that slow drifts of the
machine (frequency, other load) hit all of them alike. The reported time per call is the median
over rounds of batch time / inner. The garbage collector is off while timing, as in timeit.
"""

from __future__ import annotations

import gc
import math
import statistics
from time import perf_counter


def _once(fn) -> float:
    t0 = perf_counter()
    fn()
    return perf_counter() - t0


def calibrate(fn, min_batch_s: float, max_inner: int = 1_000_000) -> tuple[int, float]:
    """(calls per batch, estimated seconds per call) for fn; fn has been called at least once."""
    t = _once(fn)
    if t >= min_batch_s:
        return 1, t
    k = 1
    while True:
        k = min(max_inner, max(2 * k, int(min_batch_s / max(t, 1e-9) / 4)))
        t0 = perf_counter()
        for _ in range(k):
            fn()
        elapsed = perf_counter() - t0
        t = elapsed / k
        if elapsed >= min_batch_s / 4 or k >= max_inner:
            break
    return max(1, min(max_inner, math.ceil(min_batch_s / max(t, 1e-9)))), t


def time_interleaved(fns: dict, repeats: int, min_batch_s: float, budget_s: float | None = None) -> dict:
    """{name: {"median": s, "min": s, "repeats": r, "inner": k}} for {name: zero-argument callable}.

    With a budget, the number of rounds is cut (to no fewer than 3) so that the rounds take
    about budget_s in all.
    """
    inner, est = {}, {}
    for name, fn in fns.items():
        inner[name], est[name] = calibrate(fn, min_batch_s)
    per_round = sum(inner[n] * est[n] for n in fns)
    rounds = repeats
    if budget_s is not None and per_round > 0:
        rounds = max(3, min(repeats, int(budget_s / per_round)))
    samples = {name: [] for name in fns}
    enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(rounds):
            for name, fn in fns.items():
                k = inner[name]
                t0 = perf_counter()
                for _ in range(k):
                    fn()
                samples[name].append((perf_counter() - t0) / k)
    finally:
        if enabled:
            gc.enable()
    return {name: {"median": statistics.median(s), "min": min(s), "repeats": rounds, "inner": inner[name]}
            for name, s in samples.items()}
