"""NumPy on the Numba path, enumerated: every case of `numpy_cases` (a NumPy function or array
method Numba supports on float arrays, in a small @njit function with fixed, non-uniform
weights) gives a gradient equal to central differences, or an `UnsupportedError` naming the
function and the Python line of the construct. Nothing in between: a silent zero, a doubled
end or a crash fails here.
"""

import numpy as np
import pytest

pytest.importorskip("numba")

import enzympy  # noqa: E402
from numpy_cases import CASES  # noqa: E402


def central_differences(f, x, eps):
    """d f / d x by central differences, in float64 (a float32 case is compared against the
    float64 specialisation of the same function at the same point)."""
    x = x.astype(np.float64)
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        old = x[i]
        x[i] = old + eps
        hi = f(x)
        x[i] = old - eps
        lo = f(x)
        x[i] = old
        g[i] = (hi - lo) / (2 * eps)
    return g


# In the default run; `python -m pytest -m sweep` runs the sweep alone.
pytestmark = pytest.mark.sweep


def test_the_sweep_is_wide():
    assert len(CASES) >= 80
    assert len({c.name for c in CASES}) == len(CASES)


# The default run (CI's 15 minutes) takes about a third of the cases, picked by a hash of the name so
# the sample does not move when cases are added, plus every refusal and the cases that were once
# wrong or refused; ENZYMPY_SWEEP=full runs all of them.
ONCE_WRONG = {"diff_n2", "diff_2d", "flatten", "median", "nan_to_num", "percentile", "quantile",
              "diag_build", "fill_diagonal", "outer", "ediff1d", "np_reshape", "corrcoef"}
GRADIENT = [c for c in CASES if __import__("os").environ.get("ENZYMPY_SWEEP") == "full" or c.refuse
            or c.name in ONCE_WRONG or __import__("zlib").crc32(c.name.encode()) % 3 == 0]


@pytest.mark.parametrize("case", GRADIENT, ids=lambda c: c.name)
def test_gradient_or_refusal(case):
    if case.blas:
        pytest.importorskip("scipy", reason="Numba compiles np.dot, @ and np.linalg only with SciPy")
    args = [a.copy() for a in case.args]
    if case.refuse:
        with pytest.raises(enzympy.UnsupportedError) as err:
            enzympy.grad(case.fn)(*args)
        msg = str(err.value)
        assert f"cannot differentiate {case.name} (" in msg
        assert f", line {case.line}:" in msg, msg
        return
    g = enzympy.grad(case.fn)(*args)
    x = case.args[0]
    assert g.shape == x.shape and g.dtype == x.dtype
    ref = central_differences(case.fn, x.copy(), 1e-6)
    if x.dtype == np.float32:
        np.testing.assert_allclose(g, ref, rtol=1e-4, atol=1e-4 * max(1.0, np.abs(ref).max()))
    else:
        np.testing.assert_allclose(g, ref, rtol=case.rtol, atol=1e-7 * max(1.0, np.abs(ref).max()))
    assert np.any(g != 0)                       # every case has a gradient that is not all zero


# Forward mode over the same cases: J v against <grad, v> and against central differences
# along v, and jacfwd (vector mode, several directions per pass) against grad. About one case
# in 19 in the default run, picked by a hash of its name (so the sample, and the suite's time,
# do not move when cases are added); ENZYMPY_SWEEP=full runs all of them (133 agreed, 2026-11-24).
FORWARD = [c for c in CASES if not c.refuse and not c.blas]
if __import__("os").environ.get("ENZYMPY_SWEEP") != "full":
    FORWARD = [c for c in FORWARD if __import__("zlib").crc32(c.name.encode()) % 19 == 0]


@pytest.mark.parametrize("case", FORWARD, ids=lambda c: c.name)
def test_forward_mode_and_jacfwd_agree_with_reverse(case):
    x = case.args[0].copy()
    rest = [a.copy() if isinstance(a, np.ndarray) else a for a in case.args[1:]]
    v = np.random.default_rng(len(case.name)).standard_normal(x.shape).astype(x.dtype)
    _, jv = enzympy.jvp(case.fn, (x, *rest), (v,) + (None,) * len(rest))
    g = np.asarray(enzympy.grad(case.fn)(x, *rest), np.float64)
    J = enzympy.jacfwd(case.fn)(x, *rest)
    tol = case.rtol if x.dtype == np.float64 else 2e-3
    assert jv == pytest.approx(float(np.sum(g * v)), rel=max(tol, 1e-6), abs=1e-6)
    np.testing.assert_allclose(np.asarray(J, np.float64), g, rtol=max(tol, 1e-9), atol=1e-8)
    if x.dtype == np.float64:
        x64 = x.astype(np.float64)
        fd = (case.fn(x64 + 1e-6 * v, *rest) - case.fn(x64 - 1e-6 * v, *rest)) / 2e-6
        assert jv == pytest.approx(fd, rel=1e-5, abs=1e-6)
