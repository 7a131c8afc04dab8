"""The bench's per-call overhead section: what `enzympy.grad(f)(x, y)` costs from Python beyond
the derivative's own work, on functions whose primal takes about a microsecond (issue 19: a few
microseconds is the mark, as JAX's `jit(grad)` dispatch).

Each row times, in one process, the primal call `f(x, y)`, the gradient through the API, and
the compiled derivative's entry called directly (what the API calls on its fast path, with the
shadows it would make); the overhead is API minus entry. Medians of 7 runs of N calls.
"""

from __future__ import annotations

import time

import numpy as np

N = 20000


def _median_us(fn, n=N, runs=7):
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        for _ in range(n):
            fn()
        out.append((time.perf_counter() - t) / n * 1e6)
    return sorted(out)[runs // 2]


def section() -> list:
    """Rows: {case, primal_us, api_us, entry_us, overhead_us}."""
    from numba import njit

    import enzympy
    from enzympy.numba_frontend import calling

    @njit
    def sumsq(x, y):
        return np.sum(x * x) * y

    @njit
    def poly(a, b):
        return a * a * b + b

    rows = []
    for name, f, args, argnums in (("sum(x*x)*y, x: 8 floats", sumsq, (np.ones(8), 2.0), (0, 1)),
                                   ("a*a*b + b, scalars", poly, (0.5, 1.5), (0, 1))):
        g = enzympy.grad(f, argnums=argnums)
        g(*args)
        key = (id(f), argnums, tuple(map(calling._fingerprint, args)))
        jitted, makers = calling._fast[key][:2]
        shadows = tuple(make(args[k]) for k, make in makers)
        primal = _median_us(lambda: f(*args))
        api = _median_us(lambda: g(*args))
        entry = _median_us(lambda: jitted(args, shadows))
        rows.append({"case": name, "primal_us": primal, "api_us": api, "entry_us": entry,
                     "overhead_us": api - entry})
    return rows


def print_section(rows) -> None:
    print("\nPer-call overhead of enzympy.grad(f)(...) from Python (median of 7 x 20000 calls):")
    print(f"  {'function':28s} {'primal':>9s} {'grad API':>9s} {'entry':>9s} {'overhead':>9s}")
    for r in rows:
        print(f"  {r['case']:28s} {r['primal_us']:7.2f}us {r['api_us']:7.2f}us {r['entry_us']:7.2f}us "
              f"{r['overhead_us']:7.2f}us")


def markdown(rows) -> str:
    lines = ["### Per-call overhead", "",
             "`enzympy.grad(f)(...)` from Python on tiny functions: the API's time, the derivative's "
             "compiled entry called directly, and their difference (medians, microseconds).", "",
             "| function | primal | grad API | entry | overhead |", "|---|---|---|---|---|"]
    lines += [f"| {r['case']} | {r['primal_us']:.2f} | {r['api_us']:.2f} | {r['entry_us']:.2f} | "
              f"{r['overhead_us']:.2f} |" for r in rows]
    return "\n".join(lines) + "\n"
