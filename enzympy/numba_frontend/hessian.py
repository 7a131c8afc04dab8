"""JAX's `hvp` and `hessian` for float-valued Numba functions, by forward mode over the
gradient's IR (`second`): one pass gives H v exactly, with no finite differences and no
second reverse pass; `hessian` is one pass per element of the differentiated arguments.

    hv, = enzympy.hvp(f)((x,), (v,))                   # H v, one entry per argument (None: constant)
    H = enzympy.hessian(f)(x, y)                        # shape x.shape + x.shape
    ((Hxx, Hxy), (Hyx, Hyy)) = enzympy.hessian(f, argnums=(0, 1))(x, y)
"""

from __future__ import annotations

import numpy as np

from .aliasing import check_tangents, share, shared_buffers
from .calling import _is_zero, _njit_entry, argument_types, as_dispatcher, fitted, kind_of, scalar_like
from .errors import not_differentiable, where
from .second import get_hvp, hvp_call
from .shadows import independent, snapshots, zeros_like_layout
from .source import compile_for


def _check_float_result(dispatcher, argtypes, what):
    """A one-line TypeError unless f returns a float (before anything is built)."""
    from numba.core import types
    rt = compile_for(dispatcher, argtypes).signature.return_type
    if not isinstance(rt, types.Float):
        raise not_differentiable(dispatcher.py_func, rt, what)


def _share(dispatcher, primals, argtypes, activity):
    """(activity, rep) with the arguments that are one array f writes sharing (`aliasing`)."""
    return share(dispatcher.py_func, primals, activity, lambda act: get_hvp(dispatcher, argtypes, act).written)


def _run(dispatcher, primals, argtypes, activity, directions, rep=None):
    """One forward-over-reverse pass: {argument: its part of H v} for the non-constant
    arguments, with `directions` {argument: v_k} (an array like the argument, or a float).
    The arguments that are one array f writes (`rep`, from `_share`) have one shadow, tangent
    (the first's direction) and H v, given to the first; the others' part is zero."""
    rep = rep or {}
    dup = [k for k, a in enumerate(activity) if a == "dup"]
    moving = [k for k, a in enumerate(activity) if a != "const"]
    grads = shared_buffers(activity, rep, lambda k: zeros_like_layout(primals[k]))
    hv = shared_buffers(activity, rep, lambda k: zeros_like_layout(primals[k]))

    def direction(k):
        buf = zeros_like_layout(primals[k])
        buf[...] = directions.get(k, 0.0)
        return buf
    along = shared_buffers(activity, rep, direction)
    tangents = [along[k] if activity[k] == "dup" else scalar_like(directions[k], primals[k]) for k in moving]
    deriv = get_hvp(dispatcher, argtypes, activity)     # errors surface here, not in Numba's typing
    extra = [grads[k] for k in dup] + tangents + [hv[k] for k in dup]
    out = _njit_entry(hvp_call, dispatcher, activity, deriv)(tuple(primals), tuple(extra))
    n_active = len(moving) - len(dup)
    scalars = [k for k in moving if activity[k] == "active"]
    result = {k: hv[k] if rep.get(k, k) == k else zeros_like_layout(primals[k]) for k in dup}
    result.update({k: scalar_like(d, primals[k]) for k, d in zip(scalars, out[1 + n_active:])})
    return result


def hvp(f):
    """A function `(primals, tangents) -> H v`, for a float-valued f: one tangent per argument
    (an array like a float array, a float for a float scalar, None for what is constant), as
    jax.jvp takes them; returns a tuple with the part of H v of each argument (None for the
    constant ones). H is the Hessian w.r.t. the arguments that have a tangent."""
    dispatcher = as_dispatcher(f)

    def hvp_f(primals, tangents):
        primals, tangents = independent(primals), tuple(tangents)
        d = fitted(dispatcher, len(primals))
        what = f"hvp of {where(d.py_func)}"
        if len(primals) != len(tangents):
            raise ValueError(f"{what}: {len(primals)} primal(s) but {len(tangents)} tangent(s); "
                             "give one tangent per argument (None for a constant)")
        argtypes = argument_types(d, primals)
        activity = []
        for k, (p, t, ty) in enumerate(zip(primals, tangents, argtypes)):
            kind = kind_of(ty)
            if t is None or (kind is None and _is_zero(t)):
                activity.append("const")
            elif kind is None:
                raise TypeError(f"{what}: argument {k} has type {ty}, which is not differentiated; "
                                "give None as its tangent")
            elif kind == "array" and np.shape(t) != p.shape:
                raise ValueError(f"{what}: the tangent of argument {k} has shape {np.shape(t)}, its "
                                 f"primal {p.shape}")
            else:
                activity.append("dup" if kind == "array" else "active")
        if all(a == "const" for a in activity):
            raise TypeError(f"{what}: every tangent is None; nothing to differentiate")
        _check_float_result(d, argtypes, "hvp")
        given = {k: tangents[k] for k, a in enumerate(activity) if a != "const"}
        merged, rep = _share(d, primals, argtypes, tuple(activity))
        check_tangents(what, d.py_func, rep, given)
        parts = _run(d, primals, argtypes, merged, given, rep)
        return tuple(parts.get(k) if a != "const" else None for k, a in enumerate(activity))
    hvp_f.__name__ = f"hvp_{dispatcher.py_func.__name__}"
    return hvp_f


def hessian(f, argnums=0):
    """A function returning the Hessian of a float-valued f w.r.t. argument argnums (a float
    or a float array: shape x.shape + x.shape), or, for a tuple of argnums, the blocks
    ((H_00, H_01, ...), ...) with H_ij = d/dx_j (d f / dx_i), of shape x_i.shape + x_j.shape,
    as jax.hessian. One forward-over-reverse pass per element of the arguments."""
    dispatcher = as_dispatcher(f)
    single = isinstance(argnums, int)
    nums = (argnums,) if single else tuple(argnums)

    def hessian_f(*args):
        args = independent(args)
        d = fitted(dispatcher, len(args))
        what = f"hessian of {where(d.py_func)}"
        n = len(args)
        ks = tuple(k + n if isinstance(k, int) and k < 0 else k for k in nums)
        for k, a in zip(ks, nums):
            if not isinstance(k, int) or not 0 <= k < n:
                raise ValueError(f"{what}: argnums {a} out of range for {n} argument(s)")
        if len(set(ks)) != len(ks):
            raise ValueError(f"{what}: argnums {nums} repeats an argument")
        argtypes = argument_types(d, args)
        for k in ks:
            if kind_of(argtypes[k]) is None:
                raise TypeError(f"{what}: argument {k} has type {argtypes[k]}; only float scalars and "
                                "float arrays can be differentiated")
        _check_float_result(d, argtypes, "hessian")
        activity = tuple(("dup" if kind_of(t) == "array" else "active") if k in ks else "const"
                         for k, t in enumerate(argtypes))
        activity, rep = _share(d, args, argtypes, activity)
        fresh = get_hvp(d, argtypes, activity).written != ()   # f writes: each pass from a copy
        shapes = {k: np.shape(args[k]) for k in ks}
        dtypes = {k: np.asarray(args[k]).dtype for k in ks}
        blocks = {(i, j): np.zeros(shapes[i] + shapes[j], dtypes[i]) for i in ks for j in ks}
        for j in (k for k in ks if rep.get(k, k) == k):       # the others' columns are zero
            for idx in np.ndindex(*shapes[j]):
                directions = {k: (np.zeros(shapes[k], dtypes[k]) if shapes[k] else 0.0) for k in ks}
                if shapes[j]:
                    directions[j][idx] = 1
                else:
                    directions[j] = 1.0
                parts = _run(d, snapshots(args) if fresh else args, argtypes, activity, directions, rep)
                for i in ks:
                    blocks[(i, j)][(...,) + idx] = parts[i]
        out = tuple(tuple(_as_result(blocks[(i, j)], args[i]) for j in ks) for i in ks)
        return out[0][0] if single else out
    hessian_f.__name__ = f"hessian_{dispatcher.py_func.__name__}"
    return hessian_f


def _as_result(block, arg):
    """A 0-d block (two float scalars) as a float of the argument's type."""
    return scalar_like(block[()], arg) if block.shape == () else block
