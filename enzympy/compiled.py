"""The Python front end for IR modules: a function of a `.ll` module and its derivative,
synthesised, JIT-compiled and callable with floats and numpy arrays.

`CompiledGradient` (reverse mode) and `CompiledTangent` / `compile_tangents` (forward mode)
ask the synthesis (`driver.ModuleDifferentiator`, `forward.forward_derivative`) for the
derivative, let the runtime write its entry points (`runtime.wrappers.entry_points`) and run
the whole module, the module's own `__enzyme_*` calls lowered too, in one JIT module.
"""

from __future__ import annotations

import ctypes

import numpy as np

from . import passes
from .driver import ModuleDifferentiator
from .errors import ActivityError
from .forward import forward_derivative
from .ir import parse_module
from .irtypes import literal_struct
from .runtime.jit import JITModule
from .runtime.wrappers import ctype_of, entry_points


def _jit(diff, wrappers, opt_level, filename):
    """The differentiated module with these entry points, optimised and JIT-compiled."""
    text = diff.lower_call_sites() + "\n" + "\n".join(wrappers)
    mod = parse_module(text, filename)
    passes.post_ad(mod, opt_level)
    return JITModule(mod)


def _address(a, keep=None):
    """A numpy array's data address (kept alive in `keep`), anything else as it is."""
    if isinstance(a, np.ndarray):
        if keep is not None:
            keep.append(a)
        return a.ctypes.data
    return a


class CompiledGradient:
    """f and its reverse-mode derivative, JIT-compiled.

    ``value_and_grad(*args)`` returns (f(args), tuple of d f / d arg for the active arguments,
    in argument order). ``active``: indices of the scalar arguments to differentiate (default:
    every floating argument); ``dup``: indices of pointer arguments, passed as numpy arrays, whose
    gradient (an array like them) is returned too.
    """

    def __init__(self, ll_text, fn_name, active=None, opt_level=2, filename="<module>", dup=(), diff=None):
        self.diff = diff or ModuleDifferentiator(ll_text, filename)
        fn = self.diff.W.function(fn_name)
        if not fn.ret_type.is_fp_or_fp_vector or fn.ret_type.kind != "float":
            raise ActivityError(f"@{fn_name} returns {fn.ret_type}; a gradient needs a floating scalar result")
        if active is None:
            active = [k for k, a in enumerate(fn.args) if a.type.kind == "float"]
        self.active = list(active)
        self.dup = list(dup)
        for k in self.dup:
            if fn.args[k].type.kind != "ptr":
                raise ActivityError(f"argument {k} of @{fn_name} is not a pointer and cannot be duplicated")
        self.fn = fn
        names = [fn.args[k].name for k in self.active]
        dname = self.diff.reverse(fn_name, names, ret_active=True, return_primal=True,
                                  dup_args=[fn.args[k].name for k in self.dup])
        result = literal_struct([fn.ret_type] + [fn.args[k].type for k in self.active])
        self.wrapper_name, self.primal_name, wrapper = entry_points(
            fn, dname, [("ptr", f"s{k}") for k in self.dup], [f"{fn.ret_type} 1.0"], result)
        self.jit = _jit(self.diff, [wrapper], opt_level, filename)
        argtypes = [ctype_of(a.type) for a in fn.args]
        self.primal = self.jit.function(self.primal_name, ctype_of(fn.ret_type), *argtypes)
        self._grad = self.jit.function(self.wrapper_name, None, *argtypes,
                                       *[ctypes.c_void_p] * len(self.dup), ctypes.c_void_p)
        self.n_out = 1 + len(self.active)

    def value_and_grad(self, *args):
        out = (ctypes.c_double * self.n_out)()
        cargs = [_address(a) for a in args]
        shadows = {k: np.zeros_like(args[k]) for k in self.dup}
        self._grad(*cargs, *[shadows[k].ctypes.data for k in self.dup], out)
        grads = dict(zip(self.active, out[1:]))
        grads.update(shadows)
        return out[0], tuple(grads[k] for k in sorted(grads))

    def __call__(self, *args):
        return self.primal(*[_address(a) for a in args])

    def grad(self, *args):
        return self.value_and_grad(*args)[1]


class CompiledTangent:
    """f and its forward-mode derivative, JIT-compiled.

    ``CompiledTangent(ll_text, "f").jvp(x, y, dx, dy)`` returns ``(f(x, y), df)`` with
    ``df = f'(x, y) . (dx, dy)``. Pointer arguments take numpy float64 arrays (or raw addresses);
    a duplicated pointer argument takes a shadow array of the same shape among the tangents, and
    the tangents of what f writes through it are left there.

    ``dup``: indices of the arguments that get a tangent (default: every floating argument
    and every pointer argument). ``jvp(*args, *tangents)`` (or ``jvp(*args, tangents=...)``)
    returns ``(value, tangent)`` for a function returning a float; for a void function it
    returns None and the tangents are in the shadow arrays passed for the pointer arguments;
    for an integer result ``(value, None)``. `compile_tangents` builds several at once.
    """

    def __init__(self, ll_text, fn_name, dup=None, opt_level=2, filename="<module>", diff=None):
        built = compile_tangents(ll_text, [(fn_name, dup)], opt_level, filename, diff=diff)[0]
        self.__dict__.update(built.__dict__)

    @classmethod
    def _prepare(cls, diff, fn_name, dup):
        self = cls.__new__(cls)
        self.diff = diff
        fn = diff.W.function(fn_name)
        if dup is None:
            dup = [k for k, a in enumerate(fn.args) if a.type.kind in ("float", "ptr")]
        self.dup = list(dup)
        self.fn = fn
        rt = fn.ret_type
        if rt.kind not in ("float", "void", "int"):
            raise ActivityError(f"@{fn_name} returns {rt}; CompiledTangent handles float, integer "
                                "and void results")
        names = [fn.args[k].name for k in self.dup]
        self.dname = forward_derivative(diff, fn_name, names, return_primal=True)
        result = literal_struct([rt, rt]) if rt.kind == "float" else rt
        self.wrapper_name, self.primal_name, self.wrapper_text = entry_points(
            fn, self.dname, [(fn.args[k].type, f"t{k}") for k in self.dup], [], result)
        return self

    def _bind(self, jit):
        fn = self.fn
        self.jit = jit
        self.argtypes = [ctype_of(a.type) for a in fn.args]
        self.primal = jit.function(self.primal_name, ctype_of(fn.ret_type), *self.argtypes)
        tan_types = [ctype_of(fn.args[k].type) for k in self.dup]
        self._jvp = jit.function(self.wrapper_name, None, *self.argtypes, *tan_types, ctypes.c_void_p)

    @staticmethod
    def _arg(a, keep):
        if isinstance(a, np.ndarray):
            if a.dtype != np.float64 and a.dtype.kind == "f":
                raise TypeError(f"array of {a.dtype}: pass float64 arrays (or a raw address)")
            if not a.flags.c_contiguous:
                raise TypeError("pass C-contiguous arrays")
        return _address(a, keep)

    def jvp(self, *args, tangents=None):
        n = len(self.fn.args)
        if tangents is None:
            if len(args) != n + len(self.dup):
                raise TypeError(f"jvp takes {n} arguments and {len(self.dup)} tangents, got {len(args)}")
            args, tangents = args[:n], args[n:]
        if len(args) != n or len(tangents) != len(self.dup):
            raise TypeError(f"jvp takes {n} arguments and {len(self.dup)} tangents")
        keep = []
        cargs = [self._arg(a, keep) for a in args] + [self._arg(t, keep) for t in tangents]
        out = (ctypes.c_double * 2)()
        self._jvp(*cargs, out)
        rt = self.fn.ret_type
        if rt.kind == "void":
            return None
        if rt.kind == "int":
            return int(out[0]), None
        return out[0], out[1]

    def __call__(self, *args):
        keep = []
        return self.primal(*[self._arg(a, keep) for a in args])


def compile_tangents(ll_text, functions, opt_level=2, filename="<module>", diff=None):
    """Forward derivatives of several functions of one module, compiled in one JIT module.

    ``functions``: names, or ``(name, dup)`` pairs (the same function may come with several
    ``dup``). Returns one `CompiledTangent` per entry, in order. ``diff``: an existing
    `ModuleDifferentiator` of the module to reuse. The module's own ``__enzyme_*`` calls are
    lowered too, as `CompiledGradient` does.
    """
    diff = diff or ModuleDifferentiator(ll_text, filename)
    out = []
    for f in functions:
        name, dup = (f, None) if isinstance(f, str) else f
        out.append(CompiledTangent._prepare(diff, name, dup))
    wrappers = {t.wrapper_name: t.wrapper_text for t in out}
    jit = _jit(diff, wrappers.values(), opt_level, filename)
    for t in out:
        t._bind(jit)
    return out
