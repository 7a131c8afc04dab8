"""Reverse-mode derivatives of compiled Numba functions, JIT-compiled and cached.

For a dispatcher, a signature and an activity per argument ('dup': a float array whose
gradient is accumulated into a shadow array laid out like it; 'active': a float scalar whose
derivative is returned; 'const'), the derivative is synthesised from the IR of that
compilation (see `source`), with %retptr duplicated: its shadow holds the seed 1.0, and the
store of the result through %retptr hands the seed to the result in the reverse pass.

It is exported from its own LLVM JIT under a name made from a digest of what it was built
from, with the signature

    { i32 status, <d active scalar>... } @name(ptr retptr, ptr excinfo, <fn's flattened args>,
                                              ptr retptr_shadow, (ptr meminfo_shadow, ptr data_shadow)...)

and that name is registered in LLVM's symbol table (`enzympy.runtime.numba_jit`), so
Numba-compiled code can call it (see `intrinsic`). Derivatives are cached per (dispatcher,
signature, activity) in memory (the dispatcher is kept alive with its derivative) and, for
functions Numba caches on disk, on disk too (`diskcache`). The differentiator is imported on
the first build only, so a process served from the disk cache never loads it.
"""

from __future__ import annotations

import functools
import hashlib
import re
from dataclasses import dataclass

from enzympy.errors import EnzympyError, UnsupportedError
from enzympy.parallel_for import NotWorthIt
from enzympy.runtime.numba_jit import jit_export, load_object

from . import diskcache
from .custom import compiled_ir_with_rules, involves_rules
from .errors import not_differentiable, unsupported_in
from .locate import line_of, source_line
from .source import compile_for, launch_pool, runs_parallel

_cache = {}                  # width -> {(id(dispatcher), signature, activity) -> Derivative}


@dataclass
class Derivative:
    symbol: str              # the exported name
    fn_type: object          # llvmlite.ir.FunctionType of the export
    return_type: object      # numba type of the primal result
    active_types: tuple      # numba types of the active scalars, in argument order
    dispatcher: object       # kept alive: the cache is keyed by its id
    disk: object = None      # its diskcache.Entry, when cached on disk
    written: tuple = None    # positions of the float arrays f may write (None: unknown, any)
    parallel: bool = False   # its parallel loops' reverse runs in Numba's thread pool (parallel_for)


def get_derivative(dispatcher, argtypes, activity, width=1) -> Derivative:
    """The derivative of `dispatcher` for `argtypes` and `activity`, built once; with `width`
    N > 1, vector mode: N seeds and N shadows per duplicated array in one pass, N adjoints of
    each active scalar (`[N x T]`)."""
    return obtain_lanes(_cache, "grad", width, dispatcher, argtypes, activity, _build)


def _build(dispatcher, argtypes, activity, symbol=None, width=1):
    src, code, fn_type, written = export_lanes(dispatcher, argtypes, activity, _synthesise, "grad", symbol, width)
    active_types = tuple(t for t, a in zip(argtypes, activity) if a == "active")
    return Derivative(code.symbol, fn_type, src.return_type, active_types, dispatcher, written=written,
                      parallel="@__enzympy_pfor." in src.text), code


def obtain_lanes(memo, base, width, dispatcher, argtypes, activity, build):
    """`obtain` for a derivative of `width` lanes (mode `base`, or `base` + N in vector mode:
    its own memo and disk-cache key), built by build(..., width=width)."""
    mode = base if width == 1 else f"{base}{width}"
    return obtain(memo.setdefault(width, {}), mode, dispatcher, argtypes, activity,
                  lambda *a: build(*a, width=width))


def export_lanes(dispatcher, argtypes, activity, synthesise, base, symbol, width):
    """`build_and_export` of a derivative of `width` lanes (synthesise(..., width=width))."""
    return build_and_export(dispatcher, argtypes, activity, functools.partial(synthesise, width=width),
                            base if width == 1 else f"{base}{width}", symbol)


def obtain(memo, mode, dispatcher, argtypes, activity, build):
    """The derivative from `memo`, else from the disk cache, else `build(dispatcher, argtypes,
    activity, symbol)` -> (Derivative, ObjectCode), stored in both."""
    from numba.core.compiler_lock import global_compiler_lock
    argtypes, activity = tuple(argtypes), tuple(activity)
    key = (id(dispatcher), argtypes, activity)
    with global_compiler_lock:            # Numba's (reentrant) lock: the typer of a gradient
        if key not in memo:               # call builds derivatives while holding it
            memo[key] = _from_disk_or_build(mode, dispatcher, argtypes, activity, build)
        return memo[key]


def _from_disk_or_build(mode, dispatcher, argtypes, activity, build):
    entry = None
    if diskcache.enabled(dispatcher) and not involves_rules(compile_for(dispatcher, argtypes).library):
        library = compile_for(dispatcher, argtypes).library
        try:
            entry = diskcache.Entry.of(dispatcher, library, argtypes, activity, mode)
        except Exception:                 # Numba internals not as expected: no disk cache
            diskcache.stats["unavailable"] += 1
        got = entry and entry.load()
        if got is not None:
            try:
                deriv = _loaded(*got, dispatcher)
                deriv.disk = entry
                diskcache.stats["hit"] += 1
                return deriv
            except (EnzympyError, KeyError, TypeError, ValueError):   # a symbol this process
                diskcache.stats["rejected"] += 1                       # lacks: build instead
    deriv, code = build(dispatcher, argtypes, activity, entry and f"__enzympy_numba_{mode}_{entry.key[:24]}")
    if entry is not None:
        entry.store(describe(deriv), code)
        deriv.disk = entry
    return deriv


def describe(deriv) -> dict:
    """What calling a derivative needs besides its code, as JSON data (see `diskcache`)."""
    ret = deriv.fn_type.return_type
    elements = getattr(ret, "elements", None)
    return {"ret": [str(t) for t in elements] if elements is not None else str(ret),
            "params": [str(t) for t in deriv.fn_type.args],
            "return_type": str(deriv.return_type),
            "active_types": [str(t) for t in deriv.active_types],
            "written": None if deriv.written is None else list(deriv.written)}


def _loaded(meta, code, dispatcher):
    """A Derivative from a cache file's metadata and code, loaded into the JIT."""
    from llvmlite import ir as llir
    ret = meta["ret"]
    rt = llir.LiteralStructType([_llty(t) for t in ret]) if isinstance(ret, list) else _llty(ret)
    fn_type = llir.FunctionType(rt, [_llty(t) for t in meta["params"]])
    deriv = Derivative(code.symbol, fn_type, _float_type(meta["return_type"]),
                       tuple(_float_type(t) for t in meta["active_types"]), dispatcher,
                       written=None if meta.get("written") is None else tuple(int(k) for k in meta["written"]))
    if "numba_parallel_for" in code.externals:    # parallel loops' derivative: Numba's thread pool
        launch_pool()
        deriv.parallel = True
    load_object(code)
    return deriv


def _float_type(name):
    from numba.core import types
    t = getattr(types, name, None)
    if not isinstance(t, types.Float):
        raise EnzympyError(f"not a float type: {name}")
    return t


def build_and_export(dispatcher, argtypes, activity, synthesise, what, symbol=None):
    """The IR of the compilation, differentiated by `synthesise(src, activity, symbol=...)`
    (which returns the module and its export's function type) and JIT-exported: (src,
    ObjectCode, fn_type). The export is `symbol`, or a name made from a digest of the IR, the
    signature and the activity, so that one name always means one derivative. Errors name the
    Python function and, where it can be told, the line. Also returns the positions of the
    float arrays f may write (`outputs.seen_writing`, None where not told)."""
    from numba.core import types

    from . import nrt
    from .guards import register_harmless
    nrt.register()
    register_harmless()
    src = done = None
    costly = False                               # a parallel derivative made, but dearer than the serial
    if what == "grad":
        try:
            src, done = _parallel_attempt(dispatcher, argtypes, activity, synthesise, symbol)
        except NotWorthIt:
            costly = True
    if done is not None:
        mod, fn_type, seen = done
    else:
        src = src or compiled_ir_with_rules(dispatcher, argtypes)
        if not isinstance(src.return_type, types.Float):
            raise not_differentiable(src.py_func, src.return_type, what)
        try:
            seen = {}
            mod, fn_type = synthesise(src, activity, seen, symbol=symbol or _symbol(src, argtypes, activity, what))
        except UnsupportedError as e:
            # no serial derivative (a module's parallel callee, recursion): the parallel one, dear or not
            psrc, done = _parallel_attempt(dispatcher, argtypes, activity, synthesise, symbol, forced=True) \
                if costly else (None, None)
            if done is None:
                line = line_of(str(e)) or source_line(dispatcher, argtypes, activity, synthesise)
                raise unsupported_in(src.py_func, e, line) from None
            src, (mod, fn_type, seen) = psrc, done
    symbol = symbol or _symbol(src, argtypes, activity, what)
    return src, jit_export(mod, symbol), fn_type, seen.get("written")


def _parallel_attempt(dispatcher, argtypes, activity, synthesise, symbol, forced=False):
    """(src, (module, fn_type, seen)) of the derivative whose parallel loops run in parallel
    (`enzympy.parallel_for`); (src, None) where the code has no parallel loop (src serves the
    serial derivative); (None, None) where it cannot be made (the parallel compilation fails,
    or the loops' derivative needs what threads cannot share): the serial compilation's
    derivative is then made instead, with the same value. Raises NotWorthIt where it would cost
    more than the serial one, unless `forced`."""
    from numba.core import types
    from numba.core.errors import NumbaError

    from enzympy import parallel_for
    try:
        src = compiled_ir_with_rules(dispatcher, argtypes, parallel=True)
    except NumbaError:
        return None, None
    if "@__enzympy_pfor." not in src.text:
        return src, None
    if not isinstance(src.return_type, types.Float):
        return None, None
    parallel_for.forced = forced
    try:
        seen = {}
        mod, fn_type = synthesise(src, activity, seen, symbol=symbol or _symbol(src, argtypes, activity, "grad"))
    except NotWorthIt:
        raise
    except UnsupportedError:
        return None, None
    finally:
        parallel_for.forced = False
    return src, (mod, fn_type, seen)


def _symbol(src, argtypes, activity, what):
    """A derivative's export name from a digest of the IR, the signature and the activity."""
    tag = hashlib.sha256(repr((src.text, argtypes, activity)).encode()).hexdigest()[:24]
    return f"__enzympy_numba_{what}_{tag}"


def _synthesise(src, activity, seen=None, symbol="__enzympy_numba_grad", width=1):
    """The derivative module (post-AD optimised), exporting `symbol`, and its function type.
    `seen` (a dict), when given, receives the working copy W as soon as it exists. `width`:
    vector mode (each shadow parameter `width` times, lane after lane)."""
    from enzympy.driver import ModuleDifferentiator

    from .guards import check_vector_memory
    from .outputs import shadow_params, written_arrays
    diff = ModuleDifferentiator(src.text, f"<numba {src.py_func.__qualname__}>")
    _dedicated_preheaders(diff)
    if seen is not None:
        seen["W"] = diff.W
    fn = diff.W.function(src.fn_name)
    params = fn.args
    dups = [params[0].name] + [n for s, a in zip(src.slots, activity) if a == "dup"
                               for n in shadow_params(params, s)]
    n_external = len(dups)
    internal = written_arrays(diff.W, src, activity, seen)
    dups += [n for s in internal for n in shadow_params(params, s)]
    active = [params[s.first].name for s, a in zip(src.slots, activity) if a == "active"]
    check_vector_memory(diff.W)
    dname = diff.reverse(src.fn_name, active, ret_active=False, return_primal=True, dup_args=dups, width=width)
    lanes = (lambda t: f"[{width} x {t}]") if width > 1 else str
    out_types = [str(fn.ret_type)] + [lanes(params[s.first].type) for s, a in zip(src.slots, activity)
                                      if a == "active"]
    st = "{ " + ", ".join(out_types) + " }"
    ptypes = [str(p.type) for p in params] + ["ptr"] * (n_external * width)
    mod = exported_module(diff, dname, symbol, st, ptypes, f"<derivative of {src.py_func.__qualname__}>",
                          internal, lanes=width)
    return mod, _parse_fn_type(out_types, ptypes)


def exported_module(diff, dname, symbol, rt, ptypes, title, internal=(), lanes=1):
    """The differentiated module, every function internal, with `rt @symbol(ptypes)` calling
    @dname (and making the shadows of the `internal` output arrays, `lanes` of each, see
    `outputs`): parsed, post-AD optimised and verified."""
    from enzympy import passes
    from enzympy.ir import parse_module

    from .outputs import entry_text
    wrapper, decls = entry_text(rt, symbol, dname, ptypes, internal, lanes)
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
    import llvmlite.binding as llvm

    from enzympy.ir import ModuleInfo, name_all_values, target_machine
    mod, custom = diff.W.mod, getattr(diff.W, "custom", None)
    pb = llvm.create_pass_builder(target_machine(), llvm.create_pipeline_tuning_options())
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_loop_simplify_pass()
    mpm.run(mod, pb)
    name_all_values(mod)
    diff.W = ModuleInfo(mod)
    diff.W.custom = custom


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
    m = re.fullmatch(r"\[(\d+) x (\w+)\]", t)           # vector mode's lanes of an active scalar
    if m and m.group(2) in table:
        return llir.ArrayType(table[m.group(2)], int(m.group(1)))
    raise EnzympyError(f"cannot call a derivative with a parameter of type {t}")


def _parse_fn_type(out_types, ptypes):
    from llvmlite import ir as llir
    return llir.FunctionType(llir.LiteralStructType([_llty(t) for t in out_types]),
                             [_llty(t) for t in ptypes])
