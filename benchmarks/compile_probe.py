"""What the child processes of the compile-time section run (see `compile_time`).

    python -m benchmarks.compile_probe numba NAME          Numba's first call of an example
    python -m benchmarks.compile_probe grad NAME           enzympy's first gradient call of it
    python -m benchmarks.compile_probe warm PROBLEM TIER INDEX SEED
    python -m benchmarks.compile_probe diff FILE...        `enzympy diff FILE -o X.o`, per module

Each prints one JSON line. Every measurement is a first call in a process of its own; whether
the disk caches are cold or warm is the caller's NUMBA_CACHE_DIR. Imports are done before the
clock starts, as a user's would be. The examples are the first-call programs of issue 18 (a 2-D
heat stencil on slices, np.outer then reshape; `compile_time.EXAMPLES` names them), compiled with
cache=True so that Numba caches the primal and enzympy its derivatives.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from numba import njit


@njit(cache=True)
def heat2d(u0, k):
    u = u0.copy()
    for _ in range(5):
        un = u.copy()
        u[1:-1, 1:-1] = un[1:-1, 1:-1] + k * (un[2:, 1:-1] + un[:-2, 1:-1] + un[1:-1, 2:]
                                               + un[1:-1, :-2] - 4 * un[1:-1, 1:-1])
    return np.sum(u * u)


@njit(cache=True)
def outer_reshape(x, y):
    m = np.outer(x, y).reshape(-1)
    return np.sum(m * np.sin(m))


def example_args(name):
    rng = np.random.default_rng(0)
    if name == "heat2d":
        return (rng.random((32, 32)), 0.1)
    return (rng.standard_normal(50), rng.standard_normal(40))


def _stats():
    from enzympy.numba_frontend import diskcache
    return dict(diskcache.stats)


def first_numba(name):
    f, args = globals()[name], example_args(name)
    t0 = time.perf_counter()
    f(*args)
    return {"seconds": time.perf_counter() - t0}


def first_grad(name):
    import enzympy
    from . import fd as fdmod
    f, args, grad = globals()[name], example_args(name), enzympy.grad      # the front end imported
    t0 = time.perf_counter()
    g = grad(f)(*args)
    seconds = time.perf_counter() - t0
    res = fdmod.finite_differences(lambda: f(*args), [args[0]], 8, reference=np.ravel(g), seed=0, repeats=1)
    return {"seconds": seconds, "cache": _stats(), "max_rel_err": fdmod.max_rel_err(np.ravel(g), res)}


def first_problem_grad(problem, tier, index, seed):
    """A suite problem's first gradient call, with Numba's (and so enzympy's) disk cache on."""
    import enzympy
    from .problems import BY_NAME
    p = BY_NAME[problem]
    f = p.numba()
    f.enable_caching()
    case = p.make(p.sizes[tier][int(index)], np.random.default_rng(int(seed)))
    vg = enzympy.value_and_grad(f, argnums=case.argnums)
    t0 = time.perf_counter()
    vg(*case.fresh())
    return {"seconds": time.perf_counter() - t0, "cache": _stats(),
            "primal_from_cache": sum(f.stats.cache_hits.values()) > 0}


def diff_modules(files):
    """`enzympy diff FILE -o FILE.o` in this process, per module: its size and seconds."""
    from enzympy.cli import main
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            lines = Path(f).read_text().splitlines()
            insts = sum(1 for line in lines if line.startswith("  ") and not line.lstrip().startswith(";"))
            t0 = time.perf_counter()
            rc = main(["diff", f, "-o", str(Path(tmp) / "out.o")])
            out.append({"module": f, "instructions": insts, "functions": sum(1 for x in lines if x.startswith("define ")),
                        "seconds": time.perf_counter() - t0, "rc": rc})
    return out


def main(argv):
    mode, rest = argv[0], argv[1:]
    result = {"numba": first_numba, "grad": first_grad, "warm": first_problem_grad,
              "diff": lambda *files: diff_modules(files)}[mode](*rest)
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
