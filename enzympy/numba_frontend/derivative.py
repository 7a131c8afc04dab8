"""Reverse-mode derivatives of compiled Numba functions, JIT-compiled and cached.

For a dispatcher, a signature and an activity per argument ('dup': a float array whose
gradient is accumulated into a shadow array laid out like it; 'active': a float scalar whose
derivative is returned; 'const'), the derivative is synthesised from the IR of that
compilation (see `source`), with %retptr duplicated: its shadow holds the seed 1.0, and the
store of the result through %retptr hands the seed to the result in the reverse pass.

It is exported from its own LLVM JIT under a fresh name with the signature

    { i32 status, <d active scalar>... } @name(ptr retptr, ptr excinfo, <fn's flattened args>,
                                              ptr retptr_shadow, (ptr meminfo_shadow, ptr data_shadow)...)

and that name is registered in LLVM's symbol table (`enzympy.runtime.numba_jit`), so
Numba-compiled code can call it (see `intrinsic`). Derivatives are cached per (dispatcher,
signature, activity); the dispatcher is kept alive with its derivative.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import llvmlite.binding as llvm

from enzympy import passes
from enzympy.driver import ModuleDifferentiator
from enzympy.errors import EnzympyError, UnsupportedError
from enzympy.ir import glob, parse_module
from enzympy.runtime.numba_jit import jit_export

from . import nrt
from .errors import not_differentiable, unsupported_in
from .guards import check_vector_memory, register_harmless
from .locate import line_of, source_line
from .outputs import entry_text, shadow_params, written_arrays
from .source import compiled_ir

_counter = itertools.count()
_cache = {}                  # (id(dispatcher), signature, activity) -> Derivative


@dataclass
class Derivative:
    symbol: str              # the exported name
    fn_type: object          # llvmlite.ir.FunctionType of the export
    return_type: object      # numba type of the primal result
    active_types: tuple      # numba types of the active scalars, in argument order
    ir: object               # the NumbaFunctionIR differentiated
    dispatcher: object       # kept alive: the cache is keyed by its id


def get_derivative(dispatcher, argtypes, activity) -> Derivative:
    """The derivative of `dispatcher` for `argtypes` and `activity`, built once."""
    from numba.core.compiler_lock import global_compiler_lock
    key = (id(dispatcher), tuple(argtypes), tuple(activity))
    with global_compiler_lock:            # Numba's (reentrant) lock: the typer of a gradient
        if key not in _cache:             # call builds derivatives while holding it
            _cache[key] = _build(dispatcher, tuple(argtypes), tuple(activity))
        return _cache[key]


def _build(dispatcher, argtypes, activity):
    src, symbol, fn_type = build_and_export(dispatcher, argtypes, activity, _synthesise, "grad")
    active_types = tuple(t for t, a in zip(argtypes, activity) if a == "active")
    return Derivative(symbol, fn_type, src.return_type, active_types, src, dispatcher)


def build_and_export(dispatcher, argtypes, activity, synthesise, what):
    """The IR of the compilation, differentiated by `synthesise(src, activity)` (which returns
    the module, its export's name and function type) and JIT-exported: (src, symbol, fn_type).
    Errors name the Python function and, where it can be told, the line."""
    from numba.core import types
    nrt.register()
    register_harmless()
    src = compiled_ir(dispatcher, argtypes)
    if not isinstance(src.return_type, types.Float):
        raise not_differentiable(src.py_func, src.return_type, what)
    try:
        mod, symbol, fn_type = synthesise(src, activity)
    except UnsupportedError as e:
        line = line_of(str(e)) or source_line(dispatcher, argtypes, activity, synthesise)
        raise unsupported_in(src.py_func, e, line) from None
    jit_export(mod, symbol)
    return src, symbol, fn_type


def _synthesise(src, activity, seen=None):
    """The derivative module (post-AD optimised), its export's name and function type.
    `seen` (a dict), when given, receives the working copy W as soon as it exists."""
    diff = ModuleDifferentiator(src.text, f"<numba {src.py_func.__qualname__}>")
    _dedicated_preheaders(diff)
    if seen is not None:
        seen["W"] = diff.W
    fn = diff.W.function(src.fn_name)
    params = fn.args
    dups = [params[0].name] + [n for s, a in zip(src.slots, activity) if a == "dup"
                               for n in shadow_params(params, s)]
    n_external = len(dups)
    internal = written_arrays(diff.W, src, activity)
    dups += [n for s in internal for n in shadow_params(params, s)]
    active = [params[s.first].name for s, a in zip(src.slots, activity) if a == "active"]
    check_vector_memory(diff.W)
    dname = diff.reverse(src.fn_name, active, ret_active=False, return_primal=True, dup_args=dups)
    symbol = f"__enzympy_numba_grad{next(_counter)}"
    out_types = [str(fn.ret_type)] + [str(params[s.first].type) for s, a in zip(src.slots, activity)
                                      if a == "active"]
    st = "{ " + ", ".join(out_types) + " }"
    ptypes = [str(p.type) for p in params] + ["ptr"] * n_external
    mod = exported_module(diff, dname, symbol, st, ptypes, f"<derivative of {src.py_func.__qualname__}>",
                          internal)
    return mod, symbol, _parse_fn_type(out_types, ptypes)


def exported_module(diff, dname, symbol, rt, ptypes, title, internal=()):
    """The differentiated module, every function internal, with `rt @symbol(ptypes)` calling
    @dname (and making the shadows of the `internal` output arrays, see `outputs`): parsed,
    post-AD optimised and verified."""
    wrapper, decls = entry_text(rt, symbol, dname, ptypes, internal)
    text = _internalise(diff._assemble({}, {}))
    missing = [d for n, d in decls.items() if not re.search(rf"^(declare|define)\b[^\n]*@{re.escape(n)}\(", text, re.M)]
    text += "\n" + wrapper + "\n".join(missing) + "\n"
    mod = parse_module(text, title)
    passes.post_ad(mod, 2, host=True)
    mod.verify()
    return mod


def _dedicated_preheaders(diff):
    """Give every loop of the working copy a preheader of its own (LLVM's loop-simplify).

    The pre-AD pipeline ends with CFG simplification, which can leave one block entering two
    loops (Numba's loop unswitching makes such code); the cache planner sizes only one of them
    there and the other loop's cache stays unallocated (core issue, reported; harmless once
    fixed there)."""
    from enzympy.ir import ModuleInfo, name_all_values, target_machine
    mod = diff.W.mod
    pb = llvm.create_pass_builder(target_machine(), llvm.create_pipeline_tuning_options())
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_loop_simplify_pass()
    mpm.run(mod, pb)
    name_all_values(mod)
    diff.W = ModuleInfo(mod)


_LINKAGE = re.compile(r"^define\s+(?:(?:private|internal|external|linkonce_odr|linkonce|weak_odr|weak|"
                      r"available_externally|dso_local|hidden|protected)\s+)*", re.M)


def _internalise(text):
    """Every function of the differentiated module becomes internal (the export is added after),
    so the primal copies the derivatives do not use are dropped."""
    return _LINKAGE.sub("define internal ", text)


def _llty(t):
    from llvmlite import ir as llir
    table = {"double": llir.DoubleType(), "float": llir.FloatType(), "ptr": llir.PointerType(),
             "i1": llir.IntType(1), "i8": llir.IntType(8), "i16": llir.IntType(16),
             "i32": llir.IntType(32), "i64": llir.IntType(64)}
    if t in table:
        return table[t]
    raise EnzympyError(f"cannot call a derivative with a parameter of type {t}")


def _parse_fn_type(out_types, ptypes):
    from llvmlite import ir as llir
    return llir.FunctionType(llir.LiteralStructType([_llty(t) for t in out_types]),
                             [_llty(t) for t in ptypes])
