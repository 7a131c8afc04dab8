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


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
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
