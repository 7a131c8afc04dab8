"""Entry points for Python: call a function of an IR module, and a derivative the synthesis
made, through ctypes.

A derivative returns an LLVM struct, which has no portable C ABI; so a small wrapper is
written in IR that calls it and stores each field of its result as a double into an output
array. The primal gets an external entry point too (an internal function may be inlined
away). This module only writes IR around names it is given; making the derivative is the
synthesis's part (`enzympy.compiled` puts the two together).
"""

from __future__ import annotations

import ctypes

from enzympy.ir import glob

_CTYPES = {"double": ctypes.c_double, "float": ctypes.c_float, "i1": ctypes.c_bool,
           "i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
           "i64": ctypes.c_int64, "ptr": ctypes.c_void_p, "void": None}


def ctype_of(t):
    key = str(t)
    if key not in _CTYPES:
        raise TypeError(f"cannot call a function with a parameter or result of type {t} from Python")
    return _CTYPES[key]


def entry_points(fn, dname, extra_params, trailing_args, result):
    """(wrapper name, primal entry name, IR text) for calling derivative `dname` of `fn`.

    The wrapper takes fn's parameters, then `extra_params` (type, name) pairs, then `ptr %out`;
    it calls `dname` with all of them but %out, then `trailing_args` (typed constants such as
    the seed of the result); every field of `result` (the derivative's return type: a struct,
    a scalar, or void) is stored into out[k] as a double (floats extended, integers converted)."""
    wrapper, primal = f"__enzympy_py_{dname}", f"__enzympy_py_primal_{dname}"
    own = [f"{a.type} %p{k}" for k, a in enumerate(fn.args)]
    params = own + [f"{t} %{n}" for t, n in extra_params]
    call = f"{glob(dname)}({', '.join(params + list(trailing_args))})"
    lines = [f"define void {glob(wrapper)}({', '.join(params + ['ptr %out'])}) {{"]
    if result.kind == "void":
        lines.append(f"  call void {call}")
        outs = []
    else:
        lines.append(f"  %r = call {result} {call}")
        if result.kind == "struct":
            outs = []
            for k, t in enumerate(result.elems):
                lines.append(f"  %v{k} = extractvalue {result} %r, {k}")
                outs.append((f"%v{k}", t))
        else:
            outs = [("%r", result)]
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
    rt, pparams = fn.ret_type, ", ".join(own)
    if rt.kind == "void":
        lines += [f"define void {glob(primal)}({pparams}) {{",
                  f"  call void {glob(fn.name)}({pparams})", "  ret void", "}"]
    else:
        lines += [f"define {rt} {glob(primal)}({pparams}) {{",
                  f"  %r = call {rt} {glob(fn.name)}({pparams})", f"  ret {rt} %r", "}"]
    return wrapper, primal, "\n".join(lines) + "\n"


def __getattr__(name):
    """`CompiledGradient` lived here before the synthesis and the runtime were separated;
    existing imports get it from the front end that now holds it."""
    if name == "CompiledGradient":
        import importlib
        return getattr(importlib.import_module("enzympy.compiled"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
