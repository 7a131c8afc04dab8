"""Calling derivatives from Python: argument types, activities, shadows, the compiled entry.

Every call from Python goes through a small @njit entry `entry(args, shadows)` that calls the
derivative intrinsic; Numba unboxes the arguments (arrays of any layout, scalars, tuples...)
exactly as for the primal, and the entry is compiled once per signature.
"""

from __future__ import annotations

import numpy as np

from . import diskcache
from .activities import Active, Const, Duplicated
from .aliasing import check_tangents, may_overlap, share, shared_buffers, watched
from .derivative import get_derivative
from .errors import where
from .intrinsic import gradient_call, gradient_lanes_call
from .shadows import independent, same_layout, zeros_like_layout
from .source import as_dispatcher, fitted  # noqa: F401 (the front end's modules import them from here)
from .tangent import get_tangent, tangent_call

_entries = {}


_types = {}                  # fingerprint of a Python value -> its Numba type


_SCALARS = frozenset((float, bool, np.float64, np.float32, np.int64, np.int32, np.bool_))


def _fingerprint(a):
    """What a value's Numba type depends on, when cheap to tell (else None). Asked on every
    call of the fast path: a set lookup first."""
    t = type(a)
    if t in _SCALARS:
        return t
    if isinstance(a, np.ndarray):          # flags.num: contiguity, alignment, writeability
        return (a.dtype, a.ndim, a.flags.num, t is np.ndarray)
    if t is int and -2**63 <= a < 2**63:
        return int
    return None


def argument_types(dispatcher, args):
    """The Numba types of the arguments, as the dispatcher would type them."""
    out = []
    for a in args:
        fp = _fingerprint(a)
        t = _types.get(fp) if fp is not None else None
        if t is None:
            t = dispatcher.typeof_pyval(a)
            if fp is not None:
                _types[fp] = t
        out.append(t)
    return tuple(out)


def entry(dispatcher, activity, deriv=None, width=1):
    """The @njit function `(args, shadows) -> (value, d active...)` for this activity (and, for
    a derivative cached on disk, its signature); `width` N > 1: vector mode, N shadows per
    array and N adjoints per active scalar (`intrinsic.gradient_lanes_call`)."""
    return _njit_entry(gradient_call if width == 1 else gradient_lanes_call, dispatcher, activity, deriv, width)


def jvp_entry(dispatcher, activity, deriv=None, width=1):
    """The @njit function `(args, tangents) -> (value, tangent...)` for this activity (one
    tangent, or `width` of them in vector mode)."""
    return _njit_entry(tangent_call, dispatcher, activity, deriv, width)


def _njit_entry(intrinsic_for, dispatcher, activity, deriv=None, width=1):
    """An @njit function `(args, extra) -> ...` calling intrinsic_for(dispatcher, activity),
    compiled once per (intrinsic, dispatcher, activity) and signature. For a derivative cached
    on disk it is one function per derivative, cached on disk beside it (`diskcache`)."""
    disk = getattr(deriv, "disk", None)
    key = (intrinsic_for, id(dispatcher), activity, width) + ((deriv.symbol,) if disk else ())
    if key not in _entries:
        from numba import njit
        call = intrinsic_for(dispatcher, activity) if width == 1 else intrinsic_for(dispatcher, activity, width)
        ns = {"__name__": __name__, "call": call}
        exec(compile("def run(args, extra):\n    return call(args, extra)\n", "<enzympy_entry>", "exec"), ns)
        jitted = njit(ns["run"])
        cache = disk and diskcache.entry_cache(ns["run"], disk)
        if cache:
            jitted._cache = cache
        _entries[key] = (jitted, dispatcher)        # keep the dispatcher alive with its id
    return _entries[key][0]


def kind_of(t):
    """'array' (float array), 'scalar' (float), or None (not differentiable) for a Numba type."""
    from numba.core import types
    if isinstance(t, types.Array) and isinstance(t.dtype, types.Float):
        return "array"
    if isinstance(t, types.Float):
        return "scalar"
    return None


def run(dispatcher, args, argtypes, activity, shadows):
    """Build the derivative (so that errors surface here, not inside Numba's typing) and call
    it; returns (value, derivatives of the active scalars)."""
    deriv = get_derivative(dispatcher, argtypes, activity)
    out = entry(dispatcher, activity, deriv)(tuple(args), tuple(shadows))
    return out[0], out[1:]


def scalar_like(d, arg):
    """A scalar derivative with the type of its argument (np.float32 stays np.float32)."""
    return type(arg)(d) if isinstance(arg, np.floating) else float(d)


_fast = {}        # (id(f), argnums, fingerprints) -> (entry, shadow makers, picks, single, watch, f)


def value_and_grad_call(f, args, argnums):
    """(value, gradients) for `grad`/`value_and_grad`: argnums is an int or a tuple.

    A call whose arguments look like an earlier call's (same types, layouts, argnums) goes
    straight to that call's compiled entry: no typing, no lock, no derivative lookup (the
    per-call cost is then Numba's dispatch of the entry and the shadows' allocation). Arrays
    that may share memory with one f writes (`aliasing`) take the general path."""
    args = independent(args)
    try:
        key = (id(f), argnums, tuple(map(_fingerprint, args)))
        hit = _fast.get(key)
    except TypeError:                        # an unhashable argnums: the general path says why
        key = hit = None
    if hit is not None:
        jitted, makers, picks, single, watch, _ = hit
        if not (watch and may_overlap(args, watch)):
            shadows = tuple([make(args[k]) for k, make in makers])
            out = jitted(tuple(args), shadows)
            grads = [shadows[i] if is_array else scalar_like(out[i], args[k]) for is_array, i, k in picks]
            return out[0], (grads[0] if single else tuple(grads))
    value, grads, plan = _value_and_grad(f, args, argnums)
    if plan is not None and key is not None and None not in key[2]:
        _fast[key] = plan + (f,)             # f kept alive: its id is never another's
    return value, grads


def _value_and_grad(f, args, argnums):
    dispatcher = fitted(as_dispatcher(f), len(args))
    single = isinstance(argnums, int)
    nums = (argnums,) if single else tuple(argnums)
    n = len(args)
    nums = tuple(k + n if k < 0 else k for k in nums)
    for k in nums:
        if not 0 <= k < n:
            raise ValueError(f"argnums {argnums} out of range for {n} argument(s)")
    argtypes = argument_types(dispatcher, args)
    activity = []
    for k, t in enumerate(argtypes):
        kind = kind_of(t) if k in nums else None
        if k in nums and kind is None:
            raise TypeError(f"grad of {where(dispatcher.py_func)}: argument {k} has type {t}; "
                            "only float scalars and float arrays can be differentiated "
                            "(integer, boolean and other arguments are constants)")
        activity.append({"array": "dup", "scalar": "active"}.get(kind, "const"))
    activity, rep = share(dispatcher.py_func, args, tuple(activity),
                          lambda act: get_derivative(dispatcher, argtypes, act).written)
    shadows = shared_buffers(activity, rep, lambda k: zeros_like_layout(args[k]))
    value, ds = run(dispatcher, args, argtypes, activity, [shadows[k] for k in sorted(shadows)])
    actives = [k for k, a in enumerate(activity) if a == "active"]
    scalars = dict(zip(actives, ds))
    grads = tuple((shadows[k] if rep.get(k, k) == k else zeros_like_layout(args[k])) if k in shadows
                  else scalar_like(scalars[k], args[k]) for k in nums)
    if rep:                                  # one array twice: no fast path (see value_and_grad_call)
        return value, (grads[0] if single else grads), None
    deriv = get_derivative(dispatcher, argtypes, activity)
    dups = sorted(shadows)
    makers = [(k, _shadow_maker(args[k])) for k in dups]
    picks = [(True, dups.index(k), k) if k in shadows else (False, 1 + actives.index(k), k) for k in nums]
    plan = (entry(dispatcher, activity, deriv), makers, picks, single, watched(deriv.written, args))
    return value, (grads[0] if single else grads), plan


def _shadow_maker(a):
    """How to make a zeroed shadow for arrays laid out as `a` is (the fast path's arrays have
    a's fingerprint: contiguous the same way, or not)."""
    if a.flags.c_contiguous:
        return lambda x: np.zeros(x.shape, x.dtype)
    if a.flags.f_contiguous:
        return lambda x: np.zeros(x.shape, x.dtype, order="F")
    return zeros_like_layout


def autodiff_reverse_call(f, args):
    """Enzyme-style activities: Duplicated accumulates into its shadow, Active is returned."""
    dispatcher = fitted(as_dispatcher(f), len(args))
    primals, activity, given, after = [], [], {}, []
    for k, a in enumerate(args):
        if isinstance(a, Duplicated):
            p, s = a.primal, a.shadow
            if not (isinstance(p, np.ndarray) and isinstance(s, np.ndarray) and p.shape == s.shape):
                raise TypeError("Duplicated(x, dx) takes a float array and a shadow of its shape")
            if np.may_share_memory(p, s) and np.shares_memory(p, s):
                raise ValueError(f"argument {k}: Duplicated(x, dx) with dx sharing memory with x (the "
                                 "gradient would be added into the point it is taken at); give a separate "
                                 "array, np.zeros_like(x)")
            given[k] = s
            primals.append(p)
            activity.append("dup")
        elif isinstance(a, Active):
            primals.append(a.primal)
            activity.append("active")
        else:
            primals.append(a.primal if isinstance(a, Const) else a)
            activity.append("const")
    primals = list(independent(primals))
    argtypes = argument_types(dispatcher, primals)
    for k, (a, t) in enumerate(zip(activity, argtypes)):
        want = {"dup": "array", "active": "scalar"}.get(a)
        if want and kind_of(t) != want:
            what = "Duplicated takes float arrays" if a == "dup" else "Active takes float scalars"
            raise TypeError(f"autodiff_reverse of {where(dispatcher.py_func)}: argument {k} has "
                            f"type {t}; {what}")

    def shadow(k):
        s = given.get(k)
        if s is None:                                # constants sharing a written array
            return zeros_like_layout(primals[k])
        if same_layout(primals[k], s) and s.flags.writeable:
            return s
        tmp = zeros_like_layout(primals[k])          # accumulate through a shadow laid out like p
        after.append((s, tmp))
        return tmp
    activity, rep = share(dispatcher.py_func, primals, tuple(activity),
                          lambda act: get_derivative(dispatcher, argtypes, act).written)
    shadows = shared_buffers(activity, rep, shadow)
    value, ds = run(dispatcher, primals, argtypes, activity, [shadows[k] for k in sorted(shadows)])
    for s, tmp in after:
        s += tmp
    if not ds:
        return value
    act = [p for p, a in zip(primals, activity) if a == "active"]
    return (value,) + tuple(scalar_like(d, p) for d, p in zip(ds, act))


def _is_zero(t) -> bool:
    try:
        return not np.any(np.asarray(t) != 0)
    except (TypeError, ValueError):
        return False


def jvp_call(f, primals, tangents):
    """(f(*primals), the derivative of f at primals in the direction tangents), JAX's jvp.

    A float array's tangent is an array of its shape, a float scalar's a float; None (or, for
    anything else, which is not differentiable, None or zero) means no change. Tangent arrays
    are copied into arrays laid out like their primals, so the caller's are never written.
    The result is a float (`jacfwd.jvp_any` takes the others)."""
    primals, tangents = independent(primals), tuple(tangents)
    dispatcher = fitted(as_dispatcher(f), len(primals))
    what = f"jvp of {where(dispatcher.py_func)}"
    argtypes, activity, moving = tangent_arguments(dispatcher, primals, tangents, what)
    activity, moving = shared_tangents(what, dispatcher, primals, argtypes, activity, moving)
    deriv = get_tangent(dispatcher, argtypes, activity)   # errors surface here, not in Numba's typing
    value, tangent = jvp_entry(dispatcher, activity, deriv)(primals, tuple(moving))
    return value, tangent


def tangent_arguments(dispatcher, primals, tangents, what):
    """(argument types, activity, the tangents to pass) for jvp-like calls: each array tangent
    copied into an array laid out like its primal."""
    if len(primals) != len(tangents):
        raise ValueError(f"{what}: {len(primals)} primal(s) but {len(tangents)} tangent(s); give one "
                         "tangent per argument")
    argtypes = argument_types(dispatcher, primals)
    activity, moving = [], []
    for k, (p, t, ty) in enumerate(zip(primals, tangents, argtypes)):
        kind = kind_of(ty)
        if t is None or (kind is None and _is_zero(t)):
            activity.append("const")
        elif kind == "array":
            v = np.asarray(t)
            if v.shape != p.shape:
                raise ValueError(f"{what}: the tangent of argument {k} has shape {v.shape}, its primal {p.shape}")
            buf = zeros_like_layout(p)
            buf[...] = v
            moving.append(buf)
            activity.append("dup")
        elif kind == "scalar":
            moving.append(scalar_like(t, p))
            activity.append("active")
        else:
            raise TypeError(f"{what}: argument {k} has type {ty}, which is not differentiated; give None "
                            "(or zero) as its tangent")
    return argtypes, tuple(activity), moving


def shared_tangents(what, dispatcher, primals, argtypes, activity, moving):
    """(activity, tangents) of a jvp-like call, the arguments that are one array f writes made
    'dup' with one tangent between them (`aliasing`)."""
    new, rep = share(dispatcher.py_func, primals, activity,
                     lambda act: get_tangent(dispatcher, argtypes, act).written)
    if not rep:
        return activity, moving
    given = dict(zip((k for k, a in enumerate(activity) if a != "const"), moving))
    check_tangents(what, dispatcher.py_func, rep, given)
    bufs = shared_buffers(new, rep, lambda k: given[k] if k in given else zeros_like_layout(primals[k]))
    return new, [bufs[k] if a == "dup" else given[k] for k, a in enumerate(new) if a != "const"]
