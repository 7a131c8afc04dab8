"""Random programs with memory (tests/memgen.py), differentiated in reverse and forward mode.

Each program ``double @f(ptr %x, ptr %y, i64 %n, double %a)`` is checked at a random point
(x, y of n = 1..5 doubles, a scalar):

- the reverse-mode gradient (x and y duplicated, a active) against central differences at two
  relative steps, every entry of x and y and the scalar; an entry whose two FDs disagree (a
  kink, a jump, a branch or a max switching nearby) or whose value is not finite is not
  checked, but counted, and the test fails if most were not checked;
- forward mode against reverse mode (the dot-product test): the tangent of f along random
  (vx, vy, va) equals <grad f, (vx, vy, va)>, at every finite point;
- vector reverse mode (enzyme_width 2, Enzyme's C convention) against the scalar pass, lane by
  lane, with random seeds in the shadows (tests/vector_lanes.py).

A compile-time `UnsupportedError` is a valid outcome only for the features of `MAY_REFUSE`, and
only when its message names an instruction of that feature; refusals are counted per feature.
A wrong or non-finite derivative where f is finite is a failure.

How many programs: the hypothesis profile (tests/conftest.py). ``python -m pytest`` uses the
``ci`` profile (120 programs); ``python -m pytest -m fuzz --hypothesis-profile=long``
runs 10,000 (the ``fuzz`` marker selects these tests; they are not deselected by default).
ENZYMPY_FUZZ_LOG=FILE appends the running counts to FILE every 100 programs.
ENZYMPY_RANDOM_SEED=random explores new programs instead of the fixed (derandomised) set.
"""

from __future__ import annotations

import math
import os
import re
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from memgen import FEATURES, memory_programs  # noqa: E402
from vector_lanes import check_lanes  # noqa: E402

from enzympy.errors import UnsupportedError  # noqa: E402
from enzympy.runtime.tangent import CompiledTangent  # noqa: E402
from enzympy.runtime.wrappers import CompiledGradient  # noqa: E402

pytestmark = pytest.mark.fuzz

SETTINGS = settings(
    deadline=None,
    database=None,
    derandomize=os.environ.get("ENZYMPY_RANDOM_SEED", "") != "random",
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)

RTOL = 1e-5              # AD vs FD, relative to max(1, |fd|), plus the FD's own error
UNSTABLE = 1e-4          # FDs at two steps that differ by more than this: not checked
STEPS = (1e-5, 1e-6)
DOT_RTOL = 1e-9          # forward vs reverse: both exact, only rounding differs
MIN_CHECKED_PARTIALS = 0.8

# features enzympy may refuse today, and what the refusal must say (naming an instruction)
MAY_REFUSE = {
    "atomic": re.compile(r"atomicrmw"),      # forward mode refuses atomics by name
}
# features whose derivative is wrong today: not generated until fixed (reproducers in
# tests/fuzz_repro/, run as tests by tests/test_fuzz_repro.py once right)
KNOWN_WRONG = {}
CHECKED_FEATURES = tuple(f for f in FEATURES if f not in KNOWN_WRONG)


def _copies(args):
    return [a.copy() if isinstance(a, np.ndarray) else a for a in args]


def _refusal(err, features, mode, stats):
    msg = str(err)
    for feat in features:
        if feat in MAY_REFUSE and MAY_REFUSE[feat].search(msg):
            stats[f"refused {mode}: {feat}"] += 1
            return
    raise AssertionError(f"{mode} mode refused a program with features {features}: {msg}")


def _compile(text, features, stats):
    g = t = None
    try:
        t = CompiledTangent(text, "f", dup=[0, 1, 3])
    except UnsupportedError as e:
        _refusal(e, features, "forward", stats)
    try:
        g = CompiledGradient(text, "f", active=[3], dup=[0, 1], diff=t and t.diff)
    except UnsupportedError as e:
        _refusal(e, features, "reverse", stats)
    return g, t


def _inputs(args):
    """(array index, element or None) of every active input."""
    x, y = args[0], args[1]
    return [(0, i) for i in range(len(x))] + [(1, i) for i in range(len(y))] + [(3, None)]


def _shifted(args, k, i, h):
    out = _copies(args)
    if i is None:
        out[k] += h
    else:
        out[k][i] += h
    return out


def check_program(text, features, args, stats):
    note(text)
    note(f"args = {args!r}")
    stats["programs"] += 1
    for f in features:
        stats[f"uses {f}"] += 1
    _log(stats)
    g, t = _compile(text, features, stats)
    stats["programs refused"] += g is None or t is None
    prim = g or t
    if prim is None:
        return
    value = prim(*_copies(args))
    if not math.isfinite(value):
        stats["non-finite f"] += 1
        return
    grad = None
    if g is not None:
        v2, grads = g.value_and_grad(*_copies(args))
        assert v2 == value or math.isclose(v2, value, rel_tol=1e-12), (v2, value)
        grad = {0: grads[0], 1: grads[1], 3: grads[2]}
        checked = 0
        for k, i in _inputs(args):
            x0 = args[k] if i is None else args[k][i]
            ad = grad[k] if i is None else grad[k][i]
            fds = [(prim(*_shifted(args, k, i, s * max(1.0, abs(x0)))) -
                    prim(*_shifted(args, k, i, -s * max(1.0, abs(x0))))) /
                   (2 * s * max(1.0, abs(x0))) for s in STEPS]
            if not all(math.isfinite(d) for d in fds):
                stats["partials skipped"] += 1
                continue
            err = abs(fds[0] - fds[1])
            scale = max(1.0, abs(fds[1]))
            if err > UNSTABLE * scale:
                stats["partials skipped"] += 1
                continue
            name = "a" if i is None else f"{'xy'[k]}[{i}]"
            assert abs(ad - fds[1]) <= RTOL * scale + 4 * err, \
                f"d f/d {name}: reverse mode {ad!r}, FD {fds[1]!r} (larger step {fds[0]!r})"
            checked += 1
        stats["partials checked"] += checked
        stats["programs fully checked"] += checked == len(_inputs(args))
    if g is not None and t is not None:
        rng = np.random.default_rng(len(text))
        vx, vy = rng.standard_normal(len(args[0])), rng.standard_normal(len(args[1]))
        va = float(rng.standard_normal())
        terms = np.concatenate([grad[0] * vx, grad[1] * vy, [grad[3] * va]])
        dot = float(np.sum(terms))
        _, tan = t.jvp(*_copies(args), vx, vy, va)
        if np.all(np.isfinite(terms)) and math.isfinite(tan):
            tol = DOT_RTOL * max(1.0, float(np.sum(np.abs(terms))))
            assert abs(tan - dot) <= tol, \
                f"forward mode {tan!r} != <reverse gradient, v> {dot!r} (terms {terms})"
            stats["dot-product tests"] += 1
        else:
            assert not math.isfinite(tan) and not np.all(np.isfinite(terms)), \
                f"forward {tan!r} and reverse {terms} disagree about finiteness"
            stats["non-finite derivative"] += 1
    if g is not None:
        check_lanes(text, args, stats)


def _point(seed, n):
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1.5, 1.5, n), rng.uniform(-1.5, 1.5, n), n, float(rng.uniform(-1.5, 1.5))]


def _report(stats):
    print(f"\n{dict(sorted(stats.items()))}")
    for f in FEATURES:
        if stats[f"uses {f}"]:
            for mode in ("reverse", "forward"):
                r = stats[f"refused {mode}: {f}"]
                if r:
                    print(f"  {f}: {mode} mode refused {r}/{stats[f'uses {f}']} programs using it")
    total = stats["partials checked"] + stats["partials skipped"]
    assert stats["partials checked"] >= MIN_CHECKED_PARTIALS * total, \
        f"too many partials were skipped: {dict(stats)}"
    assert stats["dot-product tests"] >= 0.5 * (stats["programs"] - stats["programs refused"]), \
        dict(stats)


def test_memory_programs():
    """Programs drawing from every feature."""
    stats = Counter()

    @SETTINGS
    @given(memory_programs(CHECKED_FEATURES), st.integers(0, 2**32 - 1), st.integers(1, 5))
    def run(program, seed, n):
        text, features = program
        check_program(text, features, _point(seed, n), stats)

    try:
        run()
    finally:
        _log(stats, final=True)
    _report(stats)


def _log(stats, final=False):
    """With ENZYMPY_FUZZ_LOG=FILE, append the running counts every 100 programs (a long run
    that is stopped still says how far it got)."""
    path = os.environ.get("ENZYMPY_FUZZ_LOG")
    if path and (final or stats["programs"] % 100 == 0):
        with open(path, "a") as f:
            when = time.strftime("%H:%M:%S") + (" final" if final else "")
            f.write(f"{when} {dict(sorted(stats.items()))}\n")
