"""Forward mode over any result: `jvp` of functions returning arrays or tuples, and `jacfwd`,
the Jacobian by vector mode.

Forward mode differentiates a float-valued function (the result's tangent comes through the
shadow of Numba's retptr). For f with an array or tuple result, a function compiled for the
purpose, `filled(*args, *outs)`, writes each part of f's result into an output array and
returns 0.0; the outputs are duplicated, so their tangent arrays receive J v.

`jacfwd` seeds unit directions, `width` of them per call (Enzyme's vector mode: one pass runs
the primal once and carries `width` tangents), so an n-input Jacobian costs ceil(n / width)
passes, not n. A function that changes its arguments would see them changed again by every
pass: that is refused, not differentiated.
"""

from __future__ import annotations

import numpy as np

from enzympy.errors import WidthUnsupported

from .aliasing import share
from .calling import argument_types, jvp_entry, kind_of, scalar_like, shared_tangents, tangent_arguments
from .errors import where
from .shadows import independent, zeros_like_layout
from .source import TRANSFORM, as_dispatcher, fitted
from .tangent import get_tangent

MAX_WIDTH = 8            # tangents per pass: the derivative's code grows with it
_filled = {}


def leaves(value, what):
    """[(path, shape, dtype)] of a float, a float array, or a (nested) tuple of them."""
    if isinstance(value, tuple):
        return [((k,) + p, s, d) for k, v in enumerate(value) for p, s, d in leaves(v, what)]
    if isinstance(value, np.ndarray) and value.dtype.kind == "f":
        return [((), value.shape, value.dtype)]
    if isinstance(value, (float, np.floating)):
        return [((), None, np.asarray(value).dtype)]
    raise TypeError(f"{what}: the function returns {type(value).__name__}"
                    f"{'' if not isinstance(value, np.ndarray) else ' of ' + str(value.dtype)}; "
                    "only floats, float arrays and tuples of them can be differentiated")


def filled(dispatcher, nargs, parts):
    """The @njit function (*args, *outs) -> 0.0 writing each part of f(*args) into its output
    array (a float into element 0 of an array of one), made once per f and result structure."""
    key = (id(dispatcher), nargs, repr(parts))
    if key not in _filled:
        from numba import njit
        params = [f"a{k}" for k in range(nargs)]
        outs = [f"o{j}" for j in range(len(parts))]
        lines = [f"def filled({', '.join(params + outs)}):", f"    r = f({', '.join(params)})"]
        for j, (path, shape, _) in enumerate(parts):
            part = "r" + "".join(f"[{k}]" for k in path)
            lines.append(f"    o{j}[0] = {part}" if shape is None else f"    o{j}[...] = {part}")
        lines.append("    return 0.0")
        scope = {"f": dispatcher}
        exec(compile("\n".join(lines) + "\n", f"<filled {dispatcher.py_func.__name__}>", "exec"), scope)
        scope["filled"]._enzympy_of = dispatcher.py_func        # errors name f (`aliasing`)
        _filled[key] = (njit(scope["filled"]), dispatcher)
    return _filled[key][0]


def _outputs(parts):
    return [np.zeros((1,) if shape is None else shape, dtype) for _, shape, dtype in parts]


def filled_arguments(dispatcher, args, ks, parts):
    """(the `filled` function, its arguments: args then zeroed outputs, their activity, their
    Numba types): the arguments in ks differentiated (arrays duplicated, floats active), the
    outputs duplicated. Both modes' Jacobians run on it (`jacfwd`, `transforms.jacrev`)."""
    g = filled(dispatcher, len(args), parts)
    gargs = tuple(args) + tuple(_outputs(parts))
    activity = tuple(("dup" if isinstance(a, np.ndarray) else "active") if k in ks else "const"
                     for k, a in enumerate(args)) + ("dup",) * len(parts)
    return g, gargs, activity, argument_types(g, gargs)


def _run_once(dispatcher, args, what):
    """f(*args), refused when it changes its float array arguments (each pass would see them
    changed again)."""
    before = [a.copy() if isinstance(a, np.ndarray) else None for a in args]
    value = dispatcher(*args)
    for k, (a, b) in enumerate(zip(args, before)):
        if b is not None and not np.array_equal(a, b, equal_nan=a.dtype.kind in "fc"):
            raise ValueError(f"{what}: the function changes its argument {k} in place; forward-mode "
                             "transforms run it once per pass and need it to leave its arguments alone")
    return value


def _rebuild(value, parts, pieces):
    """The result's structure with each leaf replaced by its piece, in leaf order."""
    it = iter(pieces)

    def walk(v):
        if isinstance(v, tuple):
            return tuple(walk(x) for x in v)
        return next(it)
    return walk(value)


def jvp_any(f, primals, tangents):
    """(f(*primals), J . tangents) for f returning a float array or a tuple of floats and
    arrays: the tangent has the result's structure."""
    primals, tangents = independent(primals), tuple(tangents)
    dispatcher = fitted(as_dispatcher(f), len(primals))
    what = f"jvp of {where(dispatcher.py_func)}"
    value = _run_once(dispatcher, primals, what)
    parts = leaves(value, what)
    outs = _outputs(parts)
    g = filled(dispatcher, len(primals), parts)
    argtypes, activity, moving = tangent_arguments(g, primals + tuple(outs),
                                                   tangents + tuple(np.zeros_like(o) for o in outs), what)
    activity, moving = shared_tangents(what, g, primals + tuple(outs), argtypes, activity, moving)
    get_tangent(g, argtypes, activity)               # errors surface here, not in Numba's typing
    jvp_entry(g, activity)(primals + tuple(outs), tuple(moving))
    pieces = [(m[0] if shape is None else m) for m, (_, shape, _) in zip(moving[-len(outs):], parts)]
    pieces = [p.dtype.type(p) if p.ndim == 0 else p for p in pieces]
    return value, _rebuild(value, parts, pieces)


def jacfwd(f, argnums=0):
    """A function returning the Jacobian of f with respect to argument argnums (a tuple of
    them for a tuple of argnums), as jax.jacfwd: for each part of the result, shape
    part.shape + argument.shape (a tuple over argnums for a tuple of them), by forward vector
    mode, up to MAX_WIDTH columns per pass. f returns a float, a float array, or a tuple."""
    return jacobian_transform(f, argnums, "jacfwd", forward_jacobian)


def jacobian_transform(f, argnums, name, compute):
    """The function (*args) -> compute(dispatcher, args, argument positions, single, f(*args),
    what) for a Jacobian transform `name` of f; f is run once first and must leave its
    arguments alone. Of what enzympy.grad returned: a block of the Hessian (`nested`)."""
    if getattr(f, TRANSFORM, None) == "grad":
        from .nested import jacobian_of_grad
        return jacobian_of_grad(f, argnums, name)
    dispatcher = as_dispatcher(f)
    single = isinstance(argnums, int)
    nums = (argnums,) if single else tuple(argnums)

    def transformed(*args):
        args = independent(args)
        d = fitted(dispatcher, len(args))
        what = f"{name} of {where(d.py_func)}"
        ks = _check_argnums(d, args, nums, what)
        return compute(d, args, ks, single, _run_once(d, args, what), what)
    transformed.__name__ = f"{name}_{dispatcher.py_func.__name__}"
    return transformed


def forward_jacobian(dispatcher, args, ks, single, value, what):
    """The Jacobian of f at args (f(*args) == value) with respect to the arguments ks."""
    parts = leaves(value, what)
    columns = forward_columns(dispatcher, args, ks, parts)
    pieces = []
    for j, (_, shape, dtype) in enumerate(parts):
        out_shape = () if shape is None else shape
        per_arg = []
        for k, cols in zip(ks, columns):
            a = np.asarray(args[k])
            jac = np.stack([c[j] for c in cols], axis=-1) if cols else np.zeros(out_shape + (0,), dtype)
            per_arg.append(jac.reshape(out_shape + a.shape))
        pieces.append(per_arg[0] if single else tuple(per_arg))
    return _rebuild(value, parts, pieces)


def differentiable(dispatcher, args):
    """Positions of the float scalars and float arrays among args."""
    return tuple(k for k, t in enumerate(argument_types(dispatcher, args)) if kind_of(t) is not None)


def _check_argnums(dispatcher, args, nums, what):
    ks = tuple(k + len(args) if k < 0 else k for k in nums)
    ok = differentiable(dispatcher, args)
    for k, n in zip(ks, nums):
        if not 0 <= k < len(args):
            raise ValueError(f"{what}: argnums {n} out of range for {len(args)} argument(s)")
        if k not in ok:
            raise TypeError(f"{what}: argument {n} is not a float scalar or float array")
    return ks


def forward_columns(dispatcher, args, ks, parts):
    """For each argument in ks, the list of Jacobian columns (one per element of the argument,
    in C order), each a list of the result parts' tangents, flattened."""
    n = sum(int(np.size(args[k])) for k in ks)
    try:
        return _forward_columns(dispatcher, args, ks, parts, max(1, min(MAX_WIDTH, n)))
    except WidthUnsupported:                   # a custom_jvp rule takes one tangent per pass
        return _forward_columns(dispatcher, args, ks, parts, 1)


def _forward_columns(dispatcher, args, ks, parts, width):
    sizes = [int(np.size(args[k])) for k in ks]
    coords = [(i, e) for i, n in enumerate(sizes) for e in range(n)]
    g, gargs, activity, argtypes = filled_arguments(dispatcher, args, ks, parts)
    outs = gargs[len(args):]
    # one array twice, written: one tangent per lane, seeded for the first only (`aliasing`)
    activity, rep = share(g.py_func, gargs, activity, lambda act: get_tangent(g, argtypes, act, width).written)
    deriv = get_tangent(g, argtypes, activity, width)
    entry = jvp_entry(g, activity, deriv, width)
    columns = [[] for _ in ks]
    for start in range(0, len(coords), width):
        lanes = coords[start:start + width]
        tangents, out_lanes, made = [], [], {}
        for k, a in enumerate(gargs):
            if activity[k] == "const":
                continue
            for lane in range(width):
                hit = lanes[lane] if lane < len(lanes) else None     # a padded lane: all zero
                seeded = hit is not None and ks[hit[0]] == k
                if k >= len(args):                      # an output: its tangent arrives here
                    t = np.zeros_like(a)
                    out_lanes.append(t)
                elif rep.get(k, k) != k:
                    t = made.setdefault((rep[k], lane), zeros_like_layout(gargs[rep[k]]))
                elif isinstance(a, np.ndarray):
                    t = made.setdefault((k, lane), zeros_like_layout(a))
                    if seeded:
                        t[np.unravel_index(hit[1], a.shape)] = 1
                else:
                    t = scalar_like(1.0 if seeded else 0.0, a)
                tangents.append(t)
        entry(gargs, tuple(tangents))
        for lane, (i, _) in enumerate(lanes):
            columns[i].append([out_lanes[j * width + lane].reshape(-1) for j in range(len(outs))])
    return columns
