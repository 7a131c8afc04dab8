"""ctypes wrapper for forward mode: call f and its tangent (Jacobian-vector product) from Python.

``CompiledTangent(ll_text, "f").jvp(x, y, dx, dy)`` returns ``(f(x, y), df)`` with
``df = f'(x, y) . (dx, dy)``. Pointer arguments take numpy float64 arrays (or raw addresses);
a duplicated pointer argument takes a shadow array of the same shape among the tangents, and
the tangents of what f writes through it are left there.

The derivative returns an LLVM struct, which has no portable C ABI; so a small wrapper is
written in IR that stores the value and the tangent as doubles into an output array.
"""

from __future__ import annotations

import ctypes

import numpy as np

from enzympy import passes
from enzympy.driver import ModuleDifferentiator
from enzympy.errors import ActivityError
from enzympy.forward import forward_derivative
from enzympy.ir import glob, parse_module

from .jit import JITModule
from .wrappers import ctype_of


class CompiledTangent:
    """f and its forward-mode derivative, JIT-compiled.

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
        self.wrapper_text = self._wrapper(fn, self.dname)
        return self

    def _bind(self, jit):
        fn = self.fn
        self.jit = jit
        self.argtypes = [ctype_of(a.type) for a in fn.args]
        self.primal = jit.function(self.primal_name, ctype_of(fn.ret_type), *self.argtypes)
        tan_types = [ctype_of(fn.args[k].type) for k in self.dup]
        self._jvp = jit.function(self.wrapper_name, None, *self.argtypes, *tan_types, ctypes.c_void_p)

    def _wrapper(self, fn, dname):
        self.wrapper_name = f"__enzympy_py_{dname}"
        rt = fn.ret_type
        params = [f"{a.type} %p{k}" for k, a in enumerate(fn.args)]
        params += [f"{fn.args[k].type} %t{k}" for k in self.dup]
        call_args = ", ".join(params)
        lines = [f"define void {glob(self.wrapper_name)}({', '.join(params + ['ptr %out'])}) {{"]
        if rt.kind == "void":
            lines.append(f"  call void {glob(dname)}({call_args})")
            outs = []
        elif rt.kind == "int":
            lines.append(f"  %r = call {rt} {glob(dname)}({call_args})")
            outs = [("%r", rt)]
        else:
            st = f"{{ {rt}, {rt} }}"
            lines.append(f"  %r = call {st} {glob(dname)}({call_args})")
            lines.append(f"  %v0 = extractvalue {st} %r, 0")
            lines.append(f"  %v1 = extractvalue {st} %r, 1")
            outs = [("%v0", rt), ("%v1", rt)]
        for k, (v, t) in enumerate(outs):
            if t.kind == "int":
                lines.append(f"  %w{k} = sitofp {t} {v} to double")
                v = f"%w{k}"
            elif str(t) != "double":
                lines.append(f"  %w{k} = fpext {t} {v} to double")
                v = f"%w{k}"
            lines.append(f"  %q{k} = getelementptr double, ptr %out, i64 {k}")
            lines.append(f"  store double {v}, ptr %q{k}")
        lines += ["  ret void", "}"]
        # the primal too gets an external entry point: an internal fn may be inlined away
        self.primal_name = f"__enzympy_py_primal_{dname}"
        pparams = ", ".join(f"{a.type} %p{k}" for k, a in enumerate(fn.args))
        if rt.kind == "void":
            lines += [f"define void {glob(self.primal_name)}({pparams}) {{",
                      f"  call void {glob(fn.name)}({pparams})", "  ret void", "}"]
        else:
            lines += [f"define {rt} {glob(self.primal_name)}({pparams}) {{",
                      f"  %r = call {rt} {glob(fn.name)}({pparams})", f"  ret {rt} %r", "}"]
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------------ calling
    @staticmethod
    def _arg(a, keep):
        if isinstance(a, np.ndarray):
            if a.dtype != np.float64 and a.dtype.kind == "f":
                raise TypeError(f"array of {a.dtype}: pass float64 arrays (or a raw address)")
            if not a.flags.c_contiguous:
                raise TypeError("pass C-contiguous arrays")
            keep.append(a)
            return a.ctypes.data
        return a

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
    text = diff.lower_call_sites() + "\n" + "\n".join(wrappers.values())
    mod = parse_module(text, filename)
    passes.post_ad(mod, opt_level)
    jit = JITModule(mod)
    for t in out:
        t._bind(jit)
    return out
