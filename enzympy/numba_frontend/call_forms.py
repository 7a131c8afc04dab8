"""How JAX's users call transformed functions, beyond positional floats: keyword arguments
(passed to f, never differentiated) and `has_aux=True` (f returns (value, aux); aux comes back
beside the gradient, undifferentiated)."""

from __future__ import annotations

import inspect

from .shadows import snapshots

_MAIN = {}        # (id(dispatcher), nargs) -> (@njit f(*args)[0], dispatcher)


def positional(dispatcher, args, kwargs):
    """args with the keyword arguments in their parameters' places (defaults filled in between,
    as Python would): argnums count the positional arguments given, as in JAX."""
    if not kwargs:
        return tuple(args)
    sig = inspect.signature(dispatcher.py_func)
    try:
        bound = sig.bind(*args, **kwargs)
    except TypeError as e:
        raise TypeError(f"{dispatcher.py_func.__name__}: {e}") from None
    bound.apply_defaults()
    if bound.kwargs:
        raise TypeError(f"{dispatcher.py_func.__name__}: keyword arguments beyond its parameters "
                        f"({', '.join(bound.kwargs)}) are not taken")
    return tuple(bound.args)


def main_part(dispatcher, nargs):
    """The @njit function (*args) -> f(*args)[0], for f returning (value, aux): what the
    gradient of `has_aux=True` differentiates."""
    key = (id(dispatcher), nargs)
    if key not in _MAIN:
        from numba import njit
        names = ", ".join(f"a{k}" for k in range(nargs))
        scope = {"f": dispatcher}
        exec(f"def main_part({names}):\n    return f({names})[0]\n", scope)
        fn = scope["main_part"]
        fn._enzympy_of = dispatcher.py_func                # errors name f (`aliasing`)
        _MAIN[key] = (njit(fn), dispatcher)
    return _MAIN[key][0]


def aux_of(dispatcher, args, what):
    """f's aux at args (f run on copies of its arguments, before the gradient's own run, which
    sees them as given), f's result checked to be a pair first."""
    out = dispatcher(*snapshots(args))
    if not (isinstance(out, tuple) and len(out) == 2):
        raise TypeError(f"{what}: has_aux=True takes a function returning (value, aux), not "
                        f"{type(out).__name__}")
    return out[1]
