"""The gradient as a Numba-callable function, for optimisation loops written in @njit.

    @enzympy.autodiff
    @njit
    def loss(x, w, n): ...

    @njit
    def fit(x, w, steps):
        dx = np.zeros_like(x)
        for _ in range(steps):
            dx[:] = 0.0
            val = loss.gradient(x, w, 3, dx, np.zeros_like(w))
            x -= 0.1 * dx

`f.gradient(*args, *shadows)` takes f's arguments, then one shadow array per float-array
argument (same shape and strides, e.g. np.zeros_like), adds d f / d array into the shadows and
returns f's value, or (value, d f / d s...) when f has float scalar arguments s. It is an
ordinary @njit function, so it is callable from Python too; inside @njit code both
`loss.gradient(...)` and a global `dloss = loss.gradient` work.

`enzympy.gradient(f, argnums)` is the same for the arguments in argnums only (data arrays then
need no shadow): `dloss = enzympy.gradient(loss, argnums=0)`; `dloss(x, w, 3, dx)`.
"""

from __future__ import annotations

import inspect

from .intrinsic import gradient_call

_registered = False


def make_gradient(dispatcher, argnums=None):
    """The @njit gradient function of a dispatcher (see the module's docstring); with argnums
    (an int or a tuple), only those arguments are differentiated and take shadows."""
    from numba import njit
    params = _positional_params(dispatcher.py_func)
    if isinstance(argnums, int):
        argnums = (argnums,)
    if argnums is not None:
        argnums = tuple(k + len(params) if k < 0 else k for k in argnums)
    call = gradient_call(dispatcher, None, unwrap=True, argnums=argnums, direct=False)
    names = [f"a_{k}" for k in range(len(params))]
    src = (f"def gradient({', '.join(names + ['*shadows'])}):\n"
           f"    return _call(({''.join(n + ', ' for n in names)}), shadows)\n")
    ns = {"_call": call}
    exec(compile(src, f"<enzympy gradient of {dispatcher.py_func.__qualname__}>", "exec"), ns)
    fn = ns["gradient"]
    fn.__qualname__ = fn.__name__ = f"{dispatcher.py_func.__name__}_gradient"
    fn.__doc__ = __doc__
    return njit(fn)


def _positional_params(py_func):
    sig = inspect.signature(py_func)
    out = []
    for p in sig.parameters.values():
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            raise TypeError(f"{py_func.__qualname__}: gradient supports functions with positional "
                            "parameters only")
        out.append(p.name)
    return out


def register_attributes():
    """Let Numba type `f.gradient` (and the other enzympy attributes) of a decorated dispatcher
    inside nopython code: the attribute is the Numba function stored in f._enzympy_attrs."""
    global _registered
    if _registered:
        return
    from numba.core import types
    from numba.core.imputils import lower_getattr_generic
    from numba.core.typing.templates import AttributeTemplate, infer_getattr

    @infer_getattr
    class _EnzympyDispatcherAttributes(AttributeTemplate):
        key = types.Dispatcher

        def generic_resolve(self, ty, attr):
            target = getattr(ty.dispatcher, "_enzympy_attrs", {}).get(attr)
            if target is not None:
                return types.Dispatcher(target)

    @lower_getattr_generic(types.Dispatcher)
    def _lower(context, builder, ty, val, attr):
        return context.get_dummy_value()

    _registered = True
