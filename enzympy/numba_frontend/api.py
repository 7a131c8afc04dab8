"""The public API of the Numba front end: JAX-style `grad`/`value_and_grad`, Enzyme-style
`autodiff_reverse`, JAX-style forward mode `jvp`, and the `autodiff` decorator.

    @enzympy.autodiff
    @njit
    def loss(x, w, n): ...

    loss(x, w, 3)                                            # the plain function
    dx, dw = enzympy.grad(loss, argnums=(0, 1))(x, w, 3)
    val, dx = enzympy.value_and_grad(loss)(x, w, 3)          # argnums=0 by default
    val, dx = loss.value_and_grad(x, w, 3, argnums=0)
    val = enzympy.autodiff_reverse(loss, Duplicated(x, dx), Const(w), 3)   # dx += d loss/dx
    val = loss.gradient(x, w, 3, dx, dw)                     # callable from @njit code too
    val, dval = enzympy.jvp(loss, (x, w, 3), (vx, None, None))  # forward mode: J . vx
    dloss = enzympy.gradient(loss, argnums=0); dloss(x, w, 3, dx)      # x only

Gradients have the shape and dtype of their arguments; float scalars come back as float (or
np.float32 for an np.float32 argument). Derivatives are built once per signature and activity.
"""

from __future__ import annotations

from .calling import argument_types, as_dispatcher, autodiff_reverse_call, fitted, jvp_call, value_and_grad_call
from .call_forms import aux_of, main_part, positional
from .gradient import make_gradient, register_attributes
from .source import TRANSFORM, tagged


def value_and_grad(f, argnums=0, has_aux=False):
    """A function returning (f(*args), gradient): the gradient w.r.t. argument `argnums`, or
    a tuple of them for a tuple of argnums. Keyword arguments go to f undifferentiated; with
    has_aux=True f returns (value, aux) and this ((value, aux), gradient), as in JAX."""
    if getattr(f, TRANSFORM, None) == "grad" and not has_aux:
        from .nested import value_and_grad_of_grad
        return value_and_grad_of_grad(f, argnums)
    dispatcher = as_dispatcher(f)

    def value_and_grad_f(*args, **kwargs):
        args = positional(dispatcher, args, kwargs)
        if not has_aux:
            return value_and_grad_call(dispatcher, args, argnums)
        aux = aux_of(dispatcher, args, f"value_and_grad of {dispatcher.py_func.__name__}")
        value, g = value_and_grad_call(main_part(dispatcher, len(args)), args, argnums)
        return (value, aux), g
    value_and_grad_f.__name__ = f"value_and_grad_{dispatcher.py_func.__name__}"
    return value_and_grad_f if has_aux else tagged(value_and_grad_f, "value_and_grad", dispatcher, argnums)


def grad(f, argnums=0, has_aux=False):
    """A function returning the gradient of f (a float-valued Numba function) w.r.t. argnums.
    `grad(grad(f))` of a float argument is f's second derivative (numba_frontend/nested.py).
    Keyword arguments go to f undifferentiated; with has_aux=True f returns (value, aux) and
    this (gradient, aux), as in JAX."""
    if getattr(f, TRANSFORM, None) == "grad" and not has_aux:
        from .nested import grad_of_grad
        return grad_of_grad(f, argnums)
    dispatcher = as_dispatcher(f)

    def grad_f(*args, **kwargs):
        args = positional(dispatcher, args, kwargs)
        if not has_aux:
            return value_and_grad_call(dispatcher, args, argnums)[1]
        aux = aux_of(dispatcher, args, f"grad of {dispatcher.py_func.__name__}")
        return value_and_grad_call(main_part(dispatcher, len(args)), args, argnums)[1], aux
    grad_f.__name__ = f"grad_{dispatcher.py_func.__name__}"
    return grad_f if has_aux else tagged(grad_f, "grad", dispatcher, argnums)


def jvp(f, primals, tangents):
    """Forward mode, as jax.jvp: (f(*primals), J . tangents) for f returning a float, a float
    array or a tuple of them (the tangent shaped like the result), with one tangent per argument (an array like a float array, a float for a float scalar, None for
    anything not differentiated)."""
    from numba.core import types

    from .jacfwd import jvp_any
    from .source import compile_for
    dispatcher = fitted(as_dispatcher(f), len(tuple(primals)))
    argtypes = argument_types(dispatcher, tuple(primals))
    if isinstance(compile_for(dispatcher, argtypes).signature.return_type, (types.Array, types.BaseTuple)):
        return jvp_any(dispatcher, primals, tangents)      # an array or a tuple result
    return jvp_call(dispatcher, primals, tangents)


def autodiff_reverse(f, *args):
    """Reverse mode with Enzyme activities: Duplicated(x, dx) adds d f/dx into dx, Active(s)
    returns d f/ds, Const(v) and plain values are constants. Returns f's value, or
    (value, d active...) when some argument is Active."""
    return autodiff_reverse_call(f, args)


def gradient(f, argnums=None):
    """The gradient as a Numba function, callable from @njit code (see `gradient` module):
    `g(*args, *shadows)` adds d f / d a into one shadow per differentiated float array a (all
    float arguments, or those in argnums) and returns f's value, or (value, d f / d s...)
    when float scalars s are differentiated."""
    dispatcher = as_dispatcher(f)
    key = (id(dispatcher), argnums if not isinstance(argnums, list) else tuple(argnums))
    if argnums is None and getattr(dispatcher, "_enzympy_attrs", None):
        return dispatcher._enzympy_attrs["gradient"]
    if key not in _gradients:
        _gradients[key] = (make_gradient(dispatcher, argnums), dispatcher)
    return _gradients[key][0]


_gradients = {}


def autodiff(f):
    """Decorator: f (an @njit function, or a Python function that is then compiled with njit)
    stays the plain function, and gains `f.grad(*args, argnums=0)`,
    `f.value_and_grad(*args, argnums=0)`, `f.autodiff_reverse(*args)`, `f.jvp(primals,
    tangents)` and `f.gradient`, the gradient as a Numba function callable from @njit code.
    A @cuda.jit kernel gains `.reverse` and `.forward` kernels instead (enzympy.cuda.autodiff)."""
    if type(f).__name__ == "CUDADispatcher":
        from ..cuda.autodiff import autodiff_kernel
        return autodiff_kernel(f)
    dispatcher = as_dispatcher(f)
    register_attributes()

    def grad_method(*args, argnums=0):
        return value_and_grad_call(dispatcher, args, argnums)[1]

    def value_and_grad_method(*args, argnums=0):
        return value_and_grad_call(dispatcher, args, argnums)

    def autodiff_reverse_method(*args):
        return autodiff_reverse_call(dispatcher, args)

    def jvp_method(primals, tangents):
        return jvp_call(dispatcher, primals, tangents)

    gradient = make_gradient(dispatcher)
    dispatcher.grad = grad_method
    dispatcher.value_and_grad = value_and_grad_method
    dispatcher.autodiff_reverse = autodiff_reverse_method
    dispatcher.jvp = jvp_method
    dispatcher.gradient = gradient
    dispatcher._enzympy_attrs = {"gradient": gradient}
    return dispatcher


__autodiff__ = autodiff
