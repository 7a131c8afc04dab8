"""Shadow arrays made from Python: zeroed, with the primal's shape *and strides*.

The derivative indexes a shadow with its primal's strides, so a shadow must be laid out like
its primal. For C- or F-contiguous arrays that is `np.zeros_like`; for other views (x[::2],
a transposed slice, negative strides) it is a view of the same strides into a zeroed buffer
that spans the memory the primal view spans.
"""

from __future__ import annotations

import numpy as np


def zeros_like_layout(a: np.ndarray) -> np.ndarray:
    """A zeroed writable array with a's shape, dtype and strides."""
    if a.flags.c_contiguous or a.flags.f_contiguous:
        s = np.zeros_like(a, order="K")
        if s.strides == a.strides:
            return s
    if a.size == 0:
        return np.zeros_like(a)
    lo = sum(min(0, (n - 1) * st) for n, st in zip(a.shape, a.strides))
    hi = sum(max(0, (n - 1) * st) for n, st in zip(a.shape, a.strides)) + a.itemsize
    buf = np.zeros(hi - lo + 16, dtype=np.uint8)
    pad = (-buf.ctypes.data - (-lo)) % a.itemsize       # keep elements aligned
    return np.ndarray(a.shape, a.dtype, buffer=buf, offset=pad - lo, strides=a.strides)


def same_layout(a: np.ndarray, s: np.ndarray) -> bool:
    return a.shape == s.shape and a.strides == s.strides and a.dtype == s.dtype
