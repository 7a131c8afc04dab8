"""Calling gradients from Python: the fast path of repeated calls (`calling._fast`, issue 19's
per-call overhead) keeps every call's values, fresh gradient arrays and layouts right."""

import numpy as np
import pytest

pytest.importorskip("numba", reason="the numba extra is not installed")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402


@njit
def head_sum(x, n, y):
    s = 0.0
    for i in range(n):
        s += x[i] * x[i] * y
    return s


def test_repeated_calls_take_the_fast_path_and_stay_right():
    """`grad` called again with arguments typed like before goes straight to the compiled entry
    (calling._fast). Each call still sees its own values (n changes what is summed), gets fresh
    gradient arrays, and a new layout or dtype gets a plan of its own."""
    from enzympy.numba_frontend import calling
    g = enzympy.grad(head_sum, argnums=(0, 2))
    x = np.linspace(-1.0, 2.0, 6)
    first = g(x, 3, 0.5)
    n_plans = len(calling._fast)
    second = g(x, 5, 1.5)
    assert len(calling._fast) == n_plans                  # the same plan served the second call
    mask3, mask5 = np.arange(6) < 3, np.arange(6) < 5
    np.testing.assert_allclose(first[0], 2 * x * 0.5 * mask3, rtol=1e-15)
    np.testing.assert_allclose(second[0], 2 * x * 1.5 * mask5, rtol=1e-15)
    assert first[1] == pytest.approx(np.sum(x[:3] ** 2)) and second[1] == pytest.approx(np.sum(x[:5] ** 2))
    assert first[0] is not second[0]
    xf = np.asfortranarray(np.linspace(0.0, 1.0, 12).reshape(3, 4))[0]      # a strided view
    big = np.linspace(0.5, 3.0, 12)[::2]
    for arr in (big, big.astype(np.float32), xf):
        gx, gy = g(arr, 4, 2.0)
        assert gx.dtype == arr.dtype and gx.strides == arr.strides
        np.testing.assert_allclose(gx, 2 * arr * 2.0 * (np.arange(arr.size) < 4), rtol=1e-6)
        assert gy == pytest.approx(float(np.sum(arr[:4].astype(np.float64) ** 2)), rel=1e-6)
