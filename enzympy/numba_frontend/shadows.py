"""Shadow arrays made from Python: zeroed, with the primal's shape *and strides*.

The derivative indexes a shadow with its primal's strides, so a shadow must be laid out like
its primal. For C- or F-contiguous arrays that is `np.zeros_like`; for other views (x[::2],
a transposed slice, negative strides) it is a view of the same strides into a zeroed buffer
that spans the memory the primal view spans.

Snapshots, copies laid out (and typed by Numba) as their originals, keep the arguments of a
pullback or of the passes of a Hessian as they were called, whatever f writes.
"""

from __future__ import annotations

import ctypes
from itertools import combinations

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


def independent(args):
    """The arguments, each array whose elements share memory (np.broadcast_to's zero strides,
    sliding_window_view's overlapping ones) replaced by a contiguous copy: the derivative
    indexes a shadow with its primal's strides, so elements sharing memory would share an
    adjoint and each would return the sum over all of them (a probe's broadcast row got 4x its
    gradient). Read-only, as NumPy makes such views, the copy is the same input to f; a
    writable one is refused (f writing one element writes the others)."""
    if not any(type(a) is np.ndarray and not (a.flags.c_contiguous or a.flags.f_contiguous) for a in args):
        return tuple(args)
    out = []
    for k, a in enumerate(args):
        if isinstance(a, np.ndarray) and _self_overlapping(a):
            if a.flags.writeable:
                raise ValueError(f"argument {k} is a writable view whose elements share memory (a zero or "
                                 "overlapping stride): enzympy differentiates each element as its own input; "
                                 "pass a copy (np.ascontiguousarray) or a read-only view")
            a = np.ascontiguousarray(a)
        out.append(a)
    return tuple(out)


def _self_overlapping(a) -> bool:
    """May two elements of a share memory? (No when each stride, smallest first, spans all the
    smaller dimensions: the usual sufficient test.)"""
    reach = a.itemsize
    for st, n in sorted((abs(st), n) for n, st in zip(a.shape, a.strides) if n > 1):
        if st < reach:
            return True
        reach += st * (n - 1)
    return False


def same_layout(a: np.ndarray, s: np.ndarray) -> bool:
    return a.shape == s.shape and a.strides == s.strides and a.dtype == s.dtype


def snapshot(a):
    """A copy of an argument that Numba types as it types `a` (layout, read-only flag), so the
    pullback differentiates at the point vjp was called, as jax.vjp does, whatever the caller
    does to its arrays in between (`w -= lr * g` in an optimiser loop), without a new compile.
    A strided view is copied into a buffer of its own with the same strides."""
    if isinstance(a, tuple):
        return tuple(snapshot(x) for x in a)
    if not isinstance(a, np.ndarray):
        return a
    if a.flags.c_contiguous or a.flags.f_contiguous or a.size == 0:
        out = a.copy(order="K")
    else:
        lo, hi = (x - a.ctypes.data for x in _span(a))
        out = np.ndarray(a.shape, a.dtype, buffer=np.empty(hi - lo, np.uint8), offset=-lo, strides=a.strides)
        out[...] = a
    out.flags.writeable = a.flags.writeable
    return out


def snapshots(args):
    """`snapshot` of each argument, keeping the float arrays that share memory sharing it
    (`f(z, z)`, `f(z[1:], z[:-1])`): each group becomes views, with the same offsets,
    strides and alignment, into one copy of the memory they span, so the pullback meets them
    as f did (`aliasing`)."""
    out = [snapshot(a) for a in args]
    arrays = [k for k, a in enumerate(args) if isinstance(a, np.ndarray) and a.dtype.kind == "f"]
    if len(arrays) < 2:
        return tuple(out)
    pairs = [(i, j) for i, j in combinations(arrays, 2)
             if np.may_share_memory(args[i], args[j]) and np.shares_memory(args[i], args[j])]
    for members in groups(pairs):
        spans = {k: _span(args[k]) for k in members}
        lo, hi = min(a for a, _ in spans.values()), max(b for _, b in spans.values())
        raw = np.empty(hi - lo + 64, np.uint8)
        pad = (lo - raw.ctypes.data) % 64                # the copy aligned as the original
        ctypes.memmove(raw.ctypes.data + pad, lo, hi - lo)
        for k in members:
            a = args[k]
            v = np.ndarray(a.shape, a.dtype, buffer=raw, offset=pad + a.ctypes.data - lo, strides=a.strides)
            v.flags.writeable = a.flags.writeable
            out[k] = v
    return tuple(out)


def groups(pairs):
    """The sets of argument positions that `pairs` join (connected components)."""
    group = {}
    for i, j in pairs:
        joined = group.get(i, {i}) | group.get(j, {j})
        for k in joined:
            group[k] = joined
    return {frozenset(g) for g in group.values()}


def _span(a):
    """[first, last + 1) addresses of the bytes a reaches."""
    p = a.ctypes.data
    lo = p + sum(min(0, (n - 1) * st) for n, st in zip(a.shape, a.strides))
    return lo, p + sum(max(0, (n - 1) * st) for n, st in zip(a.shape, a.strides)) + a.itemsize
