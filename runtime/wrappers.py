"""ctypes wrappers: call a function of an IR module, and its reverse-mode derivative, from Python.

The derivative returns an LLVM struct, which has no portable C ABI; so a small wrapper is
written in IR that stores the value and the adjoints as doubles into an output array.
"""

from __future__ import annotations

import ctypes

from enzympy.driver import ModuleDifferentiator
from enzympy.errors import ActivityError
from enzympy.ir import glob, parse_module
from enzympy import passes

from .jit import JITModule

_CTYPES = {"double": ctypes.c_double, "float": ctypes.c_float, "i1": ctypes.c_bool,
           "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
           "i64": ctypes.c_int64, "ptr": ctypes.c_void_p, "void": None}


def ctype_of(t):
    key = str(t)
    if key not in _CTYPES:
        raise TypeError(f"cannot call a function with a parameter or result of type {t} from Python")
    return _CTYPES[key]


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
        wrapper = self._wrapper(fn, dname)
        text = self.diff.lower_call_sites() + "\n" + wrapper
        mod = parse_module(text, filename)
        passes.post_ad(mod, opt_level)
        self.jit = JITModule(mod)
        argtypes = [ctype_of(a.type) for a in fn.args]
        self.primal = self.jit.function(self.primal_name, ctype_of(fn.ret_type), *argtypes)
        self._grad = self.jit.function(self.wrapper_name, None, *argtypes,
                                       *[ctypes.c_void_p] * len(self.dup), ctypes.c_void_p)
        self.n_out = 1 + len(self.active)

    def _wrapper(self, fn, dname):
        self.wrapper_name = f"__enzympy_py_{dname}"
        primal_params = ", ".join(f"{a.type} %p{k}" for k, a in enumerate(fn.args))
        params = ", ".join([f"{a.type} %p{k}" for k, a in enumerate(fn.args)] +
                           [f"ptr %s{k}" for k in self.dup])
        call_args = params
        types = [fn.ret_type] + [fn.args[k].type for k in self.active]
        st = "{ " + ", ".join(str(t) for t in types) + " }"
        lines = [f"define void {glob(self.wrapper_name)}({params}{', ' if params else ''}ptr %out) {{",
                 f"  %r = call {st} {glob(dname)}({call_args}{', ' if call_args else ''}{fn.ret_type} 1.0)"]
        for k, t in enumerate(types):
            lines.append(f"  %v{k} = extractvalue {st} %r, {k}")
            src = f"%v{k}"
            if str(t) != "double":
                lines.append(f"  %w{k} = fpext {t} %v{k} to double")
                src = f"%w{k}"
            lines.append(f"  %q{k} = getelementptr double, ptr %out, i64 {k}")
            lines.append(f"  store double {src}, ptr %q{k}")
        lines += ["  ret void", "}"]
        # the primal too gets an external entry point: an internal fn may be inlined away
        self.primal_name = f"__enzympy_py_primal_{dname}"
        lines += [f"define {fn.ret_type} {glob(self.primal_name)}({primal_params}) {{",
                  f"  %r = call {fn.ret_type} {glob(fn.name)}({primal_params})",
                  f"  ret {fn.ret_type} %r", "}"]
        return "\n".join(lines) + "\n"

    def value_and_grad(self, *args):
        import numpy as np
        out = (ctypes.c_double * self.n_out)()
        cargs = [a.ctypes.data if isinstance(a, np.ndarray) else a for a in args]
        shadows = {k: np.zeros_like(args[k]) for k in self.dup}
        self._grad(*cargs, *[shadows[k].ctypes.data for k in self.dup], out)
        grads = dict(zip(self.active, out[1:]))
        grads.update(shadows)
        return out[0], tuple(grads[k] for k in sorted(grads))

    def __call__(self, *args):
        import numpy as np
        return self.primal(*[a.ctypes.data if isinstance(a, np.ndarray) else a for a in args])

    def grad(self, *args):
        return self.value_and_grad(*args)[1]
