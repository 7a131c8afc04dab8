"""JAX's `vjp` and `jacobian` for Numba functions whose result is an array, a float, or a
tuple of those.

Reverse mode differentiates a float-valued function; for f with an array result y, the
cotangent ct is folded in by a function compiled for the purpose,
`contracted(*args, ct) = sum(y * ct)` (an @njit function calling f), whose gradient is
J^T ct: `vjp` is one reverse pass per pullback, `jacobian` one per output element (rows of
J, of each part for a tuple result). `jacobian` picks forward vector mode (`jacfwd`) when the
inputs are fewer than the outputs.

`jacrev` (and `jacobian` by reverse mode) takes several rows per pass: vector reverse mode
(Enzyme's `enzyme_width`) on `filled(*args, *outs)` (see `jacfwd`), the outputs duplicated with
a unit seed in each lane's shadow, up to MAX_WIDTH rows per pass with the primal run once.
What vector mode does not take (a custom_vjp rule, a call that stays a call, arguments that
are one array) falls back to one reverse pass per row of `contracted`.
"""

from __future__ import annotations

import numpy as np

from enzympy.errors import WidthUnsupported

from .aliasing import share
from .calling import as_dispatcher, entry, fitted, scalar_like, value_and_grad_call
from .derivative import get_derivative
from .errors import NoForwardRule, where
from .jacfwd import MAX_WIDTH, differentiable, filled_arguments, forward_jacobian, jacobian_transform, leaves
from .jacfwd import _rebuild as _rebuild_value
from .shadows import independent, snapshots, zeros_like_layout

_contracted = {}


def _structure(value, what):
    """('float',) | ('array', shape, dtype) | ('tuple', (...)) of a result."""
    if isinstance(value, tuple):
        return ("tuple", tuple(_structure(v, what) for v in value))
    if isinstance(value, np.ndarray) and value.dtype.kind == "f":
        return ("array", value.shape, value.dtype)
    if isinstance(value, (float, np.floating)):
        return ("float",)
    raise TypeError(f"{what}: the function returns {type(value).__name__}"
                    f"{'' if not isinstance(value, np.ndarray) else ' of ' + str(value.dtype)}; "
                    "only floats, float arrays and tuples of them can be differentiated")


def _fold(structure, out="out", ct="ct"):
    """Source of sum(out * ct) for a result of this structure."""
    if structure[0] == "float":
        return f"{out} * {ct}"
    if structure[0] == "array":
        return f"np.sum({out} * {ct})"
    return " + ".join(_fold(s, f"{out}[{k}]", f"{ct}[{k}]") for k, s in enumerate(structure[1]))


def contracted(dispatcher, nargs, structure):
    """The @njit function (*args, ct) -> sum(f(*args) * ct), made once per f and structure."""
    key = (id(dispatcher), nargs, repr(structure))
    if key not in _contracted:
        from numba import njit
        params = ", ".join(f"a{k}" for k in range(nargs))
        src = (f"def contracted({params}{', ' if params else ''}ct):\n"
               f"    out = f({params})\n"
               f"    return {_fold(structure)}\n")
        scope = {"f": dispatcher, "np": np}
        exec(compile(src, f"<contracted {dispatcher.py_func.__name__}>", "exec"), scope)
        scope["contracted"]._enzympy_of = dispatcher.py_func     # errors name f (`aliasing`)
        _contracted[key] = (njit(scope["contracted"]), dispatcher)
    return _contracted[key][0]


def _cotangent(ct, structure, what):
    """ct checked against the result's structure (arrays made contiguous, of the result's dtype)."""
    if structure[0] == "float":
        if not isinstance(ct, (int, float, np.floating, np.integer)):
            raise TypeError(f"{what}: the cotangent of a float result is a float, not {type(ct).__name__}")
        return float(ct)
    if structure[0] == "array":
        arr = np.asarray(ct)
        if arr.shape != structure[1]:
            raise ValueError(f"{what}: the cotangent has shape {arr.shape}; the result has {structure[1]}")
        return np.ascontiguousarray(arr, dtype=structure[2])
    if not isinstance(ct, tuple) or len(ct) != len(structure[1]):
        raise TypeError(f"{what}: the cotangent of a tuple of {len(structure[1])} is a tuple of as many")
    return tuple(_cotangent(c, s, what) for c, s in zip(ct, structure[1]))


def vjp(f, *primals):
    """(f(*primals), pullback), as jax.vjp: pullback(ct) returns one cotangent per primal,
    J_k^T ct for the float scalars and float arrays, None for the others."""
    primals = independent(primals)
    dispatcher = fitted(as_dispatcher(f), len(primals))
    what = f"vjp of {where(dispatcher.py_func)}"
    point = snapshots(primals)                          # the primals as they are now (`snapshot`)
    value = dispatcher(*primals)
    structure = _structure(value, what)
    nums = differentiable(dispatcher, primals)
    if not nums:
        raise TypeError(f"{what}: no argument is a float scalar or a float array")
    g = contracted(dispatcher, len(primals), structure)

    def pullback(ct):
        args = snapshots(point)                        # f may write to its arguments
        grads = value_and_grad_call(g, args + (_cotangent(ct, structure, what),), nums)[1]
        by = dict(zip(nums, grads))
        return tuple(by.get(k) for k in range(len(primals)))
    return value, pullback


def jacobian(f, argnums=0):
    """A function returning the Jacobian of f with respect to argument argnums (a tuple of
    them for a tuple of argnums): for each part of the result, shape part.shape +
    argument.shape. By forward vector mode (`jacfwd`) when the differentiated arguments have
    fewer elements than the result or the result is a tuple, else by reverse mode (`jacrev`)."""
    def either(dispatcher, args, ks, single, value, what):
        n_in = sum(int(np.size(args[k])) for k in ks)
        if isinstance(value, tuple) or n_in < int(np.size(value)):
            try:
                return forward_jacobian(dispatcher, args, ks, single, value, what)
            except NoForwardRule:                 # a custom_vjp on the way: its rule, in reverse
                pass
        return _reverse_jacobian(dispatcher, args, ks, single, value, what)
    return jacobian_transform(f, argnums, "jacobian", either)


def jacrev(f, argnums=0):
    """As jax.jacrev: the Jacobian by one reverse pass per result element (a float, a float
    array, or a tuple of those: then a tuple of Jacobians, one per part)."""
    return jacobian_transform(f, argnums, "jacrev", _reverse_jacobian)


def _shapes(structure):
    """The shape of each float (()) or array of a result's structure, in order."""
    if structure[0] == "float":
        return [()]
    if structure[0] == "array":
        return [structure[1]]
    return [shape for part in structure[1] for shape in _shapes(part)]


def _basis(structure, leaf, k, counter=None):
    """The cotangent that is 1 at element k of the leaf-th leaf, 0 elsewhere."""
    counter = [0] if counter is None else counter
    if structure[0] == "tuple":
        return tuple(_basis(part, leaf, k, counter) for part in structure[1])
    mine = counter[0] == leaf
    counter[0] += 1
    if structure[0] == "float":
        return 1.0 if mine else 0.0
    ct = np.zeros(structure[1], structure[2])
    if mine:
        ct.flat[k] = 1
    return ct


def _rebuild(structure, pieces):
    """The leaves' Jacobians (in order) arranged as the result's tuples are."""
    if structure[0] != "tuple":
        return pieces.pop(0)
    return tuple(_rebuild(part, pieces) for part in structure[1])


def _reverse_jacobian(dispatcher, args, ks, single, value, what):
    structure = _structure(value, what)
    if structure[0] == "float":
        grads = value_and_grad_call(dispatcher, args, ks)[1]
        return grads[0] if single else grads
    parts = leaves(value, what)
    n_out = sum(1 if shape is None else int(np.prod(shape, dtype=np.int64)) for _, shape, _ in parts)
    width = max(1, min(MAX_WIDTH, n_out))
    if width > 1:
        try:
            return _rows_jacobian(dispatcher, args, ks, single, value, parts, width)
        except WidthUnsupported:
            pass
    g = contracted(dispatcher, len(args), structure)
    pieces = []
    for leaf, shape in enumerate(_shapes(structure)):
        rows = [value_and_grad_call(g, tuple(args) + (_basis(structure, leaf, k),), ks)[1]
                for k in range(int(np.prod(shape, dtype=np.int64)))]
        out = []
        for j, n in enumerate(ks):
            parts = [np.asarray(r[j]) for r in rows]
            if not parts:                    # a result with no elements: no rows, as jacfwd's
                dtype = np.asarray(args[n]).dtype if np.asarray(args[n]).dtype.kind == "f" else np.float64
                out.append(np.zeros(shape + np.shape(args[n]), dtype))
                continue
            out.append(np.stack(parts).reshape(shape + np.shape(args[n])))
        pieces.append(out[0] if single else tuple(out))
    return _rebuild(structure, pieces)


def _rows_jacobian(dispatcher, args, ks, single, value, parts, width):
    """The Jacobian by vector reverse mode, `width` rows per pass (see the module's docstring)."""
    rows = _reverse_rows(dispatcher, args, ks, parts, width)
    pieces, at = [], 0
    for _, shape, dtype in parts:
        out_shape = () if shape is None else shape
        m = int(np.prod(out_shape, dtype=np.int64))
        mine, at = rows[at:at + m], at + m
        per_arg = []
        for i, k in enumerate(ks):
            a = np.asarray(args[k])
            if mine:
                per_arg.append(np.stack([np.asarray(r[i]) for r in mine]).reshape(out_shape + a.shape))
            else:                       # a result with no elements: no rows, as jacfwd's
                per_arg.append(np.zeros(out_shape + a.shape, a.dtype if a.dtype.kind == "f" else np.float64))
        pieces.append(per_arg[0] if single else tuple(per_arg))
    return _rebuild_value(value, parts, pieces)


def _reverse_rows(dispatcher, args, ks, parts, width):
    """The Jacobian's rows (one per result element, the parts' elements in order), each a list
    over ks of the gradient of that element: `width` of them per reverse pass."""
    g, gargs, activity, argtypes = filled_arguments(dispatcher, args, ks, parts)
    outs = gargs[len(args):]
    activity, rep = share(g.py_func, gargs, activity, lambda act: get_derivative(g, argtypes, act, width).written)
    if rep:                          # arguments that are one array share a shadow: a pass per row
        raise WidthUnsupported("arguments that are one array")
    call = entry(g, activity, get_derivative(g, argtypes, activity, width), width)
    dups = [k for k, a in enumerate(activity) if a == "dup"]
    actives = [k for k, a in enumerate(activity) if a == "active"]
    coords = [(j, e) for j, o in enumerate(outs) for e in range(o.size)]
    rows = []
    for start in range(0, len(coords), width):
        lanes = coords[start:start + width]
        shadows = []
        for k in dups:
            for lane in range(width):
                s = zeros_like_layout(gargs[k])
                if k >= len(args) and lane < len(lanes) and lanes[lane][0] == k - len(args):
                    s.flat[lanes[lane][1]] = 1          # this lane's seed: one element of one output
                shadows.append(s)
        out = call(gargs, tuple(shadows))
        for lane in range(len(lanes)):
            rows.append([shadows[dups.index(k) * width + lane] if activity[k] == "dup" else
                         scalar_like(out[1 + actives.index(k) * width + lane], args[k]) for k in ks])
    return rows
