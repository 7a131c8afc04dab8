"""The LLVM IR of a compiled Numba function, ready to differentiate.

For one signature of a dispatcher: the module of its code library with the libraries it links
(nested @njit callees, Numba's implementations of NumPy functions, the NRT's IR helpers) linked
in, as Numba had it before its final module-level optimisation (see the hook below), pruned to
the function and what it calls (the CPython and cfunc wrappers go); and where each Python
argument lands among the LLVM parameters of Numba's calling convention:

    i32 @fn(ptr %retptr, ptr %excinfo, <arg 0 flattened>, <arg 1 flattened>, ...)

The i32 is a status code (0: ok, otherwise an exception described through %excinfo), the
result is stored through %retptr, and an array argument is flattened into the fields of its
struct: meminfo, parent, nitems, itemsize, data, shape[ndim], strides[ndim].
"""

from __future__ import annotations

import inspect

import re
from dataclasses import dataclass

from enzympy.numba_hook import install

_DEFINE = re.compile(r'^define\b.*?@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)\(')
_REF = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)')

ARRAY_DATA_FIELD = 4          # meminfo, parent, nitems, itemsize, data, shape, strides


@dataclass
class ArgSlot:
    """Where Python argument `index` lives among the LLVM parameters."""
    index: int
    name: str
    numba_type: object
    first: int                # position of its first LLVM parameter (after retptr, excinfo)
    count: int                # how many LLVM parameters it was flattened into

    @property
    def is_array(self):
        from numba.core import types
        return isinstance(self.numba_type, types.Array)

    @property
    def data_param(self):
        """LLVM parameter index of an array's data pointer."""
        return self.first + ARRAY_DATA_FIELD


@dataclass
class NumbaFunctionIR:
    py_func: object
    signature: tuple          # numba argument types
    return_type: object
    fn_name: str              # the mangled LLVM name
    text: str                 # pruned module text
    slots: list               # ArgSlot per Python argument


TRANSFORM = "__enzympy_transform__"     # on what enzympy.grad & co. return: (name, dispatcher, argnums)


def tagged(fn, name, dispatcher, argnums):
    """fn (a transform's result) marked as such: another transform of it is recognised
    (grad of grad) or refused in one line, not compiled by Numba into a TypingError."""
    setattr(fn, TRANSFORM, name)
    fn.__enzympy_of__ = (dispatcher, argnums)
    return fn


def as_dispatcher(f):
    """A Numba dispatcher for f (a dispatcher already, or a Python function compiled with njit)."""
    from numba.core.dispatcher import Dispatcher
    if isinstance(f, Dispatcher):
        return f
    if getattr(f, TRANSFORM, None):
        raise TypeError(f"enzympy differentiates Numba functions; {getattr(f, '__name__', f)!r} is what "
                        f"enzympy.{getattr(f, TRANSFORM)} returned, a Python function: for derivatives of it "
                        "use enzympy.hessian(f) or enzympy.hvp(f) (grad(grad(f)) for a float argument)")
    if callable(f) and hasattr(f, "__code__"):
        from numba import njit
        d = getattr(f, "__enzympy_njit__", None)
        if d is None:
            d = njit(f)
            try:
                f.__enzympy_njit__ = d
            except AttributeError:
                pass
        return d
    raise TypeError(f"enzympy differentiates Numba-compiled functions (or Python functions it "
                    f"can compile with numba.njit), not {f!r}")


_fitted = {}


def fitted(dispatcher, nargs):
    """`dispatcher`, or for a call that leaves out parameters with defaults, an @njit function
    of exactly `nargs` parameters that calls it (Numba fills the defaults in there, as when it
    is called from Python). A derivative is compiled for the argument types given, and Numba's
    compile of a signature takes no defaults: `grad(f)(x)` of `def f(x, scale=2.0)` was a
    TypeError from inside Numba, as `grad(f)(x, y)` of `def f(*xs)` was (it takes a tuple)."""
    code = dispatcher.py_func.__code__
    star = bool(code.co_flags & inspect.CO_VARARGS)   # def f(*xs): compiled per call, not for a signature
    defaults = len(dispatcher.py_func.__defaults__ or ())
    if not star and (nargs >= code.co_argcount or nargs < code.co_argcount - defaults):
        return dispatcher
    key = (id(dispatcher), nargs)
    if key not in _fitted:
        from numba import njit
        names = ", ".join(f"a{k}" for k in range(nargs))
        ns = {"__enzympy_callee": dispatcher}
        exec(f"def fitted({names}):\n    return __enzympy_callee({names})\n", ns)
        w = ns["fitted"]              # named as f (`<lambda>` is no name to define a function by)
        w.__code__ = w.__code__.replace(co_filename=code.co_filename, co_firstlineno=code.co_firstlineno,
                                        co_name=code.co_name)
        w.__qualname__, w.__module__ = dispatcher.py_func.__qualname__, dispatcher.py_func.__module__
        opts = {k: v for k, v in dispatcher.targetoptions.items() if k not in ("nopython", "cache")}
        _fitted[key] = (njit(**opts)(w), dispatcher)     # the dispatcher kept: its id stays its own
    return _fitted[key][0]


def compiled_ir(dispatcher, argtypes, link=None, parallel=False) -> NumbaFunctionIR:
    """The IR of `dispatcher` compiled for `argtypes` (compiling it if needed). ``link(module,
    text)`` -> (text to append, names to keep) adds code the derivative needs (`custom`).
    A parallel=True function: its serial twin's, or with ``parallel``, its own, each parallel
    loop a call to a shim the core differentiates in parallel (`enzympy.parallel_for`)."""
    argtypes = tuple(argtypes)
    if not parallel and runs_parallel(dispatcher):
        dispatcher = _private_clone(dispatcher, serial=True)
    cres = compile_for(dispatcher, argtypes)
    if not hasattr(cres.library, "_enzympy_prelink"):       # compiled before enzympy was imported
        cres = compile_for(_private_clone(dispatcher), argtypes)
    fndesc = cres.fndesc
    name = fndesc.llvm_func_name
    mod = linked_module(cres.library, dispatcher)
    _link_recursive_overloads(mod, dispatcher)
    extra, roots = link(mod, str(mod)) if link is not None else ("", [])
    text = prune_module(_resolved_recursion(str(mod)) + "\n" + extra, name, roots)
    if parallel and "@numba_parallel_for(" in text:
        from enzympy import parallel_for
        launch_pool()
        text = parallel_for.shim(text)
    from enzympy.analyses.type_analysis import KNOWN_ARG_TREES
    KNOWN_ARG_TREES.update(array_arg_trees(text))
    return NumbaFunctionIR(dispatcher.py_func, argtypes, cres.signature.return_type, name, text,
                           argument_slots(cres.target_context, fndesc.argtypes, fndesc.args))


_UNRESOLVED = re.compile(r'^@"\.numba\.unresolved\$([^"]+)" = external global ptr', re.M)


def _link_recursive_overloads(mod, dispatcher):
    """Link in the overloads a recursive function reaches through Numba's late-bound pointers
    (`@".numba.unresolved$NAME"`, filled in when NAME is compiled): found among the overloads
    of the @njit functions `dispatcher` reaches by name, themselves included."""
    for _ in range(8):                               # a new overload may be recursive itself
        text = str(mod)
        missing = [n for n in _UNRESOLVED.findall(text) if not _defines(text, n)]
        if not missing:
            return
        found = {}
        for d in _reachable_dispatchers(dispatcher):
            for cres in list(d.overloads.values()):
                if cres.fndesc.llvm_func_name in missing and hasattr(cres.library, "_enzympy_prelink"):
                    found[cres.fndesc.llvm_func_name] = cres.library
        if not found:
            return
        for library in found.values():
            other = linked_module(library, dispatcher)
            for f in other.functions:
                if not f.is_declaration:
                    f.linkage = "weak_odr"
            mod.link_in(other)


def _defines(text, name) -> bool:
    return re.search(rf"^define [^\n]*@{re.escape(name)}\(", text, re.M) is not None


def _reachable_dispatchers(dispatcher):
    out, work = {id(dispatcher): dispatcher}, [dispatcher]
    while work:
        for d in _called_dispatchers(work.pop().py_func).values():
            if id(d) not in out:
                out[id(d)] = d
                work.append(d)
    return list(out.values())


def _resolved_recursion(text: str) -> str:
    """Each read of a late-bound pointer whose function is in the module made the function
    itself, so that the recursive call is a direct call the derivative can follow."""
    defined = {n for n in _UNRESOLVED.findall(text) if _defines(text, n)}
    for n in defined:
        text = re.sub(rf'^(\s*%[-\w.$"]+) = load ptr, ptr @"\.numba\.unresolved\${re.escape(n)}"(?:, align \d+)?\s*$',
                      rf"\1 = getelementptr i8, ptr @{n}, i64 0", text, flags=re.M)
    return text


def compile_for(dispatcher, argtypes):
    """Numba's compile result for argtypes: compiled now, or loaded from Numba's cache."""
    argtypes = tuple(argtypes)
    cres = dispatcher.overloads.get(argtypes)
    if cres is None:
        dispatcher.compile(argtypes)
        cres = dispatcher.overloads[argtypes]
    return cres


_clones = {}


def _private_clone(dispatcher, serial=False):
    """The same Python function under a dispatcher of its own, compiled now (with the hook).

    serial=True drops parallel=True, from it and from the @njit functions it calls (through
    its globals or its closure): Numba outlines parallel loops (prange, array expressions,
    reductions) into gufuncs it runs through its thread pool by function pointer, which no
    derivative can follow; the serial compilation has the same semantics (prange is range), so
    the derivative of a parallel function is that of its serial twin, and runs serially."""
    key = (id(dispatcher), serial)
    if key not in _clones:
        from numba import njit
        drop = ("nopython", "cache") + (("parallel",) if serial else ())
        opts = {k: v for k, v in dispatcher.targetoptions.items() if k not in drop}
        _building.add(key)
        try:
            py_func = _with_serial_callees(dispatcher.py_func) if serial else dispatcher.py_func
        finally:
            _building.discard(key)
        _clones[key] = (njit(**opts)(py_func), dispatcher)
    return _clones[key][0]


_building = set()             # clones being made: a recursive callee keeps its own name (and,
                              # if it is parallel, its refusal by line)


def launch_pool():
    """Start Numba's thread pool, whose entry points (`numba_parallel_for`, `get_thread_id`)
    a derivative of a parallel loop calls: Numba starts it when it compiles a parallel
    function, and a derivative may come from the disk cache first."""
    from numba.np.ufunc.parallel import _launch_threads
    _launch_threads()


def runs_parallel(dispatcher, seen=None) -> bool:
    """Is `dispatcher` compiled with parallel=True, or an @njit function it calls?"""
    seen = set() if seen is None else seen
    if id(dispatcher) in seen:
        return False
    seen.add(id(dispatcher))
    if dispatcher.targetoptions.get("parallel"):
        return True
    return any(runs_parallel(d, seen) for d in _called_dispatchers(dispatcher.py_func).values())


def _called_dispatchers(py_func) -> dict:
    """{name: dispatcher} of the @njit functions py_func reaches by a global or closure name
    (those Numba compiles into it; one reached as a module's attribute is not seen)."""
    from numba.core.registry import CPUDispatcher
    out = {}
    names = set()
    stack = [py_func.__code__]
    while stack:                                    # nested functions' names too
        code = stack.pop()
        names.update(code.co_names)
        stack += [c for c in code.co_consts if hasattr(c, "co_names")]
    for n in names:
        v = py_func.__globals__.get(n)
        if isinstance(v, CPUDispatcher):
            out[n] = v
    for n, cell in zip(py_func.__code__.co_freevars, py_func.__closure__ or ()):
        try:
            v = cell.cell_contents
        except ValueError:                          # an empty cell
            continue
        if isinstance(v, CPUDispatcher):
            out[n] = v
    return out


def _with_serial_callees(py_func):
    """py_func, or a copy of it whose global and closure names of @njit callees that run in
    parallel mean their serial twins."""
    import types
    twins = {n: _private_clone(d, serial=True) for n, d in _called_dispatchers(py_func).items()
             if runs_parallel(d) and (id(d), True) not in _building}
    if not twins:
        return py_func
    glob = dict(py_func.__globals__)
    closure = py_func.__closure__
    if closure:
        closure = tuple(types.CellType(twins[n]) if n in twins else c
                        for n, c in zip(py_func.__code__.co_freevars, closure))
    glob.update({n: t for n, t in twins.items() if n in glob and n not in py_func.__code__.co_freevars})
    copy = types.FunctionType(py_func.__code__, glob, py_func.__name__, py_func.__defaults__, closure)
    copy.__kwdefaults__ = py_func.__kwdefaults__
    copy.__qualname__, copy.__module__ = py_func.__qualname__, py_func.__module__
    return copy


# ----------------------------------------------------------------------------- the hook
#
# Numba optimises each code library's final module at O3 *after* linking its callees in (loop
# vectorisation with masked gathers, unrolling, runtime alias checks). enzympy wants the code
# before that (as Enzyme does: optimise without vectorising, differentiate, then vectorise), so
# each library finalised while enzympy is loaded keeps a copy of its module before linking
# (`enzympy/numba_hook.py`); `linked_module` links those copies the way Numba links the optimised ones. Libraries
# finalised before (or loaded from Numba's cache) contribute their optimised module instead.

def linked_module(library, dispatcher=None):
    """The library's module before Numba's final optimisation, with its callees linked in. A
    callee's library loaded from Numba's cache (or finalised before enzympy was imported) has
    only its optimised module, vectorised with masked gathers no derivative follows: where
    `dispatcher` reaches that callee, its twin compiled anew is linked instead (`_uncached`)."""
    import llvmlite.binding as llvm
    mod = library._enzympy_prelink.clone()
    seen = {id(library)}
    work = list(library._linking_libraries)
    while work:
        lib = work.pop(0)
        if id(lib) in seen:
            continue
        seen.add(id(lib))
        renamed = {}
        if getattr(lib, "_enzympy_prelink", None) is None and dispatcher is not None:
            lib, renamed = _uncached(lib, dispatcher) or (lib, {})
            seen.add(id(lib))
        pre = getattr(lib, "_enzympy_prelink", None)
        m = pre.clone() if pre is not None else lib._get_module_for_linking().clone()
        for f in m.functions:
            if f.name in renamed and not f.is_declaration:
                f.name = renamed[f.name]
            # weak_odr, not Numba's linkonce_odr: the linker drops a linkonce definition that
            # nothing linked so far uses, and a library linked later may need it
            if not f.is_declaration and f.linkage in (llvm.Linkage.external, llvm.Linkage.linkonce_odr):
                f.linkage = "weak_odr"
        mod.link_in(m)
        if pre is not None:
            work.extend(lib._linking_libraries)
    return mod


def _uncached(library, dispatcher):
    """(library, {its function's name: the cached one's}) of the same function and signature as
    `library`, compiled anew under a private dispatcher (so that it keeps its module from before
    Numba's final optimisation; Numba names it after that dispatcher, so its callers' name is
    given back to it), for an @njit function `dispatcher` reaches; None where none owns `library`."""
    for d in _reachable_dispatchers(dispatcher):
        for argtypes, cres in list(d.overloads.items()):
            if cres.library is library:
                twin = compile_for(_private_clone(d), argtypes)
                return twin.library, {twin.fndesc.llvm_func_name: cres.fndesc.llvm_func_name}
    return None


install()                     # in case Numba was imported before enzympy (enzympy/numba_hook.py)


def argument_slots(context, argtypes, argnames):
    """The flattened position of each argument in Numba's calling convention."""
    slots, pos = [], 2                                   # after retptr, excinfo
    for k, (t, n) in enumerate(zip(argtypes, argnames)):
        count = len(context.get_arg_packer([t]).argument_types)
        slots.append(ArgSlot(k, n, t, pos, count))
        pos += count
    return slots


def _chunks(text):
    """Top-level pieces of a module: ('define', name, lines) or ('other', None, [line])."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = _DEFINE.match(lines[i])
        if m:
            j = i
            while not lines[j].startswith("}"):
                j += 1
            yield "define", m.group(1).strip('"'), lines[i:j + 1]
            i = j + 1
        else:
            yield "other", None, [lines[i]]
            i += 1


def prune_module(text: str, root: str, more_roots=()) -> str:
    """`text` with only the definitions reachable from @root and `more_roots` (wrappers and
    dead code go)."""
    chunks = list(_chunks(text))
    bodies = {name: lines for kind, name, lines in chunks if kind == "define"}
    keep, work = {root, *more_roots}, [root, *more_roots]
    while work:
        for m in _REF.finditer("\n".join(bodies[work.pop()])):
            ref = m.group(1).strip('"')
            if ref in bodies and ref not in keep:
                keep.add(ref)
                work.append(ref)
    out = []
    for kind, name, lines in chunks:
        if kind == "define" and name not in keep:
            continue
        out.extend(lines)
    return "\n".join(out) + "\n"


_ARRAY_DTYPE = re.compile(r"5ArrayI(\d+|[a-z])")
_PARAM = re.compile(r'%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)')

_FLOAT_CODES = {"d": "double", "f": "float"}


def _param_types(params: str) -> dict:
    """{parameter name: its type} of a define's parameter list, `(ptr noalias %a, i64 %b) ...`."""
    out, depth, piece = {}, 0, ""
    for ch in params[1:]:
        if ch in "({[<":
            depth += 1
        elif ch in ")}]>":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            out.update(_one_param(piece))
            piece = ""
        else:
            piece += ch
    out.update(_one_param(piece))
    return out


def _one_param(piece: str) -> dict:
    words = piece.split()
    return {words[-1][1:].strip('"'): words[0]} if len(words) >= 2 and words[-1].startswith("%") else {}


def array_arg_trees(text: str) -> dict:
    """Function name -> type trees (text, one per parameter, '' where unknown) of the Numba
    functions in a module: the data pointer of a float array argument points to its floats.

    Numba's mangled names spell each argument's type (`5ArrayIdLi1E1C...`: an array of double,
    1-D, C order); its flattened parameters are named after the argument (`arg.x.0` meminfo ...
    `arg.x.4` data, `arg.x.5.k` shape, `arg.x.6.k` strides; a 0-d array has no shape or strides).
    Arrays are paired in order; a function whose counts differ is left to the type analysis alone."""
    out = {}
    for kind, name, lines in _chunks(text):
        if kind != "define":
            continue
        codes = _ARRAY_DTYPE.findall(name)
        if not codes or not any(c in _FLOAT_CODES for c in codes):
            continue
        head = lines[0]
        params = [p.strip('"') for p in _PARAM.findall(head[head.index("(", head.index("@")):])]
        names = set(params)
        typed = _param_types(head[head.index("(", head.index("@")):])
        data = [k for k, p in enumerate(params) if p.endswith(".4") and typed.get(p) == "ptr" and (
            (p[:-2] + ".5.0" in names and p[:-2] + ".6.0" in names)            # an array of 1 or more dims
            or (typed.get(p[:-2] + ".3") == "i64" and typed.get(p[:-2] + ".0") == "ptr"
                and not any(n.startswith(p[:-2] + ".5") for n in names)))]   # a 0-d array: no shape
        if len(data) != len(codes):
            continue
        trees = [""] * len(params)
        for k, code in zip(data, codes):
            if code in _FLOAT_CODES:
                trees[k] = f"{{[-1]:Pointer, [-1,-1]:Float@{_FLOAT_CODES[code]}}}"
        out[name] = trees
    return out
