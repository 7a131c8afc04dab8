"""Transforms of transforms: `grad(grad(f))` and `value_and_grad(grad(f))`, as JAX users write
them for the second derivative of a function of a float, and `jacobian(grad(f))` (jacfwd,
jacrev), JAX's way to a Hessian.

The inner `grad(f, argnums=a)` is a Python function, which Numba cannot compile, so its
gradient is not taken by differentiating it: for a float argument a, d/d x_b (d f / d x_a) is
the (a, b) block of f's Hessian, computed by forward mode over the reverse derivative
(`hessian`). When argument a is an array, grad(f) returns an array and has no gradient (JAX:
"Gradient only defined for scalar-output functions"): a one-line TypeError points to hessian.
"""

from __future__ import annotations

import numpy as np

from .source import tagged


def _hessian_row(inner, argnums, args, what):
    """(k, the blocks d/d x_b (d f / d x_k) for b in argnums: one, or a tuple for a tuple),
    inner being grad(f, argnums=k)."""
    from .hessian import hessian
    dispatcher, a = inner.__enzympy_of__
    name = dispatcher.py_func.__name__
    if not isinstance(a, int):
        raise TypeError(f"{what} of grad({name}, argnums={a}): grad returns a tuple there; use "
                        f"enzympy.hessian({name}, argnums={a})")
    n = len(args)
    k = a + n if a < 0 else a
    if not 0 <= k < n:
        raise ValueError(f"grad({name}, argnums={a}) out of range for {n} argument(s)")
    outs = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    outs = tuple(b + n if isinstance(b, int) and b < 0 else b for b in outs)
    nums = (k,) + tuple(dict.fromkeys(b for b in outs if b != k))
    row = hessian(dispatcher, argnums=nums)(*args)[0]
    parts = tuple(row[nums.index(b)] for b in outs)
    return k, (parts[0] if isinstance(argnums, int) else parts)


def _second(inner, argnums, args):
    """(d f / d x_a, d/d x_b of it for each b in argnums (a tuple), or one for an int)."""
    from .calling import value_and_grad_call
    dispatcher, a = inner.__enzympy_of__
    name = dispatcher.py_func.__name__
    k = a + len(args) if isinstance(a, int) and a < 0 else a
    if isinstance(k, int) and 0 <= k < len(args) and (np.ndim(args[k]) != 0 or isinstance(args[k], np.ndarray)):
        raise TypeError(f"grad(grad({name})): grad({name}) returns an array (the gradient of argument {k}), "
                        f"and grad needs a float result; use enzympy.hessian({name}) (or jacobian(grad({name})))")
    k, blocks = _hessian_row(inner, argnums, args, "grad")
    return value_and_grad_call(dispatcher, args, k)[1], blocks


def jacobian_of_grad(inner, argnums, name):
    """jacobian(inner) (jacfwd, jacrev), inner = enzympy.grad(f, a): d/d x_b (d f / d x_a),
    of shape x_a.shape + x_b.shape, a block of f's Hessian (as JAX's jacfwd(grad(f)))."""
    def jacobian_grad_f(*args):
        return _hessian_row(inner, argnums, args, name)[1]
    jacobian_grad_f.__name__ = f"{name}_{inner.__name__}"
    return tagged(jacobian_grad_f, f"{name}(grad(f))", *inner.__enzympy_of__)


def grad_of_grad(inner, argnums=0):
    """grad(inner) where inner = enzympy.grad(f, a): the derivatives of d f / d x_a."""
    def grad_grad_f(*args):
        return _second(inner, argnums, args)[1]
    grad_grad_f.__name__ = f"grad_{inner.__name__}"
    return tagged(grad_grad_f, "grad(grad(f))", *inner.__enzympy_of__)


def value_and_grad_of_grad(inner, argnums=0):
    """value_and_grad(inner) where inner = enzympy.grad(f, a): (d f / d x_a, its derivatives)."""
    def value_and_grad_grad_f(*args):
        return _second(inner, argnums, args)
    value_and_grad_grad_f.__name__ = f"value_and_grad_{inner.__name__}"
    return tagged(value_and_grad_grad_f, "value_and_grad(grad(f))", *inner.__enzympy_of__)
