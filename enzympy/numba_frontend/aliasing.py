"""Arguments that share memory when the function writes one of them.

A derivative gives each array argument a shadow of its own (a written one the caller does not
differentiate gets a zeroed one made by the export, see `outputs`). When two arguments are one
array, `f(z, z)`, and f writes through one of them, what it writes is read through the other:
the derivative must carry it through one shadow too, or it is silently wrong. So, before a
derivative is called:

- the same view twice (data pointer, shape, strides, dtype), one of them written: all of them
  are differentiated ('dup') with one shadow (one tangent, one H v) between them. The
  derivative with respect to the shared array goes to the first of them the caller
  differentiates, the others get zeros: the gradients add up to the derivative of
  `z -> f(z, z)`, the only one the primal defines. Tangents given for several must agree;
- overlapping other views (`f(z[1:], z[:-1])`), one of them written: refused, naming both;
- none written: nothing changes (a partial derivative per argument, as JAX gives).

Which arguments f may write is the IR's answer (`outputs.seen_writing`), kept with each
derivative (and its disk-cache file). Only float arrays are looked at, and only when there are
two or more, with `np.may_share_memory` (bounds only) first, so the common call pays nothing.
"""

from __future__ import annotations

import inspect
from itertools import combinations

import numpy as np

from enzympy.errors import UnsupportedError

from .errors import where
from .shadows import groups


def float_arrays(args):
    """Positions of the float arrays among args."""
    return tuple(k for k, a in enumerate(args) if isinstance(a, np.ndarray) and a.dtype.kind == "f")


def watched(written, args):
    """The pairs of float array arguments that need the check on each call: those where f may
    write one (`written`: positions; None, unknown: any)."""
    arrays = float_arrays(args)
    return tuple((i, j) for i, j in combinations(arrays, 2)
                 if written is None or i in written or j in written)


def may_overlap(args, pairs) -> bool:
    """Whether an argument pair of `pairs` may share memory (bounds only: cheap)."""
    for i, j in pairs:
        if np.may_share_memory(args[i], args[j]):
            return True
    return False


def same_view(a, b) -> bool:
    return (a.__array_interface__["data"][0] == b.__array_interface__["data"][0] and a.shape == b.shape
            and a.strides == b.strides and a.dtype == b.dtype)


def share(py_func, args, activity, written_of):
    """(activity, rep): `activity` with every argument that is the same array as a written
    one made 'dup', and rep {argument: the one whose shadow it uses (the group's first
    non-constant argument, else its first)} for those (empty when nothing is shared: the
    usual case). `written_of(activity)` gives the written positions (it builds a derivative),
    asked only when float arrays overlap. Raises when overlapping other views meet a write."""
    pairs = [(i, j) for i, j in combinations(float_arrays(args), 2)
             if np.may_share_memory(args[i], args[j])]
    if not pairs:
        return activity, {}
    pairs = [(i, j) for i, j in pairs if (same_view(args[i], args[j]) and args[i].size)
             or np.shares_memory(args[i], args[j])]
    if not pairs:
        return activity, {}
    written = written_of(activity)
    joined = []
    for i, j in pairs:
        if written is not None and i not in written and j not in written:
            continue                       # read-only aliasing: partial derivatives, as before
        if not same_view(args[i], args[j]):
            raise shares_memory(py_func, i, j, j if written is not None and j in written else i)
        joined.append((i, j))
    rep = {}
    for members in groups(joined):
        moving = sorted(k for k in members if activity[k] != "const")
        first = moving[0] if moving else min(members)
        rep.update({k: first for k in members})
    return tuple("dup" if k in rep else a for k, a in enumerate(activity)), rep


def shares_memory(py_func, i, j, w) -> UnsupportedError:
    """The one-line refusal for arguments i and j, different views of one memory, f writing w."""
    owner = getattr(py_func, "_enzympy_of", py_func)       # a function enzympy wraps f in: f
    a, b, c = (_label(owner, k) for k in (i, j, w))
    return UnsupportedError(
        f"cannot differentiate {where(owner)}: arguments {a} and {b} share memory (different "
        f"views of one array) and the function writes {c}; pass a copy of one of them, or the "
        "same array for both")


def _label(py_func, k):
    """`name` of f's argument k (argument k when it has no name)."""
    try:
        names = [p.name for p in inspect.signature(py_func).parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        names = []
    return f"`{names[k]}`" if k < len(names) else f"argument {k}"


def shared_buffers(activity, rep, make):
    """{argument: buffer} for the 'dup' arguments: `make(k)` for each argument and group, the
    same object for the members of a group (rep)."""
    out = {}
    for k, a in enumerate(activity):
        if a == "dup":
            r = rep.get(k, k)
            if r not in out:
                out[r] = make(r)
            out[k] = out[r]
    return out


def check_tangents(what, py_func, rep, given):
    """Raise unless the tangents `given` {argument: array} of the arguments that are one array
    agree (the array moves once)."""
    owner = getattr(py_func, "_enzympy_of", py_func)
    for k, r in rep.items():
        if k != r and k in given and r in given and not np.array_equal(given[k], given[r]):
            raise ValueError(f"{what}: arguments {_label(owner, r)} and {_label(owner, k)} are the same "
                             "array, which the function writes, with different tangents; give them the "
                             "same tangent (or None for one)")
