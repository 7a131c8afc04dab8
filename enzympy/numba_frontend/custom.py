"""Custom derivatives of @njit functions, in JAX's shapes, through Enzyme's registration table.

    @enzympy.custom_vjp
    @njit
    def safe_log(x): ...
    @njit
    def safe_log_fwd(x): return safe_log(x), (x,)          # (result, residuals)
    @njit
    def safe_log_bwd(res, g): return (g / res[0],)          # one cotangent per argument
    safe_log.defvjp(safe_log_fwd, safe_log_bwd)

    @enzympy.custom_jvp ... f.defjvp(f_jvp)   # f_jvp(primals, tangents) -> (result, tangent)

Wherever differentiated code calls such a function (and for `grad(f)`/`jvp(f)` of it, as in
JAX), its rule is used, not its body; reverse mode through a custom_jvp (with no custom_vjp)
uses the jvp rule transposed, as JAX does (`transpose`). How: the module of the code being differentiated gets
the rule's compiled functions linked in, wrappers from Enzyme's convention for the function as
Numba compiled it (`i32 f(ptr retptr, ptr excinfo, args...)`: the result's adjoint is read from
the shadow of `retptr`) to the user's functions, and Enzyme's globals
`__enzyme_register_gradient_<f>` / `__enzyme_register_derivative_<f>` naming them, which
`enzympy.custom_rules` reads as it does a C user's (the wrappers: `custom_wrappers`). The
function returns a float scalar; a custom_vjp's arguments are float scalars, float arrays,
integers and booleans (a cotangent per argument: a float, an array of the argument's shape, or
None for an integer or boolean), its residuals scalars, arrays or tuples of them; a
custom_jvp's likewise (a tangent per argument: a float, an array of the argument's shape and
strides, 0 for an integer or boolean).
"""

from __future__ import annotations

import inspect
import weakref

from enzympy.errors import EnzympyError

_VJP = {}      # id(dispatcher) -> (dispatcher, fwd, bwd)
_JVP = {}      # id(dispatcher) -> (dispatcher, jvp)
_TRAMPOLINES = weakref.WeakValueDictionary()


def custom_vjp(f):
    """Mark an @njit function as having a custom reverse-mode rule, given by `f.defvjp(fwd, bwd)`."""
    from .source import as_dispatcher
    d = as_dispatcher(f)

    def defvjp(fwd, bwd):
        _VJP[id(d)] = (d, as_dispatcher(fwd), as_dispatcher(bwd))
        return d
    d.defvjp = defvjp
    return d


def custom_jvp(f):
    """Mark an @njit function as having a custom forward-mode rule, given by `f.defjvp(jvp)`."""
    from .source import as_dispatcher
    d = as_dispatcher(f)

    def defjvp(jvp):
        _JVP[id(d)] = (d, as_dispatcher(jvp))
        return d
    d.defjvp = defjvp
    return d


def any_registered() -> bool:
    return bool(_VJP or _JVP)


def involves_rules(library) -> bool:
    """Does the code of a compiled library call a function with a rule? (Its derivative is then
    not cached on disk: the key, made from the primal's IR, does not cover the rule's code.)"""
    if not any_registered():
        return False
    from .source import linked_module
    try:
        text = str(linked_module(library))
    except Exception:         # no module to read (loaded from Numba's cache): assume it does
        return True
    return any(f"@{c.fndesc.llvm_func_name}(" in text
               for table in (_VJP, _JVP) for entry in list(table.values())
               for c in list(entry[0].overloads.values()))


def trampoline(dispatcher):
    """For `grad(f)` of a function with a rule: an @njit function calling f, so that the rule
    applies (JAX's behaviour; a derivative of f itself would differentiate its body)."""
    if id(dispatcher) not in _VJP and id(dispatcher) not in _JVP:
        return dispatcher
    t = _TRAMPOLINES.get(id(dispatcher))
    if t is None:
        from numba import njit
        params = list(inspect.signature(dispatcher.py_func).parameters)
        args = ", ".join(params)
        scope = {"f": dispatcher}
        exec(f"def call({args}):\n    return f({args})\n", scope)
        call = scope["call"]
        call.__qualname__ = call.__name__ = dispatcher.py_func.__name__
        t = _TRAMPOLINES[id(dispatcher)] = njit(call)
        t._enzympy_target = dispatcher           # keeps f alive as long as its trampoline
    return t


# ----------------------------------------------------------------------------- linking rules

def compiled_ir_with_rules(dispatcher, argtypes, parallel=False):
    """`source.compiled_ir` of f, or of a call to f when f has a rule, with the rules of the
    functions its code calls linked in."""
    from .source import compiled_ir
    return compiled_ir(trampoline(dispatcher), argtypes, link_rules if any_registered() else None, parallel)


def link_rules(mod, text):
    """For each call in `text` (mod's text) to a compiled overload of a function with a rule:
    link the rule's functions into `mod` (llvmlite module) and return (text to append: wrappers,
    Enzyme's globals, declarations the wrappers need; names of the wrappers)."""
    extra, roots, decls = [], [], {}
    for table, kind in ((_VJP, "vjp"), (_JVP, "jvp")):
        for entry in list(table.values()):
            f = entry[0]
            for argtypes, cres in list(f.overloads.items()):
                name = cres.fndesc.llvm_func_name
                if f"@{name}(" not in text:
                    continue
                from .custom_wrappers import JvpWrapper, VjpWrappers
                _check_types(f, argtypes, cres.signature.return_type, kind)
                w = VjpWrappers(mod, cres, *entry[1:]) if kind == "vjp" else JvpWrapper(mod, cres, entry[1])
                made = [w]
                if kind == "jvp" and id(f) not in _VJP:     # reverse mode: the jvp rule transposed
                    from .transpose import transposed
                    made.append(VjpWrappers(mod, cres, *transposed(f, entry[1], argtypes)))
                for w in made:
                    extra.append(w.text)
                    roots.extend(w.names)
                    decls.update(w.declarations)
    if extra:
        linked = str(mod)
        extra += [d for n, d in decls.items() if f"@{n}(" not in linked]
    return "\n".join(extra), roots


def _check_types(f, argtypes, rt, kind):
    """Custom rules for functions returning a float scalar, of float scalars, float arrays,
    integers and booleans."""
    from numba.core import types
    def fine(t):
        return isinstance(t, (types.Float, types.Integer, types.Boolean)) or \
            (isinstance(t, types.Array) and isinstance(t.dtype, types.Float))
    if not all(fine(t) for t in argtypes) or not isinstance(rt, types.Float):
        what = "float scalars, float arrays, integers and booleans"
        raise EnzympyError(f"custom rule of {f.py_func.__name__}: enzympy takes custom_{kind} rules for "
                           f"functions of {what} returning a float scalar for now, not "
                           f"({', '.join(map(str, argtypes))}) -> {rt}")
