"""Random programs with memory (tests/memgen.py) differentiated twice: forward mode over the
reverse derivative, through Enzyme's C convention (nested `__enzyme_*` calls, `enzympy.nested`).

For ``double @f(ptr %x, ptr %y, i64 %n, double %a)`` each module gets

    void @grad(x, dx, y, dy, n, a, da*)        dx, dy += grad f; *da = df/da   (__enzyme_autodiff)
    void @hvp(x, vx, dx, hx, y, vy, dy, hy, n, a, va, da*, ha*)               (__enzyme_fwddiff of @grad)

and H v (hx, hy, ha) is checked against central differences of @grad along v at two steps
(entries where they disagree, near a kink or a branch switching, are skipped and counted), and
two products against the symmetry of H: <w, H v> = <v, H w>. Whatever forward mode meets in the
reverse derivative's IR (loop caches, adjoint slots, shadow globals, split-mode callees, ...)
must be differentiated right or refused by name (`MAY_REFUSE`), never silently wrong.

How many programs: `PROGRAMS` (a few dozen in the default run); ENZYMPY_HESSIAN_FUZZ=N runs N.
"""

from __future__ import annotations

import ctypes
import math
import os
import re
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, note, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from memgen import FEATURES, memory_programs  # noqa: E402

from enzympy.driver import ModuleDifferentiator  # noqa: E402
from enzympy.errors import UnsupportedError  # noqa: E402
from enzympy.runtime.jit import JITModule  # noqa: E402

pytestmark = pytest.mark.fuzz

PROGRAMS = int(os.environ.get("ENZYMPY_HESSIAN_FUZZ", "40"))
STEPS = (1e-5, 1e-6)
UNSTABLE = 1e-4
RTOL = 1e-5
SYM_RTOL = 1e-9

# what forward over reverse may refuse today, and what the refusal must say
MAY_REFUSE = {
    "atomic": re.compile(r"atomicrmw"),
}

WRAPPERS = """
declare double @__enzyme_autodiff(ptr, ...)
declare void @__enzyme_fwddiff(ptr, ...)

define void @grad(ptr %x, ptr %dx, ptr %y, ptr %dy, i64 %n, double %a, ptr %da) noinline {
  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @f, ptr %x, ptr %dx, ptr %y, ptr %dy, i64 %n, double %a)
  store double %d, ptr %da
  ret void
}

define void @hvp(ptr %x, ptr %vx, ptr %dx, ptr %hx, ptr %y, ptr %vy, ptr %dy, ptr %hy, i64 %n,
                 double %a, double %va, ptr %da, ptr %ha) {
  call void (ptr, ...) @__enzyme_fwddiff(ptr @grad, ptr %x, ptr %vx, ptr %dx, ptr %hx, ptr %y, ptr %vy,
                                         ptr %dy, ptr %hy, i64 %n, double %a, double %va, ptr %da, ptr %ha)
  ret void
}
"""

_P = ctypes.POINTER(ctypes.c_double)


def _ptr(a):
    return a.ctypes.data_as(_P)


class Twice:
    """The JIT-compiled module with @grad and @hvp."""

    def __init__(self, text):
        mod = ModuleDifferentiator(text + WRAPPERS, only_reached=True).finish(2)
        self.jit = JITModule(mod)
        d = ctypes.c_double
        self._grad = self.jit.function("grad", None, _P, _P, _P, _P, ctypes.c_int64, d, _P)
        self._hvp = self.jit.function("hvp", None, _P, _P, _P, _P, _P, _P, _P, _P, ctypes.c_int64, d, d, _P, _P)

    def grad(self, x, y, a):
        x, y = x.copy(), y.copy()
        dx, dy, da = np.zeros_like(x), np.zeros_like(y), np.zeros(1)
        self._grad(_ptr(x), _ptr(dx), _ptr(y), _ptr(dy), len(x), a, _ptr(da))
        return np.concatenate([dx, dy, da])

    def hvp(self, x, y, a, v):
        n = len(x)
        x, y = x.copy(), y.copy()
        vx, vy = v[:n].copy(), v[n:2 * n].copy()
        dx, dy, hx, hy, da, ha = (np.zeros(n), np.zeros(n), np.zeros(n), np.zeros(n), np.zeros(1), np.zeros(1))
        self._hvp(_ptr(x), _ptr(vx), _ptr(dx), _ptr(hx), _ptr(y), _ptr(vy), _ptr(dy), _ptr(hy), n, a,
                  float(v[-1]), _ptr(da), _ptr(ha))
        return np.concatenate([dx, dy, da]), np.concatenate([hx, hy, ha])


def check_program(text, features, x, y, a, stats):
    note(text)
    note(f"x = {x!r}, y = {y!r}, a = {a!r}")
    stats["programs"] += 1
    try:
        m = Twice(text)
    except UnsupportedError as e:
        msg = str(e)
        assert "\n" not in msg and "instruction `" in msg, msg
        for feat in features:
            if feat in MAY_REFUSE and MAY_REFUSE[feat].search(msg):
                stats[f"refused: {feat}"] += 1
                return
        raise AssertionError(f"forward over reverse refused a program with features {features}: {msg}")
    g0 = m.grad(x, y, a)
    if not np.all(np.isfinite(g0)):
        stats["non-finite gradient"] += 1
        return
    rng = np.random.default_rng(len(text))
    v, w = rng.standard_normal(len(g0)), rng.standard_normal(len(g0))
    g1, hv = m.hvp(x, y, a, v)
    np.testing.assert_allclose(g1, g0, rtol=1e-12, atol=1e-12, err_msg="the gradient the hvp call computes")
    n = len(x)

    def grad_at(s):
        return m.grad(x + s * v[:n], y + s * v[n:2 * n], a + s * v[-1])
    fds = [(grad_at(s) - grad_at(-s)) / (2 * s) for s in STEPS]
    for i in range(len(g0)):
        if not (math.isfinite(fds[0][i]) and math.isfinite(fds[1][i])):
            stats["entries skipped"] += 1
            continue
        err, scale = abs(fds[0][i] - fds[1][i]), max(1.0, abs(fds[1][i]))
        if err > UNSTABLE * scale:
            stats["entries skipped"] += 1
            continue
        assert abs(hv[i] - fds[1][i]) <= RTOL * scale + 4 * err, \
            f"(H v)[{i}]: forward over reverse {hv[i]!r}, differences of the gradient {fds[1][i]!r} " \
            f"(larger step {fds[0][i]!r})"
        stats["entries checked"] += 1
    _, hw = m.hvp(x, y, a, w)
    if np.all(np.isfinite(hv)) and np.all(np.isfinite(hw)):
        wHv, vHw = float(w @ hv), float(v @ hw)
        assert abs(wHv - vHw) <= SYM_RTOL * max(1.0, float(np.abs(w * hv).sum())), (wHv, vHw)
        stats["symmetry tests"] += 1


def test_hessian_vector_products_of_memory_programs():
    stats = Counter()

    @settings(max_examples=PROGRAMS, deadline=None, database=None,
              phases=[Phase.explicit, Phase.generate],          # no shrinking: the note shows the program
              derandomize=os.environ.get("ENZYMPY_RANDOM_SEED", "") != "random",
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.filter_too_much])
    @given(memory_programs(FEATURES), st.integers(0, 2**32 - 1), st.integers(1, 4))
    def run(program, seed, n):
        text, features = program
        rng = np.random.default_rng(seed)
        check_program(text, features, rng.uniform(-1.5, 1.5, n), rng.uniform(-1.5, 1.5, n),
                      float(rng.uniform(-1.5, 1.5)), stats)

    run()
    print(f"\n{dict(sorted(stats.items()))}")
    checked = stats["entries checked"]
    assert checked >= 0.7 * (checked + stats["entries skipped"]), dict(stats)
    assert stats["symmetry tests"] >= 0.5 * stats["programs"], dict(stats)
