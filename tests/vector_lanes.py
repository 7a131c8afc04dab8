"""Vector reverse mode against itself one lane at a time, for the memory fuzz (test_memory_fuzz).

For a random program `double @f(ptr %x, ptr %y, i64 %n, double %a)`, Enzyme's C convention is
called twice from one module: `__enzyme_autodiff(f, enzyme_width, 2, x with 2 shadows, y with 2
shadows, n, a active)` and, per lane, the width-1 derivative with that lane's shadows. Each
shadow starts with a random seed (what f writes into x and y passes it back), the result is
seeded 1 in every lane. Lane k of the vector pass must equal the scalar pass seeded as lane k:
the shadows' contents, a's adjoint, and x, y as the primal leaves them (the primal runs once).
"""

from __future__ import annotations

import ctypes

import numpy as np

from enzympy.driver import ModuleDifferentiator
from enzympy.runtime.jit import JITModule

WRAPPERS = """
@enzyme_width = external global i32
@enzyme_dup = external global i32
@enzyme_const = external global i32
@enzyme_out = external global i32
declare [2 x double] @__enzyme_autodiff_v2(ptr, ...)
declare double @__enzyme_autodiff_v1(ptr, ...)

define void @lanes2(ptr %x, ptr %y, i64 %n, double %a, ptr %dx0, ptr %dx1, ptr %dy0, ptr %dy1, ptr %out) {
  %w = load i32, ptr @enzyme_width
  %d = load i32, ptr @enzyme_dup
  %c = load i32, ptr @enzyme_const
  %o = load i32, ptr @enzyme_out
  %r = call [2 x double] (ptr, ...) @__enzyme_autodiff_v2(ptr @f, i32 %w, i32 2, i32 %d, ptr %x, ptr %dx0,
        ptr %dx1, i32 %d, ptr %y, ptr %dy0, ptr %dy1, i32 %c, i64 %n, i32 %o, double %a)
  store [2 x double] %r, ptr %out
  ret void
}

define void @lane1(ptr %x, ptr %y, i64 %n, double %a, ptr %dx, ptr %dy, ptr %out) {
  %d = load i32, ptr @enzyme_dup
  %c = load i32, ptr @enzyme_const
  %o = load i32, ptr @enzyme_out
  %r = call double (ptr, ...) @__enzyme_autodiff_v1(ptr @f, i32 %d, ptr %x, ptr %dx, i32 %d, ptr %y, ptr %dy,
        i32 %c, i64 %n, i32 %o, double %a)
  store double %r, ptr %out
  ret void
}
"""

_D = ctypes.POINTER(ctypes.c_double)


def _p(a):
    return a.ctypes.data_as(_D)


def check_lanes(text, args, stats, rtol=1e-10):
    """Compare the two (see the module's docstring). Vector mode refuses nothing the generator
    makes (what it refuses, BLAS and posix_memalign, is not drawn): a refusal fails too."""
    mod = ModuleDifferentiator(text + WRAPPERS, "<lanes>", only_reached=True).finish(1)
    jit = JITModule(mod)
    sig = [_D, _D, ctypes.c_int64, ctypes.c_double]
    lanes2 = jit.function("lanes2", None, *sig, _D, _D, _D, _D, _D)
    lane1 = jit.function("lane1", None, *sig, _D, _D, _D)
    x, y, n, a = args
    rng = np.random.default_rng(n + len(text))
    seeds = [(rng.standard_normal(n), rng.standard_normal(n)) for _ in range(2)]
    xv, yv, out2 = x.copy(), y.copy(), np.zeros(2)
    dx = [s[0].copy() for s in seeds]
    dy = [s[1].copy() for s in seeds]
    lanes2(_p(xv), _p(yv), n, a, _p(dx[0]), _p(dx[1]), _p(dy[0]), _p(dy[1]), _p(out2))
    for k in range(2):
        xs, ys, out1 = x.copy(), y.copy(), np.zeros(1)
        sx, sy = seeds[k][0].copy(), seeds[k][1].copy()
        lane1(_p(xs), _p(ys), n, a, _p(sx), _p(sy), _p(out1))
        got = np.concatenate([dx[k], dy[k], out2[k:k + 1], xv, yv])
        want = np.concatenate([sx, sy, out1, xs, ys])
        if not np.all(np.isfinite(want)):
            stats["vector lanes non-finite"] += 1
            continue
        err = np.abs(got - want)
        bound = rtol * np.maximum(1.0, np.abs(want))
        assert np.all(err <= bound), \
            f"vector reverse lane {k} differs from the scalar pass seeded alike: {got} vs {want}"
        stats["vector lanes checked"] += 1
