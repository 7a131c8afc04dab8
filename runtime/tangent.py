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
from enzympy.forward import ForwardSpec, synthesize_forward
from enzympy.ir import glob, parse_module

from .jit import JITModule
from .wrappers import ctype_of


def fresh_jit(mod) -> JITModule:
    """A JITModule whose engine gets a target machine of its own.

    MCJIT takes ownership of the target machine it is given (llvmlite marks it owned and the
    engine deletes it), but `enzympy.ir.target_machine` caches the host machine and hands the
    same one to every `JITModule`: once the first engine is collected the cached machine is
    freed and the next JIT crashes. Dropping the cached one first makes each engine own a
    fresh machine (the proper fix belongs in runtime/jit.py).
    """
    from enzympy import ir
    ir._machines.pop((3, True), None)
    return JITModule(mod)


def _forward_name(diff, fn_name, dup_names, return_primal):
    """Build (once) the forward derivative inside a ModuleDifferentiator; its name.

    Stands in for a ``ModuleDifferentiator.forward`` method: the derivative is registered in
    ``diff.derivatives`` / ``diff.declarations`` so that ``_assemble`` appends it with the
    symbols it needs.
    """
    key = ("fwd", fn_name, tuple(dup_names), return_primal)
    if key not in diff.derivatives:
        name = f"__enzympy_fwd{len(diff.derivatives)}_{fn_name}"
        text, decls = synthesize_forward(ForwardSpec(diff.W.function(fn_name), tuple(dup_names),
                                                     name, return_primal))
        diff.derivatives[key] = (name, text)
        diff.declarations.update(decls)
    return diff.derivatives[key][0]


class CompiledTangent:
    """f and its forward-mode derivative, JIT-compiled.

    ``dup``: indices of the arguments that get a tangent (default: every floating argument
    and every pointer argument). ``jvp(*args, *tangents)`` (or ``jvp(*args, tangents=...)``)
    returns ``(value, tangent)`` for a function returning a float; for a void function it
    returns None and the tangents are in the shadow arrays passed for the pointer arguments.
    """

    def __init__(self, ll_text, fn_name, dup=None, opt_level=2, filename="<module>"):
        self.diff = ModuleDifferentiator(ll_text, filename)
        fn = self.diff.W.function(fn_name)
        if dup is None:
            dup = [k for k, a in enumerate(fn.args) if a.type.kind in ("float", "ptr")]
        self.dup = list(dup)
        self.fn = fn
        rt = fn.ret_type
        if rt.kind not in ("float", "void", "int"):
            raise ActivityError(f"@{fn_name} returns {rt}; CompiledTangent handles float, integer "
                                "and void results")
        names = [fn.args[k].name for k in self.dup]
        dname = _forward_name(self.diff, fn_name, names, True)
        wrapper = self._wrapper(fn, dname)
        text = self.diff._assemble({}, {}) + "\n" + wrapper
        mod = parse_module(text, filename)
        passes.post_ad(mod, opt_level)
        self.jit = fresh_jit(mod)
        self.argtypes = [ctype_of(a.type) for a in fn.args]
        self.primal = self.jit.function(fn_name, ctype_of(rt), *self.argtypes)
        tan_types = [ctype_of(fn.args[k].type) for k in self.dup]
        self._jvp = self.jit.function(self.wrapper_name, None, *self.argtypes, *tan_types, ctypes.c_void_p)

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
