"""Callees differentiated in split mode: an augmented forward pass that records a tape and a
reverse pass that reads it, built separately. If the two disagree on what the tape holds, the
reverse pass reads another value's bytes: a zero gradient, garbage, or a corrupted heap. That
happened whenever a callee's stack memory had a shadow (Numba's `flatten`, `median`,
`np.diff(n=2)`, `np.diff` of a 2-D array, `cumsum` in some sessions): the augmented pass kept
the heap shadow of each such `alloca` on the tape for its reverse to free, and the reverse pass
did not expect it. Now both passes plan the same tape, and the driver refuses to build a
derivative whose two passes disagree (an internal error, never a silent wrong gradient)."""

import numpy as np
import pytest

pytest.importorskip("numba")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from test_numba_trust import check_all  # noqa: E402

W12 = np.linspace(-1.0, 2.0, 12)
W6 = np.array([1.0, -2.0, 3.5, 0.5, -1.5, 2.5])


@njit
def flatten_weighted(x):
    return np.sum(x.flatten() * W12[:x.size])


@njit
def median_weighted(x):
    return np.median(x * W6)


@njit
def second_difference(x):
    return np.sum(np.diff(x, n=2) * W6[:x.size - 2])


@njit
def row_differences(x):
    return np.sum(np.diff(x) * W12[:x.shape[1] - 1])


@njit
def weighted_cumsum(x):
    return np.sum(np.cumsum(x) * W6)


V = np.array([0.62, -0.37, 1.33, 0.11, -0.81, 0.47])
M = np.linspace(0.3, 1.4, 12).reshape(3, 4) ** 2


@pytest.mark.parametrize("f, x", [
    (flatten_weighted, V), (flatten_weighted, M), (median_weighted, V),
    (second_difference, V), (row_differences, M), (weighted_cumsum, V),
], ids=["flatten-1d", "flatten-2d", "median", "diff-n2", "diff-2d", "cumsum"])
def test_callee_with_shadowed_stack_memory(f, x):
    (g,) = check_all(f, [x], [0])
    assert np.any(g != 0)


def test_passes_that_disagree_on_the_tape_are_an_error(monkeypatch):
    """Make the augmented pass keep something on the tape that the reverse pass does not read
    (the defect above): the derivative is refused, not built wrong."""
    from enzympy.memory import MemoryRules

    def old_rule(self, inst):
        return self.w.spec.mode == "augmented" and inst.name in self.sh.shadowed
    monkeypatch.setattr(MemoryRules, "_heap_shadow", old_rule)

    @njit
    def fresh(x):                # a function of its own: nothing cached from the tests above
        return np.sum(x.flatten() * W6)
    with pytest.raises(AssertionError, match="disagree on the tape"):
        enzympy.grad(fresh)(V.copy())
